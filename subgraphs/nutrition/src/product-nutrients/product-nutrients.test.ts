import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingQueries, startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { DEMO_PRODUCT_LINES, demoLineOfProduct } from '@shop/kit/demo-catalog.js';
import { nutrition } from '../schema.js';
import { seedProductNutrients } from './product-nutrients.seed.js';

const counter = countingQueries();
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(nutrition, counter.overrides);
  await seedProductNutrients(api.em());
});
afterAll(() => api.close());

const ENTITIES = 'query ($r: [_Any!]!) { _entities(representations: $r) { ... on Product { id nutrientFacts { nutrientCode name amount unit } } } }';
const reps = (n: number) => Array.from({ length: n }, (_, i) => ({ __typename: 'Product', id: String(i + 1) }));

describe('product nutrient facts (nutrition extends Product)', () => {
  it('resolves the label facts of the demo products through federation', async () => {
    const data = await api.ok<{ _entities: { id: string; nutrientFacts: { nutrientCode: string; name: string; amount: number }[] }[] }>(ENTITIES, { r: reps(3) });
    expect(data._entities[2].nutrientFacts.map((f) => f.nutrientCode)).toEqual(demoLineOfProduct(3).nutrients.map(([code]) => code));
    const vitaminD = data._entities[2].nutrientFacts.find((f) => f.nutrientCode === 'vitamin_d');
    expect(vitaminD).toMatchObject({ name: '비타민D', amount: 50 });
  });

  it('loads facts for 5 or 50 products with the same number of SQL statements', async () => {
    counter.reset();
    await api.ok(ENTITIES, { r: reps(5) });
    const small = counter.count();
    counter.reset();
    const fifty = await api.ok<{ _entities: unknown[] }>(ENTITIES, { r: reps(50) });
    expect(fifty._entities).toHaveLength(50);
    expect(counter.count()).toBe(small);
    expect(small).toBe(1);
  });

  it('finds the products that contain a nutrient', async () => {
    const data = await api.ok<{ productIdsWithNutrient: string[] }>('{ productIdsWithNutrient(nutrientCode: "lutein") }');
    const luteinLine = DEMO_PRODUCT_LINES.findIndex((l) => l.nutrients.some(([code]) => code === 'lutein'));
    expect(data.productIdsWithNutrient).toContain(String(luteinLine + 1));
    // The demo products (ids 1..220, seedProductNutrients); other test files add labelled products of their own after them.
    for (const id of data.productIdsWithNutrient.filter((id) => Number(id) <= 220)) expect(demoLineOfProduct(Number(id)).nutrients.some(([code]) => code === 'lutein')).toBe(true);
  });

  it('keeps demo label amounts within the supplement limits of spec section 9', () => {
    const LIMITS: Record<string, number> = { lutein: 30, zeaxanthin: 10, silymarin: 350, coq10: 100, ginsenoside: 80, l_arginine: 5000, collagen: 3270, probiotics: 100 };
    for (const line of DEMO_PRODUCT_LINES) {
      for (const [code, amount] of line.nutrients) if (code in LIMITS) expect(amount, `${line.name} ${code}`).toBeLessThanOrEqual(LIMITS[code]);
    }
  });
});
