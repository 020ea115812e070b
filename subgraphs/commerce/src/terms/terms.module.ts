import type { ModuleDefinition } from '@shop/kit';
import { TermsResolver } from './terms.resolver.js';
import { termsConstraints } from './terms.constraints.js';
import { seedDemoConsents } from './terms.seed.js';
import { announcementInForce } from './terms.service.js';
import { onCsEntryDeletion } from '../inquiries/inquiries.service.js';

/**
 * Terms and consents (issue 21): versioned 이용약관, 개인정보 처리방침 and consent texts, new
 * versions announced ahead through a notice, members' consents with their history, the renewal of
 * required consents, and the shop's business information (사업자 정보) from configuration.
 * Sign-up records consents through users.service `registerMember`; a member leaving takes their
 * consents (commerce lifecycle). Decisions: docs/decisions/terms-and-consent.md.
 */
export const termsModule: ModuleDefinition = {
  name: 'terms',
  resolvers: [TermsResolver],
  constraints: termsConstraints,
  seed: seedDemoConsents,
  // A notice that announces a version not yet in effect is not deleted (inquiries' CS center).
  connect: () => onCsEntryDeletion(announcementInForce),
};
