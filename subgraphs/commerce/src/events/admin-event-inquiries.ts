import type { EntityManager } from '@mikro-orm/postgresql';
import type { Page } from '@shop/kit';
import { EventInquiryEntity, type EventInquiry } from './event.entities.js';

/** The admin's list of every member's event inquiries, newest first, optionally only unanswered ones. */
export async function adminEventInquiries(em: EntityManager, unansweredOnly: boolean, page: { offset: number; limit: number }): Promise<Page<EventInquiry>> {
  const [items, total] = await em.findAndCount(EventInquiryEntity, unansweredOnly ? { answeredAt: null } : {}, { orderBy: { id: 'desc' }, ...page });
  return { items, total };
}
