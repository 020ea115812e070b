import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SurveyAnswerList, SurveyForm, type SurveyQuestion } from './SurveyForm';

afterEach(cleanup);

const QUESTIONS: SurveyQuestion[] = [
  { code: 'concern', label: '건강 고민', kind: 'single', options: ['피로', '수면', '면역'], required: true },
  { code: 'taking', label: '드시는 영양제', kind: 'multi', options: ['비타민D', '오메가3', '유산균'], required: true },
  { code: 'tip', label: '건강 관리법', kind: 'text', options: [], required: false },
];

const radio = (option: string) => screen.getByRole<HTMLInputElement>('radio', { name: option });
const checkbox = (option: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: option });

describe('event survey form', () => {
  it('builds radio buttons, checkboxes and a text area from the questions and sends the answers', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SurveyForm questions={QUESTIONS} submitLabel="참여하기" onSubmit={onSubmit} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('group', { name: '3. 건강 관리법 (선택)' })).toBeTruthy();

    await user.click(radio('피로'));
    await user.click(radio('수면'));
    await user.click(checkbox('비타민D'));
    await user.click(checkbox('유산균'));
    await user.click(checkbox('비타민D'));
    await user.click(checkbox('오메가3'));
    await user.type(screen.getByRole('textbox', { name: '3. 건강 관리법 (선택)' }), '  매일 산책해요 ');
    await user.click(screen.getByRole('button', { name: '참여하기' }));
    expect(onSubmit).toHaveBeenCalledWith({ concern: '수면', taking: ['유산균', '오메가3'], tip: '매일 산책해요' });
  });

  it("names unanswered required questions without sending, and shows the server's message under its question", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<SurveyForm questions={QUESTIONS} submitLabel="참여하기" onSubmit={onSubmit} />);
    await user.click(radio('면역'));
    await user.click(screen.getByRole('button', { name: '참여하기' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(["'드시는 영양제' 문항에 답해주세요."]);
    // Answering clears the question's message; a blank optional text is left out.
    await user.click(checkbox('오메가3'));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '참여하기' }));
    expect(onSubmit).toHaveBeenCalledWith({ concern: '면역', taking: ['오메가3'] });

    rerender(<SurveyForm questions={QUESTIONS} submitLabel="참여하기" onSubmit={onSubmit} errors={{ concern: "'건강 고민' 문항의 보기 중 하나를 골라주세요." }} />);
    const fieldset = screen.getByRole('group', { name: '1. 건강 고민' });
    const alert = within(fieldset).getByRole('alert');
    expect(alert.textContent).toBe("'건강 고민' 문항의 보기 중 하나를 골라주세요.");
    expect(document.getElementById(fieldset.getAttribute('aria-describedby')!)).toBe(alert);
  });

  it('starts from an earlier answer when editing, and lists an answer question by question', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<SurveyForm questions={QUESTIONS} initial={{ concern: '피로', taking: ['비타민D'] }} submitLabel="수정 완료" onSubmit={onSubmit} />);
    expect(radio('피로').checked).toBe(true);
    expect(checkbox('비타민D').checked).toBe(true);
    expect(checkbox('오메가3').checked).toBe(false);
    rerender(<SurveyAnswerList questions={QUESTIONS} answers={{ concern: '피로', taking: ['비타민D', '오메가3'] }} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['건강 고민피로', '드시는 영양제비타민D, 오메가3', '건강 관리법응답 없음']);
  });
});
