import { p } from '@mikro-orm/core';
import { getChoseong } from 'es-hangul';

/**
 * Korean search keys, shared by every searchable list (products, foods, supplements). PostgreSQL's trigram index serves queries of 3+ characters; two-syllable
 * queries ('녹용', '홍삼') produce no trigram, so products also carry their syllable bigrams in an
 * array with a GIN index; initial-consonant queries ('ㅂㅌㅁㄷ') match a choseong text.
 */
export function normalizeSearch(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Korean names of Latin letters, so '비타민D' reads 'ㅂㅌㅁㄷ' as people type it. */
const LETTER_INITIALS: Record<string, string> = {
  a: 'ㅇ',
  b: 'ㅂ',
  c: 'ㅆ',
  d: 'ㄷ',
  e: 'ㅇ',
  f: 'ㅇ',
  g: 'ㅈ',
  h: 'ㅇ',
  i: 'ㅇ',
  j: 'ㅈ',
  k: 'ㅋ',
  l: 'ㅇ',
  m: 'ㅇ',
  n: 'ㅇ',
  o: 'ㅇ',
  p: 'ㅍ',
  q: 'ㅋ',
  r: 'ㅇ',
  s: 'ㅇ',
  t: 'ㅌ',
  u: 'ㅇ',
  v: 'ㅂ',
  w: 'ㄷ',
  x: 'ㅇ',
  y: 'ㅇ',
  z: 'ㅈ',
};

const HANGUL_SYLLABLE = /[가-힣]/;
const CHOSEONG_ONLY = /^[ㄱ-ㅎ\s]+$/;

/** The initial consonants of a text; Latin letters by their Korean names; other characters dropped. */
export function choseongOf(text: string): string {
  let out = '';
  for (const char of normalizeSearch(text)) {
    if (HANGUL_SYLLABLE.test(char)) out += getChoseong(char);
    else if (LETTER_INITIALS[char]) out += LETTER_INITIALS[char];
    else if (/[ㄱ-ㅎ]/.test(char)) out += char;
    else if (char === ' ') out += ' ';
  }
  return out.replace(/\s+/g, ' ').trim();
}

export function isChoseongQuery(query: string): boolean {
  return CHOSEONG_ONLY.test(query) && /[ㄱ-ㅎ]/.test(query);
}

/** Adjacent-character pairs of each word (spaces break pairs): '녹용 진액' -> 녹용, 진액. */
export function bigramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (const word of normalizeSearch(text).split(' ')) {
    const chars = [...word];
    for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i] + chars[i + 1]);
  }
  return [...grams];
}

export interface SearchKeys {
  searchText: string;
  searchChoseong: string;
  searchBigrams: string[];
}

export function searchKeys(parts: (string | null | undefined)[]): SearchKeys {
  const searchText = normalizeSearch(parts.filter(Boolean).join(' '));
  return { searchText, searchChoseong: choseongOf(searchText), searchBigrams: bigramsOf(searchText) };
}

/** Escapes LIKE wildcards in user text. */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/**
 * The search condition for one query, chosen by its shape so an index serves it: initial
 * consonants -> trigram index on `search_choseong`; each 2-character word -> GIN on the bigram
 * array; longer words -> trigram index on `search_text` (LIKE '%word%'). `alias` is the SQL
 * alias of a table that has the three columns of `SearchKeys`.
 */
export function searchCondition(rawQuery: string, alias: string): { sql: string; params: unknown[] } | null {
  const query = normalizeSearch(rawQuery);
  if (!query) return null;
  if (isChoseongQuery(query)) return { sql: `${alias}.search_choseong like ?`, params: [`%${query.replace(/\s/g, '')}%`] };
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const word of query.split(' ')) {
    if ([...word].length === 2) {
      parts.push(`${alias}.search_bigrams @> array[?]::text[]`);
      params.push(bigramsOf(word)[0]);
    } else {
      parts.push(`${alias}.search_text like ?`);
      params.push(`%${escapeLike(word)}%`);
    }
  }
  return { sql: parts.join(' and '), params };
}

/** Relevance for ORDER BY: texts starting with the query first, then trigram similarity. */
export function searchRelevance(rawQuery: string, alias: string): { sql: string; params: unknown[] } {
  const query = normalizeSearch(rawQuery);
  return { sql: `(case when ${alias}.search_text like ? then 1 else 0 end + public.similarity(${alias}.search_text, ?))`, params: [`${escapeLike(query)}%`, query] };
}

/** The three search-key columns of `SearchKeys`, for an entity's properties (see `searchIndexes`). */
export const searchKeyProperties = () => ({ searchText: p.text(), searchChoseong: p.text(), searchBigrams: p.array() });

/**
 * The indexes that serve `searchCondition` on a table with `searchKeyProperties`: trigram GIN on
 * the two texts, GIN on the bigram array. Declared on the entity so generated migrations keep them.
 */
export function searchIndexes(schema: string, table: string) {
  const index = (name: string, column: string, ops = '') => ({ name: `${table}_${name}`, expression: `create index "${table}_${name}" on "${schema}"."${table}" using gin ("${column}"${ops})` });
  return [index('search_text_trgm', 'search_text', ' public.gin_trgm_ops'), index('search_choseong_trgm', 'search_choseong', ' public.gin_trgm_ops'), index('search_bigrams_gin', 'search_bigrams')];
}
