import type { EntityManager } from '@mikro-orm/postgresql';
import { UserEntity } from '../users/user.entity.js';
import { DEMO_ACCOUNTS } from '../users/users.seed.js';
import { TermsConsentEntity } from './terms.entities.js';
import { checkSignUpAgreements, recordSignUpConsents } from './terms.service.js';
import { REQUIRED_KINDS } from './terms.kinds.js';

/**
 * The demo accounts agreed to the required documents in effect (as if they had signed up now), so
 * the demo opens without the renewal banner; idempotent (accounts with consents are left alone).
 */
export async function seedDemoConsents(em: EntityManager): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const user = await em.findOne(UserEntity, { loginId: account.loginId, leftAt: null });
    if (!user || (await em.count(TermsConsentEntity, { userId: user.id }))) continue;
    const plan = await checkSignUpAgreements(
      em,
      REQUIRED_KINDS.map((kind) => ({ kind, agreed: true })),
    );
    await recordSignUpConsents(em, user.id, plan);
  }
}
