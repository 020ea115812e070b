import { performance } from 'node:perf_hooks';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormOptions } from '@shop/kit';
import { databaseOptions as commerceDatabase } from '../../subgraphs/commerce/src/database.js';
import { databaseOptions as nutritionDatabase } from '../../subgraphs/nutrition/src/database.js';
import { findProducts } from '../../subgraphs/commerce/src/catalog/catalog.service.js';
import { searchFoods } from '../../subgraphs/nutrition/src/foods/foods.service.js';
import { addLargeCatalog } from './large-catalog.js';

/**
 * The search benchmark (issue 17): the services' own search functions (kit search-page.ts) timed
 * against PostgreSQL: the SQL statements of a first page of 20 and loading those rows, without
 * HTTP. Foods: the 7,800 reference foods. Products: the demo catalog grown to each `--size` with
 * generated products (scripts/lib/large-catalog.ts, a fixed seed).
 */
export interface SearchTerm {
  kind: string;
  term: string;
}

export const FOOD_TERMS: SearchTerm[] = [
  { kind: 'rare', term: '닭갈비' },
  { kind: 'common', term: '커피' },
  { kind: 'common, one consonant', term: 'ㄱ' },
  { kind: 'two-syllable', term: '김밥' },
  { kind: 'three-syllable, split', term: '현미밥' },
  { kind: 'initial consonants', term: 'ㄱㅊㅉㄱ' },
  { kind: 'unknown', term: '없는음식이름' },
];

export const PRODUCT_TERMS: SearchTerm[] = [
  { kind: 'rare', term: '쥬니어랩 시니어 밀크씨슬' },
  { kind: 'common', term: '비타민' },
  { kind: 'common', term: '유산균' },
  { kind: 'two-syllable', term: '유산' },
  { kind: 'two-syllable', term: '홍삼' },
  { kind: 'initial consonants', term: 'ㅂㅌㅁ' },
  { kind: 'brand and line', term: '종근당건강 루테인' },
  { kind: 'unknown', term: '없는상품이름' },
];

const WARMUP = 10;
const ITERATIONS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(run: () => Promise<{ total: number; totalCapped?: boolean }>): Promise<{ p50: number; p95: number; max: number; total: string }> {
  let answer = await run();
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    answer = await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1], total: `${answer.total.toLocaleString('en-US')}${answer.totalCapped ? '+' : ''}` };
}

const ms = (value: number) => value.toFixed(2);

export async function benchFoodSearch(databaseUrl: string): Promise<string> {
  const orm = await MikroORM.init(ormOptions({ ...nutritionDatabase, url: databaseUrl }));
  try {
    const foods = await orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from nutrition.foods');
    const rows = [
      `Foods: ${Number(foods[0].n).toLocaleString('en-US')} rows, ${ITERATIONS} runs per term (first page of 20).`,
      '',
      '| term | kind | matches | p50 ms | p95 ms | max ms |',
      '|---|---|---|---|---|---|',
    ];
    for (const { kind, term } of FOOD_TERMS) {
      const t = await time(() => searchFoods(orm.em.fork(), null, { query: term, kind: null, offset: 0, limit: 20 }));
      rows.push(`| ${term} | ${kind} | ${t.total} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.max)} |`);
    }
    return rows.join('\n');
  } finally {
    await orm.close();
  }
}

/** Grows the catalog to each size in turn (ascending) and measures the product terms at each. */
export async function benchProductSearch(databaseUrl: string, sizes: number[]): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const orm = await MikroORM.init(ormOptions({ ...commerceDatabase, url: databaseUrl }));
  const sections: string[] = [];
  try {
    for (const size of [...sizes].sort((a, b) => a - b)) {
      const existing = Number((await client.query<{ n: string }>('select count(*) as n from commerce.products')).rows[0].n);
      const generated = size > existing ? await addLargeCatalog(client, size - existing, size) : null;
      const rows = [
        `Products: ${size.toLocaleString('en-US')} rows${generated ? ` (${generated.products.toLocaleString('en-US')} generated in ${generated.seconds.toFixed(0)} s)` : ''}, ${ITERATIONS} runs per term (first page of 20, relevance).`,
        '',
        '| term | kind | matches | p50 ms | p95 ms | max ms |',
        '|---|---|---|---|---|---|',
      ];
      for (const { kind, term } of PRODUCT_TERMS) {
        const t = await time(() => findProducts(orm.em.fork(), { query: term, offset: 0, limit: 20 }));
        rows.push(`| ${term} | ${kind} | ${t.total} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.max)} |`);
      }
      sections.push(rows.join('\n'));
    }
    return sections.join('\n\n');
  } finally {
    await orm.close();
    await client.end();
  }
}
