import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { DEMO_CS_ENTRIES, seedCsEntries } from './cs-entries.seed.js';
import { CsEntryEntity } from './inquiry.entities.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

describe('demo customer-service entries', () => {
  it('are seeded once however often the seed runs, and the 고객센터 lists them by kind', async () => {
    await seedCsEntries(api.em());
    await seedCsEntries(api.em());
    for (const entry of DEMO_CS_ENTRIES) expect(await api.em().count(CsEntryEntity, { kind: entry.kind, title: entry.title }), entry.title).toBe(1);
    const { csEntries } = await api.ok<{ csEntries: { title: string }[] }>('{ csEntries(kind: "faq") { title } }');
    const faqTitles = DEMO_CS_ENTRIES.filter((e) => e.kind === 'faq').map((e) => e.title);
    expect(csEntries.map((e) => e.title)).toEqual(expect.arrayContaining(faqTitles));
  });
});
