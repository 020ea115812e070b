import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountedPerTest } from '../../testing/dom';
import { SurveyAnswerList, SurveyForm, type SurveyQuestion } from './SurveyForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountedPerTest();

const QUESTIONS: SurveyQuestion[] = [
  { code: 'concern', label: '건강 고민', kind: 'single', options: ['피로', '수면', '면역'], required: true },
  { code: 'taking', label: '드시는 영양제', kind: 'multi', options: ['비타민D', '오메가3', '유산균'], required: true },
  { code: 'tip', label: '건강 관리법', kind: 'text', options: [], required: false },
];

const input = (type: 'radio' | 'checkbox', option: string) =>
  [...dom.container.querySelectorAll<HTMLInputElement>(`input[type=${type}]`)].find((i) => i.closest('label')?.textContent?.trim() === option)!;
const submit = () => dom.container.querySelector<HTMLButtonElement>('button[type=submit]')!;

/** Types into a controlled textarea the way React listens for it. */
function type(area: HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
  area.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('event survey form', () => {
  it('builds radio buttons, checkboxes and a text area from the questions and sends the answers', async () => {
    const onSubmit = vi.fn();
    await act(async () => dom.root.render(<SurveyForm questions={QUESTIONS} submitLabel="참여하기" onSubmit={onSubmit} />));
    expect(dom.container.querySelectorAll('input[type=radio]')).toHaveLength(3);
    expect(dom.container.querySelectorAll('input[type=checkbox]')).toHaveLength(3);
    expect(dom.container.querySelectorAll('textarea')).toHaveLength(1);
    expect(dom.container.textContent).toContain('3. 건강 관리법 (선택)');

    await act(async () => input('radio', '피로').click());
    await act(async () => input('radio', '수면').click());
    await act(async () => input('checkbox', '비타민D').click());
    await act(async () => input('checkbox', '유산균').click());
    await act(async () => input('checkbox', '비타민D').click());
    await act(async () => input('checkbox', '오메가3').click());
    await act(async () => type(dom.container.querySelector('textarea')!, '  매일 산책해요 '));
    await act(async () => submit().click());
    expect(onSubmit).toHaveBeenCalledWith({ concern: '수면', taking: ['유산균', '오메가3'], tip: '매일 산책해요' });
  });

  it("names unanswered required questions without sending, and shows the server's message under its question", async () => {
    const onSubmit = vi.fn();
    await act(async () => dom.root.render(<SurveyForm questions={QUESTIONS} submitLabel="참여하기" onSubmit={onSubmit} />));
    await act(async () => input('radio', '면역').click());
    await act(async () => submit().click());
    expect(onSubmit).not.toHaveBeenCalled();
    const alerts = [...dom.container.querySelectorAll('[role=alert]')].map((a) => a.textContent);
    expect(alerts).toEqual(["'드시는 영양제' 문항에 답해주세요."]);
    // Answering clears the question's message; a blank optional text is left out.
    await act(async () => input('checkbox', '오메가3').click());
    expect(dom.container.querySelectorAll('[role=alert]')).toHaveLength(0);
    await act(async () => submit().click());
    expect(onSubmit).toHaveBeenCalledWith({ concern: '면역', taking: ['오메가3'] });

    await act(async () => dom.root.render(<SurveyForm questions={QUESTIONS} submitLabel="참여하기" onSubmit={onSubmit} errors={{ concern: "'건강 고민' 문항의 보기 중 하나를 골라주세요." }} />));
    const fieldset = input('radio', '피로').closest('fieldset')!;
    expect(fieldset.querySelector('[role=alert]')?.textContent).toBe("'건강 고민' 문항의 보기 중 하나를 골라주세요.");
    expect(document.getElementById(fieldset.getAttribute('aria-describedby')!)).toBe(fieldset.querySelector('[role=alert]'));
  });

  it('starts from an earlier answer when editing, and lists an answer question by question', async () => {
    const onSubmit = vi.fn();
    await act(async () => dom.root.render(<SurveyForm questions={QUESTIONS} initial={{ concern: '피로', taking: ['비타민D'] }} submitLabel="수정 완료" onSubmit={onSubmit} />));
    expect(input('radio', '피로').checked).toBe(true);
    expect(input('checkbox', '비타민D').checked).toBe(true);
    expect(input('checkbox', '오메가3').checked).toBe(false);
    await act(async () => dom.root.render(<SurveyAnswerList questions={QUESTIONS} answers={{ concern: '피로', taking: ['비타민D', '오메가3'] }} />));
    expect([...dom.container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['건강 고민피로', '드시는 영양제비타민D, 오메가3', '건강 관리법응답 없음']);
  });
});
