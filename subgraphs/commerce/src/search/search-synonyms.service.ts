import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound, isId, normalizeSearch, parseInput, z } from '@shop/kit';
import { CategoryEntity, type Category } from '../catalog/catalog.entities.js';
import { popularSearchTerms } from './search-history.service.js';
import { SearchSynonymEntity, type SearchSynonym } from './search-synonym.entity.js';

/**
 * The synonym table applied to product search (issue 21 item 7; docs/decisions/catalog-and-search.md
 * "Synonyms"). A query is read left to right; at each word the longest phrase of up to three words
 * that is a term of the table (as typed, or without its spaces: 'omega 3' = 'omega3') is replaced
 * by the term's Korean expansions. A Latin phrase that is no term may be a typo of one: the term
 * most similar by trigrams ('vitamn c' -> 'vitamin c', 'omga3' -> 'omega3') is taken when the
 * similarity reaches TYPO_SIMILARITY. The search then matches the query as typed OR any of its
 * translations, each through the search indexes (kit korean-search.ts).
 */

/** Trigram similarity from which a Latin phrase is read as a typo of a synonym term. */
export const TYPO_SIMILARITY = 0.4;
/** Phrases of at most this many words are looked up. */
const MAX_PHRASE_WORDS = 3;
/** Translations tried besides the query itself (expansions multiply). */
const MAX_ALTERNATIVES = 6;
/** Queries of more words are searched as typed (a sentence is not a synonym). */
const MAX_QUERY_WORDS = 8;

const LATIN = /[a-z]/;

interface Hit {
  phrase: string;
  term: string;
  expansions: string[];
  similarity: number;
}

/** Every phrase of up to three words starting at each word, with its spaceless form. */
function phrasesOf(words: string[]): string[] {
  const phrases = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= MAX_PHRASE_WORDS && i + n <= words.length; n++) {
      const phrase = words.slice(i, i + n).join(' ');
      phrases.add(phrase);
      if (n > 1) phrases.add(phrase.replace(/ /g, ''));
    }
  }
  return [...phrases];
}

/** Exact terms, and for Latin phrases of 4+ characters the most similar term (typos). One statement. */
async function lookUp(em: EntityManager, phrases: string[]): Promise<Map<string, Hit>> {
  const fuzzy = phrases.filter((p) => LATIN.test(p) && p.replace(/ /g, '').length >= 4);
  const rows = await em.execute<{ phrase: string; term: string; expansions: string[]; similarity: number }[]>(
    `select c.phrase, s.term, s.expansions, cast(1 as float) as similarity
       from jsonb_array_elements_text(cast(? as jsonb)) as c(phrase) join commerce.search_synonyms s on s.term = c.phrase
     union all
     select c.phrase, best.term, best.expansions, best.similarity
       from jsonb_array_elements_text(cast(? as jsonb)) as c(phrase)
       cross join lateral (select s.term, s.expansions, cast(similarity(s.term, c.phrase) as float) as similarity
                             from commerce.search_synonyms s
                            where s.term operator(public.%) c.phrase
                            order by similarity(s.term, c.phrase) desc, s.term limit 1) best
      where best.similarity >= ?`,
    [JSON.stringify(phrases), JSON.stringify(fuzzy), TYPO_SIMILARITY],
  );
  const hits = new Map<string, Hit>();
  for (const row of rows) {
    const known = hits.get(row.phrase);
    if (!known || row.similarity > known.similarity) hits.set(row.phrase, { phrase: row.phrase, term: row.term, expansions: row.expansions, similarity: Number(row.similarity) });
  }
  return hits;
}

/**
 * The query's translations by the synonym table (without the query itself): e.g. 'vitamn c' ->
 * ['비타민c'], 'coq10' -> ['코엔자임q10', '코큐텐']; [] when no phrase of it is a term or a typo of one.
 */
export async function synonymAlternatives(em: EntityManager, rawQuery: string): Promise<string[]> {
  const query = normalizeSearch(rawQuery);
  const words = query.split(' ').filter(Boolean);
  if (!words.length || words.length > MAX_QUERY_WORDS) return [];
  const hits = await lookUp(em, phrasesOf(words));
  if (!hits.size) return [];
  // Left to right, the longest phrase first; an exact term before a typo of a longer one.
  const groups: string[][] = [];
  let replaced = false;
  for (let i = 0; i < words.length;) {
    let taken: { hit: Hit; n: number } | null = null;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1 && !taken; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const hit = hits.get(phrase) ?? hits.get(phrase.replace(/ /g, ''));
      if (hit && hit.similarity === 1) taken = { hit, n };
    }
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1 && !taken; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const hit = hits.get(phrase) ?? hits.get(phrase.replace(/ /g, ''));
      if (hit) taken = { hit, n };
    }
    if (taken) {
      groups.push(taken.hit.expansions);
      replaced = true;
      i += taken.n;
    } else {
      groups.push([words[i]]);
      i += 1;
    }
  }
  if (!replaced) return [];
  let alternatives: string[] = [''];
  for (const group of groups) {
    alternatives = alternatives.flatMap((head) => group.map((word) => (head ? `${head} ${word}` : word))).slice(0, MAX_ALTERNATIVES);
  }
  return [...new Set(alternatives.map(normalizeSearch))].filter((alt) => alt && alt !== query);
}

/** Synonym terms like the query (did-you-mean), most similar first, as their first Korean word. */
export async function similarSynonyms(em: EntityManager, rawQuery: string, limit = 3): Promise<string[]> {
  const query = normalizeSearch(rawQuery);
  if (!query) return [];
  const rows = await em.execute<{ expansions: string[] }[]>(
    `select s.expansions from commerce.search_synonyms s
      where s.term operator(public.%) ? order by similarity(s.term, ?) desc, s.term limit ?`,
    [query, query, limit],
  );
  return [...new Set(rows.map((r) => r.expansions[0]))];
}

// Admin editing.

const termSchema = z.string({ error: '검색어를 입력해주세요.' }).transform(normalizeSearch).pipe(z.string().min(1, '검색어를 입력해주세요.').max(60, '검색어는 60자 이하입니다.'));
const saveSchema = z.object({
  term: termSchema,
  expansions: z
    .array(z.string().transform(normalizeSearch).pipe(z.string().min(1, '바꿔 찾을 말을 입력해주세요.').max(60, '바꿔 찾을 말은 60자 이하입니다.')), { error: '바꿔 찾을 말을 입력해주세요.' })
    .min(1, '바꿔 찾을 말을 하나 이상 입력해주세요.')
    .max(10, '바꿔 찾을 말은 10개까지입니다.')
    .transform((list) => [...new Set(list)]),
});

export async function listSynonyms(em: EntityManager): Promise<SearchSynonym[]> {
  return em.find(SearchSynonymEntity, {}, { orderBy: { term: 'asc' } });
}

/**
 * Admin: sets a term's expansions (creates the term, or replaces its expansions). Keyed by the
 * term, so repeating the same request changes nothing more (no idempotency key needed).
 */
export async function saveSynonym(em: EntityManager, raw: { term: string; expansions: string[] }): Promise<SearchSynonym> {
  const input = parseInput(saveSchema, raw);
  // One statement keyed by the unique term: saves of the same term at once all succeed, the last
  // one's expansions stay (no unique-violation refusal for a race the admin cannot see).
  const [row] = await em.execute<{ id: string }[]>(
    `insert into commerce.search_synonyms (term, expansions, updated_at) values (?, array(select jsonb_array_elements_text(cast(? as jsonb))), now())
     on conflict (term) do update set expansions = excluded.expansions, updated_at = now()
     returning id`,
    [input.term, JSON.stringify(input.expansions)],
  );
  return em.findOneOrFail(SearchSynonymEntity, { id: String(row.id) }, { refresh: true });
}

export async function deleteSynonym(em: EntityManager, id: string): Promise<void> {
  if (!isId(id)) throw NotFound('검색 동의어를 찾을 수 없습니다.');
  const removed = await em.nativeDelete(SearchSynonymEntity, { id });
  if (!removed) throw NotFound('검색 동의어를 찾을 수 없습니다.');
}

// Suggestions when nothing matches.

/** How alike a product name must be to the query to be offered as "did you mean" (pg_trgm word similarity). */
const NAME_SIMILARITY = 0.3;

export interface SearchSuggestions {
  didYouMean: string[];
  popularTerms: string[];
  categories: Category[];
}

/**
 * What to offer when a search finds nothing: terms like the query (synonym terms and product names
 * by trigram similarity, through their trigram indexes), the popular terms, and the top categories
 * to browse. Public: anonymous visitors get them too.
 */
export async function searchSuggestions(em: EntityManager, rawQuery: string): Promise<SearchSuggestions> {
  const query = normalizeSearch(rawQuery).slice(0, 100);
  const didYouMean = new Set<string>(query ? await similarSynonyms(em, query) : []);
  if ([...query].length >= 2) {
    // `<%` (word similarity) is served by the trigram index on search_text; its threshold is the
    // transaction's own setting.
    const names = await em.transactional(async (tx) => {
      await tx.execute(`select set_config('pg_trgm.word_similarity_threshold', ?, true)`, [String(NAME_SIMILARITY)]);
      return tx.execute<{ name: string }[]>(
        `select p.name from commerce.products p
          where p.status <> 'hidden' and ? operator(public.<%) p.search_text
          order by word_similarity(?, p.search_text) desc, p.popularity desc, p.id desc limit 3`,
        [query, query],
      );
    });
    for (const row of names) didYouMean.add(row.name);
  }
  didYouMean.delete(query);
  const popular = await popularSearchTerms(em, 6);
  const categories = await em.find(CategoryEntity, { kind: 'mall', level: 1 }, { orderBy: { sortOrder: 'asc', id: 'asc' }, limit: 8 });
  return { didYouMean: [...didYouMean].slice(0, 5), popularTerms: popular.map((p) => p.query).filter((t) => t !== query), categories };
}
