import { Migration } from '@mikro-orm/migrations';

/**
 * Account restrictions (이용 제한, spec section 6) with their history, the dormant-account store
 * (spec section 9: separated after a year without login, kept 5 years), and the columns of the
 * users table that dormancy needs. docs/decisions/accounts-and-identity.md, retention.md.
 */
export class Migration20261127120000_restrictions_retention extends Migration {
  override name = 'Migration20261127120000_restrictions_retention';

  override up(): void | Promise<void> {
    this.addSql(`create table "commerce"."account_restrictions" (
      "id" bigserial primary key,
      "user_id" bigint not null,
      "offence" int not null,
      "scope" varchar(16) not null,
      "cause" varchar(16) not null,
      "reason" varchar(500) not null,
      "starts_at" timestamptz not null,
      "ends_at" timestamptz null,
      "created_by" bigint not null,
      "created_at" timestamptz not null,
      "lifted_at" timestamptz null,
      "lifted_by" bigint null,
      "lift_reason" varchar(500) null,
      constraint "account_restrictions_user_id_foreign" foreign key ("user_id") references "commerce"."users" ("id") on delete cascade,
      constraint "account_restrictions_scope_check" check ("scope" in ('ACCOUNT', 'CONTENT')),
      constraint "account_restrictions_cause_check" check ("cause" in ('VIOLATION', 'ILLEGAL')),
      constraint "account_restrictions_period_check" check ("ends_at" is null or "ends_at" > "starts_at"),
      constraint "account_restrictions_illegal_check" check ("cause" <> 'ILLEGAL' or "ends_at" is null),
      constraint "account_restrictions_reason_check" check (length("reason") >= 2),
      constraint "account_restrictions_offence_check" check ("offence" >= 1),
      constraint "account_restrictions_lift_check" check (("lifted_at" is null) = ("lifted_by" is null))
    );`);
    this.addSql(`create unique index "account_restrictions_offence_unique" on "commerce"."account_restrictions" ("user_id", "offence");`);

    this.addSql(`alter table "commerce"."users" add "dormant_at" timestamptz null, add "dormancy_noticed_at" timestamptz null;`);
    // The dormancy and notice jobs walk accounts by their last activity.
    this.addSql(`create index "users_last_activity_index" on "commerce"."users" ((coalesce("last_login_at", "created_at"))) where "left_at" is null and "dormant_at" is null;`);

    this.addSql(`create table "commerce"."dormant_accounts" (
      "user_id" bigint primary key,
      "nickname" varchar(40) not null,
      "gender" int null,
      "phone" varchar(20) null,
      "birthday" date null,
      "email" varchar(254) null,
      "guardian_phone" varchar(20) null,
      "last_login_at" timestamptz null,
      "separated_at" timestamptz not null,
      constraint "dormant_accounts_user_id_foreign" foreign key ("user_id") references "commerce"."users" ("id") on delete cascade
    );`);
    this.addSql(`create index "dormant_accounts_phone_index" on "commerce"."dormant_accounts" ("phone");`);
    this.addSql(`create index "dormant_accounts_separated_at_index" on "commerce"."dormant_accounts" ("separated_at");`);
  }

  override down(): void | Promise<void> {
    // Dormant members get their data back before the store goes.
    this.addSql(
      `update "commerce"."users" u set "nickname" = d."nickname", "gender" = d."gender", "phone" = d."phone", "birthday" = d."birthday", "email" = d."email", "guardian_phone" = d."guardian_phone", "dormant_at" = null from "commerce"."dormant_accounts" d where d."user_id" = u."id";`,
    );
    this.addSql(`drop table if exists "commerce"."dormant_accounts" cascade;`);
    this.addSql(`drop index if exists "commerce"."users_last_activity_index";`);
    this.addSql(`alter table "commerce"."users" drop column "dormant_at", drop column "dormancy_noticed_at";`);
    this.addSql(`drop table if exists "commerce"."account_restrictions" cascade;`);
  }
}
