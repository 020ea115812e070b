import { DEMO_PRODUCT_LINES } from '@shop/kit/demo-catalog.js';
import { searchKeys } from '@shop/kit';
import type pg from 'pg';

/**
 * A large generated catalog for the search benchmark (`npm run bench -- --size 1000000`):
 * Korean product names built like the demo catalog's (brand, product line, series word,
 * strength, count) from a fixed seed, so every machine measures the same rows. Added after the
 * demo catalog (its brands and categories must exist), with the search keys the shop computes
 * (kit korean-search.ts) and a popularity drawn from a long tail, as real shops have.
 */
const SERIES = ['', '', '', '프리미엄', '골드', '플러스', '맥스', '데일리', '365', '네이처', '퓨어', '키즈', '우먼', '맨', '시니어', '액티브', '에센셜', '더블', '하이', '오리지널'];
const COUNTS = ['30정', '60정', '90정', '120정', '180정', '30포', '60포', '14병', '30병', '500g', '1kg', '60캡슐', '120캡슐'];
const PACKS = ['', '', '1개', '2개 세트', '3개월분', '6개월분', '선물세트', '기획팩'];

/** mulberry32: small, fast, and the same sequence everywhere. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedCatalog {
  products: number;
  seconds: number;
}

/** Adds `size` generated products (ids after the existing ones) in batches of 10,000 rows. */
export async function addLargeCatalog(client: pg.Client, size: number, seed = 20261125): Promise<GeneratedCatalog> {
  const started = Date.now();
  const brands = (await client.query<{ id: string; name: string }>('select id, name from commerce.brands order by id')).rows;
  const categories = new Map((await client.query<{ id: string; name: string }>("select id, name from commerce.categories where kind = 'mall'")).rows.map((r) => [r.name, r.id]));
  if (!brands.length || !categories.size) throw new Error('large catalog: the demo catalog (brands, categories) must be seeded first');
  const next = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const batch = 10_000;
  const base = Date.UTC(2025, 0, 1);
  for (let done = 0; done < size; done += batch) {
    const columns = {
      name: [] as string[],
      brand: [] as string[],
      category: [] as string[],
      price: [] as number[],
      formulation: [] as string[],
      keywords: [] as string[],
      searchName: [] as string[],
      text: [] as string[],
      choseong: [] as string[],
      bigrams: [] as string[],
      popularity: [] as number[],
      created: [] as string[],
    };
    for (let i = done; i < Math.min(size, done + batch); i++) {
      const line = pick(DEMO_PRODUCT_LINES);
      const brand = pick(brands);
      const name = [brand.name, pick(SERIES), line.name, pick(line.variants.concat(COUNTS)), pick(PACKS)].filter(Boolean).join(' ').slice(0, 120);
      const keys = searchKeys([name, brand.name, line.category, line.keywords]);
      columns.name.push(name);
      columns.brand.push(brand.id);
      columns.category.push(categories.get(line.category) ?? [...categories.values()][0]);
      columns.price.push(Math.round((line.price * (0.6 + next())) / 100) * 100);
      columns.formulation.push(line.formulation);
      columns.keywords.push(line.keywords);
      columns.searchName.push(keys.searchName);
      columns.text.push(keys.searchText);
      columns.choseong.push(keys.searchChoseong);
      // A Postgres array literal per row: unnest() of a text[][] would flatten the rows' arrays.
      columns.bigrams.push(`{${keys.searchBigrams.map((g) => `"${g.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`);
      // Long tail: most products are rarely viewed, a few very often.
      columns.popularity.push(Math.floor(next() ** 4 * 100_000));
      columns.created.push(new Date(base + Math.floor(next() * 700 * 86_400_000)).toISOString());
    }
    await client.query(
      `insert into commerce.products (name, brand_id, category_id, seller_id, price, sale_price, formulation, status, image_url, description, keywords,
                                      search_name, search_text, search_choseong, search_bigrams, popularity, created_at)
       select name, brand, category, 1, price, price, formulation, 'on_sale', '', null, keywords, search_name, text, choseong, bigrams::text[], popularity, created
         from unnest($1::text[], $2::bigint[], $3::bigint[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::int[], $11::timestamptz[], $12::text[])
           as g(name, brand, category, price, formulation, keywords, text, choseong, bigrams, popularity, created, search_name)`,
      [
        columns.name,
        columns.brand,
        columns.category,
        columns.price,
        columns.formulation,
        columns.keywords,
        columns.text,
        columns.choseong,
        columns.bigrams,
        columns.popularity,
        columns.created,
        columns.searchName,
      ],
    );
  }
  // The GIN indexes' pending lists and the planner's statistics, as a running shop's autovacuum keeps them.
  await client.query('vacuum analyze commerce.products');
  return { products: size, seconds: (Date.now() - started) / 1000 };
}
