import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, NotFound, dayjs, idSchema, parseInput, z, type Identity, won } from '@shop/kit';
import { consumeLimit } from '@shop/kit/rate-limits.js';
import { ProductEntity } from '../catalog/catalog.entities.js';
import { OrderEntity } from '../orders/order.entities.js';
import { FINAL_STATUSES, type OrderStatus } from '../orders/order-statuses.js';
import { COUPON_KINDS, COUPON_SCOPES, COUPON_TARGETS, CouponMasterEntity, UserCouponEntity, type CouponMaster, type UserCoupon } from './coupon.entities.js';
import { allocate, bestCombination, type PricingCoupon, type PricingLine } from './coupon-pricing.js';

/**
 * Coupons (issue 19 item 2; docs/decisions/coupons.md): masters the shop defines, coupons issued
 * into members' wallets by code or on sign-up. Refusals answer the spec's two codes: 410 when the
 * coupon is gone for the caller (withdrawn, expired, used up, already held), 411 when a condition
 * is not met (not started yet, the order too small, nothing in scope).
 */

export const gone = (message: string, field = 'code') => new AppError('COUPON_GONE', message, { fields: [{ field, message }] });
export const notMet = (message: string, field = 'code') => new AppError('COUPON_CONDITIONS_NOT_MET', message, { fields: [{ field, message }] });
/** 409: the coupon or its order is in a state that refuses the change (a live order holds it, a payment is under way). */
export const statusConflict = (message: string, field: string) => new AppError('COUPON_STATUS_CONFLICT', message, { fields: [{ field, message }] });

const codeSchema = z
  .string({ error: '쿠폰 코드를 입력해주세요.' })
  .transform((s) => s.normalize('NFKC').trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{4,30}$/, '쿠폰 코드는 영문과 숫자 4~30자예요.'));

/** When an issued coupon stops being valid: its master's end, or validDays after issue if sooner. */
export function expiryOf(master: Pick<CouponMaster, 'endsAt' | 'validDays'>, issuedAt: Date): Date {
  const end = new Date(master.endsAt);
  if (!master.validDays) return end;
  const after = dayjs(issuedAt).add(master.validDays, 'day').toDate();
  return after < end ? after : end;
}

/**
 * Issues one coupon of `master` to `userId` in the caller's transaction: the master's row is
 * locked, so the issue limit and the member's limit hold under any number of concurrent claims.
 * Refusals are 410 (withdrawn, ended, 선착순 gone, already held) or 411 (not started).
 */
async function issue(em: EntityManager, masterId: string, userId: string, now: Date, field: string): Promise<UserCoupon> {
  const master = await em.findOne(CouponMasterEntity, { id: masterId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!master) throw NotFound('쿠폰을 찾을 수 없습니다.');
  if (master.withdrawnAt) throw gone('회수된 쿠폰이에요.', field);
  if (now >= new Date(master.endsAt)) throw gone('기간이 끝난 쿠폰이에요.', field);
  if (now < new Date(master.startsAt)) throw notMet(`${dayjs(master.startsAt).tz('Asia/Seoul').format('M월 D일 H시 mm분')}부터 받을 수 있는 쿠폰이에요.`, field);
  const held = await em.count(UserCouponEntity, { masterId: master.id, userId });
  if (held >= master.perMemberLimit) throw gone('이미 받은 쿠폰이에요.', field);
  if (master.issueLimit != null && master.issuedCount >= master.issueLimit) throw gone('선착순 쿠폰이 모두 소진되었어요.', field);
  master.issuedCount += 1;
  const coupon = em.create(UserCouponEntity, { masterId: master.id, userId, status: 'available', issuedAt: now, expiresAt: expiryOf(master, now) });
  await em.flush();
  return coupon;
}

/** A member claims a coupon by its code (rate-limited per account and address: codes are guessed). */
export async function claimCoupon(em: EntityManager, identity: Identity, rawCode: string, clientIp: string | null, now = new Date()): Promise<UserCoupon> {
  const code = parseInput(codeSchema, rawCode, 'code');
  await consumeLimit(em, 'couponClaimAccount', identity.userId);
  await consumeLimit(em, 'couponClaimAddress', clientIp);
  const master = await em.findOne(CouponMasterEntity, { code });
  // An unknown code and a code of a coupon not given by code read the same: no hint for guessing.
  if (!master || master.autoIssue) throw notMet('쿠폰 코드를 다시 확인해주세요.');
  return issue(em, master.id, identity.userId, now, 'code');
}

/** On sign-up: every live coupon marked for new members (첫 구매 쿠폰), once each. */
export async function issueSignupCoupons(em: EntityManager, userId: string, now = new Date()): Promise<number> {
  const masters = await em.find(CouponMasterEntity, { autoIssue: 'signup', withdrawnAt: null, startsAt: { $lte: now }, endsAt: { $gt: now } }, { orderBy: { id: 'asc' } });
  let issued = 0;
  for (const master of masters) {
    try {
      await issue(em, master.id, userId, now, 'code');
      issued += 1;
    } catch (error) {
      // Held already, or a 선착순 limit reached: no reason to refuse a sign-up.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return issued;
}

export type WalletStatus = 'available' | 'reserved' | 'used' | 'withdrawn' | 'expired';

/** How a wallet coupon stands now (expiry is read, not stored: nothing has to run at midnight). */
export function walletStatus(coupon: Pick<UserCoupon, 'status' | 'expiresAt'>, now = new Date()): WalletStatus {
  if (coupon.status === 'available' && new Date(coupon.expiresAt) <= now) return 'expired';
  return coupon.status as WalletStatus;
}

const walletFilter = z.enum(['available', 'used', 'expired'], { error: '쿠폰 상태를 확인해주세요.' }).nullish();

/** The member's wallet: usable ones first (soonest expiry first), then used, withdrawn and expired ones (`used` lists all three that are spent or taken away but not expired). */
export async function myCoupons(em: EntityManager, identity: Identity, rawStatus: string | null | undefined, now = new Date()): Promise<UserCoupon[]> {
  const status = parseInput(walletFilter, rawStatus, 'status');
  const coupons = await em.find(UserCouponEntity, { userId: identity.userId }, { orderBy: { expiresAt: 'asc', id: 'asc' } });
  const rank: Record<WalletStatus, number> = { available: 0, reserved: 1, used: 2, withdrawn: 3, expired: 4 };
  const spent: WalletStatus[] = ['used', 'reserved', 'withdrawn'];
  return coupons
    .filter((c) => !status || walletStatus(c, now) === status || (status === 'used' && spent.includes(walletStatus(c, now))))
    .sort((a, b) => rank[walletStatus(a, now)] - rank[walletStatus(b, now)]);
}

/** Masters a member can claim now (live, not withdrawn, not given automatically, not used up), for the 쿠폰 page (a channel's own are on its page). */
export async function issuableCoupons(em: EntityManager, identity: Identity | null, now = new Date()): Promise<CouponMaster[]> {
  const masters = await issuable(em, { scope: { $ne: 'channel' } }, now);
  return identity ? withoutHeldToLimit(em, identity.userId, masters) : masters;
}

/**
 * Leaves out the coupons the member already holds as many times as each allows (perMemberLimit):
 * claiming one of them again could only answer 이미 받은 쿠폰이에요. One statement for the list.
 */
async function withoutHeldToLimit(em: EntityManager, userId: string, masters: CouponMaster[]): Promise<CouponMaster[]> {
  if (!masters.length) return masters;
  const held = await em.execute<{ master_id: string; n: number }[]>(
    `select master_id::text, count(*)::int as n from commerce.user_coupons where user_id = ? and master_id in (select jsonb_array_elements_text(?::jsonb)::bigint) group by master_id`,
    [userId, JSON.stringify(masters.map((m) => m.id))],
  );
  const count = new Map(held.map((h) => [h.master_id, h.n]));
  return masters.filter((m) => (count.get(String(m.id)) ?? 0) < m.perMemberLimit);
}

/** A partner channel's coupons a member can claim now (its page's 쿠폰; claimed by code). */
export async function channelCoupons(em: EntityManager, rawChannelId: unknown, now = new Date()): Promise<CouponMaster[]> {
  const channelId = parseInput(idSchema('채널'), rawChannelId, 'channelId');
  return issuable(em, { scope: 'channel', scopeIds: { $overlap: [channelId] } }, now);
}

/** The issuable masters that also match `where`, ending soonest first (at most 100). */
async function issuable(em: EntityManager, where: FilterQuery<CouponMaster>, now: Date): Promise<CouponMaster[]> {
  const live: FilterQuery<CouponMaster> = { withdrawnAt: null, autoIssue: null, startsAt: { $lte: now }, endsAt: { $gt: now } };
  const masters = await em.find(CouponMasterEntity, { $and: [live, where] }, { orderBy: { endsAt: 'asc', id: 'asc' }, limit: 100 });
  return masters.filter((m) => m.issueLimit == null || m.issuedCount < m.issueLimit);
}

const productIdsSchema = z.array(idSchema('상품'), { error: '상품을 골라주세요.' }).min(1, '상품을 골라주세요.').max(100, '상품은 100개까지 볼 수 있어요.');

/**
 * The issuable coupons (as `issuableCoupons`) whose scope covers any of the products: all goods,
 * or one of them by product, category or brand (the product page's 쿠폰 받기; the scope rule of
 * checkout, coupon-pricing.ts `eligibleLines`). Unknown and hidden products are covered only by
 * coupons for all goods (a partner channel's coupons are on the channel's page).
 */
export async function couponsForProducts(em: EntityManager, rawIds: unknown, now = new Date()): Promise<CouponMaster[]> {
  const ids = [...new Set(parseInput(productIdsSchema, rawIds, 'productIds'))];
  const products = await em.find(ProductEntity, { id: { $in: ids }, status: { $ne: 'hidden' } });
  const of = (pick: (p: (typeof products)[number]) => string) => [...new Set(products.map((p) => String(pick(p))))];
  return issuable(
    em,
    {
      $or: [
        { scope: 'all' },
        { scope: 'products', scopeIds: { $overlap: of((p) => p.id) } },
        { scope: 'categories', scopeIds: { $overlap: of((p) => p.categoryId) } },
        { scope: 'brands', scopeIds: { $overlap: of((p) => p.brandId) } },
      ],
    },
    now,
  );
}

/** Admins (and partners for their channel, issue 20) look coupons up by name or code. */
export async function searchCoupons(em: EntityManager, rawQuery: string | null | undefined): Promise<CouponMaster[]> {
  const query = (rawQuery ?? '').normalize('NFC').trim().slice(0, 40);
  if (!query) return em.find(CouponMasterEntity, {}, { orderBy: { id: 'desc' }, limit: 50 });
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return em.find(CouponMasterEntity, { $or: [{ name: { $ilike: like } }, { code: { $ilike: like } }] }, { orderBy: { id: 'desc' }, limit: 50 });
}

const masterSchema = z
  .object({
    name: z.string().trim().min(2, '쿠폰 이름을 2자 이상 입력해주세요.').max(60, '쿠폰 이름은 60자까지예요.'),
    code: codeSchema.nullish(),
    kind: z.enum(COUPON_KINDS, { error: '할인 종류를 골라주세요.' }),
    target: z.enum(COUPON_TARGETS, { error: '적용 대상을 골라주세요.' }),
    amount: z.number().int('할인 값은 정수예요.').min(0, '할인 값을 확인해주세요.'),
    maxDiscount: z.number().int().positive('최대 할인금액은 0보다 커야 해요.').nullish(),
    minOrderAmount: z.number().int().min(0, '최소 주문 금액을 확인해주세요.').nullish(),
    scope: z.enum(COUPON_SCOPES, { error: '적용 범위를 골라주세요.' }).nullish(),
    scopeIds: z.array(idSchema('대상')).max(200, '대상은 200개까지예요.').nullish(),
    startsAt: z.coerce.date({ error: '시작일을 확인해주세요.' }),
    endsAt: z.coerce.date({ error: '종료일을 확인해주세요.' }),
    validDays: z.number().int().min(1, '사용 기간은 1일 이상이에요.').max(3650).nullish(),
    issueLimit: z.number().int().min(1, '발급 수량은 1장 이상이에요.').nullish(),
    perMemberLimit: z.number().int().min(1, '1인당 발급 수는 1장 이상이에요.').max(100).nullish(),
    autoIssue: z.enum(['signup'], { error: '자동 발급은 signup(가입 시)만 있어요.' }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && (v.amount < 1 || v.amount > 100)) ctx.addIssue({ code: 'custom', path: ['amount'], message: '할인율은 1~100%예요.' });
    if (v.kind === 'fixed' && v.amount < 1) ctx.addIssue({ code: 'custom', path: ['amount'], message: '할인 금액은 1원 이상이에요.' });
    if (v.kind === 'free_shipping' && v.amount !== 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: '무료배송 쿠폰의 할인 값은 0이에요.' });
    if ((v.kind === 'free_shipping') !== (v.target === 'shipping')) ctx.addIssue({ code: 'custom', path: ['target'], message: '무료배송 쿠폰은 배송비에만 적용돼요.' });
    if (v.endsAt <= v.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '종료일은 시작일보다 뒤여야 해요.' });
    if ((v.scope ?? 'all') !== 'all' && !v.scopeIds?.length) ctx.addIssue({ code: 'custom', path: ['scopeIds'], message: '적용할 대상을 골라주세요.' });
  });

/** An admin defines a coupon. */
export async function createCouponMaster(em: EntityManager, raw: unknown): Promise<CouponMaster> {
  const input = parseInput(masterSchema, raw);
  const master = em.create(CouponMasterEntity, {
    name: input.name,
    code: input.code ?? null,
    kind: input.kind,
    target: input.target,
    amount: input.amount,
    maxDiscount: input.kind === 'percent' ? (input.maxDiscount ?? null) : null,
    minOrderAmount: input.minOrderAmount ?? 0,
    scope: input.scope ?? 'all',
    scopeIds: input.scope && input.scope !== 'all' ? [...new Set(input.scopeIds ?? [])] : [],
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    validDays: input.validDays ?? null,
    issueLimit: input.issueLimit ?? null,
    perMemberLimit: input.perMemberLimit ?? 1,
    autoIssue: input.autoIssue ?? null,
  });
  await em.flush();
  return master;
}

/** An admin withdraws a coupon: no more issues, and issued ones that are not used stop working (410). */
export async function withdrawCouponMaster(em: EntityManager, rawId: string, now = new Date()): Promise<CouponMaster> {
  const id = parseInput(idSchema('쿠폰'), rawId, 'id');
  const master = await em.findOne(CouponMasterEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!master) throw NotFound('쿠폰을 찾을 수 없습니다.');
  master.withdrawnAt ??= now;
  await em.flush();
  return master;
}

/** What the coupon gives, in Korean ("10% 할인 (최대 5,000원)", "3,000원 할인", "무료배송"). */
export function benefitText(master: Pick<CouponMaster, 'kind' | 'amount' | 'maxDiscount'>): string {
  if (master.kind === 'percent') return `${master.amount}% 할인${master.maxDiscount ? ` (최대 ${won(master.maxDiscount)})` : ''}`;
  if (master.kind === 'fixed') return `${won(master.amount)} 할인`;
  return '무료배송';
}

/** Its conditions, in Korean ("30,000원 이상 구매 시 사용 가능"). */
export function conditionText(master: Pick<CouponMaster, 'minOrderAmount'>): string | null {
  return master.minOrderAmount > 0 ? `${won(master.minOrderAmount)} 이상 구매 시 사용 가능` : null;
}

/** A wallet coupon with its master, as checkout weighs it. */
interface WalletCoupon {
  coupon: UserCoupon;
  master: CouponMaster;
}

const asPricing = ({ coupon, master }: WalletCoupon): PricingCoupon => ({
  id: coupon.id,
  target: master.target as PricingCoupon['target'],
  kind: master.kind as PricingCoupon['kind'],
  amount: master.amount,
  maxDiscount: master.maxDiscount ?? null,
  minOrderAmount: master.minOrderAmount,
  scope: master.scope,
  scopeIds: (master.scopeIds ?? []).map(String),
});

/** Why a wallet coupon cannot be used at all now (410), or null when it can; one the order `heldBy` holds is that order's to use. */
function goneReason({ coupon, master }: WalletCoupon, now: Date, heldBy: string | null = null): string | null {
  const held = coupon.status === 'reserved' && heldBy !== null && coupon.orderId === heldBy;
  if ((coupon.status === 'used' || coupon.status === 'reserved') && !held) return '이미 사용한 쿠폰이에요.';
  if (coupon.status === 'withdrawn') return '사용할 수 없게 된 쿠폰이에요.';
  if (master.withdrawnAt) return '회수된 쿠폰이에요.';
  if (new Date(coupon.expiresAt) <= now || new Date(master.endsAt) <= now) return '사용 기간이 지난 쿠폰이에요.';
  return null;
}

async function walletWithMasters(em: EntityManager, userId: string, where: Record<string, unknown> = {}): Promise<WalletCoupon[]> {
  const coupons = await em.find(UserCouponEntity, { userId, ...where }, { orderBy: { expiresAt: 'asc', id: 'asc' } });
  const masters = coupons.length ? new Map((await em.find(CouponMasterEntity, { id: { $in: [...new Set(coupons.map((c) => c.masterId))] } })).map((m) => [m.id, m])) : new Map();
  return coupons.map((coupon) => ({ coupon, master: masters.get(coupon.masterId)! }));
}

/** Priced checkout lines as coupon arithmetic reads them (index, product, category, brand, total). */
export function pricingLines(lines: readonly { product: { id: string; categoryId: string; brandId: string }; unitPrice: number; quantity: number }[]): PricingLine[] {
  return lines.map((l, index) => ({ index, productId: l.product.id, categoryId: String(l.product.categoryId), brandId: String(l.product.brandId), lineTotal: l.unitPrice * l.quantity }));
}

export interface CouponOption {
  coupon: UserCoupon;
  /** Usable on this checkout by itself. */
  applicable: boolean;
  /** What it takes off by itself (0 when not applicable). */
  discount: number;
  /** Why not, in Korean ("30,000원 이상 구매 시 사용 가능"); null when applicable. */
  reason: string | null;
  /** Part of the best combination offered first. */
  best: boolean;
}

/**
 * The member's live coupons weighed against a checkout: each one alone, and the best combination.
 * For an unpaid order (`heldBy`, orderCouponOptions) the coupons it holds now count as live too.
 */
export async function checkoutCouponOptions(
  em: EntityManager,
  identity: Identity,
  lines: PricingLine[],
  deliveryTotal: number,
  now = new Date(),
  heldBy: string | null = null,
): Promise<CouponOption[]> {
  const where = heldBy ? { $or: [{ status: 'available' }, { status: 'reserved', orderId: heldBy }] } : { status: 'available' };
  const wallet = (await walletWithMasters(em, identity.userId, where)).filter((w) => goneReason(w, now, heldBy) === null);
  const best = new Set(bestCombination(wallet.map(asPricing), lines, deliveryTotal));
  const options = wallet.map((w): CouponOption => {
    const alone = allocate([asPricing(w)], lines, deliveryTotal);
    const discount = alone.applied[0]?.discount ?? 0;
    const reason = alone.refused[0]?.reason ?? (discount === 0 ? (w.master.target === 'shipping' ? '이미 무료배송이에요.' : '할인되는 금액이 없어요.') : null);
    return { coupon: w.coupon, applicable: discount > 0, discount, reason, best: best.has(w.coupon.id) };
  });
  return options.sort((a, b) => Number(b.best) - Number(a.best) || Number(b.applicable) - Number(a.applicable) || b.discount - a.discount);
}

export interface CheckoutDiscount {
  lineDiscounts: Map<number, number>;
  shippingDiscount: number;
  applied: { couponId: string; discount: number }[];
}

const couponIdsSchema = z.array(idSchema('쿠폰')).max(20, '쿠폰이 너무 많아요.');

/**
 * Checkout's coupons: each chosen one must be the caller's, live and usable here (410 gone, 411 not
 * met, naming `couponIds.N`); the stacking rule holds; the amounts are computed here. Reserving them
 * is `reserveCoupons`, after the order exists.
 */
export async function checkoutDiscount(em: EntityManager, identity: Identity, rawIds: unknown, lines: PricingLine[], deliveryTotal: number, now = new Date()): Promise<CheckoutDiscount> {
  const ids = parseInput(couponIdsSchema, rawIds ?? [], 'couponIds');
  if (!ids.length) return { lineDiscounts: new Map(), shippingDiscount: 0, applied: [] };
  const wallet = new Map((await walletWithMasters(em, identity.userId, { id: { $in: ids } })).map((w) => [w.coupon.id, w]));
  const chosen: WalletCoupon[] = [];
  for (const [i, id] of ids.entries()) {
    const field = `couponIds.${i}`;
    const found = wallet.get(id);
    if (!found) throw new AppError('NOT_FOUND', '쿠폰을 찾을 수 없습니다.', { fields: [{ field, message: '내 쿠폰함에 없는 쿠폰이에요.' }] });
    if (ids.indexOf(id) !== i) throw notMet('같은 쿠폰을 두 번 쓸 수 없어요.', field);
    const reason = goneReason(found, now);
    if (reason) throw gone(reason, field);
    chosen.push(found);
  }
  const allocation = allocate(chosen.map(asPricing), lines, deliveryTotal);
  const refused = allocation.refused[0];
  if (refused) throw notMet(refused.reason, `couponIds.${ids.indexOf(refused.couponId)}`);
  return { lineDiscounts: allocation.lineDiscounts, shippingDiscount: allocation.shippingDiscount, applied: allocation.applied.map((a) => ({ couponId: a.couponId, discount: a.discount })) };
}

/**
 * Reserves the applied coupons for the new order, each by a conditional update (available ->
 * reserved): of concurrent checkouts with the same coupon exactly one gets it; the others are
 * refused 410 and their whole order rolls back. A coupon that took 0 won is not reserved.
 */
export async function reserveCoupons(em: EntityManager, identity: Identity, orderId: string, discount: CheckoutDiscount, rawIds: readonly string[], now = new Date()): Promise<void> {
  for (const { couponId, discount: amount } of discount.applied) {
    if (amount <= 0) continue;
    const rows = await em.execute<unknown[]>(
      `update commerce.user_coupons set status = 'reserved', order_id = ?, discount = ? where id = ? and user_id = ? and status = 'available' and expires_at > ? returning id`,
      [orderId, amount, couponId, identity.userId, now],
    );
    if (!rows.length) throw gone('이미 사용한 쿠폰이에요.', `couponIds.${rawIds.indexOf(couponId)}`);
  }
}

/** The order was paid: its reserved coupons are used. */
export async function useOrderCoupons(em: EntityManager, orderId: string, now = new Date()): Promise<void> {
  await em.execute(`update commerce.user_coupons set status = 'used', used_at = ? where order_id = ? and status = 'reserved'`, [now, orderId]);
}

/** The order failed or was cancelled whole: its coupons go back to the wallet (an expired one shows as expired there). */
export async function releaseOrderCoupons(em: EntityManager, orderId: string): Promise<void> {
  await em.execute(`update commerce.user_coupons set status = 'available', order_id = null, discount = 0, used_at = null where order_id = ? and status in ('reserved', 'used')`, [orderId]);
}

const reasonSchema = z
  .string()
  .max(200, '사유는 200자까지예요.')
  .nullish()
  .transform((v) => v?.normalize('NFC').trim() || null);

/**
 * An operator marks a member's coupon usable or not (`/userCouponCart/changeAvailable`; admins
 * only). `available: false` withdraws an available coupon (status withdrawn; one already used or
 * withdrawn stays as it is); a coupon an unpaid order holds is refused 409: the order's amount
 * counts on it. `available: true` gives a used or withdrawn coupon back to the member while it is
 * valid (410 once it has expired or its master was withdrawn), unless a live order holds it (409:
 * an unpaid order, or a paid one still under way; a finished order keeps its discount). The reason
 * is kept on the coupon.
 */
export async function setUserCouponAvailable(em: EntityManager, rawId: string, available: boolean, rawReason: string | null | undefined, now = new Date()): Promise<UserCoupon> {
  const id = parseInput(idSchema('쿠폰'), rawId, 'userCouponId');
  if (typeof available !== 'boolean') throw BadInput([{ field: 'available', message: '사용 가능 여부를 골라주세요.' }]);
  const reason = parseInput(reasonSchema, rawReason, 'reason');
  const coupon = await em.findOne(UserCouponEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!coupon) throw NotFound('쿠폰을 찾을 수 없습니다.');
  const holder = coupon.orderId ? await em.findOne(OrderEntity, { id: coupon.orderId }) : null;
  if (coupon.status === 'reserved') {
    throw statusConflict(`결제 전 주문(${holder?.orderNumber ?? coupon.orderId})에 쓰인 쿠폰이에요. 주문이 결제되거나 취소된 뒤에 바꿔주세요.`, 'userCouponId');
  }
  if (!available) {
    if (coupon.status !== 'available') return coupon;
    Object.assign(coupon, { status: 'withdrawn', withdrawnAt: now, statusReason: reason });
    await em.flush();
    return coupon;
  }
  if (coupon.status === 'available') return coupon;
  if (coupon.status === 'used' && holder && !FINAL_STATUSES.includes(holder.status as OrderStatus)) {
    throw statusConflict(`진행 중인 주문(${holder.orderNumber})에 쓴 쿠폰이에요. 주문이 끝난 뒤에 되돌려주세요.`, 'userCouponId');
  }
  const master = await em.findOneOrFail(CouponMasterEntity, { id: coupon.masterId });
  if (master.withdrawnAt) throw gone('회수된 쿠폰이라 되돌릴 수 없어요.', 'userCouponId');
  if (new Date(coupon.expiresAt) <= now || new Date(master.endsAt) <= now) throw gone('사용 기간이 지난 쿠폰이라 되돌릴 수 없어요.', 'userCouponId');
  Object.assign(coupon, { status: 'available', orderId: null, discount: 0, usedAt: null, withdrawnAt: null, statusReason: reason });
  await em.flush();
  return coupon;
}
