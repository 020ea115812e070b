import type { ProductFilterInput, ProductSort } from '../../../gql/graphql';

/**
 * The product filters of the search and category screens, kept in the URL query string so that
 * back/forward and a shared link show the same list: `sort`, `brand` (repeated), `min`, `max`
 * (won), `form` (repeated), `nutrient` (a nutrient code), `soldout=0` (품절 상품 빼기).
 * Other parameters (the spec's `query`/`keyword`) are left as they are.
 */
export interface ShopFilters {
  sort: ProductSort | null;
  brandIds: string[];
  minPrice: number | null;
  maxPrice: number | null;
  formulations: string[];
  nutrient: string | null;
  includeSoldOut: boolean;
}

export const NO_FILTERS: ShopFilters = { sort: null, brandIds: [], minPrice: null, maxPrice: null, formulations: [], nutrient: null, includeSoldOut: true };

export const SORT_OPTIONS: readonly [ProductSort, string][] = [
  ['RELEVANCE', '추천순'],
  ['NEWEST', '최신순'],
  ['PRICE_ASC', '낮은 가격순'],
  ['PRICE_DESC', '높은 가격순'],
  ['POPULAR', '인기순'],
];

/** The price presets of the sheet (won; null = open end). */
export const PRICE_PRESETS: readonly { label: string; min: number | null; max: number | null }[] = [
  { label: '~1만원', min: null, max: 10_000 },
  { label: '1~3만원', min: 10_000, max: 30_000 },
  { label: '3~5만원', min: 30_000, max: 50_000 },
  { label: '5만원~', min: 50_000, max: null },
];

const SORTS = new Set<string>(SORT_OPTIONS.map(([value]) => value));

function wholeWon(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

export function readFilters(params: URLSearchParams): ShopFilters {
  const sort = params.get('sort');
  let minPrice = wholeWon(params.get('min'));
  let maxPrice = wholeWon(params.get('max'));
  // A hand-edited link with the ends swapped still means the range between them.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    sort: sort && SORTS.has(sort) ? (sort as ProductSort) : null,
    brandIds: unique(params.getAll('brand').filter((id) => /^\d+$/.test(id))),
    minPrice,
    maxPrice,
    formulations: unique(params.getAll('form')),
    nutrient: params.get('nutrient') || null,
    includeSoldOut: params.get('soldout') !== '0',
  };
}

/** `params` with the filter parameters replaced by `filters` (the others kept, in their order). */
export function writeFilters(params: URLSearchParams, filters: ShopFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['sort', 'brand', 'min', 'max', 'form', 'nutrient', 'soldout']) next.delete(key);
  if (filters.sort) next.set('sort', filters.sort);
  for (const id of filters.brandIds) next.append('brand', id);
  if (filters.minPrice !== null) next.set('min', String(filters.minPrice));
  if (filters.maxPrice !== null) next.set('max', String(filters.maxPrice));
  for (const form of filters.formulations) next.append('form', form);
  if (filters.nutrient) next.set('nutrient', filters.nutrient);
  if (!filters.includeSoldOut) next.set('soldout', '0');
  return next;
}

/**
 * The GraphQL filter. The nutrient filter arrives as the product ids nutrition found for it
 * (`nutrientProductIds`; the nutrient facts are nutrition's, the product list is commerce's).
 */
export function toFilterInput(filters: ShopFilters, base: ProductFilterInput, nutrientProductIds: string[] | null): ProductFilterInput {
  return {
    ...base,
    ...(filters.brandIds.length ? { brandIds: filters.brandIds } : {}),
    ...(filters.minPrice !== null ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice !== null ? { maxPrice: filters.maxPrice } : {}),
    ...(filters.formulations.length ? { formulations: filters.formulations } : {}),
    ...(filters.nutrient && nutrientProductIds ? { productIds: nutrientProductIds } : {}),
    ...(!filters.includeSoldOut ? { includeSoldOut: false } : {}),
  };
}

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export function priceLabel(min: number | null, max: number | null): string | null {
  const preset = PRICE_PRESETS.find((p) => p.min === min && p.max === max);
  if (preset) return preset.label;
  if (min !== null && max !== null) return `${won(min)}~${won(max)}`;
  if (min !== null) return `${won(min)} 이상`;
  if (max !== null) return `${won(max)} 이하`;
  return null;
}

export interface ActiveChip {
  key: string;
  label: string;
  /** The filters without this one. */
  without: ShopFilters;
}

/** The chosen filters as removable chips above the results (names from the facets when known). */
export function activeChips(filters: ShopFilters, names: { brands: Map<string, string>; formulations: Map<string, string>; nutrients: Map<string, string> }): ActiveChip[] {
  const chips: ActiveChip[] = filters.brandIds.map((id) => ({
    key: `brand-${id}`,
    label: names.brands.get(id) ?? `브랜드 ${id}`,
    without: { ...filters, brandIds: filters.brandIds.filter((b) => b !== id) },
  }));
  const price = priceLabel(filters.minPrice, filters.maxPrice);
  if (price) chips.push({ key: 'price', label: price, without: { ...filters, minPrice: null, maxPrice: null } });
  for (const form of filters.formulations) {
    chips.push({ key: `form-${form}`, label: names.formulations.get(form) ?? form, without: { ...filters, formulations: filters.formulations.filter((f) => f !== form) } });
  }
  if (filters.nutrient) chips.push({ key: 'nutrient', label: names.nutrients.get(filters.nutrient) ?? filters.nutrient, without: { ...filters, nutrient: null } });
  if (!filters.includeSoldOut) chips.push({ key: 'soldout', label: '품절 제외', without: { ...filters, includeSoldOut: true } });
  return chips;
}
