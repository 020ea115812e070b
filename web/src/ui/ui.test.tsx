import { act, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FeedbackProvider, useFeedback } from '../components/Feedback';
import { DateField, FilePicker, ResponsiveTable, Tabs } from '.';
import { mountedPerTest } from '../testing/dom';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountedPerTest();
const render = (node: ReactNode) => act(async () => dom.root.render(node));

/** Types into a React-controlled input the way a browser does (native setter, then input). */
async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('DateField', () => {
  it('shows YYYY-MM-DD whatever the browser language, and passes on only complete dates within the limit', async () => {
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
    await render(<Form />);
    const input = dom.container.querySelector<HTMLInputElement>('input[name=birthday]')!;
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe('YYYY-MM-DD');
    expect(dom.container.querySelector('label')?.textContent).toBe('생년월일');
    expect(input.value).toBe('2024-03-15');

    await type(input, '199107');
    expect(input.value).toBe('1991-07');
    expect(seen).toEqual([]);
    await type(input, '19910707');
    expect(input.value).toBe('1991-07-07');
    expect(dom.container.querySelector('output')?.textContent).toBe('1991-07-07');

    await type(input, '20250101');
    expect(seen).toEqual(['1991-07-07']);
    expect(dom.container.querySelector('[role=alert]')?.textContent).toBe('2024-12-31 이전 날짜를 입력해주세요.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('FilePicker', () => {
  it('has a Korean button and shows the chosen file name', async () => {
    const files: (File | undefined)[] = [];
    await render(<FilePicker label="식사 사진" name="mealPhoto" onFile={(f) => files.push(f)} />);
    const button = dom.container.querySelector('button')!;
    expect(button.textContent).toBe('사진 선택');
    expect(dom.container.textContent).toContain('선택한 파일 없음');
    const input = dom.container.querySelector<HTMLInputElement>('input[type=file][name=mealPhoto]')!;
    const file = new File(['x'], '아침.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    expect(files).toEqual([file]);
    expect(dom.container.textContent).toContain('아침.png');
  });
});

describe('ResponsiveTable', () => {
  it('labels every cell (the card form on phones shows the label beside the value)', async () => {
    await render(
      <ResponsiveTable
        rows={[{ id: '1', name: '비타민D', amount: '25 μg' }]}
        rowKey={(r) => r.id}
        columns={[
          { key: 'name', header: '성분', label: '성분', primary: true, cell: (r) => r.name },
          { key: 'amount', header: '함량', label: '함량', cell: (r) => r.amount },
        ]}
      />,
    );
    const cells = [...dom.container.querySelectorAll('td')];
    expect(cells.map((c) => [c.dataset.label, c.textContent])).toEqual([
      ['성분', '비타민D'],
      ['함량', '25 μg'],
    ]);
    expect(dom.container.querySelectorAll('th[scope=col]').length).toBe(2);
  });
});

describe('Tabs', () => {
  it('moves with the arrow keys and marks the selected tab', async () => {
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
    await render(<Host />);
    const tabs = () => [...dom.container.querySelectorAll<HTMLButtonElement>('[role=tab]')];
    await act(async () => tabs()[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })));
    expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
    await act(async () => tabs()[2].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(tabs()[0].getAttribute('aria-selected')).toBe('true');
  });
});

describe('confirm dialog (확인/취소)', () => {
  it('answers true for 확인 and false for 취소', async () => {
    const answers: boolean[] = [];
    function Ask() {
      const { confirm } = useFeedback();
      return (
        <button type="button" onClick={() => void confirm('삭제할까요?').then((yes) => answers.push(yes))}>
          삭제
        </button>
      );
    }
    await render(
      <FeedbackProvider>
        <Ask />
      </FeedbackProvider>,
    );
    const ask = () => act(async () => dom.container.querySelector('button')!.click());
    const press = (label: string) =>
      act(async () => [...dom.container.querySelectorAll('[role=dialog] button')].find((b) => b.textContent === label)!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await ask();
    expect(dom.container.querySelector('[role=dialog]')?.textContent).toContain('삭제할까요?');
    await press('취소');
    await ask();
    await press('확인');
    expect(answers).toEqual([false, true]);
    expect(dom.container.querySelector('[role=dialog]')).toBeNull();
  });
});
