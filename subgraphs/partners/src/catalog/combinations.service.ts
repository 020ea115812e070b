import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, callSubgraph, discountedUnitPrice, displayName, enqueue, idSchema, NotFound, parseInput, z, type FieldError, type Identity, type Page } from '@shop/kit';
import { ChannelEntity, type Channel } from '../channels/channel.entity.js';
import { manageableChannel, managesChannel } from '../channels/channel-access.js';
import { CATALOG_RULES, COMBINATION_STATUSES, CombinationEntity, CombinationLineEntity, type Combination, type CombinationLine, type CombinationStatus } from './catalog.entities.js';
import { categoryById, managedCategory, notFound } from './catalog.service.js';
import { commerceProducts, type CommerceProduct } from './commerce-products.js';
import { assertAdvertisingCompliance } from '../advertising/ad-compliance.js';

/**
 * Combinations (조합, bundles) of a channel: 2-10 lines of a commerce product (and option) with a
 * quantity, sold at a discount rate the influencer sets. Prices are never stored: they follow
 * commerce's current sale prices (`combinationPrice`). Commerce reads a combination through the
 * public `combination(id)` query when one is put in a cart.
 */

/**
 * The price of a line: its unit price (the product's sale price plus the option's extra price, as
 * commerce charges it) less the combination's rate, rounded DOWN to 10 won (kit pricing.ts), times
 * the quantity. The combination's price is the sum of its lines' prices (so each line's share is
 * known when an order is split or a line refunded).
 */
export function discountedAmount(amount: number, discountRate: number): number {
  return discountedUnitPrice(amount, discountRate);
}

export interface LinePrice {
  lineNo: number;
  productId: string;
  optionId: string | null;
  quantity: number;
  /** Null when commerce does not sell the product (or option) now. */
  unitPrice: number | null;
  amount: number | null;
  discountedAmount: number | null;
}

export interface CombinationPriceBreakdown {
  discountRate: number;
  /** Every line is on sale with its option: the combination can be bought now. */
  purchasable: boolean;
  /** Sum of unit price x quantity (null unless purchasable). */
  listPrice: number | null;
  /** Sum of the lines' discounted amounts (null unless purchasable). */
  price: number | null;
  discount: number | null;
  lines: LinePrice[];
}

/** The price breakdown of a combination from commerce's products (by id; a product commerce did not answer is absent). */
export function combinationPrice(combination: Pick<Combination, 'discountRate'>, lines: CombinationLine[], products: ReadonlyMap<string, CommerceProduct>): CombinationPriceBreakdown {
  const priced: LinePrice[] = lines.map((line) => {
    const product = products.get(line.productId);
    const option = line.optionId == null ? null : product?.options.find((o) => o.id === line.optionId);
    const sold = !!product && product.status === 'on_sale' && (line.optionId == null || !!option);
    const unitPrice = sold ? product.salePrice + (option?.extraPrice ?? 0) : null;
    const amount = unitPrice == null ? null : unitPrice * line.quantity;
    return {
      lineNo: line.lineNo,
      productId: line.productId,
      optionId: line.optionId ?? null,
      quantity: line.quantity,
      unitPrice,
      amount,
      // Per unit, as commerce charges it (kit pricing.ts): the order line's total is the unit price x quantity.
      discountedAmount: unitPrice == null ? null : discountedUnitPrice(unitPrice, combination.discountRate) * line.quantity,
    };
  });
  const purchasable = priced.length > 0 && priced.every((l) => l.amount != null);
  const listPrice = purchasable ? priced.reduce((sum, l) => sum + l.amount!, 0) : null;
  const price = purchasable ? priced.reduce((sum, l) => sum + l.discountedAmount!, 0) : null;
  return { discountRate: combination.discountRate, purchasable, listPrice, price, discount: listPrice == null || price == null ? null : listPrice - price, lines: priced };
}

const quantityMessage = `수량은 1개부터 ${CATALOG_RULES.maxQuantity}개까지예요.`;
const rateMessage = `할인율은 0%부터 ${CATALOG_RULES.maxDiscountRate}%까지 정수로 입력해주세요.`;
const registerSchema = z.object({
  name: displayName('조합 이름', { max: CATALOG_RULES.combinationName }),
  discountRate: z.number({ error: '할인율을 입력해주세요.' }).int(rateMessage).min(0, rateMessage).max(CATALOG_RULES.maxDiscountRate, rateMessage),
  status: z.enum(COMBINATION_STATUSES, { error: '상태는 active 또는 hidden이에요.' }).nullish(),
  lines: z
    .array(
      z.object({
        productId: idSchema('상품'),
        optionId: idSchema('옵션').nullish(),
        quantity: z.number({ error: '수량을 입력해주세요.' }).int(quantityMessage).min(1, quantityMessage).max(CATALOG_RULES.maxQuantity, quantityMessage),
      }),
      { error: '조합할 상품을 골라주세요.' },
    )
    .min(CATALOG_RULES.minLines, `상품을 ${CATALOG_RULES.minLines}개 이상 골라주세요.`)
    .max(CATALOG_RULES.maxLines, `상품은 ${CATALOG_RULES.maxLines}개까지 조합할 수 있습니다.`),
});

export interface RegisterCombinationRaw {
  channelId?: string | null;
  categoryId?: string | null;
  name: unknown;
  discountRate: unknown;
  status?: unknown;
  lines: unknown;
}

/** The channel a new combination goes to: its category's (when it has one), else `channelId` or the caller's own. */
async function channelForCombination(em: EntityManager, identity: Identity | null, raw: RegisterCombinationRaw): Promise<{ channel: Channel; categoryId: string | null }> {
  if (raw.categoryId == null) return { channel: await manageableChannel(em, identity, raw.channelId), categoryId: null };
  const { category, channel } = await managedCategory(em, identity, raw.categoryId, 'categoryId');
  if (raw.channelId && raw.channelId !== channel.id) throw notFound('categoryId', '이 채널의 카테고리가 아닙니다.');
  return { channel, categoryId: category.id };
}

/**
 * Makes a combination. Every line's product must exist and be on sale, and its option (when one
 * is named) be the product's: all asked of commerce in one call. A product and option appear once
 * (raise the quantity instead).
 */
export async function registerCombination(em: EntityManager, identity: Identity | null, raw: RegisterCombinationRaw): Promise<Combination> {
  const { channel, categoryId } = await channelForCombination(em, identity, raw);
  const input = parseInput(registerSchema, { name: raw.name, discountRate: raw.discountRate, status: raw.status, lines: raw.lines });
  assertAdvertisingCompliance({ name: input.name });
  const seen = new Set<string>();
  const repeated: FieldError[] = [];
  input.lines.forEach((line, i) => {
    const key = `${line.productId}:${line.optionId ?? ''}`;
    if (seen.has(key)) repeated.push({ field: `lines.${i}.productId`, message: '같은 상품(옵션)이 조합에 이미 있습니다. 수량을 늘려주세요.' });
    seen.add(key);
  });
  if (repeated.length) throw BadInput(repeated);
  const products = await commerceProducts(input.lines.map((l) => l.productId));
  const missing = input.lines.flatMap((l, i) => (products.has(l.productId) ? [] : [{ field: `lines.${i}.productId`, message: '상품을 찾을 수 없습니다.' }]));
  if (missing.length) throw new AppError('NOT_FOUND', missing[0]!.message, { fields: missing });
  const unsold = input.lines.flatMap((l, i) => (products.get(l.productId)!.status === 'on_sale' ? [] : [{ field: `lines.${i}.productId`, message: '판매 중인 상품만 조합할 수 있습니다.' }]));
  if (unsold.length) throw new AppError('SOLD_OUT', unsold[0]!.message, { fields: unsold });
  const strangers = input.lines.flatMap((l, i) =>
    l.optionId == null || products.get(l.productId)!.options.some((o) => o.id === l.optionId) ? [] : [{ field: `lines.${i}.optionId`, message: '이 상품의 옵션이 아닙니다.' }],
  );
  if (strangers.length) throw BadInput(strangers);
  const combination = em.create(CombinationEntity, { channelId: channel.id, categoryId, name: input.name, discountRate: input.discountRate, status: input.status ?? 'active' });
  await em.flush();
  input.lines.forEach((line, i) =>
    em.create(CombinationLineEntity, { combinationId: combination.id, lineNo: i + 1, productId: line.productId, optionId: line.optionId ?? null, quantity: line.quantity }),
  );
  await em.flush();
  await enqueue(em, COMBINATION_SYNC, { combinationId: combination.id });
  return combination;
}

async function managedCombination(em: EntityManager, identity: Identity | null, rawId: unknown): Promise<Combination> {
  const id = parseInput(idSchema('조합'), rawId, 'id');
  const combination = await em.findOne(CombinationEntity, { id });
  if (!combination) throw notFound('id', '조합을 찾을 수 없습니다.');
  await manageableChannel(em, identity, combination.channelId);
  return combination;
}

/** Shows (active) or hides (hidden) a combination from visitors. */
export async function setCombinationStatus(em: EntityManager, identity: Identity | null, rawId: unknown, status: CombinationStatus): Promise<Combination> {
  const combination = await managedCombination(em, identity, rawId);
  combination.status = parseInput(z.enum(COMBINATION_STATUSES, { error: '상태는 active 또는 hidden이에요.' }), status, 'status');
  await em.flush();
  await enqueue(em, COMBINATION_SYNC, { combinationId: combination.id });
  return combination;
}

/** Deletes a combination and its lines. Whether an order refers to it is commerce's to know, not partners': orders keep their own lines. */
export async function deleteCombination(em: EntityManager, identity: Identity | null, rawId: unknown): Promise<boolean> {
  const combination = await managedCombination(em, identity, rawId);
  // commerce's copy ends as 'deleted' (carts keep the lines at the shop's price): sent with what it was.
  await enqueue(em, COMBINATION_SYNC, { combinationId: combination.id, deleted: await offerOf(em, combination) });
  await em.execute('delete from partners.channel_combinations where id = ?', [combination.id]);
  em.getUnitOfWork().unsetIdentity(combination);
  return true;
}

/** One combination: hidden ones only to whoever manages its channel (and the system, which is an admin). */
export async function combinationById(em: EntityManager, identity: Identity | null, rawId: unknown): Promise<Combination> {
  const id = parseInput(idSchema('조합'), rawId, 'id');
  const combination = await em.findOne(CombinationEntity, { id });
  if (!combination) throw NotFound('조합을 찾을 수 없습니다.');
  if (combination.status !== 'active') {
    const channel = await em.findOneOrFail(ChannelEntity, { id: combination.channelId });
    if (!managesChannel(identity, channel)) throw NotFound('조합을 찾을 수 없습니다.');
  }
  return combination;
}

/** A category's combinations visitors see (active ones), oldest first. */
export async function combinationsOfCategory(em: EntityManager, rawCategoryId: unknown): Promise<Combination[]> {
  const category = await categoryById(em, rawCategoryId, 'categoryId');
  return em.find(CombinationEntity, { categoryId: category.id, status: 'active' }, { orderBy: { id: 'asc' } });
}

/** The owner's combinations, hidden ones too, newest first. */
export async function managedCombinations(em: EntityManager, identity: Identity | null, channelId: string | null | undefined, page: { offset: number; limit: number }): Promise<Page<Combination>> {
  const channel = await manageableChannel(em, identity, channelId);
  const [items, total] = await em.findAndCount(CombinationEntity, { channelId: channel.id }, { orderBy: { id: 'desc' }, ...page });
  return { items, total };
}

/** Lines of combinations, in line order (one query for a page of combinations). */
export async function linesOf(em: EntityManager, combinationIds: readonly string[]): Promise<CombinationLine[]> {
  if (!combinationIds.length) return [];
  return em.find(CombinationLineEntity, { combinationId: { $in: [...combinationIds] } }, { orderBy: { combinationId: 'asc', lineNo: 'asc' } });
}

/** Outbox topic: copy a combination's state to commerce (its cart and checkout price from the copy). */
export const COMBINATION_SYNC = 'combination.sync';

interface CombinationOffer {
  combinationId: string;
  channelId: string;
  name: string;
  discountRate: number;
  status: string;
  lines: { productId: string; optionId: string | null; quantity: number }[];
  version: number;
}

async function offerOf(em: EntityManager, combination: Combination): Promise<CombinationOffer> {
  const lines = await linesOf(em, [combination.id]);
  return {
    combinationId: combination.id,
    channelId: combination.channelId,
    name: combination.name,
    discountRate: combination.discountRate,
    status: combination.status,
    lines: lines.map((l) => ({ productId: l.productId, optionId: l.optionId ?? null, quantity: l.quantity })),
    version: combination.updatedAt.getTime(),
  };
}

/** The outbox handler: commerce's copy of the combination as it is now (or as it was, marked deleted). */
export async function sendCombinationToCommerce(em: EntityManager, { combinationId, deleted }: { combinationId: string; deleted?: CombinationOffer }): Promise<void> {
  const combination = await em.findOne(CombinationEntity, { id: combinationId });
  const input = combination ? await offerOf(em, combination) : deleted ? { ...deleted, status: 'deleted', version: Date.now() } : null;
  if (!input) return;
  await callSubgraph('commerce', { query: 'mutation ($input: CombinationOfferInput!) { syncCombinationOffer(input: $input) }', variables: { input } });
}
