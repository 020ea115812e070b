import { useEffect, useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useApolloClient } from '@apollo/client/react';
import { SearchRoadAddressesDocument, type SearchRoadAddressesQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, Dialog, TextField } from '../../ui';
import './address-search.css';

type Found = SearchRoadAddressesQuery['searchRoadAddresses']['items'][number];

/** What a chosen address fills: 우편번호 and 주소 (the road address with its 참고항목). */
export interface ChosenAddress {
  postcode: string;
  address1: string;
}

export const ADDRESS_SEARCH_TEXT = {
  open: '주소 검색',
  title: '주소 검색',
  keyword: '도로명, 건물명 또는 지번',
  placeholder: '예) 세종대로 110',
  search: '검색',
  close: '닫기',
  more: '더 보기',
  road: '도로명',
  jibun: '지번',
  total: (n: number) => `검색 결과 ${n.toLocaleString('ko-KR')}건`,
  none: '검색 결과가 없어요. 검색어를 확인해주세요.',
  tipsTitle: '검색 팁',
  tips: [
    ['도로명 + 건물번호', '세종대로 110'],
    ['건물 이름', '서울특별시청'],
    ['동·읍·면 + 지번', '태평로1가 31'],
  ] as const,
};

/** The server's message for the keyword (extensions.fields naming `keyword`), if it names it. */
function keywordRefusal(error: unknown): string | null {
  const first = (error as { errors?: { extensions?: { fields?: { field: string; message: string }[] } }[] } | null)?.errors?.[0];
  return first?.extensions?.fields?.find((f) => f.field === 'keyword')?.message ?? null;
}

/**
 * 주소 검색 (the design system's Dialog, 390 px first): type a road, a building or a 지번, see ten
 * results at a time with 우편번호, 도로명 and 지번, 더 보기 for the next ten, 검색 팁 until there are
 * results, and choose one: `onChoose` gets the postcode and the road address. A refused keyword
 * shows the server's Korean message under the field. The dialog is put at the end of the page
 * (a portal), so typing Enter in it never submits the form that opened it.
 */
export function AddressSearchDialog({ onChoose, onClose }: { onChoose(address: ChosenAddress): void; onClose(): void }) {
  const client = useApolloClient();
  const fieldId = useId();
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState<{ keyword: string; page: number; total: number; hasMore: boolean; items: Found[] } | null>(null);
  const [keywordError, setKeywordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusField = () => document.getElementById(fieldId)?.focus();

  // The Dialog focuses its button when it opens; the search field is where one starts here.
  useEffect(() => {
    const timer = setTimeout(() => document.getElementById(fieldId)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [fieldId]);

  async function run(text: string, page: number) {
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await client.query({ query: SearchRoadAddressesDocument, variables: { keyword: text, page }, fetchPolicy: 'network-only' });
      const found = data?.searchRoadAddresses;
      if (!found) throw new Error();
      setKeywordError(null);
      setSearched((before) => ({
        keyword: text,
        page: found.page,
        total: found.total,
        hasMore: found.hasMore,
        items: page > 1 && before?.keyword === text ? [...before.items, ...found.items] : found.items,
      }));
    } catch (error) {
      const refusal = keywordRefusal(error);
      if (refusal) {
        setKeywordError(refusal);
        setSearched(null);
        focusField();
      } else setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // React events bubble through portals: the form that opened the dialog must not see this one.
    event.stopPropagation();
    const text = keyword.trim();
    if (!text) {
      setKeywordError('검색어를 입력해주세요.');
      focusField();
      return;
    }
    void run(text, 1);
  }

  const results = searched?.items ?? [];
  return createPortal(
    <Dialog title={ADDRESS_SEARCH_TEXT.title} confirmLabel={ADDRESS_SEARCH_TEXT.close} onConfirm={onClose}>
      <form className="address-search" role="search" noValidate onSubmit={submit}>
        <div className="address-search__bar">
          <TextField
            id={fieldId}
            label={ADDRESS_SEARCH_TEXT.keyword}
            name="addressKeyword"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={ADDRESS_SEARCH_TEXT.placeholder}
            maxLength={80}
            value={keyword}
            error={keywordError}
            onChange={(e) => {
              setKeyword(e.target.value);
              setKeywordError(null);
            }}
          />
          <Button type="submit" variant="secondary" loading={busy && !searched?.hasMore}>
            {ADDRESS_SEARCH_TEXT.search}
          </Button>
        </div>
        {failure && (
          <p className="address-search__failure" role="alert">
            {failure}
          </p>
        )}
        {searched && <p className="hint">{searched.total > 0 ? ADDRESS_SEARCH_TEXT.total(searched.total) : ADDRESS_SEARCH_TEXT.none}</p>}
        {results.length > 0 ? (
          <ul className="address-search__results" aria-label={ADDRESS_SEARCH_TEXT.title}>
            {results.map((a) => (
              <li key={`${a.postcode}-${a.roadAddress}`}>
                <button type="button" className="address-search__result" onClick={() => onChoose({ postcode: a.postcode, address1: a.roadAddress })}>
                  <span className="address-search__postcode">{a.postcode}</span>
                  <span className="address-search__line">
                    <span className="address-search__tag">{ADDRESS_SEARCH_TEXT.road}</span> {a.roadAddress}
                  </span>
                  <span className="address-search__line address-search__line--muted">
                    <span className="address-search__tag">{ADDRESS_SEARCH_TEXT.jibun}</span> {a.jibunAddress}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <div className="address-search__tips">
            <p className="address-search__tips-title">{ADDRESS_SEARCH_TEXT.tipsTitle}</p>
            <ul>
              {ADDRESS_SEARCH_TEXT.tips.map(([what, example]) => (
                <li key={what}>
                  {what} <span className="hint">예) {example}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {searched?.hasMore && (
          <Button variant="secondary" block loading={busy} onClick={() => void run(searched.keyword, searched.page + 1)}>
            {ADDRESS_SEARCH_TEXT.more}
          </Button>
        )}
      </form>
    </Dialog>,
    document.body,
  );
}
