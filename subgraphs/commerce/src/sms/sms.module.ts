import { afterAnswer, type ModuleDefinition } from '@shop/kit';
import { KAKAO_NOTICE, sendKakaoNotice, type KakaoNoticePayload } from './kakao-notices.service.js';
import { smsConstraints } from './sms.constraints.js';

/** SMS certification codes (the resolvers are the account's: users/account.resolver.ts) and 알림톡 notices after a commit. */
export const smsModule: ModuleDefinition = {
  name: 'sms',
  constraints: smsConstraints,
  outbox: {
    // Solapi is another service: the answer does not wait for it.
    [KAKAO_NOTICE]: afterAnswer((em, payload: KakaoNoticePayload) => sendKakaoNotice(em, payload)),
  },
};
