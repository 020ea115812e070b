import { Migration } from '@mikro-orm/migrations';

/**
 * Payments through the payment gateway (docs/decisions/selling.md, "Payments"): one row per
 * payment attempt of an order (merchant_uid random and unique; imp_uid the gateway's id once it
 * has one), and payment_events, the log of gateway states applied to a payment, unique per
 * (imp_uid, status, cancelled_amount) so a replayed webhook or completion inserts nothing and
 * changes nothing. order_id is a plain column here; the orders migration adds its foreign key.
 */
export class Migration20261123170000_payments extends Migration {
  override name = 'Migration20261123170000_payments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."payments" ("id" bigserial primary key, "merchant_uid" varchar(40) not null, "order_id" bigint not null, "user_id" bigint not null, "imp_uid" varchar(40) null, ` +
        `"pay_method" text not null, "name" varchar(100) not null, "amount" int not null, "cancelled_amount" int not null default 0, "status" text not null default 'ready', ` +
        `"vbank_bank" varchar(40) null, "vbank_number" varchar(40) null, "vbank_holder" varchar(60) null, "vbank_due_at" timestamptz null, "fail_reason" text null, "gateway_answer" jsonb null, ` +
        `"paid_at" timestamptz null, "cancelled_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, ` +
        `constraint "payments_merchant_uid_unique" unique ("merchant_uid"), constraint "payments_imp_uid_unique" unique ("imp_uid"), ` +
        `constraint "payments_pay_method_check" check ("pay_method" in ('kakaopay', 'naverpay', 'card', 'vbank', 'tosspay', 'other')), ` +
        `constraint "payments_status_check" check ("status" in ('ready', 'paid', 'cancelled', 'failed', 'partial_cancelled')), ` +
        `constraint "payments_amount_check" check ("amount" > 0), ` +
        `constraint "payments_cancelled_amount_check" check ("cancelled_amount" >= 0 and "cancelled_amount" <= "amount"), ` +
        `constraint "payments_paid_check" check ("status" not in ('paid', 'partial_cancelled') or ("imp_uid" is not null and "paid_at" is not null)));`,
    );
    this.addSql(`create index "payments_order_id_index" on "commerce"."payments" ("order_id");`);
    this.addSql(`create index "payments_user_id_created_at_index" on "commerce"."payments" ("user_id", "created_at");`);
    this.addSql(
      `create table "commerce"."payment_events" ("id" bigserial primary key, "payment_id" bigint not null, "imp_uid" varchar(40) not null, "status" text not null, "cancelled_amount" int not null default 0, ` +
        `"source" text not null, "gateway_answer" jsonb null, "created_at" timestamptz not null, ` +
        `constraint "payment_events_payment_id_foreign" foreign key ("payment_id") references "commerce"."payments" ("id") on delete cascade, ` +
        `constraint "payment_events_imp_uid_status_cancelled_amount_unique" unique ("imp_uid", "status", "cancelled_amount"), ` +
        `constraint "payment_events_status_check" check ("status" in ('ready', 'paid', 'cancelled', 'failed', 'partial_cancelled')), ` +
        `constraint "payment_events_source_check" check ("source" in ('completion', 'webhook', 'cancel')));`,
    );
    this.addSql(`create index "payment_events_payment_id_index" on "commerce"."payment_events" ("payment_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."payment_events" cascade;`);
    this.addSql(`drop table if exists "commerce"."payments" cascade;`);
  }
}
