import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput, z, type Identity } from '@shop/kit';
import type { NotificationCategory } from './notifications.service.js';
import { NotificationSettingEntity } from './notification-setting.entity.js';

/**
 * The push categories a member may turn off, in the order the settings screen shows them, with
 * their default. Marketing is off until the member turns it on: advertising may only be sent with
 * prior consent (정보통신망법 제50조). Answers to the member's own requests and approval results
 * are not settable: they are replies, not news.
 */
export const SETTABLE_CATEGORIES = {
  marketing: { title: '마케팅 정보 알림', description: '할인, 기획전, 쿠폰 등 혜택 소식 (광고성 정보)', enabled: false },
  event: { title: '이벤트 알림', description: '새 이벤트와 당첨 소식', enabled: true },
  notice: { title: '공지 알림', description: '서비스 점검, 약관 변경 등 꼭 필요한 안내', enabled: true },
  intake_reminder: { title: '영양제 섭취 알림', description: '정해둔 시간에 영양제 드실 때를 알려드려요', enabled: true },
  cheering: { title: '응원 알림', description: '꾸준히 기록하는 회원님을 응원하는 메시지', enabled: true },
} as const satisfies Partial<Record<NotificationCategory, { title: string; description: string; enabled: boolean }>>;
export type SettableCategory = keyof typeof SETTABLE_CATEGORIES;
const SETTABLE = Object.keys(SETTABLE_CATEGORIES) as [SettableCategory, ...SettableCategory[]];
/** Categories delivered only to members who turned them on. */
const OFF_BY_DEFAULT = SETTABLE.filter((c) => !SETTABLE_CATEGORIES[c].enabled);

export interface NotificationSettingView {
  category: SettableCategory;
  title: string;
  description: string;
  enabled: boolean;
}

/** Every settable category with the caller's choice (or its default). */
export async function mySettings(em: EntityManager, identity: Identity): Promise<NotificationSettingView[]> {
  const rows = await em.find(NotificationSettingEntity, { userId: identity.userId });
  const chosen = new Map(rows.map((r) => [r.category, r.enabled]));
  return SETTABLE.map((category) => ({
    category,
    title: SETTABLE_CATEGORIES[category].title,
    description: SETTABLE_CATEGORIES[category].description,
    enabled: chosen.get(category) ?? SETTABLE_CATEGORIES[category].enabled,
  }));
}

const updateSchema = z
  .array(z.object({ category: z.enum(SETTABLE, { error: '설정할 수 없는 알림 종류입니다.' }), enabled: z.boolean() }))
  .min(1, '바꿀 알림 설정을 골라주세요.')
  .refine((items) => new Set(items.map((i) => i.category)).size === items.length, '같은 알림 종류를 두 번 보낼 수 없습니다.');

/**
 * Turns the given categories on or off for the caller. One upsert: two saves racing (a double
 * tap, two devices) leave one row per category, and both succeed.
 */
export async function updateSettings(em: EntityManager, identity: Identity, raw: unknown, now = new Date()): Promise<NotificationSettingView[]> {
  const items = parseInput(updateSchema, raw, 'input');
  await em.execute(
    `insert into commerce.notification_settings (user_id, category, enabled, updated_at)
     select ?, x.category, x.enabled, ? from jsonb_to_recordset(?::jsonb) as x(category text, enabled boolean)
     on conflict (user_id, category) do update set enabled = excluded.enabled, updated_at = excluded.updated_at`,
    [identity.userId, now, JSON.stringify(items)],
  );
  return mySettings(em, identity);
}

/**
 * SQL condition: the notification of `category` for `user_id` (columns of the row being
 * delivered, `alias`) may be delivered: the member's setting, or the category's default. The
 * list of default-off categories is the code's constant, not input.
 */
export const deliveryAllowedSql = (alias: string) =>
  `coalesce((select s.enabled from commerce.notification_settings s where s.user_id = ${alias}.user_id and s.category = ${alias}.category), ${alias}.category <> all('{${OFF_BY_DEFAULT.join(',')}}'::text[]))`;

/** Whether a notification of `category` reaches `userId` (their setting, or the default). */
export async function deliveryAllowed(em: EntityManager, userId: string, category: string): Promise<boolean> {
  const [row] = await em.execute<{ allowed: boolean }[]>(`select ${deliveryAllowedSql('x')} as allowed from (select ?::bigint as user_id, ?::text as category) x`, [userId, category]);
  return row!.allowed;
}
