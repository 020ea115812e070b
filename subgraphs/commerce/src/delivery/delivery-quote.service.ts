import { groupBuyOffersOf } from '../channel-sales/channel-sales.service.js';
import { combinationRates, combinationUnitPrice } from '../channel-sales/combinations.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInput, NotFound, idSchema, parseInput, z } from '@shop/kit';
import { ProductEntity, ProductOptionEntity, SellerEntity, type Product, type ProductOption, type Seller } from '../catalog/catalog.entities.js';
import { SURCHARGE, regionOf, sellerFee, type Region } from './delivery-rules.js';

export interface QuoteLine {
  productId: string;
  optionId: string | null;
  quantity: number;
  /** A group-buying event of the product (공동구매): priced at its group price while it sells. */
  cooperateEventId?: string | null;
  /** A channel combination (조합) the line was put in the cart with: its discount when the combination is whole. */
  combinationId?: string | null;
}
export interface SellerQuote {
  sellerId: string;
  sellerName: string;
  subtotal: number;
  fee: number;
  surcharge: number;
  freeFrom: number | null;
}
export interface DeliveryQuote {
  sellers: SellerQuote[];
  goodsTotal: number;
  deliveryTotal: number;
  region: Region;
}

/** A line with what the database says about it: the product, its option and the unit price. */
export interface PricedLine extends QuoteLine {
  product: Product;
  option: ProductOption | null;
  unitPrice: number;
}

export const MAX_QUANTITY = 99;
const MAX_QUOTE_LINES = 100;

export const quantitySchema = z
  .number({ error: '수량을 입력해주세요.' })
  .int('수량은 정수여야 합니다.')
  .min(1, '수량은 1개 이상이어야 합니다.')
  .max(MAX_QUANTITY, `수량은 ${MAX_QUANTITY}개 이하여야 합니다.`);
export const postcodeSchema = z.string({ error: '우편번호를 입력해주세요.' }).regex(/^\d{5}$/, '우편번호는 숫자 5자리입니다.');

const quoteLinesSchema = z
  .array(
    z.object({
      productId: idSchema('상품'),
      optionId: idSchema('옵션')
        .nullish()
        .transform((v) => v ?? null),
      quantity: quantitySchema,
      cooperateEventId: idSchema('공동구매')
        .nullish()
        .transform((v) => v ?? null),
      combinationId: idSchema('조합')
        .nullish()
        .transform((v) => v ?? null),
    }),
  )
  .max(MAX_QUOTE_LINES, `한 번에 ${MAX_QUOTE_LINES}개 상품까지 계산할 수 있습니다.`);

/** Products (hidden ones too) and their options, by product id: two queries. */
export async function catalogOf(em: EntityManager, productIds: string[]): Promise<{ products: Map<string, Product>; options: Map<string, ProductOption[]> }> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return { products: new Map(), options: new Map() };
  const products = new Map((await em.find(ProductEntity, { id: { $in: ids } })).map((p) => [p.id, p]));
  const options = new Map<string, ProductOption[]>();
  for (const option of await em.find(ProductOptionEntity, { productId: { $in: ids } }, { orderBy: { id: 'asc' } })) {
    options.set(option.productId, [...(options.get(option.productId) ?? []), option]);
  }
  return { products, options };
}

/**
 * The option a line names: NOT_FOUND for an option of another product, BAD_USER_INPUT on `field`
 * when the product has options and none was chosen; null for a product without options.
 */
export function optionOf(own: ProductOption[], optionId: string | null, field = 'optionId'): ProductOption | null {
  if (optionId !== null) {
    const option = own.find((o) => o.id === optionId);
    if (!option) throw NotFound('선택한 옵션을 찾을 수 없습니다.');
    return option;
  }
  if (own.length > 0) throw BadInput([{ field, message: '옵션을 선택해주세요.' }]);
  return null;
}

/**
 * Prices lines from the database: the product's sale price plus the option's extra price. A hidden
 * or unknown product, or an option of another product, is NOT_FOUND; a product that has options
 * needs one (BAD_USER_INPUT on `optionId`). Two queries whatever the number of lines.
 */
export async function priceLines(em: EntityManager, lines: QuoteLine[], now = new Date()): Promise<PricedLine[]> {
  const { products, options } = await catalogOf(
    em,
    lines.map((l) => l.productId),
  );
  // A line naming a group-buying event sells at the group price (plus the option's extra) while the
  // event sells; otherwise it is refused naming the field (channel-sales groupBuyOffersOf).
  const offers = await groupBuyOffersOf(
    em,
    lines.map((l, index) => ({ productId: l.productId, cooperateEventId: l.cooperateEventId ?? null, index })),
    now,
  );
  // Lines put in the cart as a combination take its discount when the combination is whole (not at a group price as well).
  const combined = await combinationRates(
    em,
    lines.map((l, index) => ({ ...l, combinationId: offers.has(index) ? null : (l.combinationId ?? null) })),
  );
  return lines.map((line, index) => {
    const product = products.get(line.productId);
    if (!product || product.status === 'hidden') throw NotFound('상품을 찾을 수 없습니다.');
    const option = optionOf(options.get(product.id) ?? [], line.optionId, lines.length > 1 ? `lines.${index}.optionId` : 'optionId');
    const offer = offers.get(index);
    const combination = combined.get(index);
    const shopPrice = product.salePrice + (option?.extraPrice ?? 0);
    const unitPrice = offer ? offer.groupPrice + (option?.extraPrice ?? 0) : combination ? combinationUnitPrice(shopPrice, combination.rate) : shopPrice;
    return { ...line, cooperateEventId: offer?.eventId ?? null, combinationId: combination?.combinationId ?? null, product, option, unitPrice };
  });
}

/** The price of one unit of a product (option): sale price + option extra, from the database. */
export async function unitPrice(em: EntityManager, productId: string, optionId: string | null): Promise<number> {
  const [line] = await priceLines(em, [{ productId, optionId, quantity: 1 }]);
  return line!.unitPrice;
}

/** Seller quotes of priced lines, in the order their sellers first appear. */
export async function quotePriced(em: EntityManager, lines: PricedLine[], postcode: string | null): Promise<DeliveryQuote> {
  return quoteSellerLines(
    em,
    lines.map((l) => ({ sellerId: l.product.sellerId, lineTotal: l.unitPrice * l.quantity })),
    postcode,
  );
}

/**
 * The same quote from lines already priced and attributed to their sellers: an unpaid order's own
 * lines, re-quoted when a free-shipping coupon comes off it (coupons order-coupons.service.ts).
 */
export async function quoteSellerLines(em: EntityManager, lines: readonly { sellerId: string; lineTotal: number }[], postcode: string | null): Promise<DeliveryQuote> {
  const region = regionOf(postcode);
  const subtotals = new Map<string, number>();
  for (const line of lines) subtotals.set(line.sellerId, (subtotals.get(line.sellerId) ?? 0) + line.lineTotal);
  const sellers = subtotals.size ? new Map((await em.find(SellerEntity, { id: { $in: [...subtotals.keys()] } })).map((s) => [s.id, s])) : new Map<string, Seller>();
  const quotes = [...subtotals].map(([sellerId, subtotal]): SellerQuote => {
    const seller = sellers.get(sellerId)!;
    return { sellerId, sellerName: seller.name, subtotal, fee: sellerFee(subtotal, seller), surcharge: SURCHARGE[region], freeFrom: seller.freeShippingFrom ?? null };
  });
  return {
    sellers: quotes,
    goodsTotal: quotes.reduce((sum, q) => sum + q.subtotal, 0),
    deliveryTotal: quotes.reduce((sum, q) => sum + q.fee + q.surcharge, 0),
    region,
  };
}

/** Prices from the database (sale price + option extra), never from the client. */
export async function quoteDelivery(em: EntityManager, lines: QuoteLine[], postcode: string | null): Promise<DeliveryQuote> {
  return (await priceAndQuote(em, lines, postcode)).quote;
}

/** The client's lines checked, priced from the database and quoted: for callers that need the priced lines too (coupons). */
export async function priceAndQuote(em: EntityManager, lines: QuoteLine[], postcode: string | null): Promise<{ priced: PricedLine[]; quote: DeliveryQuote }> {
  const parsed = parseInput(quoteLinesSchema, lines, 'lines');
  const code = postcode === null ? null : parseInput(postcodeSchema, postcode, 'postcode');
  const priced = await priceLines(em, parsed);
  return { priced, quote: await quotePriced(em, priced, code) };
}
