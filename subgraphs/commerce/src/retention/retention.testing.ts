/** Helpers for retention tests: a far-past clock per test keeps every job to the rows the test made. */
import type { TestSubgraph } from '@shop/kit/testing.js';
import { lastCode } from '../sms/sms.testing.js';

export const DAY = 86_400_000;

/** An SMS verification token (purpose LOGIN) for a phone, through the sandbox as a member would get it. */
export async function loginVerification(api: TestSubgraph, phone: string): Promise<string> {
  await api.ok('mutation ($p: String!) { sendSmsCode(phone: $p, purpose: LOGIN) { expiresAt } }', { p: phone });
  const code = await lastCode(api, phone);
  const { verifySmsCode } = await api.ok<{ verifySmsCode: { verificationToken: string } }>(
    'mutation ($p: String!, $c: String!) { verifySmsCode(phone: $p, purpose: LOGIN, code: $c) { verificationToken } }',
    { p: phone, c: code },
  );
  return verifySmsCode.verificationToken;
}
