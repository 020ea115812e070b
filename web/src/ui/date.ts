/** Helpers of the Korean date field: the text typed is kept as YYYY-MM-DD while it is typed. */

/** Digits typed (with or without hyphens) shaped as YYYY-MM-DD: "19910707" -> "1991-07-07". */
export function formatDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 6) return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
  if (digits.length > 4) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return digits;
}

/** A complete, real calendar date (2024-02-30 is not). */
export function isCompleteDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type DateProblem = 'incomplete' | 'invalid' | 'tooEarly' | 'tooLate' | null;

/** What is wrong with the typed text, if anything (an empty field is not a problem here). */
export function dateProblem(text: string, min?: string, max?: string): DateProblem {
  if (text === '') return null;
  if (text.length < 10) return 'incomplete';
  if (!isCompleteDate(text)) return 'invalid';
  if (min && text < min) return 'tooEarly';
  if (max && text > max) return 'tooLate';
  return null;
}

export function dateProblemText(problem: DateProblem, min?: string, max?: string): string | null {
  switch (problem) {
    case 'incomplete':
    case 'invalid':
      return '날짜를 연-월-일 8자리로 입력해주세요. (예: 2024-03-15)';
    case 'tooEarly':
      return `${min} 이후 날짜를 입력해주세요.`;
    case 'tooLate':
      return `${max} 이전 날짜를 입력해주세요.`;
    default:
      return null;
  }
}
