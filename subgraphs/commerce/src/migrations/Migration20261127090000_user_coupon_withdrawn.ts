import { Migration } from '@mikro-orm/migrations';

/** An operator withdraws a member's coupon or restores it (setUserCouponAvailable; docs/decisions/coupons.md). */
export class Migration20261127090000_user_coupon_withdrawn extends Migration {
  override name = 'Migration20261127090000_user_coupon_withdrawn';

  override up(): void | Promise<void> {
    this.addSql(`alter table "commerce"."user_coupons" add "withdrawn_at" timestamptz null, add "status_reason" varchar(200) null;`);
    this.addSql(`alter table "commerce"."user_coupons" drop constraint "user_coupons_status_check";`);
    this.addSql(`alter table "commerce"."user_coupons" add constraint "user_coupons_status_check" check ("status" in ('available', 'reserved', 'used', 'withdrawn'));`);
    this.addSql(`alter table "commerce"."user_coupons" drop constraint "user_coupons_order_check";`);
    this.addSql(
      `alter table "commerce"."user_coupons" add constraint "user_coupons_order_check" check (("status" in ('reserved', 'used')) = ("order_id" is not null) and ("status" = 'used') = ("used_at" is not null) and ("status" = 'withdrawn') = ("withdrawn_at" is not null) and "discount" >= 0);`,
    );
  }

  override down(): void | Promise<void> {
    // Withdrawn coupons come back to their members: the old statuses have no place for them.
    this.addSql(`update "commerce"."user_coupons" set "status" = 'available' where "status" = 'withdrawn';`);
    this.addSql(`alter table "commerce"."user_coupons" drop constraint "user_coupons_order_check";`);
    this.addSql(
      `alter table "commerce"."user_coupons" add constraint "user_coupons_order_check" check (("status" = 'available') = ("order_id" is null) and ("status" = 'used') = ("used_at" is not null) and "discount" >= 0);`,
    );
    this.addSql(`alter table "commerce"."user_coupons" drop constraint "user_coupons_status_check";`);
    this.addSql(`alter table "commerce"."user_coupons" add constraint "user_coupons_status_check" check ("status" in ('available', 'reserved', 'used'));`);
    this.addSql(`alter table "commerce"."user_coupons" drop column "withdrawn_at", drop column "status_reason";`);
  }
}
