import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { PartnerProductSearchDocument, type PartnerPickedProductFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, TextField } from '../../ui';
import { won } from './shared';

const TEXT = {
  search: '검색',
  placeholder: '상품 이름 (초성도 됩니다)',
  pick: '선택',
  change: '다른 상품 고르기',
  none: '검색한 상품이 없습니다.',
  searching: '찾는 중…',
  results: (query: string) => `'${query}' 검색 결과`,
  pickLabel: (name: string) => `${name} 선택`,
};

/**
 * A product of the shop picked by name (the shop's own search, `searchProducts`): a search box, the
 * first results with 선택, then the picked product with its sale price. It is not a form of its own
 * (it sits inside the forms that use it): Enter in the box searches.
 */
export function ProductPicker({
  label,
  value,
  onChange,
  error,
  keepOpen = false,
}: {
  label: string;
  value: PartnerPickedProductFragment | null;
  onChange(product: PartnerPickedProductFragment | null): void;
  error?: string;
  /** Stay a search box after a pick (adding several products, one after another). */
  keepOpen?: boolean;
}) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const { data, loading, error: searchError } = useQuery(PartnerProductSearchDocument, { variables: { query }, skip: query === '' });
  const search = () => setQuery(text.trim());

  if (value && !keepOpen) {
    return (
      <div className="ui-field">
        <span className="ui-field__label">{label}</span>
        <div className="partner-picked">
          <img src={value.imageUrl} alt="" width={48} height={48} className="partner-product__image" />
          <span className="grow">
            <strong className="partner-picked__name">{value.name}</strong>
            <span className="hint">{won(value.salePrice)}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {TEXT.change}
          </Button>
        </div>
        {error && (
          <p className="ui-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }

  const items = query ? (data?.searchProducts.items ?? []) : [];
  return (
    <div className="stack partner-picker">
      <div className="partner-search">
        <TextField
          className="grow"
          label={label}
          type="search"
          placeholder={TEXT.placeholder}
          value={text}
          error={error}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            search();
          }}
        />
        <Button variant="secondary" onClick={search} disabled={text.trim() === ''}>
          {TEXT.search}
        </Button>
      </div>
      {query !== '' &&
        (loading && !data ? (
          <p className="hint" role="status">
            {TEXT.searching}
          </p>
        ) : searchError && !data ? (
          <p className="error" role="alert">
            {errorMessage(searchError)}
          </p>
        ) : items.length === 0 ? (
          <p className="hint">{TEXT.none}</p>
        ) : (
          <ul className="partner-list" aria-label={TEXT.results(query)}>
            {items.map((product) => (
              <li key={product.id} className="partner-product">
                <img src={product.imageUrl} alt="" width={40} height={40} loading="lazy" className="partner-product__image" />
                <span className="partner-product__name">
                  {product.name}
                  <span className="hint partner-product__price">{won(product.salePrice)}</span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={TEXT.pickLabel(product.name)}
                  onClick={() => {
                    onChange(product);
                    if (keepOpen) {
                      setText('');
                      setQuery('');
                    }
                  }}
                >
                  {TEXT.pick}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
