import type { EntityManager } from '@mikro-orm/postgresql';
import { OutgoingNotificationEntity, type OutgoingNotification } from './outbox.entity.js';

/** Push categories nutrition sends (spec section 9; commerce owns the full list). */
export type NutritionNotificationCategory = 'intake_reminder' | 'food_approval' | 'ingredient_approval' | 'supplement_approval' | 'cheering';

/**
 * Queues a notification for a user. It is persisted with the caller's unit of work (call before
 * the caller's flush, or inside its transaction), so a change and its notification commit together;
 * the outbox job delivers it to commerce.
 */
export function enqueueNotification(
  em: EntityManager,
  userId: string,
  category: NutritionNotificationCategory,
  title: string,
  body: string,
  link: string | null = null,
): OutgoingNotification {
  return em.create(OutgoingNotificationEntity, { userId, category, title, body, link });
}
