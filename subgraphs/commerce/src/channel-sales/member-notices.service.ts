import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueue, idSchema, parseInput, z } from '@shop/kit';
import { messageSender } from '../adapters/sms/index.js';

/**
 * Text messages partners asks commerce to send to members (a group-buying event opened for those
 * who asked to be told): phones are commerce's, and so is the SMS adapter (the sandbox in
 * development and tests). Each member's message is its own outbox item after the commit, sent
 * once per (notice key, member) whatever is asked twice; a member who left or has no phone gets none.
 */
export const MEMBER_NOTICE = 'sms.member-notice';

const noticeSchema = z.object({
  userIds: z.array(idSchema('회원')).min(1).max(5000),
  text: z.string().trim().min(1).max(500),
  /** Names the notice (e.g. `cooperate-open:12`): one message per member and key. */
  key: z.string().regex(/^[A-Za-z0-9:_-]{1,80}$/),
});

/** Queues the messages; returns how many members will get one. */
export async function queueMemberNotices(em: EntityManager, raw: unknown): Promise<number> {
  const input = parseInput(noticeSchema, raw);
  const ids = [...new Set(input.userIds)];
  const members = await em.execute<{ id: string; phone: string }[]>(
    `select id::text, phone from commerce.users where id in (${ids.map(() => '?').join(', ')}) and left_at is null and phone is not null`,
    ids,
  );
  let queued = 0;
  for (const member of members) {
    if (await enqueue(em, MEMBER_NOTICE, { phone: member.phone, text: input.text }, { dedupeKey: `${MEMBER_NOTICE}:${input.key}:${member.id}` })) queued += 1;
  }
  return queued;
}

/** The outbox handler: one message through the configured sender. */
export async function sendMemberNotice(_em: EntityManager, { phone, text }: { phone: string; text: string }): Promise<void> {
  await messageSender().send({ phone, channel: 'sms', text });
}
