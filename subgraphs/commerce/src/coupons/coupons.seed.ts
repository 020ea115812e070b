import type { EntityManager } from '@mikro-orm/postgresql';
import { dayjs } from '@shop/kit';
import { CouponMasterEntity } from './coupon.entities.js';
import { createCouponMaster } from './coupons.service.js';

/**
 * The demo shop's coupons (only when there are none): a first-purchase coupon for every new
 * member, a code anyone can type (WELCOME10), and a free-shipping code. The demo member, who
 * signed up before them, can claim the codes in her wallet.
 */
/** The demo codes (the README names them). */
export const DEMO_COUPON_CODES = { welcome: 'WELCOME10', freeShipping: 'FREESHIP' } as const;

export async function seedDemoCoupons(em: EntityManager): Promise<void> {
  if (await em.count(CouponMasterEntity, {})) return;
  const startsAt = dayjs().subtract(1, 'day').toDate();
  const endsAt = dayjs().add(1, 'year').toDate();
  await em.transactional(async (tx) => {
    const t = tx as EntityManager;
    await createCouponMaster(t, { name: '첫 구매 3,000원 할인', kind: 'fixed', target: 'order', amount: 3000, minOrderAmount: 20_000, startsAt, endsAt, validDays: 30, autoIssue: 'signup' });
    await createCouponMaster(t, {
      name: '신규 회원 10% 할인',
      code: DEMO_COUPON_CODES.welcome,
      kind: 'percent',
      target: 'order',
      amount: 10,
      maxDiscount: 5000,
      minOrderAmount: 30_000,
      startsAt,
      endsAt,
      validDays: 14,
    });
    await createCouponMaster(t, { name: '무료배송 쿠폰', code: DEMO_COUPON_CODES.freeShipping, kind: 'free_shipping', target: 'shipping', amount: 0, startsAt, endsAt, validDays: 7 });
  });
}
