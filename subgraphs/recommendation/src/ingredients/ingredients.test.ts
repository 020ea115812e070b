import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { recommendation } from '../schema.js';
import { nutrientFacts } from './ingredients.service.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(recommendation);
});
afterAll(() => api.close());

describe('a nutrient’s MFDS facts', () => {
  it('show each approved claim once, however its sources spaced it (루테인: 눈 건강 / 눈건강)', async () => {
    const facts = await nutrientFacts(api.em());
    for (const [code, fact] of facts) {
      for (const list of [fact.claims, fact.cautions]) {
        const keys = list.map((text) => text.replace(/\s+/g, ''));
        expect(new Set(keys).size, `${code}: ${JSON.stringify(list)}`).toBe(keys.length);
      }
    }
    const lutein = [...facts.values()].find((fact) => fact.claims.some((claim) => claim.includes('황반색소밀도')))!;
    expect(lutein.claims.filter((claim) => claim.includes('황반색소밀도'))).toEqual(['노화로 인해 감소될 수 있는 황반색소밀도를 유지하여 눈 건강에 도움을 줄 수 있음']);
  });
});
