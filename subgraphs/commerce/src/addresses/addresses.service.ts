import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, NotFound, assertOwner, displayName, lockKey, parseInput, z, type Identity } from '@shop/kit';
import { address1Schema, address2Schema, contactPhoneSchema, postcodeSchema, recipientSchema } from './address-rules.js';
import { AddressEntity, type Address } from './address.entity.js';

/** Addresses a user keeps at most. */
export const MAX_ADDRESSES = 20;

export interface AddressInput {
  label?: string | null;
  recipient: string;
  phone: string;
  postcode: string;
  address1: string;
  address2?: string | null;
  isDefault?: boolean | null;
}

const addressSchema = z.object({
  label: displayName('배송지 이름', { min: 1, max: 20 })
    .nullish()
    .transform((v) => v || '배송지'),
  recipient: recipientSchema,
  phone: contactPhoneSchema,
  postcode: postcodeSchema,
  address1: address1Schema,
  // The address book keeps an empty detail as ''.
  address2: address2Schema.transform((v) => v ?? ''),
  isDefault: z.boolean().nullish(),
});
const partnerSchema = displayName('제휴처 이름', { min: 1, max: 60 });

/**
 * One user's address-book changes take turns on a lock held until the transaction ends, so the
 * count (20 at most) and the default (exactly one while any exist) are read after it; the partial
 * unique index on the default is the database's backstop.
 */
const lockBook = (em: EntityManager, userId: string) => lockKey(em, `commerce:addresses:${userId}`);

const clearDefault = (em: EntityManager, userId: string) => em.nativeUpdate(AddressEntity, { userId, isDefault: true }, { isDefault: false });

/** The caller's addresses: the default first, then the newest. */
export function listAddresses(em: EntityManager, identity: Identity): Promise<Address[]> {
  return em.find(AddressEntity, { userId: identity.userId }, { orderBy: { isDefault: 'desc', createdAt: 'desc', id: 'desc' } });
}

/**
 * Adds an address (`sourceName`: taken from a partner farm/store). The first address becomes the
 * default; `isDefault` makes a later one the default in place of the old.
 */
export async function createAddress(em: EntityManager, identity: Identity, input: AddressInput, sourceName?: string): Promise<Address> {
  const fields = parseInput(addressSchema, input);
  const partner = sourceName === undefined ? null : parseInput(partnerSchema, sourceName, 'sourceName');
  await lockBook(em, identity.userId);
  const count = await em.count(AddressEntity, { userId: identity.userId });
  if (count >= MAX_ADDRESSES) throw new AppError('ADDRESS_LIMIT', `배송지는 최대 ${MAX_ADDRESSES}개까지 저장할 수 있습니다.`);
  const isDefault = count === 0 || fields.isDefault === true;
  if (isDefault) await clearDefault(em, identity.userId);
  const address = em.create(AddressEntity, {
    ...fields,
    userId: identity.userId,
    isDefault,
    source: partner ? 'partner' : 'manual',
    sourceName: partner,
  });
  await em.flush();
  return address;
}

async function ownAddress(em: EntityManager, identity: Identity, id: string): Promise<Address> {
  const address = await em.findOne(AddressEntity, { id });
  if (!address) throw NotFound('배송지를 찾을 수 없습니다.');
  assertOwner({ identity }, address.userId);
  return address;
}

/**
 * Edits an address. `isDefault: true` makes it the default; the default stops being one only when
 * another becomes the default (a book with addresses always has one).
 */
export async function editAddress(em: EntityManager, identity: Identity, id: string, input: AddressInput): Promise<Address> {
  const address = await ownAddress(em, identity, id);
  const fields = parseInput(addressSchema, input);
  await lockBook(em, address.userId);
  if (!(await em.refresh(address))) throw NotFound('배송지를 찾을 수 없습니다.');
  if (fields.isDefault === false && address.isDefault) {
    throw BadInput([{ field: 'isDefault', message: '기본 배송지는 다른 배송지를 기본으로 지정하면 바뀝니다.' }]);
  }
  if (fields.isDefault === true && !address.isDefault) await clearDefault(em, address.userId);
  const { isDefault, ...rest } = fields;
  em.assign(address, { ...rest, isDefault: address.isDefault || isDefault === true });
  await em.flush();
  return address;
}

/** Deletes an address; deleting the default makes the newest remaining one the default. */
export async function deleteAddress(em: EntityManager, identity: Identity, id: string): Promise<void> {
  const address = await ownAddress(em, identity, id);
  await lockBook(em, address.userId);
  // Whether it was the default is read by the delete itself, after the lock.
  const [deleted] = await em.execute<{ is_default: boolean }[]>('delete from "commerce"."addresses" where "id" = ? returning "is_default"', [address.id]);
  if (!deleted) throw NotFound('배송지를 찾을 수 없습니다.');
  if (!deleted.is_default) return;
  const [newest] = await em.find(AddressEntity, { userId: address.userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1 });
  if (newest) await em.nativeUpdate(AddressEntity, { id: newest.id }, { isDefault: true });
}
