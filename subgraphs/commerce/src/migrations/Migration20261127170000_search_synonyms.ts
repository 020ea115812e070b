import { Migration } from '@mikro-orm/migrations';
import { normalizeSearch } from '@shop/kit';
import { SEARCH_SYNONYMS } from '../search/synonyms.data.js';

/**
 * The search synonym table (issue 21 item 7, docs/decisions/catalog-and-search.md "Synonyms"):
 * one row per normalised term, 1-10 Korean expansions, a trigram index on the term for typos; the
 * first rows come from search/synonyms.data.ts.
 */
export class Migration20261127170000_search_synonyms extends Migration {
  override name = 'Migration20261127170000_search_synonyms';

  override up(): void | Promise<void> {
    this.addSql(`create table "commerce"."search_synonyms" ("id" bigserial primary key, "term" varchar(60) not null, "expansions" text[] not null, "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "commerce"."search_synonyms" add constraint "search_synonyms_term_unique" unique ("term");`);
    this.addSql(`alter table "commerce"."search_synonyms" add constraint "search_synonyms_term_check" check ("term" <> '' and "term" = lower(btrim("term")));`);
    this.addSql(`alter table "commerce"."search_synonyms" add constraint "search_synonyms_expansions_check" check (cardinality("expansions") between 1 and 10);`);
    this.addSql(`create index "search_synonyms_term_trgm" on "commerce"."search_synonyms" using gin ("term" public.gin_trgm_ops);`);
    const literal = (text: string) => `'${normalizeSearch(text).replace(/'/g, "''")}'`;
    const rows = SEARCH_SYNONYMS.map(([term, expansions]) => `(${literal(term)}, array[${expansions.map(literal).join(', ')}]::text[])`);
    this.addSql(`insert into "commerce"."search_synonyms" ("term", "expansions") values ${rows.join(', ')} on conflict ("term") do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."search_synonyms";`);
  }
}
