import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, parseInput, z, type Identity } from '@shop/kit';
import { messageSender, type AlimtalkTemplate } from '../adapters/sms/index.js';
import { findUser } from '../users/users.service.js';

const tokenSchema = z.object({
  token: z.string().min(10, '푸시 토큰을 확인해주세요.').max(512, '푸시 토큰을 확인해주세요.'),
  platform: z.enum(['ios', 'android', 'web'], { error: '플랫폼은 ios, android, web 중 하나입니다.' }),
});

/**
 * Registers (or moves to this user) an app's push token. One upsert: an app that registers the
 * same token twice at once (start-up and refresh) gets one row, and both calls succeed.
 */
export async function registerAppToken(em: EntityManager, identity: Identity, raw: unknown, now = new Date()): Promise<void> {
  const input = parseInput(tokenSchema, raw);
  await em.execute(
    `insert into commerce.device_tokens (user_id, token, platform, updated_at) values (?, ?, ?, ?)
     on conflict (token) do update set user_id = excluded.user_id, platform = excluded.platform, updated_at = excluded.updated_at`,
    [identity.userId, input.token, input.platform, now],
  );
}

/** The 알림톡 templates a member may send to their own phone (`/user/kakao`), with their variables from the account. */
const SELF_SERVE_TEMPLATES = ['WELCOME', 'ORDER_GUIDE'] as const satisfies readonly AlimtalkTemplate[];

/** Sends one of the shop's 알림톡 templates to the caller's own phone through the messaging adapter (Solapi ATA). */
export async function sendKakaoMessage(em: EntityManager, identity: Identity, template: string): Promise<void> {
  const chosen = SELF_SERVE_TEMPLATES.find((t) => t === template);
  if (!chosen) throw new AppError('BAD_USER_INPUT', '알 수 없는 메시지 종류입니다.', { fields: [{ field: 'template', message: '알 수 없는 메시지 종류입니다.' }] });
  const user = await findUser(em, identity.userId);
  if (!user.phone) throw new AppError('PHONE_REQUIRED', '휴대폰 번호를 먼저 등록해주세요.');
  await messageSender().send({ phone: user.phone, channel: 'kakao', template: chosen, variables: chosen === 'WELCOME' ? { 닉네임: user.nickname } : {} });
}
