import { Migration } from '@mikro-orm/migrations';

/** Issue 20: a channel's profile and visible menus; sign-ups through a channel, follows, survey answers. */
export class Migration20261127030000_channel_profile extends Migration {
  override name = 'Migration20261127030000_channel_profile';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "partners"."channels" add column "intro" varchar(500) null, add column "profile_image_url" varchar(500) null,
        add column "menus" jsonb not null default '["products","combinations","cooperate","community","faq","notice","video"]', add column "updated_at" timestamptz null;`,
    );
    this.addSql(`update "partners"."channels" set "updated_at" = "created_at";`);
    this.addSql(`alter table "partners"."channels" alter column "updated_at" set not null, alter column "updated_at" set default now();`);

    this.addSql(`create table "partners"."channel_signups" ("user_id" bigint primary key, "channel_id" bigint not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "channel_signups_channel_id_index" on "partners"."channel_signups" ("channel_id");`);
    this.addSql(`alter table "partners"."channel_signups" add constraint "channel_signups_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`);

    this.addSql(
      `create table "partners"."channel_follows" ("channel_id" bigint not null, "user_id" bigint not null, "created_at" timestamptz not null, constraint "channel_follows_pkey" primary key ("channel_id", "user_id"));`,
    );
    this.addSql(`create index "channel_follows_user_id_index" on "partners"."channel_follows" ("user_id");`);
    this.addSql(`alter table "partners"."channel_follows" add constraint "channel_follows_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`);

    this.addSql(
      `create table "partners"."channel_survey_answers" ("id" bigserial primary key, "channel_id" bigint not null, "user_id" bigint not null, "survey_key" varchar(60) not null, "answers" jsonb not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "partners"."channel_survey_answers" add constraint "channel_survey_answers_channel_id_survey_key_user_id_unique" unique ("channel_id", "survey_key", "user_id");`);
    this.addSql(
      `alter table "partners"."channel_survey_answers" add constraint "channel_survey_answers_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "partners"."channel_survey_answers" cascade;`);
    this.addSql(`drop table if exists "partners"."channel_follows" cascade;`);
    this.addSql(`drop table if exists "partners"."channel_signups" cascade;`);
    this.addSql(`alter table "partners"."channels" drop column "intro", drop column "profile_image_url", drop column "menus", drop column "updated_at";`);
  }
}
