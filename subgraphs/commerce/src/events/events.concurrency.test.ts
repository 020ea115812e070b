import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { EventSurveyAnswerEntity } from './event.entities.js';
import { createTestEvent } from './events.testing.js';

/** One survey answer per event and member, with 20 answers at once on their own connections. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

describe('event survey', () => {
  it(`${RACERS} concurrent answers of one member keep one; the others are a CONFLICT naming eventCode`, async () => {
    const me = testIdentity();
    const { code: eventCode } = await createTestEvent(api.em());
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        api.exec('mutation ($e: String!, $a: JSONObject!) { answerEventSurvey(eventCode: $e, answers: $a) { id } }', { e: eventCode, a: { q1: '네', q2: `답${i}` } }, me),
      ),
    );
    const message = '이미 참여한 설문입니다. 답변을 수정해주세요.';
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    const refused = answers.filter((a) => a.errors);
    expect(refused).toHaveLength(RACERS - 1);
    for (const answer of refused) expect(answer.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'eventCode', message }] });
    expect(await api.em().count(EventSurveyAnswerEntity, { eventCode, userId: me.userId })).toBe(1);
  });
});
