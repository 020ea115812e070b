import { Migration } from '@mikro-orm/migrations';

export class Migration20261122171137 extends Migration {
  override name = 'Migration20261122171137';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."device_tokens" ("id" bigserial primary key, "user_id" bigint not null, "token" varchar(512) not null, "platform" varchar(10) not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "device_tokens_user_id_index" on "commerce"."device_tokens" ("user_id");`);
    this.addSql(`alter table "commerce"."device_tokens" add constraint "device_tokens_token_unique" unique ("token");`);

    this.addSql(
      `create table "commerce"."sandbox_messages" ("id" bigserial primary key, "channel" varchar(10) not null, "phone" varchar(20) not null, "text" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "sandbox_messages_phone_index" on "commerce"."sandbox_messages" ("phone");`);

    this.addSql(
      `create table "commerce"."sms_codes" ("id" bigserial primary key, "phone" varchar(20) not null, "purpose" varchar(20) not null, "code_hash" varchar(64) not null, "attempts" int not null default 0, "expires_at" timestamptz not null, "verified_at" timestamptz null, "consumed_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "sms_codes_phone_purpose_created_at_index" on "commerce"."sms_codes" ("phone", "purpose", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."device_tokens" cascade;`);
    this.addSql(`drop table if exists "commerce"."sandbox_messages" cascade;`);
    this.addSql(`drop table if exists "commerce"."sms_codes" cascade;`);
  }
}
