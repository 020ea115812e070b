/** Test factory: an event of the test's own (no demo seed needed), running now unless told otherwise. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { unique } from '@shop/kit/testing.js';
import { EventEntity, type Event, type EventQuestion } from './event.entities.js';

const HOUR = 3_600_000;

/** Two questions: `q1` one of 예/아니오 (required), `q2` free text (optional). */
export const TEST_QUESTIONS: EventQuestion[] = [
  { code: 'q1', label: '참여하시겠어요?', kind: 'single', options: ['네', '아니오'], required: true },
  { code: 'q2', label: '하고 싶은 말', kind: 'text', options: [], required: false },
];

export async function createTestEvent(em: EntityManager, overrides: Partial<Pick<Event, 'code' | 'title' | 'startsAt' | 'endsAt' | 'questions'>> = {}): Promise<Event> {
  const now = Date.now();
  const event = em.create(EventEntity, {
    code: unique('ev').slice(0, 40),
    title: '테스트 이벤트',
    summary: '테스트 이벤트 요약',
    body: '테스트 이벤트 본문',
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + 24 * HOUR),
    questions: TEST_QUESTIONS,
    ...overrides,
  });
  await em.flush();
  return event;
}
