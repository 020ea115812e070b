import { Migration } from '@mikro-orm/migrations';

export class Migration20261126175926_coupons extends Migration {
  override name = 'Migration20261126175926_coupons';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."coupon_masters" ("id" bigserial primary key, "name" varchar(60) not null, "code" varchar(30) null, "kind" varchar(20) not null, "target" varchar(10) not null, "amount" int not null, "max_discount" int null, "min_order_amount" int not null default 0, "scope" varchar(20) not null default 'all', "scope_ids" text[] not null default '{}', "starts_at" timestamptz not null, "ends_at" timestamptz not null, "valid_days" int null, "issue_limit" int null, "issued_count" int not null default 0, "per_member_limit" int not null default 1, "auto_issue" varchar(20) null, "withdrawn_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "commerce"."coupon_masters" add constraint "coupon_masters_code_unique" unique ("code");`);

    this.addSql(
      `create table "commerce"."user_coupons" ("id" bigserial primary key, "master_id" bigint not null, "user_id" bigint not null, "status" varchar(10) not null default 'available', "order_id" bigint null, "discount" int not null default 0, "issued_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`,
    );
    this.addSql(`create index "user_coupons_master_id_index" on "commerce"."user_coupons" ("master_id");`);
    this.addSql(`create index "user_coupons_order_id_index" on "commerce"."user_coupons" ("order_id");`);
    this.addSql(`create index "user_coupons_user_index" on "commerce"."user_coupons" ("user_id", "status");`);

    this.addSql(`alter table "commerce"."coupon_masters" add constraint "coupon_masters_code_check" check ("code" is null or "code" = upper("code"));`);
    this.addSql(`alter table "commerce"."coupon_masters" add constraint "coupon_masters_kind_check" check ("kind" in ('percent', 'fixed', 'free_shipping'));`);
    this.addSql(
      `alter table "commerce"."coupon_masters" add constraint "coupon_masters_target_check" check ("target" in ('line', 'order', 'shipping') and ("kind" = 'free_shipping') = ("target" = 'shipping'));`,
    );
    this.addSql(`alter table "commerce"."coupon_masters" add constraint "coupon_masters_scope_check" check ("scope" in ('all', 'products', 'categories', 'brands', 'channel'));`);
    this.addSql(
      `alter table "commerce"."coupon_masters" add constraint "coupon_masters_amount_check" check (case "kind" when 'percent' then "amount" between 1 and 100 when 'fixed' then "amount" > 0 else "amount" = 0 end and ("max_discount" is null or "max_discount" > 0) and "min_order_amount" >= 0);`,
    );
    this.addSql(`alter table "commerce"."coupon_masters" add constraint "coupon_masters_window_check" check ("starts_at" < "ends_at" and ("valid_days" is null or "valid_days" > 0));`);
    this.addSql(
      `alter table "commerce"."coupon_masters" add constraint "coupon_masters_limits_check" check ("per_member_limit" >= 1 and "issued_count" >= 0 and ("issue_limit" is null or "issued_count" <= "issue_limit"));`,
    );
    this.addSql(`alter table "commerce"."coupon_masters" add constraint "coupon_masters_auto_issue_check" check ("auto_issue" is null or "auto_issue" = 'signup');`);

    this.addSql(`alter table "commerce"."user_coupons" add constraint "user_coupons_master_id_foreign" foreign key ("master_id") references "commerce"."coupon_masters" ("id") on delete restrict;`);
    this.addSql(`alter table "commerce"."user_coupons" add constraint "user_coupons_order_id_foreign" foreign key ("order_id") references "commerce"."orders" ("id") on delete restrict;`);
    this.addSql(`alter table "commerce"."user_coupons" add constraint "user_coupons_status_check" check ("status" in ('available', 'reserved', 'used'));`);
    this.addSql(
      `alter table "commerce"."user_coupons" add constraint "user_coupons_order_check" check (("status" = 'available') = ("order_id" is null) and ("status" = 'used') = ("used_at" is not null) and "discount" >= 0);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "commerce"."user_coupons" drop constraint "user_coupons_master_id_foreign";`);

    this.addSql(`drop table if exists "commerce"."coupon_masters" cascade;`);
    this.addSql(`drop table if exists "commerce"."user_coupons" cascade;`);
  }
}
