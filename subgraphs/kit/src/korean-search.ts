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
  /** The item's own name as a whole-name comparison reads it (exact matches first): see `searchNameOf`. */
  searchName: string;
  searchText: string;
  searchChoseong: string;
  searchBigrams: string[];
}

/**
 * A name as a whole-name comparison reads it: underscores and brackets separate words, they are
 * not part of the name (MFDS names read "멥쌀밥_현미", "우동(일식)"), then `normalizeSearch`.
 */
export function searchNameOf(name: string): string {
  return normalizeSearch(name.replace(/[_()[\]{}]/g, ' '));
}

/** Search keys of an item: `parts[0]` is its name; the rest (brand, category, keywords) are searched too. */
export function searchKeys(parts: (string | null | undefined)[]): SearchKeys {
  const searchText = normalizeSearch(parts.filter(Boolean).join(' '));
  return { searchName: searchNameOf(parts[0] ?? ''), searchText, searchChoseong: choseongOf(searchText), searchBigrams: bigramsOf(searchText) };
}

/** Escapes LIKE wildcards in user text. */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

export interface SqlPart {
  sql: string;
  params: unknown[];
}

export interface SearchOptions {
  /**
   * Also match a word of three or more syllables split after its first two ("현미밥" finds
   * "멥쌀밥_현미": 현미 and 밥, in any order). For dish names, which people write as one word where
   * the database keeps the parts apart; the callers rank whole-word matches first.
   */
  compoundWords?: boolean;
}

const HANGUL_WORD = /^[가-힣]+$/;

/** A search condition in two forms (kit search-page.ts chooses): one the search indexes serve, one cheap to test row by row. */
export interface SearchMatch extends SqlPart {
  /**
   * The same match with no search index to pick (`strpos` on the texts): for walking another
   * index (popularity) over a common term, where the planner must not go to a search index that
   * returns a third of the table, and each row's test must be cheap.
   */
  scan: SqlPart;
}

/**
 * The search condition for one query, chosen by its shape so an index serves it: initial
 * consonants -> trigram index on `search_choseong`; each 2-character word -> GIN on the bigram
 * array (pg_trgm makes no trigram of two syllables); longer words -> trigram index on
 * `search_text` (LIKE '%word%'). Words are ANDed. `alias` is the SQL alias of a table that has the
 * columns of `SearchKeys`. The `scan` form tests the same with `strpos` (a bigram is in the array
 * exactly when the text holds its two characters side by side).
 */
export function searchCondition(rawQuery: string, alias: string, options: SearchOptions = {}): SearchMatch | null {
  const query = normalizeSearch(rawQuery);
  if (!query) return null;
  if (isChoseongQuery(query)) {
    const initials = query.replace(/\s/g, '');
    // One consonant is the start of a name, not any name holding it (nearly all do): the prefix
    // b-tree serves it (text_pattern_ops).
    if ([...initials].length === 1) return { sql: `${alias}.search_choseong like ?`, params: [`${initials}%`], scan: { sql: `left(${alias}.search_choseong, 1) = ?`, params: [initials] } };
    return { sql: `${alias}.search_choseong like ?`, params: [`%${initials}%`], scan: { sql: `strpos(${alias}.search_choseong, ?) > 0`, params: [initials] } };
  }
  const indexed: SqlPart = { sql: '', params: [] };
  const scan: SqlPart = { sql: '', params: [] };
  const contains = (word: string) => {
    scan.params.push(word);
    if ([...word].length === 2) {
      indexed.params.push(bigramsOf(word)[0]);
      return { indexed: `${alias}.search_bigrams @> array[?]::text[]`, scan: `strpos(${alias}.search_text, ?) > 0` };
    }
    indexed.params.push(`%${escapeLike(word)}%`);
    return { indexed: `${alias}.search_text like ?`, scan: `strpos(${alias}.search_text, ?) > 0` };
  };
  const indexedParts: string[] = [];
  const scanParts: string[] = [];
  for (const word of query.split(' ')) {
    const chars = [...word];
    if (options.compoundWords && chars.length >= 3 && HANGUL_WORD.test(word)) {
      const whole = contains(word);
      const head = contains(chars.slice(0, 2).join(''));
      const rest = contains(chars.slice(2).join(''));
      indexedParts.push(`(${whole.indexed} or (${head.indexed} and ${rest.indexed}))`);
      scanParts.push(`(${whole.scan} or (${head.scan} and ${rest.scan}))`);
    } else {
      const part = contains(word);
      indexedParts.push(part.indexed);
      scanParts.push(part.scan);
    }
  }
  indexed.sql = indexedParts.join(' and ');
  scan.sql = scanParts.join(' and ');
  return { ...indexed, scan };
}

/**
 * "This is the item the query names": its whole name equals the query (`searchNameOf`), or, for an
 * initial-consonant query, its name's initials are the query. Ranked before everything else.
 */
export function searchExactness(rawQuery: string, alias: string): SqlPart {
  const query = normalizeSearch(rawQuery);
  if (isChoseongQuery(query)) {
    const initials = query.replace(/\s/g, '');
    return { sql: `(${alias}.search_choseong = ? or ${alias}.search_choseong like ?)`, params: [initials, `${initials} %`] };
  }
  return { sql: `${alias}.search_name = ?`, params: [searchNameOf(query)] };
}

/** The search-key columns of `SearchKeys`, for an entity's properties (see `searchIndexes`). */
export const searchKeyProperties = () => ({ searchName: p.text(), searchText: p.text(), searchChoseong: p.text(), searchBigrams: p.array() });

/**
 * The indexes that serve `searchCondition` and `searchExactness` on a table with
 * `searchKeyProperties`: trigram GIN on the two texts, GIN on the bigram array, b-trees on the
 * whole name and on the initials' prefix. Declared on the entity so generated migrations keep them.
 */
export function searchIndexes(schema: string, table: string) {
  const index = (name: string, using: string) => ({ name: `${table}_${name}`, expression: `create index "${table}_${name}" on "${schema}"."${table}" ${using}` });
  return [
    index('search_text_trgm', 'using gin ("search_text" public.gin_trgm_ops)'),
    index('search_choseong_trgm', 'using gin ("search_choseong" public.gin_trgm_ops)'),
    index('search_bigrams_gin', 'using gin ("search_bigrams")'),
    index('search_name', '("search_name")'),
    // Initial-consonant exactness (the name's initials are the query: `= q` or `like 'q %'`).
    index('search_choseong_prefix', '("search_choseong" text_pattern_ops)'),
  ];
}

type Execute = (sql: string, params?: unknown[]) => Promise<unknown[]>;

/**
 * For the migration that adds `search_name` to a table with rows: adds the column, fills it from
 * each row's `name` as the application computes it (`searchNameOf`, so the two cannot disagree),
 * makes it required and indexes it (with the initials' prefix index of `searchIndexes`). `execute`
 * is the migration's own (its transaction).
 */
export async function addSearchNameColumn(execute: Execute, schema: string, table: string): Promise<void> {
  const qualified = `"${schema}"."${table}"`;
  await execute(`alter table ${qualified} add column "search_name" text null`);
  for (;;) {
    const rows = (await execute(`select "id", "name" from ${qualified} where "search_name" is null order by "id" limit 5000`)) as { id: string; name: string }[];
    if (!rows.length) break;
    const named = rows.map((r) => ({ id: String(r.id), name: searchNameOf(r.name) }));
    await execute(`update ${qualified} t set "search_name" = j.name from json_to_recordset(?::json) as j(id bigint, name text) where t.id = j.id`, [JSON.stringify(named)]);
  }
  await execute(`alter table ${qualified} alter column "search_name" set not null`);
  await execute(`create index "${table}_search_name" on ${qualified} ("search_name")`);
  await execute(`create index "${table}_search_choseong_prefix" on ${qualified} ("search_choseong" text_pattern_ops)`);
}

/**
 * After a bulk load into a table with `searchIndexes` (a reference-data migration): moves the GIN
 * indexes' pending entries into the indexes and gathers the planner's statistics, as autovacuum
 * would later. Until then every search scans the pending list, and the planner, without
 * statistics, reads the whole table: measured on the 7,800 foods, 7-10 ms a search instead of
 * 0.1 ms. Both may run inside the migration's transaction (VACUUM may not).
 */
export async function settleSearchIndexes(execute: Execute, schema: string, table: string): Promise<void> {
  for (const name of ['search_text_trgm', 'search_choseong_trgm', 'search_bigrams_gin']) await execute(`select gin_clean_pending_list('"${schema}"."${table}_${name}"'::regclass)`);
  await execute(`analyze "${schema}"."${table}"`);
}
