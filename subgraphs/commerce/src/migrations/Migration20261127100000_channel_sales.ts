import { Migration } from '@mikro-orm/migrations';

/**
 * Selling through partner channels (issue 20): commerce's copy of partners' group-buying events
 * (event ids are partners', so no sequence) and the event an order line was sold at.
 */
export class Migration20261127100000_channel_sales extends Migration {
  override name = 'Migration20261127100000_channel_sales';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."group_buy_offers" ("event_id" bigint primary key, "channel_id" bigint not null, "product_id" bigint not null, "group_price" int not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "status" varchar(20) not null, "version" int not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "group_buy_offers_channel_id_index" on "commerce"."group_buy_offers" ("channel_id");`);
    this.addSql(`create index "group_buy_offers_product_id_index" on "commerce"."group_buy_offers" ("product_id");`);
    this.addSql(`alter table "commerce"."group_buy_offers" add constraint "group_buy_offers_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on delete cascade;`);
    this.addSql(`alter table "commerce"."group_buy_offers" add constraint "group_buy_offers_group_price_check" check ("group_price" >= 0);`);
    this.addSql(`alter table "commerce"."group_buy_offers" add constraint "group_buy_offers_status_check" check ("status" in ('draft', 'scheduled', 'open', 'closed', 'fulfilled', 'cancelled'));`);
    this.addSql(`alter table "commerce"."group_buy_offers" add constraint "group_buy_offers_period_check" check ("ends_at" > "starts_at");`);

    this.addSql(`alter table "commerce"."order_lines" add "cooperate_event_id" bigint null;`);
    this.addSql(
      `alter table "commerce"."order_lines" add constraint "order_lines_cooperate_event_id_foreign" foreign key ("cooperate_event_id") references "commerce"."group_buy_offers" ("event_id") on delete restrict;`,
    );
    this.addSql(`create index "order_lines_cooperate_event_id_index" on "commerce"."order_lines" ("cooperate_event_id");`);

    // Combinations (조합): commerce's copy, and the combination a cart line and an order line came with.
    this.addSql(
      `create table "commerce"."combination_offers" ("combination_id" bigint primary key, "channel_id" bigint not null, "name" varchar(100) not null, "discount_rate" int not null, "status" varchar(10) not null, "lines" jsonb not null, "version" bigint not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "combination_offers_channel_id_index" on "commerce"."combination_offers" ("channel_id");`);
    this.addSql(`alter table "commerce"."combination_offers" add constraint "combination_offers_discount_rate_check" check ("discount_rate" between 0 and 90);`);
    this.addSql(`alter table "commerce"."combination_offers" add constraint "combination_offers_status_check" check ("status" in ('active', 'hidden', 'deleted'));`);
    this.addSql(`alter table "commerce"."cart_lines" add "combination_id" bigint null;`);
    this.addSql(
      `alter table "commerce"."cart_lines" add constraint "cart_lines_combination_id_foreign" foreign key ("combination_id") references "commerce"."combination_offers" ("combination_id") on delete set null;`,
    );
    this.addSql(`create index "cart_lines_combination_id_index" on "commerce"."cart_lines" ("combination_id");`);
    this.addSql(`alter table "commerce"."order_lines" add "combination_id" bigint null;`);
    this.addSql(
      `alter table "commerce"."order_lines" add constraint "order_lines_combination_id_foreign" foreign key ("combination_id") references "commerce"."combination_offers" ("combination_id") on delete restrict;`,
    );
    this.addSql(`create index "order_lines_combination_id_index" on "commerce"."order_lines" ("combination_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "commerce"."order_lines" drop column "combination_id";`);
    this.addSql(`alter table "commerce"."cart_lines" drop column "combination_id";`);
    this.addSql(`drop table if exists "commerce"."combination_offers" cascade;`);
    this.addSql(`alter table "commerce"."order_lines" drop constraint "order_lines_cooperate_event_id_foreign";`);
    this.addSql(`alter table "commerce"."order_lines" drop column "cooperate_event_id";`);
    this.addSql(`drop table if exists "commerce"."group_buy_offers" cascade;`);
  }
}
