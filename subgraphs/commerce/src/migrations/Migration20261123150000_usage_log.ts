import { Migration } from '@mikro-orm/migrations';

/**
 * The activity (usage) log of spec section 2: one row per page view (search, click) with the
 * path category, the caller's account (null: anonymous, or an account that left) and where the
 * visitor came from. Read by date range (admin summary, retention job) and by account (leaving).
 */
export class Migration20261123150000_usage_log extends Migration {
  override name = 'Migration20261123150000_usage_log';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."usage_logs" ("id" bigserial primary key, "action" text not null, "action_type" text not null, "action_id" text null, "query" text null, "created_by" bigint null, "href" text not null, "referral" text null, "created_at" timestamptz not null, ` +
        `constraint "usage_logs_action_check" check ("action" in ('home', 'product', 'group_buying', 'cart', 'order', 'payment_result', 'pick', 'mypage', 'search')), ` +
        `constraint "usage_logs_action_type_check" check ("action_type" in ('view', 'search', 'click')), ` +
        `constraint "usage_logs_action_id_check" check ("action_id" is null or (length("action_id") >= 1 and length("action_id") <= 100)), ` +
        `constraint "usage_logs_query_check" check ("query" is null or (length("query") >= 1 and length("query") <= 100)), ` +
        `constraint "usage_logs_href_check" check (length("href") >= 1 and length("href") <= 500), ` +
        `constraint "usage_logs_referral_check" check ("referral" is null or (length("referral") >= 1 and length("referral") <= 500)));`,
    );
    this.addSql(`create index "usage_logs_created_at_index" on "commerce"."usage_logs" ("created_at");`);
    this.addSql(`create index "usage_logs_action_created_at_index" on "commerce"."usage_logs" ("action", "created_at");`);
    this.addSql(`create index "usage_logs_created_by_index" on "commerce"."usage_logs" ("created_by");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."usage_logs" cascade;`);
  }
}
