import { Migration } from '@mikro-orm/migrations';

/**
 * Selling, part one (issue 11): the cart, the address book and the sellers' delivery-fee columns
 * (docs/decisions/selling.md). Unlike the earlier shopper lists, cart lines and addresses reference
 * `users` (cascade): they are the person's own and go with the row if it is ever deleted; leaving
 * deletes them in the lifecycle (the row itself stays, anonymised).
 */
export class Migration20261123160000_cart_addresses_delivery extends Migration {
  override name = 'Migration20261123160000_cart_addresses_delivery';

  override up(): void | Promise<void> {
    this.addSql(`alter table "commerce"."sellers" add column "delivery_fee" int not null default 3000, add column "free_shipping_from" int null default 30000;`);
    this.addSql(`alter table "commerce"."sellers" add constraint "sellers_delivery_fee_check" check ("delivery_fee" >= 0 and "delivery_fee" <= 100000);`);
    this.addSql(`alter table "commerce"."sellers" add constraint "sellers_free_shipping_from_check" check ("free_shipping_from" is null or "free_shipping_from" >= 0);`);

    this.addSql(
      `create table "commerce"."cart_lines" ("id" bigserial primary key, "user_id" bigint not null, "product_id" bigint not null, "option_id" bigint null, "quantity" int not null, "selected" boolean not null default true, "purchased_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "cart_lines_quantity_check" check ("quantity" >= 1 and "quantity" <= 99));`,
    );
    this.addSql(`create index "cart_lines_product_id_index" on "commerce"."cart_lines" ("product_id");`);
    this.addSql(`create index "cart_lines_option_id_index" on "commerce"."cart_lines" ("option_id");`);
    this.addSql(`create unique index "cart_lines_user_product_option_unique" on "commerce"."cart_lines" ("user_id", "product_id", coalesce("option_id", 0));`);
    this.addSql(`alter table "commerce"."cart_lines" add constraint "cart_lines_user_id_foreign" foreign key ("user_id") references "commerce"."users" ("id") on delete cascade;`);
    this.addSql(`alter table "commerce"."cart_lines" add constraint "cart_lines_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on delete cascade;`);
    this.addSql(`alter table "commerce"."cart_lines" add constraint "cart_lines_option_id_foreign" foreign key ("option_id") references "commerce"."product_options" ("id") on delete cascade;`);

    this.addSql(
      `create table "commerce"."addresses" ("id" bigserial primary key, "user_id" bigint not null, "label" varchar(20) not null, "recipient" varchar(20) not null, "phone" varchar(11) not null, "postcode" varchar(5) not null, "address1" varchar(200) not null, "address2" varchar(200) not null default '', "is_default" boolean not null default false, "source" varchar(10) not null default 'manual', "source_name" varchar(60) null, "created_at" timestamptz not null, ` +
        `constraint "addresses_postcode_check" check ("postcode" ~ '^[0-9]{5}$'), ` +
        `constraint "addresses_phone_check" check ("phone" ~ '^0[0-9]{8,10}$'), ` +
        `constraint "addresses_source_check" check ("source" in ('manual', 'partner') and ("source" = 'partner') = ("source_name" is not null)));`,
    );
    this.addSql(`create index "addresses_user_id_index" on "commerce"."addresses" ("user_id");`);
    this.addSql(`create unique index "addresses_one_default_unique" on "commerce"."addresses" ("user_id") where "is_default";`);
    this.addSql(`alter table "commerce"."addresses" add constraint "addresses_user_id_foreign" foreign key ("user_id") references "commerce"."users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."addresses" cascade;`);
    this.addSql(`drop table if exists "commerce"."cart_lines" cascade;`);
    this.addSql(
      `alter table "commerce"."sellers" drop constraint if exists "sellers_free_shipping_from_check", drop constraint if exists "sellers_delivery_fee_check", drop column if exists "free_shipping_from", drop column if exists "delivery_fee";`,
    );
  }
}
