import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An uploaded file attached to something (a review, an inquiry, a meal photo...). */
export const StoredFileEntity = defineEntity({
  name: 'StoredFile',
  tableName: 'files',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    ownerType: p.string().length(30),
    ownerId: p.string().length(40),
    uploaderId: p.bigint('string'),
    fileName: p.string().length(200),
    contentType: p.string().length(60),
    size: p.integer(),
    storageKey: p.string().length(100).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  // The owner is polymorphic (and often another service's row: meals, profiles), so no foreign key.
  indexes: [{ properties: ['ownerType', 'ownerId'] }],
  checks: [{ name: 'files_size_check', expression: '"size" >= 0' }],
});
export type StoredFile = InferEntity<typeof StoredFileEntity>;
