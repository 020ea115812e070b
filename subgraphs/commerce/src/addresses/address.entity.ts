import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserEntity } from '../users/user.entity.js';

export const ADDRESS_SOURCES = ['manual', 'partner'] as const;

/**
 * A delivery address of a user's address book. At most one default per user (partial unique
 * index); at most 20 per user (addresses.service.ts, under the user's lock). `source` says where it
 * came from: typed in (`manual`) or taken from a partner farm/store (`partner`, with its name).
 */
export const AddressEntity = defineEntity({
  name: 'Address',
  tableName: 'addresses',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    userId: () => p.manyToOne(UserEntity).mapToPk().joinColumn('user_id').deleteRule('cascade').index(),
    label: p.string().length(20),
    recipient: p.string().length(20),
    phone: p.string().length(11),
    postcode: p.string().length(5),
    address1: p.string().length(200),
    address2: p.string().length(200).default(''),
    isDefault: p.boolean().default(false),
    source: p.string().length(10).default('manual'),
    sourceName: p.string().length(60).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'addresses_one_default_unique', properties: ['userId'], where: '"is_default"' }],
  checks: [
    { name: 'addresses_postcode_check', expression: `"postcode" ~ '^[0-9]{5}$'` },
    { name: 'addresses_phone_check', expression: `"phone" ~ '^0[0-9]{8,10}$'` },
    { name: 'addresses_source_check', expression: `"source" in ('manual', 'partner') and ("source" = 'partner') = ("source_name" is not null)` },
  ],
});
export type Address = InferEntity<typeof AddressEntity>;
