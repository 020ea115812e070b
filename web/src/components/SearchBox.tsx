import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/** The header search: Korean words, two-syllable words and initial consonants (ㅂㅌㅁㄷ) all work. */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    if (q) navigate(`/search?query=${encodeURIComponent(q)}`);
  }
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input name="query" aria-label="상품 검색" placeholder="영양제 검색 (예: 오메가, ㅂㅌㅁㄷ)" value={query} onChange={(e) => setQuery(e.target.value)} />
      <button type="submit">검색</button>
    </form>
  );
}
