import { Migration } from '@mikro-orm/migrations';

export class Migration20261122161850 extends Migration {
  override name = 'Migration20261122161850';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "nutrition";`);
    this.addSql(
      `create table "nutrition"."profiles" ("id" bigserial primary key, "user_id" bigint not null, "name" varchar(40) not null, "gender" int not null, "birthday" date not null, "is_primary" boolean not null default false, "image_no" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "profiles_user_id_index" on "nutrition"."profiles" ("user_id");`);

    this.addSql(
      `create table "nutrition"."promise_records" ("id" bigserial primary key, "profile_id" bigint not null, "promise_type" int not null default 0, "pregnant_type" int null, "pregnant_day" date null, "vegetarian_type" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "nutrition"."promise_records" add constraint "promise_records_profile_id_unique" unique ("profile_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "nutrition"."profiles" cascade;`);
    this.addSql(`drop table if exists "nutrition"."promise_records" cascade;`);

    this.addSql(`drop schema if exists "nutrition";`);
  }
}
