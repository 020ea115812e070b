import { Migration } from '@mikro-orm/migrations';

export class Migration20261122173125_catalog extends Migration {
  override name = 'Migration20261122173125_catalog';

  override up(): void | Promise<void> {
    this.addSql(`create table "commerce"."brands" ("id" bigserial primary key, "name" varchar(60) not null, "description" text null, "logo_url" text null);`);
    this.addSql(`alter table "commerce"."brands" add constraint "brands_name_unique" unique ("name");`);

    this.addSql(
      `create table "commerce"."categories" ("id" bigserial primary key, "name" varchar(40) not null, "kind" varchar(10) not null default 'mall', "parent_id" bigint null, "level" int not null default 1, "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "categories_parent_id_index" on "commerce"."categories" ("parent_id");`);

    this.addSql(
      `create table "commerce"."products" ("id" bigserial primary key, "name" varchar(120) not null, "brand_id" bigint not null, "category_id" bigint not null, "seller_id" bigint not null, "price" int not null, "sale_price" int not null, "formulation" varchar(10) not null, "status" varchar(10) not null default 'on_sale', "image_url" text not null, "description" text null, "keywords" text not null default '', "search_text" text not null, "search_choseong" text not null, "search_bigrams" text[] not null, "popularity" int not null default 0, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "products_brand_id_index" on "commerce"."products" ("brand_id");`);
    this.addSql(`create index "products_category_id_index" on "commerce"."products" ("category_id");`);
    this.addSql(`create index "products_seller_id_index" on "commerce"."products" ("seller_id");`);
    this.addSql(`create index "products_status_sale_price_index" on "commerce"."products" ("status", "sale_price");`);

    this.addSql(
      `create table "commerce"."product_options" ("id" bigserial primary key, "product_id" bigint not null, "name" varchar(60) not null, "extra_price" int not null default 0, "stock" int not null default 0);`,
    );
    this.addSql(`create index "product_options_product_id_index" on "commerce"."product_options" ("product_id");`);

    this.addSql(
      `create table "commerce"."related_products" ("product_id" bigint not null, "related_product_id" bigint not null, "sort_order" int not null default 0, primary key ("product_id", "related_product_id"));`,
    );

    this.addSql(`create table "commerce"."search_history" ("id" bigserial primary key, "user_id" bigint not null, "query" varchar(100) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "search_history_user_id_created_at_index" on "commerce"."search_history" ("user_id", "created_at");`);
    this.addSql(`create index "search_history_created_at_index" on "commerce"."search_history" ("created_at");`);

    this.addSql(`create table "commerce"."sellers" ("id" bigserial primary key, "name" varchar(60) not null, "user_id" bigint null, "business_number" varchar(12) null);`);
    this.addSql(`create index "sellers_user_id_index" on "commerce"."sellers" ("user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."brands" cascade;`);
    this.addSql(`drop table if exists "commerce"."categories" cascade;`);
    this.addSql(`drop table if exists "commerce"."products" cascade;`);
    this.addSql(`drop table if exists "commerce"."product_options" cascade;`);
    this.addSql(`drop table if exists "commerce"."related_products" cascade;`);
    this.addSql(`drop table if exists "commerce"."search_history" cascade;`);
    this.addSql(`drop table if exists "commerce"."sellers" cascade;`);
  }
}
