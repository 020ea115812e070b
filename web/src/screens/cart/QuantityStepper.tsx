import { useState } from 'react';
import { useFeedback } from '../../components/Feedback';
import { Button, TextField } from '../../ui';
import { MAX_QUANTITY } from './cart-cache';

/**
 * − [n] + for a quantity of 1..max (99 by default). The number can be typed too; it is applied
 * when it is a whole number in range (on blur or Enter), else the old value comes back and a toast
 * says why (최대 N개: the stock or 99; 1개 이상).
 * `label` names the control for screen readers (e.g. "수량" or "멀티비타민 수량").
 */
export function QuantityStepper({
  value,
  onChange,
  max = MAX_QUANTITY,
  label = '수량',
  disabled = false,
}: {
  value: number;
  onChange(next: number): void;
  max?: number;
  label?: string;
  disabled?: boolean;
}) {
  const [text, setText] = useState(String(value));
  // A new value from outside replaces what was typed (adjusted while rendering, not in an effect).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(String(value));
  }
  const { toast } = useFeedback();
  const limit = Math.max(1, Math.min(MAX_QUANTITY, max));
  const apply = (next: number) => {
    if (Number.isInteger(next) && next >= 1 && next <= limit && next !== value) return onChange(next);
    setText(String(value));
    if (next > limit) toast(`최대 ${limit}개까지 담을 수 있어요.`);
    else if (next < 1) toast('1개 이상 담아주세요.');
  };
  return (
    <div className="qty" role="group" aria-label={label}>
      <Button variant="ghost" size="sm" className="qty__btn" aria-label={`${label} 줄이기`} disabled={disabled || value <= 1} onClick={() => apply(value - 1)}>
        −
      </Button>
      <TextField
        className="qty__field"
        label={label}
        hideLabel
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 2))}
        onBlur={() => apply(Number(text))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply(Number(text));
        }}
      />
      <Button variant="ghost" size="sm" className="qty__btn" aria-label={`${label} 늘리기`} disabled={disabled || value >= limit} onClick={() => apply(value + 1)}>
        +
      </Button>
    </div>
  );
}
