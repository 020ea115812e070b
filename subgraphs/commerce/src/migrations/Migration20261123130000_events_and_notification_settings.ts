import { Migration } from '@mikro-orm/migrations';

/**
 * The event catalogue (period and survey questions) and members' push settings.
 *
 * Survey answers and event inquiries now name an event of the catalogue. Their references are
 * added `not valid`: rows written before the catalogue existed name codes it does not hold, and
 * they stay as they are (answers are the members'; inquiries are complaint records, kept 3
 * years), while every new or changed row must name an event.
 */
export class Migration20261123130000_events_and_notification_settings extends Migration {
  override name = 'Migration20261123130000_events_and_notification_settings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."events" ("id" bigserial primary key, "code" varchar(40) not null, "title" varchar(120) not null, "summary" text not null, "body" text not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "questions" jsonb not null, "created_at" timestamptz not null, constraint "events_period_check" check ("ends_at" > "starts_at"));`,
    );
    this.addSql(`alter table "commerce"."events" add constraint "events_code_unique" unique ("code");`);
    this.addSql(`create index "events_starts_at_index" on "commerce"."events" ("starts_at");`);
    this.addSql(
      `alter table "commerce"."event_survey_answers" add constraint "event_survey_answers_event_code_foreign" foreign key ("event_code") references "commerce"."events" ("code") on update cascade on delete restrict not valid;`,
    );
    this.addSql(
      `alter table "commerce"."event_inquiries" add constraint "event_inquiries_event_code_foreign" foreign key ("event_code") references "commerce"."events" ("code") on update cascade on delete restrict not valid;`,
    );

    this.addSql(
      `create table "commerce"."notification_settings" ("id" bigserial primary key, "user_id" bigint not null, "category" varchar(30) not null, "enabled" boolean not null, "updated_at" timestamptz not null, constraint "notification_settings_category_check" check ("category" in ('marketing', 'event', 'notice', 'intake_reminder', 'cheering')));`,
    );
    this.addSql(`alter table "commerce"."notification_settings" add constraint "notification_settings_user_id_category_unique" unique ("user_id", "category");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."notification_settings" cascade;`);
    this.addSql(`alter table "commerce"."event_inquiries" drop constraint if exists "event_inquiries_event_code_foreign";`);
    this.addSql(`alter table "commerce"."event_survey_answers" drop constraint if exists "event_survey_answers_event_code_foreign";`);
    this.addSql(`drop table if exists "commerce"."events" cascade;`);
  }
}
