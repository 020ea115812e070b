import { Migration } from '@mikro-orm/migrations';

export class Migration20261122175603_events extends Migration {
  override name = 'Migration20261122175603_events';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."event_inquiries" ("id" bigserial primary key, "event_code" varchar(40) not null, "user_id" bigint not null, "content" text not null, "answer" text null, "answered_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "event_inquiries_event_code_index" on "commerce"."event_inquiries" ("event_code");`);
    this.addSql(`create index "event_inquiries_user_id_index" on "commerce"."event_inquiries" ("user_id");`);

    this.addSql(
      `create table "commerce"."event_survey_answers" ("id" bigserial primary key, "event_code" varchar(40) not null, "user_id" bigint not null, "answers" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "event_survey_answers_user_id_index" on "commerce"."event_survey_answers" ("user_id");`);
    this.addSql(`alter table "commerce"."event_survey_answers" add constraint "event_survey_answers_event_code_user_id_unique" unique ("event_code", "user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."event_inquiries" cascade;`);
    this.addSql(`drop table if exists "commerce"."event_survey_answers" cascade;`);
  }
}
