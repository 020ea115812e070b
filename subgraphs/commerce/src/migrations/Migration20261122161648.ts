import { Migration } from '@mikro-orm/migrations';

export class Migration20261122161648 extends Migration {
  override name = 'Migration20261122161648';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "commerce";`);
    this.addSql(
      `create table "commerce"."refresh_tokens" ("id" bigserial primary key, "user_id" bigint not null, "token_hash" varchar(64) not null, "family_id" varchar(36) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "refresh_tokens_user_id_index" on "commerce"."refresh_tokens" ("user_id");`);
    this.addSql(`alter table "commerce"."refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "refresh_tokens_family_id_index" on "commerce"."refresh_tokens" ("family_id");`);

    this.addSql(
      `create table "commerce"."users" ("id" bigserial primary key, "login_id" varchar(40) null, "nickname" varchar(40) not null, "password_hash" varchar(255) null, "provider" varchar(16) not null, "role" varchar(16) not null default 'member', "gender" int null, "phone" varchar(20) null, "birthday" date null, "email" varchar(254) null, "social_id" varchar(128) null, "guardian_consent" boolean null, "guardian_phone" varchar(20) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "last_login_at" timestamptz null, "left_at" timestamptz null);`,
    );
    this.addSql(`alter table "commerce"."users" add constraint "users_login_id_unique" unique ("login_id");`);
    this.addSql(`create index "users_phone_index" on "commerce"."users" ("phone");`);
    this.addSql(`create index "users_provider_social_id_index" on "commerce"."users" ("provider", "social_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."refresh_tokens" cascade;`);
    this.addSql(`drop table if exists "commerce"."users" cascade;`);

    this.addSql(`drop schema if exists "commerce";`);
  }
}
