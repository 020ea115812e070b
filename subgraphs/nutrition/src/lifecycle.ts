import type { EntityManager } from '@mikro-orm/postgresql';
import type { Lifecycle, LifecycleEvents } from '@shop/kit';
import { NOTIFICATION_TOPIC } from './outbox/outbox.service.js';

/**
 * What nutrition does when a person goes: the one place that says it.
 * - A profile goes with everything recorded for it: the foreign keys from every record table to
 *   `profiles` cascade (life stage, food and body records, regimens with intakes and delivered
 *   reminders, scores), so deleting the profile row removes them in the same statement.
 * - An account goes with all its profiles (as above), its recipes, its health-app links, its
 *   queued notifications and idempotency keys. Foods and supplements it submitted: approved ones
 *   are shared catalog entries others may have logged, so they stay with the submitter removed;
 *   pending or rejected ones are the member's own and go.
 */
export const nutritionLifecycle: Required<Lifecycle> = {
  async profileDeleted(em, { profileId }) {
    await em.execute('delete from nutrition.profiles where id = ?', [profileId]);
  },

  async userDeleted(em, { userId }) {
    await em.execute('delete from nutrition.profiles where user_id = ?', [userId]);
    await em.execute('delete from nutrition.recipes where user_id = ?', [userId]);
    for (const table of ['foods', 'supplements']) {
      await em.execute(`update nutrition.${table} set submitted_by = null where submitted_by = ? and status = 'approved'`, [userId]);
      await em.execute(`delete from nutrition.${table} where submitted_by = ? and status <> 'approved'`, [userId]);
    }
    await em.execute('delete from nutrition.interlocks where user_id = ?', [userId]);
    await em.execute(`delete from nutrition.kit_outbox where topic = ? and status <> 'done' and payload->>'userId' = ?`, [NOTIFICATION_TOPIC, userId]);
    await em.execute('delete from nutrition.kit_idempotency_keys where user_id = ?', [userId]);
  },
};

/**
 * What a profile's files hang on, for commerce: the web attaches meal and body photos to the
 * profile (`meal`/`body` + profile id); records' own ids are listed too for files attached to them.
 */
export async function profileAttachments(em: EntityManager, profileId: string): Promise<LifecycleEvents['profileDeleted']['attachments']> {
  const rows = await em.execute<{ owner_type: string; owner_id: string }[]>(
    `select 'meal' as owner_type, id::text as owner_id from nutrition.food_records where profile_id = ?
     union all select 'body', id::text from nutrition.body_records where profile_id = ?
     union all select unnest(array['meal', 'body', 'profile']), ?::text`,
    [profileId, profileId, profileId],
  );
  return rows.map((r) => ({ ownerType: r.owner_type, ownerId: r.owner_id }));
}
