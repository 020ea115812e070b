import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue } from '@shop/kit';
import { messageSender, type AlimtalkTemplate } from '../adapters/sms/index.js';
import { ALIMTALK_TEMPLATES, renderTemplate } from '../adapters/sms/templates.js';

/**
 * 알림톡 notices to a member's phone (e.g. ORDER_SHIPPED when an order ships), after the commit
 * that caused them: queued in the caller's transaction, sent by the outbox (retried when Solapi
 * is unreachable), once per `key` (e.g. `order-shipped:<orderId>`). Without a configured Kakao
 * channel or template id the same text goes as SMS/LMS (adapters/sms/http.ts).
 */
export const KAKAO_NOTICE = 'sms.kakao-notice';

export interface KakaoNoticePayload {
  userId: string;
  template: AlimtalkTemplate;
  variables: Record<string, string>;
}

/** Queues one notice; false when one with this key was queued before. Throws on a template's missing variable (a bug). */
export async function queueKakaoNotice(em: EntityManager, notice: KakaoNoticePayload, key: string): Promise<boolean> {
  if (!(notice.template in ALIMTALK_TEMPLATES)) throw new Error(`unknown 알림톡 template ${notice.template}`);
  renderTemplate(notice.template, notice.variables);
  return (await enqueue(em, KAKAO_NOTICE, notice, { dedupeKey: `${KAKAO_NOTICE}:${key}` })) !== null;
}

/** The outbox handler: the member's current phone (none, or left the shop: nothing to send). */
export async function sendKakaoNotice(em: EntityManager, notice: KakaoNoticePayload): Promise<'sent' | 'no-phone'> {
  const [member] = await em.execute<{ phone: string | null }[]>(`select phone from commerce.users where id = ? and left_at is null`, [notice.userId]);
  if (!member?.phone) return 'no-phone';
  await messageSender().send({ phone: member.phone, channel: 'kakao', template: notice.template, variables: notice.variables });
  return 'sent';
}
