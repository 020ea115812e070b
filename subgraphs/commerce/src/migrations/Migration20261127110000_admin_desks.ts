import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's orders and products desks (docs/decisions/selling.md "Orders desk",
 * catalog-and-search.md "Products desk"): indexes for the orders desk's newest-first lists, the
 * products desk's limits as CHECKs (prices up to 10,000,000 won, option stock up to 1,000,000) and
 * option names unique within their product.
 */
export class Migration20261127110000_admin_desks extends Migration {
  override name = 'Migration20261127110000_admin_desks';

  override up(): void | Promise<void> {
    this.addSql(`create index "orders_created_at_id" on "commerce"."orders" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "orders_status_created_at" on "commerce"."orders" ("status", "created_at" desc, "id" desc);`);
    this.addSql(`alter table "commerce"."products" drop constraint "products_price_check";`);
    this.addSql(`alter table "commerce"."products" add constraint "products_price_check" check ("price" >= 0 and "price" <= 10000000);`);
    this.addSql(`alter table "commerce"."product_options" drop constraint "product_options_extra_price_check";`);
    this.addSql(`alter table "commerce"."product_options" add constraint "product_options_extra_price_check" check ("extra_price" >= 0 and "extra_price" <= 10000000);`);
    this.addSql(`alter table "commerce"."product_options" drop constraint "product_options_stock_check";`);
    this.addSql(`alter table "commerce"."product_options" add constraint "product_options_stock_check" check ("stock" >= 0 and "stock" <= 1000000);`);
    // A product that already has two options of one name keeps both, the later ones told apart by their number.
    this.addSql(
      `update "commerce"."product_options" o set "name" = left(o."name", 50) || ' (' || o."id" || ')' where exists (select 1 from "commerce"."product_options" e where e."product_id" = o."product_id" and e."name" = o."name" and e."id" < o."id");`,
    );
    this.addSql(`alter table "commerce"."product_options" add constraint "product_options_product_name_unique" unique ("product_id", "name");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "commerce"."product_options" drop constraint "product_options_product_name_unique";`);
    this.addSql(`alter table "commerce"."product_options" drop constraint "product_options_stock_check";`);
    this.addSql(`alter table "commerce"."product_options" add constraint "product_options_stock_check" check ("stock" >= 0);`);
    this.addSql(`alter table "commerce"."product_options" drop constraint "product_options_extra_price_check";`);
    this.addSql(`alter table "commerce"."product_options" add constraint "product_options_extra_price_check" check ("extra_price" >= 0);`);
    this.addSql(`alter table "commerce"."products" drop constraint "products_price_check";`);
    this.addSql(`alter table "commerce"."products" add constraint "products_price_check" check ("price" >= 0);`);
    this.addSql(`drop index "commerce"."orders_status_created_at";`);
    this.addSql(`drop index "commerce"."orders_created_at_id";`);
  }
}
