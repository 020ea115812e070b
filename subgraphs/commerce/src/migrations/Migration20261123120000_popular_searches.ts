import { Migration } from '@mikro-orm/migrations';

/**
 * Popular searches count only terms that found something and that no admin blocked: each search
 * keeps how many products it found, and admins keep a table of blocked terms.
 */
export class Migration20261123120000_popular_searches extends Migration {
  override name = 'Migration20261123120000_popular_searches';

  override up(): void | Promise<void> {
    this.addSql(`alter table "commerce"."search_history" add "result_count" int null;`);
    this.addSql(`alter table "commerce"."search_history" add constraint "search_history_result_count_check" check ("result_count" >= 0);`);
    this.addSql(
      `create table "commerce"."search_blocked_terms" ("id" bigserial primary key, "term" varchar(100) not null, "match" varchar(10) not null, "created_by" bigint null, "created_at" timestamptz not null, constraint "search_blocked_terms_match_check" check ("match" in ('exact', 'contains')), constraint "search_blocked_terms_term_check" check (length("term") > 0));`,
    );
    this.addSql(`alter table "commerce"."search_blocked_terms" add constraint "search_blocked_terms_term_match_unique" unique ("term", "match");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."search_blocked_terms" cascade;`);
    this.addSql(`alter table "commerce"."search_history" drop constraint "search_history_result_count_check";`);
    this.addSql(`alter table "commerce"."search_history" drop column "result_count";`);
  }
}
