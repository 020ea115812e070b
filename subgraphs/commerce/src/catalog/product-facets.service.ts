import type { EntityManager } from '@mikro-orm/postgresql';
import { SEARCH_RESULT_CAP } from '@shop/kit';
import { FORMULATIONS } from './catalog.entities.js';
import { productConditions, whereOf, type FilterDimension } from './catalog.service.js';

/** The shop's Korean names of the formulations (the filter chips and the product page say these). */
export const FORMULATION_LABELS: Record<(typeof FORMULATIONS)[number], string> = {
  pill: '정제·캡슐',
  powder: '분말',
  jelly: '젤리',
  chewable: '츄어블',
  liquid: '액상',
};

export interface ProductFacets {
  brands: { id: string; name: string; count: number }[];
  formulations: { value: string; label: string; count: number }[];
  price: { min: number; max: number } | null;
  /** More products matched than FACET_SAMPLE: the facets describe the most popular FACET_SAMPLE of them. */
  sampled: boolean;
}

/**
 * Facets count at most SEARCH_RESULT_CAP (1,000) matching products, so a common term in a
 * million-row catalog costs about what a rare one does (docs/decisions/catalog-and-search.md).
 * Beyond that they describe a sample (the first 1,000 the search indexes give, in no particular
 * order) and say so (`sampled`). Measured at 1M products: the brand facet of '비타민' (333k
 * matches) took 661 ms over every match.
 */
export const FACET_SAMPLE = SEARCH_RESULT_CAP;

/**
 * What a filter panel offers for a search or list: the brands and formulations of its results with
 * how many products each has, and the price range. Each facet ignores its own filter (brands are
 * counted as if no brand were chosen, so a shopper can add a second brand), and keeps every other.
 */
export async function productFacets(em: EntityManager, query: string | null | undefined, filter: unknown): Promise<ProductFacets> {
  const conditions = await productConditions(em, query, filter);
  if (!conditions) return { brands: [], formulations: [], price: null, sampled: false };
  // The products a facet looks at: the first FACET_SAMPLE matches the search indexes give (no
  // order, so PostgreSQL stops there), every match when there are no more. One more row is read
  // only to tell whether more matched.
  const sample = (omit: FilterDimension) => {
    const where = whereOf(conditions, omit);
    return {
      sql: `with found as materialized (select p.brand_id, p.formulation, p.sale_price, row_number() over () as n from commerce.products p where ${where.sql} limit ${FACET_SAMPLE + 1}),
                 matched as (select count(*) as n from found),
                 sample as (select * from found where n <= ${FACET_SAMPLE})`,
      params: where.params,
    };
  };
  const brandSample = sample('brand');
  const formulationSample = sample('formulation');
  const priceSample = sample('price');
  const [brands, formulations, [price]] = await Promise.all([
    em.execute<{ id: string; name: string; count: string; matched: string }[]>(
      `${brandSample.sql}
       select b.id, b.name, count(*) as count, (select n from matched) as matched from sample s join commerce.brands b on b.id = s.brand_id
        group by b.id, b.name order by count(*) desc, b.name asc`,
      brandSample.params,
    ),
    em.execute<{ value: string; count: string }[]>(
      `${formulationSample.sql}
       select s.formulation as value, count(*) as count from sample s group by s.formulation order by count(*) desc, s.formulation asc`,
      formulationSample.params,
    ),
    em.execute<{ min: number | null; max: number | null }[]>(`${priceSample.sql} select min(s.sale_price) as min, max(s.sale_price) as max from sample s`, priceSample.params),
  ]);
  const sampled = brands.some((b) => Number(b.matched) > FACET_SAMPLE);
  return {
    brands: brands.map((b) => ({ id: String(b.id), name: b.name, count: Number(b.count) })),
    formulations: formulations.map((f) => ({ value: f.value, label: FORMULATION_LABELS[f.value as keyof typeof FORMULATION_LABELS] ?? f.value, count: Number(f.count) })),
    price: price?.min == null || price.max == null ? null : { min: Number(price.min), max: Number(price.max) },
    sampled,
  };
}
