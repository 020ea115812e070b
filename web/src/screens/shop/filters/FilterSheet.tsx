import { useState } from 'react';
import type { ProductFacetsQuery } from '../../../gql/graphql';
import { withJosa } from '../../../lib/korean';
import { Button, Checkbox, Dialog, Select, TextField } from '../../../ui';
import { NO_FILTERS, PRICE_PRESETS, type ShopFilters } from './filter-params';
import './filters.css';

export interface NutrientOption {
  code: string;
  name: string;
}

type Facets = ProductFacetsQuery['productFacets'];

const toggle = (values: string[], value: string) => (values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

function priceText(raw: string): number | null | 'bad' {
  if (raw.trim() === '') return null;
  const n = Number(raw.replace(/[,\s원]/g, ''));
  return Number.isInteger(n) && n >= 0 ? n : 'bad';
}

/**
 * A chip that toggles (aria-pressed), named by its label; the count is shown beside it. A ui
 * Button drawn as a chip (the chip's classes follow the button's in ui.css, so they win).
 */
function ToggleChip({ label, count, pressed, onToggle }: { label: string; count?: number; pressed: boolean; onToggle(): void }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={['ui-chip', 'filter-chip', pressed ? 'ui-chip--active' : ''].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={label}
      onClick={onToggle}
    >
      {label}
      {count !== undefined && <span className="filter-chip__count">{count.toLocaleString('ko-KR')}</span>}
    </Button>
  );
}

/** A facet's chips (brands, formulations) under its heading, or why there are none. */
function FacetGroup({
  title,
  loaded,
  options,
  chosen,
  onToggle,
}: {
  title: string;
  loaded: boolean;
  options: { key: string; label: string; count: number }[];
  chosen: string[];
  onToggle(key: string): void;
}) {
  return (
    <fieldset className="filter-group">
      <legend>{title}</legend>
      {options.length ? (
        <div className="chips" role="group" aria-label={title}>
          {options.map((o) => (
            <ToggleChip key={o.key} label={o.label} count={o.count} pressed={chosen.includes(o.key)} onToggle={() => onToggle(o.key)} />
          ))}
        </div>
      ) : (
        <p className="hint">{loaded ? `고를 수 있는 ${withJosa(title, '이/가')} 없습니다.` : '불러오는 중…'}</p>
      )}
    </fieldset>
  );
}

/**
 * The 필터 sheet (a dialog, drawn as a bottom sheet on phones): brands and formulations of the
 * current results with their counts, price presets and a min/max range, a nutrient, and whether
 * sold-out products are listed. Changes stay in the sheet until 적용; 닫기 (or Escape) drops them.
 */
export function FilterSheet({
  value,
  facets,
  nutrients,
  onApply,
  onClose,
}: {
  value: ShopFilters;
  facets: Facets | undefined;
  nutrients: NutrientOption[];
  onApply(next: ShopFilters): void;
  onClose(): void;
}) {
  const [draft, setDraft] = useState(value);
  const [minText, setMinText] = useState(value.minPrice?.toString() ?? '');
  const [maxText, setMaxText] = useState(value.maxPrice?.toString() ?? '');
  const [priceError, setPriceError] = useState<string | null>(null);

  // A chosen brand or formulation stays offered even when no result has it (so it can be unchosen).
  const brands = [...(facets?.brands ?? [])];
  for (const id of draft.brandIds) if (!brands.some((b) => b.id === id)) brands.push({ id, name: `브랜드 ${id}`, count: 0 });
  const formulations = [...(facets?.formulations ?? [])];
  for (const value of draft.formulations) if (!formulations.some((f) => f.value === value)) formulations.push({ value, label: value, count: 0 });

  const setPrice = (min: number | null, max: number | null) => {
    setDraft((d) => ({ ...d, minPrice: min, maxPrice: max }));
    setMinText(min?.toString() ?? '');
    setMaxText(max?.toString() ?? '');
    setPriceError(null);
  };

  /** Typing a price: the text as typed, the draft follows while it is a valid amount (so the presets light up). */
  function typePrice(end: 'minPrice' | 'maxPrice', text: string) {
    (end === 'minPrice' ? setMinText : setMaxText)(text);
    setPriceError(null);
    const amount = priceText(text);
    if (amount !== 'bad') setDraft((d) => ({ ...d, [end]: amount }));
  }

  function apply() {
    const min = priceText(minText);
    const max = priceText(maxText);
    if (min === 'bad' || max === 'bad') return setPriceError('가격은 0원 이상의 숫자로 입력해주세요.');
    if (min !== null && max !== null && min > max) return setPriceError('최저 가격이 최고 가격보다 높습니다.');
    onApply({ ...draft, minPrice: min, maxPrice: max });
  }

  return (
    <div className="filter-sheet">
      <Dialog title="필터" confirmLabel="적용" cancelLabel="닫기" onConfirm={apply} onCancel={onClose}>
        <div className="filter-sheet__body">
          {facets?.sampled && <p className="hint">결과가 많아 그중 일부 상품으로 센 수예요.</p>}
          <FacetGroup
            title="브랜드"
            loaded={Boolean(facets)}
            options={brands.map((b) => ({ key: b.id, label: b.name, count: b.count }))}
            chosen={draft.brandIds}
            onToggle={(id) => setDraft((d) => ({ ...d, brandIds: toggle(d.brandIds, id) }))}
          />

          <fieldset className="filter-group">
            <legend>가격</legend>
            <div className="chips" role="group" aria-label="가격대">
              {PRICE_PRESETS.map((p) => (
                <ToggleChip
                  key={p.label}
                  label={p.label}
                  pressed={draft.minPrice === p.min && draft.maxPrice === p.max}
                  onToggle={() => (draft.minPrice === p.min && draft.maxPrice === p.max ? setPrice(null, null) : setPrice(p.min, p.max))}
                />
              ))}
            </div>
            <div className="filter-price">
              <TextField label="최저 가격(원)" inputMode="numeric" value={minText} onChange={(e) => typePrice('minPrice', e.target.value)} />
              <span aria-hidden="true">~</span>
              <TextField label="최고 가격(원)" inputMode="numeric" value={maxText} onChange={(e) => typePrice('maxPrice', e.target.value)} error={priceError ?? undefined} />
            </div>
            {facets?.price && (
              <p className="hint">
                지금 결과의 가격: {won(facets.price.min)} ~ {won(facets.price.max)}
              </p>
            )}
          </fieldset>

          <Select label="영양소" value={draft.nutrient ?? ''} onChange={(e) => setDraft((d) => ({ ...d, nutrient: e.target.value || null }))}>
            <option value="">전체</option>
            {nutrients.map((n) => (
              <option key={n.code} value={n.code}>
                {n.name}
              </option>
            ))}
          </Select>

          <FacetGroup
            title="제형"
            loaded={Boolean(facets)}
            options={formulations.map((f) => ({ key: f.value, label: f.label, count: f.count }))}
            chosen={draft.formulations}
            onToggle={(value) => setDraft((d) => ({ ...d, formulations: toggle(d.formulations, value) }))}
          />

          <Checkbox className="filter-toggle" label="품절 상품 포함" checked={draft.includeSoldOut} onChange={(e) => setDraft((d) => ({ ...d, includeSoldOut: e.target.checked }))} />

          <Button
            variant="ghost"
            onClick={() => {
              setDraft({ ...NO_FILTERS, sort: draft.sort });
              setPrice(null, null);
            }}
          >
            필터 초기화
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
