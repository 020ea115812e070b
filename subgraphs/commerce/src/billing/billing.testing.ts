/** Test helpers for card billing: a member with a phone, the billing certification, a card registered in the sandbox window. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Identity } from '@shop/kit';
import { unique, type TestSubgraph } from '@shop/kit/testing.js';
import { registerCardOnPage } from '@shop/sandboxes/payment-sandbox.testing.js';
import { UserEntity } from '../users/user.entity.js';
import { lastCode, randomPhone } from '../sms/sms.testing.js';
import { TEST_REDIRECT_URL } from '../payments/payments.testing.js';

export const START_REGISTRATION = 'mutation ($r: String!) { startCardRegistration(redirectUrl: $r) { card { id customerUid } registrationUrl } }';
export const REGISTER_CARD = 'mutation ($c: String!) { registerCard(customerUid: $c) { id customerUid cardName cardNumber registeredAt } }';

/** A member account with a phone of its own (billing certification sends the code there). */
export async function billingMember(em: EntityManager): Promise<{ member: Identity; phone: string }> {
  const phone = randomPhone();
  const user = em.create(UserEntity, { nickname: unique('정기'), provider: 'local', role: 'member', phone });
  await em.flush();
  return { member: { userId: user.id, role: 'member' }, phone };
}

/** The member's SMS certification for billing, as the web does it: code sent, typed, verified, then certifyBilling. */
export async function certify(api: TestSubgraph, member: Identity, phone: string): Promise<void> {
  await api.ok('mutation ($p: String!) { sendSmsCode(phone: $p, purpose: BILLING) { expiresAt } }', { p: phone }, member);
  const code = await lastCode(api, phone);
  const { verifySmsCode } = await api.ok<{ verifySmsCode: { verificationToken: string } }>(
    'mutation ($p: String!, $c: String!) { verifySmsCode(phone: $p, purpose: BILLING, code: $c) { verificationToken } }',
    { p: phone, c: code },
    member,
  );
  await api.ok('mutation ($t: String!) { certifyBilling(smsToken: $t) }', { t: verifySmsCode.verificationToken }, member);
}

/** A card the member registered through the sandbox window ('declines': every charge is refused). */
export async function registeredCard(api: TestSubgraph, member: Identity, card: 'ok' | 'declines' = 'ok'): Promise<{ id: string; customerUid: string }> {
  const { startCardRegistration } = await api.ok<{ startCardRegistration: { card: { customerUid: string }; registrationUrl: string } }>(START_REGISTRATION, { r: TEST_REDIRECT_URL }, member);
  await registerCardOnPage(startCardRegistration.registrationUrl, card);
  const { registerCard } = await api.ok<{ registerCard: { id: string; customerUid: string } }>(REGISTER_CARD, { c: startCardRegistration.card.customerUid }, member);
  return registerCard;
}
