import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, SubgraphRefused, SubgraphUnavailable, callSubgraph, displayName, idSchema, instantSchema, isErrorCode, parseInput, z, type Identity } from '@shop/kit';
import { manageableChannel } from '../channels/channel-access.js';

/**
 * A channel's coupons (its discount codes): commerce's coupons (its masters, wallet, checkout and
 * stacking rules), scoped to the channel (`scope: channel`), made for the influencer by partners
 * (which knows whose channel it is) through commerce's coupon operation, as the system. A channel
 * coupon covers all goods; an order that uses one is attributed to the channel
 * (docs/decisions/partners.md, "Channel coupons"). The shop bounds what an influencer may give away.
 */
export const CHANNEL_COUPON_RULES = { maxPercent: 30, maxFixed: 10_000, maxIssue: 10_000, maxDays: 90 } as const;

const DAY_MS = 86_400_000;
const couponSchema = z
  .object({
    channelId: idSchema('채널').nullish(),
    name: displayName('쿠폰 이름', { max: 60 }),
    code: z
      .string({ error: '쿠폰 코드를 입력해주세요.' })
      .trim()
      .min(1, { message: '쿠폰 코드를 입력해주세요.' })
      .pipe(z.string().regex(/^[A-Za-z0-9]{4,30}$/, { message: '쿠폰 코드는 영문·숫자 4~30자입니다.' }))
      .transform((v) => v.toUpperCase()),
    kind: z.enum(['percent', 'fixed'], { error: '할인 방식은 percent(%) 또는 fixed(원)입니다.' }),
    amount: z.number({ error: '할인을 입력해주세요.' }).int({ message: '할인은 정수로 입력해주세요.' }).min(1, { message: '할인은 1 이상이어야 합니다.' }),
    maxDiscount: z.number().int().min(100, { message: '최대 할인은 100원 이상입니다.' }).nullish(),
    minOrderAmount: z.number().int().min(0, { message: '최소 주문 금액은 0원 이상입니다.' }).max(1_000_000).nullish(),
    startsAt: instantSchema('시작'),
    endsAt: instantSchema('종료'),
    issueLimit: z
      .number({ error: '발급 수량을 입력해주세요.' })
      .int()
      .min(1, { message: '발급 수량은 1장 이상입니다.' })
      .max(CHANNEL_COUPON_RULES.maxIssue, { message: `발급 수량은 ${CHANNEL_COUPON_RULES.maxIssue.toLocaleString('ko-KR')}장까지입니다.` }),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && input.amount > CHANNEL_COUPON_RULES.maxPercent)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `채널 쿠폰은 ${CHANNEL_COUPON_RULES.maxPercent}%까지 할인할 수 있습니다.` });
    if (input.kind === 'fixed' && input.amount > CHANNEL_COUPON_RULES.maxFixed)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `채널 쿠폰은 ${CHANNEL_COUPON_RULES.maxFixed.toLocaleString('ko-KR')}원까지 할인할 수 있습니다.` });
    if (input.endsAt <= input.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '종료 시각은 시작 시각 뒤여야 합니다.' });
    else if (input.endsAt.getTime() - input.startsAt.getTime() > CHANNEL_COUPON_RULES.maxDays * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: `채널 쿠폰 기간은 ${CHANNEL_COUPON_RULES.maxDays}일까지입니다.` });
  });

export interface ChannelCoupon {
  id: string;
  name: string;
  code: string;
}

/**
 * Makes a coupon of the caller's channel (or, for an admin, of `channelId`) at commerce. A code
 * another coupon has is commerce's CONFLICT naming `code`; nothing is kept here.
 */
export async function createChannelCoupon(em: EntityManager, identity: Identity | null, raw: unknown): Promise<ChannelCoupon> {
  const input = parseInput(couponSchema, raw);
  const channel = await manageableChannel(em, identity, input.channelId);
  const { channelId: _channel, ...coupon } = input;
  try {
    const data = await callSubgraph<{ createCouponMaster: { id: string; name: string } }>('commerce', {
      query: 'mutation ($i: CouponMasterInput!) { createCouponMaster(input: $i) { id name } }',
      variables: {
        i: {
          ...coupon,
          target: 'order',
          scope: 'channel',
          scopeIds: [channel.id],
          maxDiscount: coupon.kind === 'percent' ? (coupon.maxDiscount ?? null) : null,
          perMemberLimit: 1,
          startsAt: coupon.startsAt.toISOString(),
          endsAt: coupon.endsAt.toISOString(),
        },
      },
    });
    // The code is what the influencer shares; commerce does not show codes on its public types.
    return { ...data.createCouponMaster, code: coupon.code };
  } catch (error) {
    // commerce's refusal (a code in use) is the caller's answer, with its field.
    if (error instanceof SubgraphRefused)
      throw new AppError(error.code && isErrorCode(error.code) ? error.code : 'BAD_USER_INPUT', error.reason, error.code === 'CONFLICT' ? { fields: [{ field: 'code', message: error.reason }] } : {});
    if (error instanceof SubgraphUnavailable) throw new AppError('SERVICE_UNAVAILABLE', '쿠폰을 만들지 못했습니다. 잠시 후 다시 시도해주세요.');
    throw error;
  }
}
