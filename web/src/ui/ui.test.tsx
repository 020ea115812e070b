import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackProvider, useFeedback } from '../components/Feedback';
import { DateField, FilePicker, FormActions, ResponsiveTable, Tabs } from '.';

afterEach(cleanup);

describe('DateField', () => {
  it('shows YYYY-MM-DD whatever the browser language, and passes on only complete dates within the limit', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Form() {
      const [value, setValue] = useState('2024-03-15');
      return (
        <>
          <DateField label="생년월일" name="birthday" value={value} max="2024-12-31" onChange={(v) => (seen.push(v), setValue(v))} />
          <output>{value}</output>
        </>
      );
    }
    render(<Form />);
    // The label's text is exactly 생년월일, and it names the text box.
    const input = screen.getByLabelText<HTMLInputElement>('생년월일');
    expect(input).toBe(screen.getByRole('textbox', { name: '생년월일' }));
    expect(input.name).toBe('birthday');
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe('YYYY-MM-DD');
    expect(input.value).toBe('2024-03-15');

    // Typing over the whole date (selected), digits only: the dashes come by themselves.
    await user.type(input, '199107', { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
    expect(input.value).toBe('1991-07');
    expect(seen).toEqual([]);
    await user.type(input, '07');
    expect(input.value).toBe('1991-07-07');
    expect(screen.getByRole('status').textContent).toBe('1991-07-07');

    await user.type(input, '20250101', { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
    expect(input.value).toBe('2025-01-01');
    expect(seen).toEqual(['1991-07-07']);
    expect(screen.getByRole('alert').textContent).toBe('2024-12-31 이전 날짜를 입력해주세요.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('FilePicker', () => {
  it('has a Korean button and shows the chosen file name', async () => {
    const user = userEvent.setup();
    const files: (File | undefined)[] = [];
    render(<FilePicker label="식사 사진" name="mealPhoto" onFile={(f) => files.push(f)} />);
    expect(screen.getByRole('button', { name: '사진 선택' })).toBeTruthy();
    expect(screen.getByText('선택한 파일 없음')).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('식사 사진');
    expect(input.type).toBe('file');
    expect(input.name).toBe('mealPhoto');
    const file = new File(['x'], '아침.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(files).toEqual([file]);
    expect(screen.getByText('아침.png')).toBeTruthy();
  });
});

describe('FormActions', () => {
  it("announces the form's own refusal, submits the form once while busy, and leaves it with 취소", async () => {
    const user = userEvent.setup();
    let submitted = 0;
    let left = 0;
    function Form({ busy, error }: { busy: boolean; error?: string }) {
      return (
        <form onSubmit={(e) => (e.preventDefault(), (submitted += 1))}>
          <FormActions error={error} submitLabel="저장" busy={busy} onCancel={() => (left += 1)} />
        </form>
      );
    }
    const { rerender } = render(<Form busy={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(submitted).toBe(1);
    rerender(<Form busy error="시작일을 확인해주세요." />);
    expect(screen.getByRole('alert').textContent).toBe('시작일을 확인해주세요.');
    expect((screen.getByRole('button', { name: '저장' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect([submitted, left]).toEqual([1, 1]);
  });

  it('has no way out when the form cannot be left', () => {
    render(
      <form>
        <FormActions submitLabel="등록" />
      </form>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['등록']);
  });
});

describe('ResponsiveTable', () => {
  it('labels every cell (the card form on phones shows the label beside the value)', () => {
    render(
      <ResponsiveTable
        rows={[{ id: '1', name: '비타민D', amount: '25 μg' }]}
        rowKey={(r) => r.id}
        columns={[
          { key: 'name', header: '성분', label: '성분', primary: true, cell: (r) => r.name },
          { key: 'amount', header: '함량', label: '함량', cell: (r) => r.amount },
        ]}
      />,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => [c.dataset.label, c.textContent])).toEqual([
      ['성분', '비타민D'],
      ['함량', '25 μg'],
    ]);
    expect(screen.getAllByRole('columnheader').map((th) => th.getAttribute('scope'))).toEqual(['col', 'col']);
  });
});

describe('Tabs', () => {
  it('moves with the arrow keys and marks the selected tab', async () => {
    const user = userEvent.setup();
    function Host() {
      const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
      return (
        <Tabs
          value={tab}
          onChange={setTab}
          options={[
            ['a', '식단 일기'],
            ['b', '영양제'],
            ['c', '영양 점수'],
          ]}
        />
      );
    }
    render(<Host />);
    const tabs = () => screen.getAllByRole('tab');
    // Tab reaches the selected tab only (the others are out of the tab order).
    await user.tab();
    expect(document.activeElement).toBe(tabs()[0]);
    await user.keyboard('{ArrowLeft}');
    expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
    expect(document.activeElement).toBe(tabs()[2]);
    await user.keyboard('{ArrowRight}');
    expect(tabs()[0].getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs()[0]);
  });
});

describe('confirm dialog (확인/취소)', () => {
  it('answers true for 확인 and false for 취소', async () => {
    const user = userEvent.setup();
    const answers: boolean[] = [];
    function Ask() {
      const { confirm } = useFeedback();
      return (
        <button type="button" onClick={() => void confirm('삭제할까요?').then((yes) => answers.push(yes))}>
          삭제
        </button>
      );
    }
    render(
      <FeedbackProvider>
        <Ask />
      </FeedbackProvider>,
    );
    const ask = screen.getByRole('button', { name: '삭제' });
    await user.click(ask);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('삭제할까요?');
    // Focus moves to 확인 when the dialog opens, and back to 삭제 when it closes.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '확인' }));
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(document.activeElement).toBe(ask);
    await user.click(ask);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '확인' }));
    expect(answers).toEqual([false, true]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
