import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, parseInput, z, type Identity } from '@shop/kit';
import { messageSender } from '../adapters/sms/index.js';
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

/** Templates the shop may send on the social messaging channel, as data. */
export const KAKAO_TEMPLATES: Record<string, string> = {
  WELCOME: '영양제 쇼핑몰에 오신 것을 환영합니다!',
  ORDER_GUIDE: '주문 내역은 마이페이지 > 주문 목록에서 확인할 수 있습니다.',
};

/** Sends one of the templates to the caller's own phone through the messaging adapter. */
export async function sendKakaoMessage(em: EntityManager, identity: Identity, template: string): Promise<void> {
  const text = KAKAO_TEMPLATES[template];
  if (!text) throw new AppError('BAD_USER_INPUT', '알 수 없는 메시지 종류입니다.', { fields: [{ field: 'template', message: '알 수 없는 메시지 종류입니다.' }] });
  const user = await findUser(em, identity.userId);
  if (!user.phone) throw new AppError('PHONE_REQUIRED', '휴대폰 번호를 먼저 등록해주세요.');
  await messageSender().send(em, { phone: user.phone, channel: 'kakao', text });
}
