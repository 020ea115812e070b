import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackProvider } from '../../components/Feedback';
import { QuantityStepper } from './QuantityStepper';

afterEach(cleanup);

describe('QuantityStepper', () => {
  it('says why a typed quantity over the limit comes back, and applies one in range', async () => {
    const user = userEvent.setup();
    const changes: number[] = [];
    render(
      <FeedbackProvider>
        <QuantityStepper value={2} max={47} onChange={(n) => changes.push(n)} />
      </FeedbackProvider>,
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: '수량' });
    await user.clear(field);
    await user.type(field, '99{Enter}');
    expect(field.value).toBe('2');
    await screen.findByText('최대 47개까지 담을 수 있어요.');
    expect(changes).toEqual([]);
    await user.clear(field);
    await user.type(field, '5{Enter}');
    expect(changes).toEqual([5]);
  });
});
