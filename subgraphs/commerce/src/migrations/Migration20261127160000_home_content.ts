import { Migration } from '@mikro-orm/migrations';

/**
 * The home page's content an admin manages (issue 21, docs/decisions/home-content.md): banners may
 * be a title without a picture (the demo's empty `data:,` pictures become none), the category
 * icons (at most ten: slots 1-10, unique) and the 기획전 with their ordered products (a product
 * once per exhibition, positions 1-60, unique).
 */
export class Migration20261127160000_home_content extends Migration {
  override name = 'Migration20261127160000_home_content';

  override up(): void | Promise<void> {
    this.addSql(`alter table "commerce"."banners" alter column "image_url" drop not null;`);
    this.addSql(`update "commerce"."banners" set "image_url" = null where "image_url" = 'data:,';`);

    this.addSql(
      `create table "commerce"."home_category_icons" ("id" bigserial primary key, "slot" int not null, "label" varchar(12) not null, "icon_key" varchar(20) not null, "category_id" bigint not null);`,
    );
    this.addSql(`create index "home_category_icons_category_id_index" on "commerce"."home_category_icons" ("category_id");`);
    this.addSql(`alter table "commerce"."home_category_icons" add constraint "home_category_icons_slot_unique" unique ("slot");`);
    this.addSql(`alter table "commerce"."home_category_icons" add constraint "home_category_icons_slot_check" check ("slot" between 1 and 10);`);
    this.addSql(
      `alter table "commerce"."home_category_icons" add constraint "home_category_icons_category_id_foreign" foreign key ("category_id") references "commerce"."categories" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "commerce"."exhibitions" ("id" bigserial primary key, "title" varchar(60) not null, "summary" varchar(200) null, "banner_image_url" text null, "status" varchar(10) not null default 'draft', "starts_at" timestamptz not null, "ends_at" timestamptz null, "sort_order" int not null default 0, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "commerce"."exhibitions" add constraint "exhibitions_status_check" check ("status" in ('draft', 'published'));`);
    this.addSql(`alter table "commerce"."exhibitions" add constraint "exhibitions_period_check" check ("ends_at" is null or "ends_at" > "starts_at");`);

    this.addSql(
      `create table "commerce"."exhibition_products" ("exhibition_id" bigint not null, "position" int not null, "product_id" bigint not null, constraint "exhibition_products_pkey" primary key ("exhibition_id", "position"));`,
    );
    this.addSql(`create index "exhibition_products_product_id_index" on "commerce"."exhibition_products" ("product_id");`);
    this.addSql(`alter table "commerce"."exhibition_products" add constraint "exhibition_products_exhibition_product_unique" unique ("exhibition_id", "product_id");`);
    this.addSql(`alter table "commerce"."exhibition_products" add constraint "exhibition_products_position_check" check ("position" between 1 and 60);`);
    this.addSql(
      `alter table "commerce"."exhibition_products" add constraint "exhibition_products_exhibition_id_foreign" foreign key ("exhibition_id") references "commerce"."exhibitions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "commerce"."exhibition_products" add constraint "exhibition_products_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."exhibition_products" cascade;`);
    this.addSql(`drop table if exists "commerce"."exhibitions" cascade;`);
    this.addSql(`drop table if exists "commerce"."home_category_icons" cascade;`);
    this.addSql(`update "commerce"."banners" set "image_url" = 'data:,' where "image_url" is null;`);
    this.addSql(`alter table "commerce"."banners" alter column "image_url" set not null;`);
  }
}
