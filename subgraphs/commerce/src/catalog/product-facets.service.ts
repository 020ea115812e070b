import type { EntityManager } from '@mikro-orm/postgresql';
import { FORMULATIONS } from './catalog.entities.js';
import { productConditions, whereOf } from './catalog.service.js';

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
}

/**
 * What a filter panel offers for a search or list: the brands and formulations of its results with
 * how many products each has, and the price range. Each facet ignores its own filter (brands are
 * counted as if no brand were chosen, so a shopper can add a second brand), and keeps every other.
 */
export async function productFacets(em: EntityManager, query: string | null | undefined, filter: unknown): Promise<ProductFacets> {
  const conditions = await productConditions(em, query, filter);
  if (!conditions) return { brands: [], formulations: [], price: null };
  const brandWhere = whereOf(conditions, 'brand');
  const formulationWhere = whereOf(conditions, 'formulation');
  const priceWhere = whereOf(conditions, 'price');
  const [brands, formulations, [price]] = await Promise.all([
    em.execute<{ id: string; name: string; count: string }[]>(
      `select b.id, b.name, count(*) as count from commerce.products p join commerce.brands b on b.id = p.brand_id
        where ${brandWhere.sql} group by b.id, b.name order by count(*) desc, b.name asc`,
      brandWhere.params,
    ),
    em.execute<{ value: string; count: string }[]>(
      `select p.formulation as value, count(*) as count from commerce.products p
        where ${formulationWhere.sql} group by p.formulation order by count(*) desc, p.formulation asc`,
      formulationWhere.params,
    ),
    em.execute<{ min: number | null; max: number | null }[]>(`select min(p.sale_price) as min, max(p.sale_price) as max from commerce.products p where ${priceWhere.sql}`, priceWhere.params),
  ]);
  return {
    brands: brands.map((b) => ({ id: String(b.id), name: b.name, count: Number(b.count) })),
    formulations: formulations.map((f) => ({ value: f.value, label: FORMULATION_LABELS[f.value as keyof typeof FORMULATION_LABELS] ?? f.value, count: Number(f.count) })),
    price: price?.min == null || price.max == null ? null : { min: Number(price.min), max: Number(price.max) },
  };
}
