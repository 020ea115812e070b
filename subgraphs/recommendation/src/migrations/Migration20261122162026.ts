import { Migration } from '@mikro-orm/migrations';

export class Migration20261122162026 extends Migration {
  override name = 'Migration20261122162026';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "recommendation";`);
    this.addSql(
      `create table "recommendation"."recommendation_results" ("id" bigserial primary key, "user_id" bigint not null, "profile_id" bigint null, "age_band" varchar(20) not null, "answers" jsonb not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "recommendation_results_user_id_index" on "recommendation"."recommendation_results" ("user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "recommendation"."recommendation_results" cascade;`);

    this.addSql(`drop schema if exists "recommendation";`);
  }
}
