import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { constraintError } from '@shop/kit';
import { recommendation } from '../schema.js';
import { AGE_BANDS } from '../questionnaire/age-bands.js';
import { RecommendationResultEntity } from './result.entity.js';

/**
 * The results' CHECKs, written through the ORM (submitRecommendation never writes a row that breaks
 * them) and mapped with the kit's constraintError as a mutation's error would be.
 */
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(recommendation);
});
afterAll(() => api.close());

const store = async (ageBand: string, answers: unknown) => {
  const em = api.em();
  em.create(RecommendationResultEntity, { userId: testIdentity().userId, profileId: null, ageBand, answers: answers as Record<string, unknown> });
  return em.flush().then(
    () => null,
    (error: unknown) => error,
  );
};

describe('questionnaire results', () => {
  it('take every age band of the questionnaire, and answers as an object', async () => {
    for (const band of AGE_BANDS) expect(await store(band.code, { q1: 'yes' })).toBeNull();
  });

  it('refuse an unknown age band, naming ageBand', async () => {
    expect(constraintError(await store('elderly', { q1: 'yes' }))).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'ageBand', message: '연령대를 확인해주세요.' }] } });
  });

  it('refuse answers that are not an object, naming answers', async () => {
    expect(constraintError(await store('adult', ['yes']))).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'answers' }] } });
  });
});
