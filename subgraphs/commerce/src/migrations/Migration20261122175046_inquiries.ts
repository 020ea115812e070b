import { Migration } from '@mikro-orm/migrations';

export class Migration20261122175046_inquiries extends Migration {
  override name = 'Migration20261122175046_inquiries';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."cs_entries" ("id" bigserial primary key, "kind" varchar(10) not null, "title" varchar(150) not null, "body" text not null, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "commerce"."inquiries" ("id" bigserial primary key, "user_id" bigint not null, "category" varchar(20) not null, "title" varchar(100) not null, "content" text not null, "answer" text null, "answered_by" bigint null, "answered_at" timestamptz null, "created_at" timestamptz not null, "deleted_at" timestamptz null);`,
    );
    this.addSql(`create index "inquiries_user_id_index" on "commerce"."inquiries" ("user_id");`);
    this.addSql(`create index "inquiries_created_at_index" on "commerce"."inquiries" ("created_at");`);

    this.addSql(
      `create table "commerce"."product_questions" ("id" bigserial primary key, "product_id" bigint not null, "user_id" bigint not null, "content" text not null, "secret" boolean not null default false, "answer" text null, "answered_by" bigint null, "answered_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "product_questions_product_id_index" on "commerce"."product_questions" ("product_id");`);
    this.addSql(`create index "product_questions_user_id_index" on "commerce"."product_questions" ("user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."cs_entries" cascade;`);
    this.addSql(`drop table if exists "commerce"."inquiries" cascade;`);
    this.addSql(`drop table if exists "commerce"."product_questions" cascade;`);
  }
}
