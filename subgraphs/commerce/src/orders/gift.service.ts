import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, NotFound, parseInput, z } from '@shop/kit';
import { regionOf, SURCHARGE } from '../delivery/delivery-rules.js';
import { OrderEntity, OrderShipmentEntity, type Order } from './order.entities.js';
import { addressSchema, memoSchema } from './orders.service.js';

/**
 * Gifts: the buyer orders without the receiver's address; the receiver opens the gift link (its
 * random 160-bit token is the only credential) and enters the address, until the first parcel
 * leaves. The order was priced without a remote-area surcharge (the address was unknown): a
 * receiver in 제주 or 도서산간 costs the seller that surcharge, never the receiver or the buyer, and
 * each parcel records what its seller bears (`absorbedSurcharge`), so it is never silent.
 */
const tokenSchema = z
  .string({ error: '선물 링크를 확인해주세요.' })
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{32}$/, '선물 링크를 확인해주세요.');
const OPEN: readonly string[] = ['order_request', 'ready', 'paid', 'delivery_ready'];

async function giftByToken(em: EntityManager, rawToken: string, lock = false): Promise<Order> {
  const giftToken = parseInput(tokenSchema, rawToken, 'giftToken');
  const order = await em.findOne(OrderEntity, { giftToken, isGift: true }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!order) throw NotFound('선물을 찾을 수 없습니다. 선물 링크를 확인해주세요.');
  return order;
}

/** What the gift link shows its receiver. */
export const giftOrder = (em: EntityManager, rawToken: string): Promise<Order> => giftByToken(em, rawToken);

/** Whether the receiver may enter or correct the address now: the order is open and no parcel has shipped. */
export async function giftAddressOpen(em: EntityManager, order: Order): Promise<boolean> {
  if (!OPEN.includes(order.status)) return false;
  return (await em.count(OrderShipmentEntity, { orderId: order.id, trackingNumber: { $ne: null } })) === 0;
}

/** The receiver enters (or corrects) the delivery address, until a parcel of the gift has shipped. */
export async function enterGiftAddress(em: EntityManager, rawToken: string, raw: unknown, rawMemo: string | null | undefined): Promise<Order> {
  const order = await giftByToken(em, rawToken, true);
  const address = parseInput(addressSchema, raw, 'address');
  if (!(await giftAddressOpen(em, order))) {
    const message = '이미 발송되었거나 취소된 선물은 배송지를 바꿀 수 없습니다.';
    throw new AppError('GIFT_ADDRESS_CLOSED', message, { fields: [{ field: 'giftToken', message }] });
  }
  Object.assign(order, { ...address, deliveryMemo: parseInput(memoSchema, rawMemo, 'deliveryMemo') ?? null, updatedAt: new Date() });
  await em.nativeUpdate(OrderShipmentEntity, { orderId: order.id }, { absorbedSurcharge: SURCHARGE[regionOf(address.postcode)] });
  await em.flush();
  return order;
}
