import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { FilterNutrientsDocument, ProductFacetsDocument, ProductIdsWithNutrientDocument, type ProductFilterInput, type ProductSort } from '../../../gql/graphql';
import { Button, Chip, Select } from '../../../ui';
import { FilterSheet, type NutrientOption } from './FilterSheet';
import { NO_FILTERS, SORT_OPTIONS, activeChips, readFilters, toFilterInput, writeFilters, type ShopFilters } from './filter-params';
import './filters.css';

/** Nutrients a supplement label states (the catalog's energy, sodium, ... are left out). */
const LABEL_GROUPS = new Set(['vitamin', 'mineral', 'fatty_acid']);

/**
 * The filters of a product list, read from the URL. `filter` is the GraphQL filter for the list
 * (`base` plus the chosen filters); `waiting` is true while the nutrient's products are still being
 * looked up (the list query should wait, or it would show unfiltered products first).
 */
export function useShopFilters(base: ProductFilterInput, defaultSort: ProductSort) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const nutrientIds = useQuery(ProductIdsWithNutrientDocument, { variables: { nutrientCode: filters.nutrient ?? '' }, skip: !filters.nutrient });
  const ids = nutrientIds.data?.productIdsWithNutrient ?? null;
  const baseKey = JSON.stringify(base);
  const filter = useMemo(() => toFilterInput(filters, base, ids), [filters, ids, baseKey]); // eslint-disable-line react-hooks/exhaustive-deps -- `base` by value (baseKey): a new object of the same filters is no change
  return {
    filters,
    filter,
    sort: filters.sort ?? defaultSort,
    defaultSort,
    waiting: Boolean(filters.nutrient) && !ids && !nutrientIds.error,
    apply: (next: ShopFilters) => setParams(writeFilters(params, next)),
  };
}

export type ShopFilterState = ReturnType<typeof useShopFilters>;

/**
 * Above a product list: the result count, the 필터 button (its sheet), the sort select and the
 * chosen filters as removable chips. Facets and the nutrient names load only when needed (the
 * sheet is open, or a chip needs a name).
 */
export function ProductFilterBar({ state, query, count }: { state: ShopFilterState; query: string | null; count: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { filters, filter, sort, apply, waiting } = state;
  const needsNames = filters.brandIds.length > 0 || filters.formulations.length > 0;
  const facets = useQuery(ProductFacetsDocument, { variables: { query, filter }, skip: waiting || !(open || needsNames) });
  const nutrientCatalog = useQuery(FilterNutrientsDocument, { skip: !(open || filters.nutrient) });
  const nutrients: NutrientOption[] = useMemo(
    () => (nutrientCatalog.data?.nutrientCatalog ?? []).filter((n) => LABEL_GROUPS.has(n.group)).map((n) => ({ code: n.code, name: n.name })),
    [nutrientCatalog.data],
  );
  const facetData = facets.data?.productFacets;
  const chips = activeChips(filters, {
    brands: new Map((facetData?.brands ?? []).map((b) => [b.id, b.name])),
    formulations: new Map((facetData?.formulations ?? []).map((f) => [f.value, f.label])),
    nutrients: new Map(nutrients.map((n) => [n.code, n.name])),
  });

  return (
    <div className="stack" data-testid="filter-bar">
      <div className="filter-bar">
        {count}
        <div className="filter-bar__controls">
          <Button variant="secondary" size="sm" aria-label="필터" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            필터
            {chips.length > 0 && (
              <span className="filter-bar__badge" aria-hidden="true">
                {chips.length}
              </span>
            )}
          </Button>
          <Select label="정렬" hideLabel className="sort-select" value={sort} onChange={(e) => apply({ ...filters, sort: e.target.value as ProductSort })}>
            {SORT_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {chips.length > 0 && (
        <div className="filter-chips" role="group" aria-label="선택한 필터">
          {chips.map((chip) => (
            <Chip key={chip.key} active removeLabel={`${chip.label} 필터 해제`} onRemove={() => apply(chip.without)}>
              {chip.label}
            </Chip>
          ))}
          {chips.length > 1 && (
            <Button variant="ghost" size="sm" onClick={() => apply({ ...NO_FILTERS, sort: filters.sort })}>
              모두 해제
            </Button>
          )}
        </div>
      )}
      {open && (
        <FilterSheet
          value={filters}
          facets={facetData}
          nutrients={nutrients}
          onClose={() => setOpen(false)}
          onApply={(next) => {
            setOpen(false);
            apply(next);
          }}
        />
      )}
    </div>
  );
}
