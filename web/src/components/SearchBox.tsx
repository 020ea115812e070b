import { useEffectEvent, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { SearchSuggestionsDocument } from '../gql/graphql';
import { Button, TextField } from '../ui';

/**
 * The search box: Korean words, two-syllable words and initial consonants (ㅂㅌㅁㄷ) all work.
 * While typing, matching product names are suggested (after a 250 ms pause).
 */
export function SearchBox({ initial = '', autoFocus = false }: { initial?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(initial);
  const [suggest, { data }] = useLazyQuery(SearchSuggestionsDocument);
  const form = useRef<HTMLFormElement>(null);

  // A server-rendered page can be typed into before its script runs: what the visitor typed is
  // in the field, not in the state the page was hydrated with. It is taken over, not wiped.
  useEffect(() => {
    const typed = (form.current?.elements.namedItem('query') as HTMLInputElement | null)?.value ?? '';
    if (typed !== query) setQuery(typed);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, at hydration: what was typed before the script ran

  // Suggestions follow what is typed (250 ms after the last key), not the page's starting query.
  const suggestFor = useEffectEvent((q: string) => {
    if (q !== initial) void suggest({ variables: { query: q } });
  });
  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    const timer = window.setTimeout(() => suggestFor(q), 250);
    return () => window.clearTimeout(timer);
  }, [query]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field itself: the same as the state, or newer when typed before the page was hydrated.
    const q = String(new FormData(event.currentTarget).get('query') ?? query).trim();
    if (q) navigate(`/search?query=${encodeURIComponent(q)}`);
  }
  return (
    <form ref={form} className="search-box" role="search" onSubmit={submit}>
      <TextField
        label="상품 검색"
        hideLabel
        className="grow"
        name="query"
        placeholder="영양제 검색 (예: 오메가, vitamin, ㅂㅌㅁㄷ)"
        list="search-suggestions"
        autoComplete="off"
        autoFocus={autoFocus}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <datalist id="search-suggestions">
        {data?.searchProducts.items.map((item) => (
          <option key={item.id} value={item.name} />
        ))}
      </datalist>
      <Button type="submit">검색</Button>
    </form>
  );
}
