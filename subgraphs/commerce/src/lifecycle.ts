import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue, type Lifecycle, type OutboxHandlers } from '@shop/kit';
import { fileStorage } from '@shop/kit/file-storage/index.js';
import { anonymiseUsage } from './usage-log/usage-log.service.js';
import { removeReviewsOfUser } from './reviews/reviews.service.js';
import { expireAllOf } from './points/points.service.js';
import { endBillingOf } from './billing/billing.service.js';
import { cancelSubscriptionsOf } from './subscriptions/subscriptions.service.js';

/**
 * What commerce does when a person goes: the one place that says it.
 * - Leaving (`userDeleted`): the account row stays anonymised (account.service `leave`: no login
 *   id, phone, e-mail, social id or password; nickname replaced) because orders, payments and
 *   complaints must be kept (spec "Retention": payment and contract records 5 years, complaint
 *   records 3 years). What only served the person goes: search history, favorites, compare list,
 *   recently viewed, cart lines and delivery addresses (orders keep their own address snapshot),
 *   the coupon wallet (orders keep their own discount), the terms consents and their history,
 *   push tokens and push settings, notifications, survey answers, uploaded files
 *   (meal/body/profile photos included) and idempotency keys. One-to-one inquiries, event inquiries and product
 *   questions are complaint and public records: they stay, attached to the anonymised account.
 *   Usage-log entries stay for statistics without the account (`created_by` becomes null).
 *   Reviews go with their photos (the photos are the member's uploads) and the product's rating
 *   summary loses them; the member's 도움돼요 marks stop counting (docs/decisions/reviews.md).
 *   Points expire (spec section 9): every live lot closes with an `expire` entry; the ledger stays
 *   with the anonymised account like the orders it paid.
 *   Subscriptions end (cancelled rows stay with the orders they made); registered cards are
 *   deleted and their billing keys deleted at the gateway after the commit (outbox); the billing
 *   certification goes.
 * - A family profile removed (`profileDeleted`): its photos (meal and body records, the profile
 *   picture), which nutrition lists in the event.
 * Stored objects are removed after the commit (outbox `file.remove`), so a rolled-back change never
 * loses a file that is still referenced.
 */
const OWN_ROWS = [
  'search_history',
  'favorites',
  'compare_items',
  'product_views',
  'device_tokens',
  'notification_settings',
  'notifications',
  'event_survey_answers',
  'kit_idempotency_keys',
  'cart_lines',
  'addresses',
  'user_coupons',
  'terms_consents',
  'terms_consent_history',
];

export const FILE_REMOVE = 'file.remove';

async function removeFiles(em: EntityManager, rows: { storage_key: string }[]): Promise<void> {
  for (const { storage_key } of rows) await enqueue(em, FILE_REMOVE, { storageKey: storage_key });
}

export const commerceLifecycle: Required<Lifecycle> = {
  async userDeleted(em, { userId }) {
    for (const table of OWN_ROWS) await em.execute(`delete from commerce.${table} where user_id = ?`, [userId]);
    await anonymiseUsage(em, userId);
    await expireAllOf(em, userId);
    await cancelSubscriptionsOf(em, userId);
    await endBillingOf(em, userId);
    await removeReviewsOfUser(em, userId);
    await removeFiles(em, await em.execute<{ storage_key: string }[]>('delete from commerce.files where uploader_id = ? returning storage_key', [userId]));
  },

  async profileDeleted(em, { attachments }) {
    for (const { ownerType, ownerId } of attachments ?? []) {
      await removeFiles(em, await em.execute<{ storage_key: string }[]>('delete from commerce.files where owner_type = ? and owner_id = ? returning storage_key', [ownerType, ownerId]));
    }
  },
};

export const filesOutbox: OutboxHandlers = {
  [FILE_REMOVE]: async (_em, { storageKey }: { storageKey: string }) => {
    await fileStorage().remove(storageKey);
  },
};
