/** Today's date in Korea (YYYY-MM-DD): ages and the under-14 rule count by the Korean date. */
export function koreanToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole years from a birthday (YYYY-MM-DD) to a date. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const GUARDIAN_CONSENT_AGE = 14;

/** Under-14 sign-ups need a legal guardian's consent (spec section 5). */
export function needsGuardianConsent(birthday: string, today = koreanToday()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthday) && ageOn(birthday, today) < GUARDIAN_CONSENT_AGE;
}
