import { Migration } from '@mikro-orm/migrations';

export class Migration20261122173758_shopper_lists extends Migration {
  override name = 'Migration20261122173758_shopper_lists';

  override up(): void | Promise<void> {
    this.addSql(`create table "commerce"."compare_items" ("id" bigserial primary key, "user_id" bigint not null, "product_id" bigint not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "compare_items_user_id_index" on "commerce"."compare_items" ("user_id");`);
    this.addSql(`alter table "commerce"."compare_items" add constraint "compare_items_user_id_product_id_unique" unique ("user_id", "product_id");`);

    this.addSql(`create table "commerce"."favorites" ("id" bigserial primary key, "user_id" bigint not null, "product_id" bigint not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "favorites_user_id_index" on "commerce"."favorites" ("user_id");`);
    this.addSql(`alter table "commerce"."favorites" add constraint "favorites_user_id_product_id_unique" unique ("user_id", "product_id");`);

    this.addSql(
      `create table "commerce"."product_views" ("id" bigserial primary key, "user_id" bigint not null, "product_id" bigint not null, "view_count" int not null default 1, "viewed_at" timestamptz not null);`,
    );
    this.addSql(`create index "product_views_user_id_viewed_at_index" on "commerce"."product_views" ("user_id", "viewed_at");`);
    this.addSql(`alter table "commerce"."product_views" add constraint "product_views_user_id_product_id_unique" unique ("user_id", "product_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."compare_items" cascade;`);
    this.addSql(`drop table if exists "commerce"."favorites" cascade;`);
    this.addSql(`drop table if exists "commerce"."product_views" cascade;`);
  }
}
