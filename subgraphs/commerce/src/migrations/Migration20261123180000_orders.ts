import { Migration } from '@mikro-orm/migrations';
import { CLAIM_KINDS, CLAIM_REASONS, LINE_STATUSES, ORDER_STATUSES, PAY_METHODS, sqlList } from '../orders/order-statuses.js';

/**
 * Orders (issue 11): orders with their price, address and gift snapshots, order lines (price
 * snapshot, discount and points shares, line status, refunded amount, whether stock is reserved),
 * one shipment per seller (delivery fee charged, carrier and tracking number), the status history
 * and the refunds, line by line. Orders are never deleted; user ids carry no foreign key (see
 * Migration20261123021505_constraints). The status lists come from orders/order-statuses.ts.
 */
export class Migration20261123180000_orders extends Migration {
  override name = 'Migration20261123180000_orders';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."orders" ("id" bigserial primary key, "order_number" varchar(16) not null, "user_id" bigint not null, "status" varchar(30) not null default 'order_request', ` +
        `"goods_total" int not null, "delivery_total" int not null, "discount_total" int not null default 0, "points_used" int not null default 0, "total" int not null, "pay_method" varchar(10) not null, ` +
        `"orderer_name" varchar(40) not null, "orderer_phone" varchar(11) not null, "recipient_name" varchar(40) null, "recipient_phone" varchar(11) null, "postcode" varchar(5) null, "address1" varchar(200) null, "address2" varchar(200) null, "delivery_memo" varchar(200) null, ` +
        `"is_gift" boolean not null default false, "sender_name" varchar(40) null, "receiver_name" varchar(40) null, "receiver_phone" varchar(11) null, "gift_token" varchar(32) null, ` +
        `"claim_kind" varchar(10) null, "claim_reason" varchar(20) null, "claim_text" varchar(500) null, "claimed_at" timestamptz null, ` +
        `"expires_at" timestamptz null, "hidden_at" timestamptz null, "paid_at" timestamptz null, "delivered_at" timestamptz null, "confirmed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, ` +
        `constraint "orders_order_number_unique" unique ("order_number"), constraint "orders_gift_token_unique" unique ("gift_token"), ` +
        `constraint "orders_status_check" check ("status" in (${sqlList(ORDER_STATUSES)})), ` +
        `constraint "orders_pay_method_check" check ("pay_method" in (${sqlList(PAY_METHODS)})), ` +
        `constraint "orders_money_check" check ("goods_total" >= 0 and "delivery_total" >= 0 and "discount_total" >= 0 and "points_used" >= 0 and "total" >= 0), ` +
        `constraint "orders_total_check" check ("total" = "goods_total" + "delivery_total" - "discount_total" - "points_used"), ` +
        `constraint "orders_address_check" check ("is_gift" or ("recipient_name" is not null and "recipient_phone" is not null and "postcode" is not null and "address1" is not null)), ` +
        `constraint "orders_gift_check" check (not "is_gift" or ("sender_name" is not null and "receiver_name" is not null and "receiver_phone" is not null and "gift_token" is not null)), ` +
        `constraint "orders_claim_kind_check" check ("claim_kind" is null or "claim_kind" in (${sqlList(CLAIM_KINDS)})), ` +
        `constraint "orders_claim_reason_check" check ("claim_reason" is null or "claim_reason" in (${sqlList(CLAIM_REASONS)})));`,
    );
    this.addSql(`create index "orders_user_id_index" on "commerce"."orders" ("user_id");`);
    this.addSql(`create index "orders_orderer_phone_index" on "commerce"."orders" ("orderer_phone");`);
    this.addSql(`create index "orders_expires_at_index" on "commerce"."orders" ("expires_at");`);
    this.addSql(`create index "orders_user_id_created_at_index" on "commerce"."orders" ("user_id", "created_at");`);
    this.addSql(`create index "orders_status_delivered_at_index" on "commerce"."orders" ("status", "delivered_at");`);

    this.addSql(
      `create table "commerce"."order_lines" ("id" bigserial primary key, "order_id" bigint not null, "product_id" bigint not null, "option_id" bigint null, "seller_id" bigint not null, ` +
        `"name" varchar(120) not null, "option_name" varchar(60) null, "unit_price" int not null, "quantity" int not null, "line_total" int not null, "discount_share" int not null default 0, "points_share" int not null default 0, ` +
        `"status" varchar(20) not null default 'ordered', "refunded_amount" int not null default 0, "reserved" boolean not null default false, ` +
        `constraint "order_lines_order_id_foreign" foreign key ("order_id") references "commerce"."orders" ("id") on delete cascade, ` +
        `constraint "order_lines_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on delete restrict, ` +
        `constraint "order_lines_option_id_foreign" foreign key ("option_id") references "commerce"."product_options" ("id") on delete restrict, ` +
        `constraint "order_lines_seller_id_foreign" foreign key ("seller_id") references "commerce"."sellers" ("id") on delete restrict, ` +
        `constraint "order_lines_quantity_check" check ("quantity" between 1 and 99), ` +
        `constraint "order_lines_money_check" check ("unit_price" >= 0 and "line_total" = "unit_price" * "quantity" and "discount_share" >= 0 and "points_share" >= 0 and "discount_share" + "points_share" <= "line_total"), ` +
        `constraint "order_lines_refund_check" check ("refunded_amount" >= 0 and "refunded_amount" <= "line_total"), ` +
        `constraint "order_lines_status_check" check ("status" in (${sqlList(LINE_STATUSES)})));`,
    );
    this.addSql(`create index "order_lines_order_id_index" on "commerce"."order_lines" ("order_id");`);
    this.addSql(`create index "order_lines_product_id_index" on "commerce"."order_lines" ("product_id");`);
    this.addSql(`create index "order_lines_seller_id_index" on "commerce"."order_lines" ("seller_id");`);

    this.addSql(
      `create table "commerce"."order_shipments" ("id" bigserial primary key, "order_id" bigint not null, "seller_id" bigint not null, "fee" int not null, "surcharge" int not null, "base_fee" int not null, ` +
        `"carrier" varchar(20) null, "tracking_number" varchar(30) null, "shipped_at" timestamptz null, "fee_refunded" boolean not null default false, ` +
        `constraint "order_shipments_order_id_foreign" foreign key ("order_id") references "commerce"."orders" ("id") on delete cascade, ` +
        `constraint "order_shipments_seller_id_foreign" foreign key ("seller_id") references "commerce"."sellers" ("id") on delete restrict, ` +
        `constraint "order_shipments_order_id_seller_id_unique" unique ("order_id", "seller_id"), ` +
        `constraint "order_shipments_money_check" check ("fee" >= 0 and "surcharge" >= 0 and "base_fee" >= 0));`,
    );
    this.addSql(`create index "order_shipments_seller_id_index" on "commerce"."order_shipments" ("seller_id");`);

    this.addSql(
      `create table "commerce"."order_status_history" ("id" bigserial primary key, "order_id" bigint not null, "from_status" varchar(30) null, "to_status" varchar(30) not null, "event" varchar(30) not null, ` +
        `"actor_user_id" bigint null, "actor_role" varchar(10) not null, "reason" varchar(500) null, "created_at" timestamptz not null, ` +
        `constraint "order_status_history_order_id_foreign" foreign key ("order_id") references "commerce"."orders" ("id") on delete cascade, ` +
        `constraint "order_status_history_actor_role_check" check ("actor_role" in ('buyer', 'seller', 'admin', 'system')));`,
    );
    this.addSql(`create index "order_status_history_order_id_index" on "commerce"."order_status_history" ("order_id");`);

    this.addSql(
      `create table "commerce"."order_refunds" ("id" bigserial primary key, "order_id" bigint not null, "line_id" bigint null, "seller_id" bigint null, "cause" varchar(10) not null, "item" varchar(20) not null, "amount" int not null, "points" int not null default 0, "created_at" timestamptz not null, ` +
        `constraint "order_refunds_order_id_foreign" foreign key ("order_id") references "commerce"."orders" ("id") on delete cascade, ` +
        `constraint "order_refunds_line_id_foreign" foreign key ("line_id") references "commerce"."order_lines" ("id") on delete cascade, ` +
        `constraint "order_refunds_cause_check" check ("cause" in ('cancel', 'return')), ` +
        `constraint "order_refunds_item_check" check ("item" in ('goods', 'delivery', 'return_shipping')), ` +
        `constraint "order_refunds_amount_check" check (("item" = 'return_shipping') = ("amount" < 0) or "amount" = 0));`,
    );
    this.addSql(`create index "order_refunds_order_id_index" on "commerce"."order_refunds" ("order_id");`);
  }

  override down(): void | Promise<void> {
    for (const table of ['order_refunds', 'order_status_history', 'order_shipments', 'order_lines', 'orders']) this.addSql(`drop table if exists "commerce"."${table}" cascade;`);
  }
}
