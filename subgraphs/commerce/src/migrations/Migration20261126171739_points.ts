import { Migration } from '@mikro-orm/migrations';

export class Migration20261126171739_points extends Migration {
  override name = 'Migration20261126171739_points';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."point_lots" ("id" bigserial primary key, "user_id" bigint not null, "source" varchar(20) not null, "source_id" bigint not null, "amount" int not null, "remaining" int not null, "granted_at" timestamptz not null, "expires_at" timestamptz not null, "noticed_at" timestamptz null, "closed_at" timestamptz null);`,
    );
    this.addSql(`create index "point_lots_user_live_index" on "commerce"."point_lots" ("user_id", "expires_at") where "closed_at" is null;`);
    this.addSql(`create index "point_lots_expiry_index" on "commerce"."point_lots" ("expires_at") where "closed_at" is null;`);
    this.addSql(`alter table "commerce"."point_lots" add constraint "point_lots_source_unique" unique ("source", "source_id");`);

    this.addSql(
      `create table "commerce"."point_entries" ("id" bigserial primary key, "user_id" bigint not null, "lot_id" bigint not null, "kind" varchar(10) not null, "amount" int not null, "order_id" bigint null, "reason" varchar(100) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "point_entries_lot_id_index" on "commerce"."point_entries" ("lot_id");`);
    this.addSql(`create index "point_entries_order_id_index" on "commerce"."point_entries" ("order_id");`);
    this.addSql(`create index "point_entries_user_index" on "commerce"."point_entries" ("user_id", "id");`);

    this.addSql(`alter table "commerce"."point_lots" add constraint "point_lots_source_check" check ("source" in ('purchase', 'review'));`);
    this.addSql(`alter table "commerce"."point_lots" add constraint "point_lots_amount_check" check ("amount" > 0 and "remaining" between 0 and "amount");`);
    this.addSql(`alter table "commerce"."point_lots" add constraint "point_lots_closed_check" check ("closed_at" is null or "remaining" = 0);`);

    this.addSql(`alter table "commerce"."point_entries" add constraint "point_entries_lot_id_foreign" foreign key ("lot_id") references "commerce"."point_lots" ("id") on delete restrict;`);
    this.addSql(`alter table "commerce"."point_entries" add constraint "point_entries_order_id_foreign" foreign key ("order_id") references "commerce"."orders" ("id") on delete restrict;`);
    this.addSql(`alter table "commerce"."point_entries" add constraint "point_entries_kind_check" check ("kind" in ('earn', 'spend', 'return', 'expire', 'revoke'));`);
    this.addSql(`alter table "commerce"."point_entries" add constraint "point_entries_sign_check" check (case when "kind" in ('earn', 'return') then "amount" > 0 else "amount" < 0 end);`);

    // The ledger is append-only: an entry is never changed or removed (docs/decisions/points.md).
    this.addSql(
      `create function "commerce"."point_entries_append_only"() returns trigger language plpgsql as $$ begin raise exception 'point_entries is append-only' using errcode = 'restrict_violation'; end $$;`,
    );
    this.addSql(`create trigger "point_entries_append_only" before update or delete on "commerce"."point_entries" for each row execute function "commerce"."point_entries_append_only"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "point_entries_append_only" on "commerce"."point_entries";`);
    this.addSql(`drop function if exists "commerce"."point_entries_append_only"();`);
    this.addSql(`alter table "commerce"."point_entries" drop constraint "point_entries_lot_id_foreign";`);

    this.addSql(`drop table if exists "commerce"."point_lots" cascade;`);
    this.addSql(`drop table if exists "commerce"."point_entries" cascade;`);
  }
}
