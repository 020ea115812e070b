import { Migration } from '@mikro-orm/migrations';

export class Migration20261126201347_billing_subscriptions extends Migration {
  override name = 'Migration20261126201347_billing_subscriptions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."billing_cards" ("id" bigserial primary key, "user_id" bigint not null, "customer_uid" varchar(80) not null, "status" varchar(10) not null default 'pending', "card_name" varchar(40) null, "card_number" varchar(30) null, "created_at" timestamptz not null, "registered_at" timestamptz null, "deleted_at" timestamptz null);`,
    );
    this.addSql(`create index "billing_cards_user_index" on "commerce"."billing_cards" ("user_id", "status");`);
    this.addSql(`alter table "commerce"."billing_cards" add constraint "billing_cards_customer_uid_unique" unique ("customer_uid");`);

    this.addSql(
      `create table "commerce"."billing_certifications" ("user_id" bigint primary key, "certified" boolean not null, "phone" varchar(20) null, "source" varchar(10) not null, "updated_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "commerce"."subscriptions" ("id" bigserial primary key, "user_id" bigint not null, "product_id" bigint not null, "option_id" bigint null, "quantity" int not null, "interval_weeks" int not null, "card_id" bigint not null, "status" varchar(10) not null default 'active', "next_charge_on" date not null, "retry_on" date null, "failures" int not null default 0, "noticed_for" date null, "paused_reason" varchar(200) null, "orderer_name" varchar(40) not null, "orderer_phone" varchar(20) not null, "recipient_name" varchar(40) not null, "recipient_phone" varchar(20) not null, "postcode" varchar(10) not null, "address1" varchar(200) not null, "address2" varchar(200) null, "delivery_memo" varchar(200) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "cancelled_at" timestamptz null);`,
    );
    this.addSql(`create index "subscriptions_product_id_index" on "commerce"."subscriptions" ("product_id");`);
    this.addSql(`create index "subscriptions_card_id_index" on "commerce"."subscriptions" ("card_id");`);
    this.addSql(`create index "subscriptions_user_index" on "commerce"."subscriptions" ("user_id", "status");`);
    this.addSql(`create index "subscriptions_due_index" on "commerce"."subscriptions" (coalesce("retry_on", "next_charge_on")) where "status" = 'active';`);
    this.addSql(`create unique index "subscriptions_live_unique" on "commerce"."subscriptions" ("user_id", "product_id", coalesce("option_id", 0)) where "status" <> 'cancelled';`);

    this.addSql(
      `create table "commerce"."subscription_charges" ("id" bigserial primary key, "subscription_id" bigint not null, "cycle_on" date not null, "attempt" int not null, "order_id" bigint null, "merchant_uid" varchar(40) null, "status" varchar(10) not null, "fail_reason" varchar(300) null, "amount" int not null default 0, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "subscription_charges_order_id_index" on "commerce"."subscription_charges" ("order_id");`);
    this.addSql(`alter table "commerce"."subscription_charges" add constraint "subscription_charges_attempt_unique" unique ("subscription_id", "cycle_on", "attempt");`);

    this.addSql(`alter table "commerce"."payment_events" drop constraint "payment_events_source_check";`);
    this.addSql(`alter table "commerce"."payment_events" add constraint "payment_events_source_check" check ("source" in ('completion', 'webhook', 'cancel', 'billing'));`);

    this.addSql(`alter table "commerce"."sms_codes" drop constraint "sms_codes_purpose_check";`);
    this.addSql(
      `alter table "commerce"."sms_codes" add constraint "sms_codes_purpose_check" check ("purpose" in ('SIGN_UP', 'LOGIN', 'FIND_PASSWORD', 'FIND_LOGIN_ID', 'CHANGE_PHONE', 'GUEST_ORDER', 'BILLING'));`,
    );

    this.addSql(`alter table "commerce"."billing_cards" add constraint "billing_cards_status_check" check ("status" in ('pending', 'active', 'deleted'));`);
    this.addSql(
      `alter table "commerce"."billing_cards" add constraint "billing_cards_registered_check" check (("status" = 'active') <= ("registered_at" is not null) and ("status" = 'deleted') = ("deleted_at" is not null));`,
    );

    this.addSql(`alter table "commerce"."billing_certifications" add constraint "billing_certifications_source_check" check ("source" in ('sms', 'admin'));`);

    this.addSql(`alter table "commerce"."subscriptions" add constraint "subscriptions_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on delete restrict;`);
    this.addSql(`alter table "commerce"."subscriptions" add constraint "subscriptions_option_id_foreign" foreign key ("option_id") references "commerce"."product_options" ("id") on delete restrict;`);
    this.addSql(`alter table "commerce"."subscriptions" add constraint "subscriptions_card_id_foreign" foreign key ("card_id") references "commerce"."billing_cards" ("id") on delete restrict;`);
    this.addSql(
      `alter table "commerce"."subscriptions" add constraint "subscriptions_status_check" check ("status" in ('active', 'paused', 'cancelled') and ("status" = 'cancelled') = ("cancelled_at" is not null));`,
    );
    this.addSql(`alter table "commerce"."subscriptions" add constraint "subscriptions_quantity_check" check ("quantity" between 1 and 10);`);
    this.addSql(`alter table "commerce"."subscriptions" add constraint "subscriptions_interval_check" check ("interval_weeks" in (2, 4, 8));`);
    this.addSql(`alter table "commerce"."subscriptions" add constraint "subscriptions_failures_check" check ("failures" between 0 and 3 and ("retry_on" is null or "retry_on" > "next_charge_on"));`);

    this.addSql(
      `alter table "commerce"."subscription_charges" add constraint "subscription_charges_subscription_id_foreign" foreign key ("subscription_id") references "commerce"."subscriptions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "commerce"."subscription_charges" add constraint "subscription_charges_order_id_foreign" foreign key ("order_id") references "commerce"."orders" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "commerce"."subscription_charges" add constraint "subscription_charges_status_check" check ("status" in ('paid', 'failed', 'unknown'));`);
    this.addSql(`alter table "commerce"."subscription_charges" add constraint "subscription_charges_attempt_check" check ("attempt" between 1 and 4);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "commerce"."subscriptions" drop constraint "subscriptions_card_id_foreign";`);
    this.addSql(`alter table "commerce"."subscription_charges" drop constraint "subscription_charges_subscription_id_foreign";`);
    this.addSql(`drop table if exists "commerce"."billing_cards" cascade;`);
    this.addSql(`drop table if exists "commerce"."billing_certifications" cascade;`);
    this.addSql(`drop table if exists "commerce"."subscriptions" cascade;`);
    this.addSql(`drop table if exists "commerce"."subscription_charges" cascade;`);
    this.addSql(`alter table "commerce"."payment_events" drop constraint "payment_events_source_check";`);
    this.addSql(`alter table "commerce"."payment_events" add constraint "payment_events_source_check" check ("source" in ('completion', 'webhook', 'cancel'));`);
    this.addSql(`alter table "commerce"."sms_codes" drop constraint "sms_codes_purpose_check";`);
    this.addSql(
      `alter table "commerce"."sms_codes" add constraint "sms_codes_purpose_check" check ("purpose" in ('SIGN_UP', 'LOGIN', 'FIND_PASSWORD', 'FIND_LOGIN_ID', 'CHANGE_PHONE', 'GUEST_ORDER'));`,
    );
  }
}
