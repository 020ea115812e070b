import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One row of the search synonym table (issue 21 item 7): a term shoppers type ('vitamin',
 * 'milk thistle', '밀크시슬'), normalised as `normalizeSearch` leaves it, and the Korean words the
 * catalog uses for it. Product search also looks for the expansions; typos of a term are found by
 * trigram similarity on `term` (its trigram index). Admin-editable; first rows: synonyms.data.ts.
 */
export const SearchSynonymEntity = defineEntity({
  name: 'SearchSynonym',
  tableName: 'search_synonyms',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    term: p.string().length(60),
    expansions: p.array(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ name: 'search_synonyms_term_unique', properties: ['term'] }],
  indexes: [{ name: 'search_synonyms_term_trgm', expression: 'create index "search_synonyms_term_trgm" on "commerce"."search_synonyms" using gin ("term" public.gin_trgm_ops)' }],
});
export type SearchSynonym = InferEntity<typeof SearchSynonymEntity>;
