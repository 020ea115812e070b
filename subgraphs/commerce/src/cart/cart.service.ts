import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, Forbidden, NotFound, Unauthenticated, assertOwner, idSchema, isId, lockKey, parseInput, z, type Identity } from '@shop/kit';
import type { Product, ProductOption, Seller } from '../catalog/catalog.entities.js';
import { SellerEntity } from '../catalog/catalog.entities.js';
import { refreshTokenHolder, revokeRefreshToken } from '../auth/tokens.service.js';
import { UserEntity } from '../users/user.entity.js';
import { AddressEntity } from '../addresses/address.entity.js';
import { catalogOf, MAX_QUANTITY, optionOf, postcodeSchema, quantitySchema, quotePriced, type PricedLine } from '../delivery/delivery-quote.service.js';
import type { Region } from '../delivery/delivery-rules.js';
import { CartLineEntity, type CartLine } from './cart-line.entity.js';
import { activeCombination, combinationRates, combinationUnitPrice } from '../channel-sales/combinations.service.js';

/** Lines a cart holds at most (purchased lines waiting to be removed do not count). */
export const MAX_CART_LINES = 50;

/**
 * One user's cart changes take turns on a lock held until the transaction ends: the count of
 * lines and the line of a product are read after it, so concurrent adds cannot overtake each
 * other (20 adds of one product end as one line with every accepted quantity). The unique index
 * (user, product, option) and the quantity CHECK are the database's backstops.
 */
const lockCart = (em: EntityManager, userId: string) => lockKey(em, `commerce:cart:${userId}`);

const optionalId = (label: string) =>
  idSchema(label)
    .nullish()
    .transform((v) => v ?? null);
const addSchema = z.object({ productId: idSchema('상품'), optionId: optionalId('옵션'), quantity: quantitySchema });
const changeSchema = z.object({ optionId: idSchema('옵션').optional(), quantity: quantitySchema.optional() });

const lineOf = (em: EntityManager, userId: string, productId: string, optionId: string | null) => em.findOne(CartLineEntity, { userId, productId, optionId });

const countLive = (em: EntityManager, userId: string) => em.count(CartLineEntity, { userId, purchasedAt: null });

/** Refuses a quantity the product (option) cannot have now: not on sale, over the stock, over 99. */
function assertAvailable(product: Product, option: ProductOption | null, quantity: number): void {
  if (product.status !== 'on_sale') throw new AppError('SOLD_OUT', '품절된 상품입니다.', { fields: [{ field: 'productId', message: '품절된 상품입니다.' }] });
  if (option && option.stock < quantity) {
    const message = option.stock === 0 ? '품절된 옵션입니다.' : `재고가 ${option.stock}개 남아 있어 ${option.stock}개까지 담을 수 있습니다.`;
    throw new AppError('OUT_OF_STOCK', message, { fields: [{ field: 'quantity', message }] });
  }
  if (quantity > MAX_QUANTITY) {
    const message = `한 상품은 최대 ${MAX_QUANTITY}개까지 담을 수 있습니다.`;
    throw new AppError('CART_QUANTITY_LIMIT', message, { fields: [{ field: 'quantity', message }] });
  }
}

const cartFull = () => new AppError('CART_LIMIT', `장바구니에는 최대 ${MAX_CART_LINES}개 상품까지 담을 수 있습니다.`);

async function productAndOption(em: EntityManager, productId: string, optionId: string | null): Promise<{ product: Product; option: ProductOption | null }> {
  const { products, options } = await catalogOf(em, [productId]);
  const product = products.get(productId);
  if (!product || product.status === 'hidden') throw NotFound('상품을 찾을 수 없습니다.');
  return { product, option: optionOf(options.get(productId) ?? [], optionId) };
}

/**
 * Adds a product (option) to the caller's cart. Adding one already there adds the quantities (a
 * line a paid order consumed is revived with the new quantity); the total must fit the stock and
 * 99, or the add is refused and the line stays as it was.
 */
export async function addToCart(em: EntityManager, identity: Identity, input: { productId: string; optionId?: string | null; quantity: number }): Promise<CartLine> {
  const { productId, optionId, quantity } = parseInput(addSchema, input);
  await lockCart(em, identity.userId);
  const { product, option } = await productAndOption(em, productId, optionId);
  const line = await lineOf(em, identity.userId, productId, optionId);
  const kept = line && !line.purchasedAt ? line.quantity : 0;
  assertAvailable(product, option, kept + quantity);
  if (!kept && (await countLive(em, identity.userId)) >= MAX_CART_LINES) throw cartFull();
  if (line) {
    em.assign(line, { quantity: kept + quantity, purchasedAt: null, ...(kept ? {} : { selected: true }) });
    await em.flush();
    return line;
  }
  const created = em.create(CartLineEntity, { userId: identity.userId, productId, optionId, quantity });
  await em.flush();
  return created;
}

/**
 * Puts a channel combination in the cart in one step (`/productItem/cart/add/combination`): each of
 * its lines `sets` times, marked with the combination so checkout takes its discount while the
 * combination stays whole. All or nothing: a line the stock or the cart cannot take refuses the
 * whole add (the transaction rolls back the lines already added).
 */
export async function addCombinationToCart(em: EntityManager, identity: Identity, combinationId: string, sets = 1): Promise<void> {
  const times = parseInput(quantitySchema, sets, 'quantity');
  const combination = await activeCombination(em, combinationId);
  await lockCart(em, identity.userId);
  const { products, options } = await catalogOf(
    em,
    combination.lines.map((l) => l.productId),
  );
  for (const need of combination.lines) {
    const product = products.get(need.productId);
    if (!product || product.status === 'hidden') throw NotFound('조합의 상품을 찾을 수 없습니다.');
    const option = optionOf(options.get(need.productId) ?? [], need.optionId);
    const line = await lineOf(em, identity.userId, need.productId, need.optionId);
    const kept = line && !line.purchasedAt ? line.quantity : 0;
    const quantity = kept + need.quantity * times;
    assertAvailable(product, option, quantity);
    if (!kept && (await countLive(em, identity.userId)) >= MAX_CART_LINES) throw cartFull();
    if (line) em.assign(line, { quantity, purchasedAt: null, selected: true, combinationId: combination.combinationId });
    else em.create(CartLineEntity, { userId: identity.userId, productId: need.productId, optionId: need.optionId, quantity, combinationId: combination.combinationId });
    await em.flush();
  }
}

async function ownLine(em: EntityManager, identity: Identity, id: string): Promise<CartLine> {
  const line = await em.findOne(CartLineEntity, { id });
  if (!line) throw NotFound('장바구니에 없는 상품입니다.');
  assertOwner({ identity }, line.userId);
  return line;
}

/**
 * Changes a line's option and/or quantity (what is not sent stays). Choosing an option that has a
 * line of its own merges the two into that line (quantities added, checked against its stock).
 */
export async function changeCartLine(em: EntityManager, identity: Identity, id: string, input: { optionId?: string | null; quantity?: number | null }): Promise<CartLine> {
  const found = await ownLine(em, identity, id);
  const changes = parseInput(changeSchema, { optionId: input.optionId ?? undefined, quantity: input.quantity ?? undefined });
  await lockCart(em, found.userId);
  if (!(await em.refresh(found))) throw NotFound('장바구니에 없는 상품입니다.');
  const line = found;
  const optionId = changes.optionId ?? line.optionId ?? null;
  const quantity = changes.quantity ?? line.quantity;
  const { product, option } = await productAndOption(em, line.productId, optionId);
  if (optionId === (line.optionId ?? null)) {
    assertAvailable(product, option, quantity);
    em.assign(line, { quantity, purchasedAt: null });
    await em.flush();
    return line;
  }
  const other = await lineOf(em, line.userId, line.productId, optionId);
  const merged = other && !other.purchasedAt ? other.quantity + quantity : quantity;
  assertAvailable(product, option, merged);
  if (other) {
    em.assign(other, { quantity: merged, purchasedAt: null, selected: line.selected || (!other.purchasedAt && other.selected) });
    em.remove(line);
    await em.flush();
    return other;
  }
  em.assign(line, { optionId, quantity, purchasedAt: null });
  await em.flush();
  return line;
}

/** Selects (or deselects) the caller's lines for the purchase. */
export async function selectCartLines(em: EntityManager, identity: Identity, ids: string[], selected: boolean): Promise<number> {
  if (ids.length === 0) return 0;
  const lines = await em.find(CartLineEntity, { id: { $in: ids } });
  if (lines.length !== new Set(ids).size) throw NotFound('장바구니에 없는 상품입니다.');
  for (const line of lines) assertOwner({ identity }, line.userId);
  return em.nativeUpdate(CartLineEntity, { id: { $in: ids } }, { selected, updatedAt: new Date() });
}

export async function removeCartLine(em: EntityManager, identity: Identity, id: string): Promise<void> {
  const line = await ownLine(em, identity, id);
  await em.nativeDelete(CartLineEntity, { id: line.id });
}

/** Deletes the caller's lines that paid orders consumed. */
export function removePurchasedCartLines(em: EntityManager, identity: Identity): Promise<number> {
  return em.nativeDelete(CartLineEntity, { userId: identity.userId, purchasedAt: { $ne: null } });
}

/**
 * For the orders module: the cart lines a paid order was made from (its lines' `cartLineId`) are
 * marked purchased; they leave the cart's view and go with removePurchasedCartLines. A line bought
 * directly (바로 구매) names none, and the cart stays as it was.
 */
/**
 * Lines to quote as checkout will order them: a line naming one of the caller's cart lines (for the
 * same product and option) takes that line's channel combination, as createOrder does, so the
 * checkout's amounts (delivery quote, coupons) are the ones the order will charge. One query.
 */
export async function withCartCombinations<L extends { productId: string; optionId: string | null; cartLineId?: string | null }>(
  em: EntityManager,
  identity: Identity | null,
  lines: readonly L[],
): Promise<(L & { combinationId: string | null })[]> {
  const named = lines.flatMap((l) => (l.cartLineId && isId(l.cartLineId) ? [l.cartLineId] : []));
  const cart = new Map((identity && named.length ? await em.find(CartLineEntity, { id: { $in: named }, userId: identity.userId, purchasedAt: null }) : []).map((l) => [l.id, l]));
  return lines.map((line) => {
    const inCart = line.cartLineId ? cart.get(line.cartLineId) : undefined;
    const same = inCart && inCart.productId === line.productId && (inCart.optionId ?? null) === line.optionId;
    return { ...line, combinationId: same ? (inCart.combinationId ?? null) : null };
  });
}

export async function markCartLinesPurchased(em: EntityManager, userId: string, cartLineIds: string[], now = new Date()): Promise<number> {
  if (!cartLineIds.length) return 0;
  return em.nativeUpdate(CartLineEntity, { id: { $in: cartLineIds }, userId, purchasedAt: null }, { purchasedAt: now, updatedAt: now });
}

/**
 * After a login on a device that shopped as a guest: the guest proves itself by its refresh token,
 * its lines move to the member (quantities added to the member's line of the same product and
 * option, capped at the stock and 99; sold-out or hidden products and lines beyond the member's
 * 50 stay behind and go with the guest's cart), and the guest's session is revoked.
 */
export async function mergeGuestCart(em: EntityManager, identity: Identity, guestRefreshToken: string): Promise<number> {
  if (identity.role === 'guest') throw Forbidden('로그인한 회원만 비회원 장바구니를 가져올 수 있습니다.');
  const token = parseInput(
    z.string({ error: '비회원 로그인 정보가 필요합니다.' }).min(1, '비회원 로그인 정보가 필요합니다.').max(200, '비회원 로그인 정보가 올바르지 않습니다.'),
    guestRefreshToken,
    'guestRefreshToken',
  );
  const guestId = await refreshTokenHolder(em, token);
  if (!guestId) throw Unauthenticated('비회원 로그인 정보가 만료되었거나 올바르지 않습니다.');
  if (guestId === identity.userId) return 0;
  const guest = await em.findOne(UserEntity, { id: guestId });
  if (!guest || guest.provider !== 'guest') throw BadInput([{ field: 'guestRefreshToken', message: '비회원의 로그인 정보가 아닙니다.' }]);
  // Both carts, in id order (two merges crossing each other cannot deadlock).
  for (const userId of [guestId, identity.userId].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))) await lockCart(em, userId);
  const guestLines = await em.find(CartLineEntity, { userId: guestId, purchasedAt: null }, { orderBy: { id: 'asc' } });
  const { products, options } = await catalogOf(
    em,
    guestLines.map((l) => l.productId),
  );
  let live = await countLive(em, identity.userId);
  let moved = 0;
  for (const line of guestLines) {
    const product = products.get(line.productId);
    const option = line.optionId ? (options.get(line.productId) ?? []).find((o) => o.id === line.optionId) : null;
    if (!product || product.status !== 'on_sale' || option === undefined) continue;
    const cap = Math.min(MAX_QUANTITY, option ? option.stock : MAX_QUANTITY);
    const mine = await lineOf(em, identity.userId, line.productId, line.optionId ?? null);
    const kept = mine && !mine.purchasedAt ? mine.quantity : 0;
    const quantity = Math.min(cap, kept + line.quantity);
    if (quantity < 1 || (!kept && live >= MAX_CART_LINES)) continue;
    if (mine) em.assign(mine, { quantity, purchasedAt: null, selected: kept ? mine.selected : line.selected });
    else em.create(CartLineEntity, { userId: identity.userId, productId: line.productId, optionId: line.optionId ?? null, quantity, selected: line.selected });
    if (!kept) live += 1;
    moved += 1;
  }
  await em.flush();
  await em.nativeDelete(CartLineEntity, { userId: guestId });
  await revokeRefreshToken(em, token);
  return moved;
}

export interface CartLineView {
  id: string;
  productId: string;
  optionId: string | null;
  product: Product | null;
  option: ProductOption | null;
  quantity: number;
  selected: boolean;
  /** Put in the cart with a channel combination. */
  combinationId: string | null;
  /** The combination's discount is in unitPrice (the combination's lines are all chosen). */
  combinationApplied: boolean;
  unitPrice: number;
  lineTotal: number;
  purchasable: boolean;
  reason: string | null;
  createdAt: Date;
}

export interface CartSellerView {
  seller: Seller;
  lines: CartLineView[];
  subtotal: number;
  fee: number;
  surcharge: number;
  freeFrom: number | null;
}

export interface CartView {
  lines: CartLineView[];
  sellers: CartSellerView[];
  selectedTotal: number;
  deliveryTotal: number;
  region: Region;
  postcode: string | null;
}

function lineView(line: CartLine, product: Product | undefined, own: ProductOption[]): CartLineView {
  const option = line.optionId ? (own.find((o) => o.id === line.optionId) ?? null) : null;
  const unitPrice = (product?.salePrice ?? 0) + (option?.extraPrice ?? 0);
  let reason: string | null = null;
  if (!product || product.status === 'hidden') reason = '판매하지 않는 상품입니다.';
  else if (product.status !== 'on_sale' || (option && option.stock === 0)) reason = '품절된 상품입니다.';
  else if (!line.optionId && own.length > 0) reason = '옵션을 선택해주세요.';
  else if (option && option.stock < line.quantity) reason = `재고가 ${option.stock}개 남았습니다.`;
  return {
    id: line.id,
    productId: line.productId,
    optionId: line.optionId ?? null,
    product: product && product.status !== 'hidden' ? product : null,
    option,
    quantity: line.quantity,
    selected: line.selected,
    combinationId: line.combinationId ?? null,
    combinationApplied: false,
    unitPrice,
    lineTotal: unitPrice * line.quantity,
    purchasable: reason === null,
    reason,
    createdAt: line.createdAt,
  };
}

/** The products in the caller's cart (not purchased), each once: one statement, for services that only need which (the recommendation). */
export async function cartProductIds(em: EntityManager, identity: Identity): Promise<string[]> {
  const rows = await em.execute<{ product_id: string }[]>('select distinct product_id::text from commerce.cart_lines where user_id = ? and purchased_at is null order by 1', [identity.userId]);
  return rows.map((r) => r.product_id);
}

/**
 * The caller's cart as the cart screen shows it: lines newest first with today's prices and
 * whether each can be bought, grouped by seller, and the totals of the selected purchasable lines
 * with their delivery fees quoted to `postcode` (default: the default address's postcode).
 */
export async function viewCart(em: EntityManager, identity: Identity, postcode?: string | null): Promise<CartView> {
  const destination = postcode != null ? parseInput(postcodeSchema, postcode, 'postcode') : ((await em.findOne(AddressEntity, { userId: identity.userId, isDefault: true }))?.postcode ?? null);
  const lines = await em.find(CartLineEntity, { userId: identity.userId, purchasedAt: null }, { orderBy: { id: 'desc' } });
  const { products, options } = await catalogOf(
    em,
    lines.map((l) => l.productId),
  );
  const views = lines.map((line) => lineView(line, products.get(line.productId), options.get(line.productId) ?? []));
  // A combination's discount, as checkout will give it: when its lines are all chosen (delivery-quote priceLines).
  const choosable = views.filter((v) => v.selected && v.purchasable);
  const rates = await combinationRates(em, choosable);
  choosable.forEach((view, index) => {
    const combined = rates.get(index);
    if (!combined) return;
    view.unitPrice = combinationUnitPrice(view.unitPrice, combined.rate);
    view.lineTotal = view.unitPrice * view.quantity;
    view.combinationApplied = true;
  });
  const chosen: PricedLine[] = views
    .filter((v) => v.selected && v.purchasable)
    .map((v) => ({ productId: v.productId, optionId: v.optionId, quantity: v.quantity, product: v.product!, option: v.option, unitPrice: v.unitPrice }));
  const quote = await quotePriced(em, chosen, destination);
  const sellerIds = [...new Set(views.flatMap((v) => (v.product ? [v.product.sellerId] : [])))];
  const sellers = sellerIds.length ? new Map((await em.find(SellerEntity, { id: { $in: sellerIds } })).map((s) => [s.id, s])) : new Map<string, Seller>();
  const groups = sellerIds.map((sellerId): CartSellerView => {
    const seller = sellers.get(sellerId)!;
    const quoted = quote.sellers.find((q) => q.sellerId === sellerId);
    return {
      seller,
      lines: views.filter((v) => v.product?.sellerId === sellerId),
      subtotal: quoted?.subtotal ?? 0,
      fee: quoted?.fee ?? 0,
      surcharge: quoted?.surcharge ?? 0,
      freeFrom: seller.freeShippingFrom ?? null,
    };
  });
  return { lines: views, sellers: groups, selectedTotal: quote.goodsTotal, deliveryTotal: quote.deliveryTotal, region: quote.region, postcode: destination };
}
