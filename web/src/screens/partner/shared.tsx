import { useState, type InputHTMLAttributes } from 'react';
import { useOutletContext } from 'react-router';
import { TextField } from '../../ui';

/** What the partner centre's shell gives its pages (the channel it shows). */
export interface PartnerContext {
  channel: { id: string; handle: string; name: string };
}

export const usePartnerChannel = () => useOutletContext<PartnerContext>().channel;

const SEOUL = 'Asia/Seoul';

/** An instant as the Korean date and time it is in Seoul: { date: 2026-12-01, time: 10:00 }. */
export function seoulParts(iso: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SEOUL, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    new Date(iso),
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** A Korean date and time (Seoul has no daylight saving: always +09:00) as an ISO instant, or null when incomplete. */
export function seoulInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const at = new Date(`${date}T${time}:00+09:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** "2026.12.01 10:00" in Seoul time. */
export function seoulDateTime(iso: string): string {
  const { date, time } = seoulParts(iso);
  return `${date.replaceAll('-', '.')} ${time}`;
}

/** "2026-11-03" -> "11/3", the way Korean charts write short dates. */
export const monthDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

export const won = (amount: number) => `${Math.round(amount).toLocaleString('ko-KR')}원`;
export const count = (n: number, unit = '') => `${n.toLocaleString('ko-KR')}${unit}`;

/** Digits typed shaped as HH:MM ("930" -> "9:30" is not guessed: "0930" -> "09:30"). */
export function formatTimeInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/**
 * A time of day as HH:MM (24 hours) in a text box, the same in every browser language (a native
 * time input shows AM/PM in an English browser).
 */
export function TimeField({
  value,
  onChange,
  error,
  label,
  hint,
  ...rest
}: { value: string; onChange(value: string): void; error?: string; label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const [touched, setTouched] = useState(false);
  const wrong = touched && value !== '' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(value);
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      placeholder="HH:MM"
      maxLength={5}
      value={value}
      error={error ?? (wrong ? '시각을 00:00부터 23:59까지 네 자리로 입력해주세요.' : undefined)}
      onChange={(e) => onChange(formatTimeInput(e.target.value))}
      onBlur={() => setTouched(true)}
      {...rest}
    />
  );
}

/** An integer typed in a text box ("12,000" -> 12000); '' stays empty. */
export const digitsOf = (text: string) => text.replace(/\D/g, '');
export const numberOrNull = (text: string) => (digitsOf(text) === '' ? null : Number(digitsOf(text)));
