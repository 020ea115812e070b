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

/**
 * Sign-ups younger than the server's consent age (`signUpRules.guardianConsentAge`; 14 by spec
 * section 5) need a legal guardian's consent. Until the rule is known (null) nothing is asked: the
 * server refuses a sign-up that needed it (GUARDIAN_CONSENT_REQUIRED).
 */
export function needsGuardianConsent(birthday: string, consentAge: number | null | undefined, today = koreanToday()): boolean {
  return consentAge != null && /^\d{4}-\d{2}-\d{2}$/.test(birthday) && ageOn(birthday, today) < consentAge;
}

/**
 * An age the server gives in years (63.99) as Koreans say it: 만 나이 is whole years, never rounded
 * up (만 63세, not 64); under a year, whole months (the infant standards are in months).
 */
export function manAgeText(years: number): string {
  return years < 1 ? `${Math.floor(years * 12 + 1e-6)}개월` : `만 ${Math.floor(years + 1e-6)}세`;
}
