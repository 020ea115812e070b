import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20: handles a channel has had; the group-buying lifecycle (status, participants, alerts,
 * clicks, the version commerce's copy follows); visits and query logs; daily channel figures and
 * attributed orders. The seed's events were running: they become `open`.
 */
export class Migration20261127000000_channels_visits_stats extends Migration {
  override name = 'Migration20261127000000_channels_visits_stats';

  override up(): void | Promise<void> {
    this.addSql(`create table "partners"."channel_handles" ("id" bigserial primary key, "channel_id" bigint not null, "handle" varchar(40) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "channel_handles_channel_id_index" on "partners"."channel_handles" ("channel_id");`);
    this.addSql(`create unique index "channel_handles_handle_unique" on "partners"."channel_handles" (lower("handle"));`);
    this.addSql(`alter table "partners"."channel_handles" add constraint "channel_handles_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`);
    this.addSql(`insert into "partners"."channel_handles" ("channel_id", "handle", "created_at") select "id", "handle", "created_at" from "partners"."channels";`);

    this.addSql(`alter table "partners"."cooperate_events" add column "description" text null, add column "status" varchar(20) not null default 'draft', add column "max_participants" int null,
      add column "participant_count" int not null default 0, add column "click_count" int not null default 0, add column "version" int not null default 1, add column "updated_at" timestamptz null;`);
    this.addSql(
      `update "partners"."cooperate_events" set "status" = case when "ends_at" <= now() then 'closed' when "starts_at" <= now() then 'open' else 'scheduled' end, "updated_at" = "created_at";`,
    );
    this.addSql(`alter table "partners"."cooperate_events" alter column "updated_at" set not null, alter column "updated_at" set default now();`);
    this.addSql(`alter table "partners"."cooperate_events" add constraint "cooperate_events_status_check" check ("status" in ('draft', 'scheduled', 'open', 'closed', 'fulfilled', 'cancelled'));`);
    this.addSql(
      `alter table "partners"."cooperate_events" add constraint "cooperate_events_participants_check" check ("participant_count" >= 0 and "click_count" >= 0 and ("max_participants" is null or ("max_participants" between 1 and 100000 and "participant_count" <= "max_participants")));`,
    );
    this.addSql(
      `create table "partners"."cooperate_participants" ("event_id" bigint not null, "user_id" bigint not null, "created_at" timestamptz not null, constraint "cooperate_participants_pkey" primary key ("event_id", "user_id"));`,
    );
    this.addSql(
      `alter table "partners"."cooperate_participants" add constraint "cooperate_participants_event_id_foreign" foreign key ("event_id") references "partners"."cooperate_events" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "partners"."cooperate_alerts" ("event_id" bigint not null, "user_id" bigint not null, "created_at" timestamptz not null, constraint "cooperate_alerts_pkey" primary key ("event_id", "user_id"));`,
    );
    this.addSql(
      `alter table "partners"."cooperate_alerts" add constraint "cooperate_alerts_event_id_foreign" foreign key ("event_id") references "partners"."cooperate_events" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "partners"."channel_visits" ("id" bigserial primary key, "channel_id" bigint null, "user_id" bigint null, "session_id" varchar(64) null, "action" varchar(60) not null, "value" varchar(500) null, "ip" varchar(64) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "channel_visits_user_id_created_at_index" on "partners"."channel_visits" ("user_id", "created_at");`);
    this.addSql(`create index "channel_visits_channel_id_created_at_index" on "partners"."channel_visits" ("channel_id", "created_at");`);
    this.addSql(`create index "channel_visits_session_id_index" on "partners"."channel_visits" ("session_id") where "session_id" is not null;`);
    this.addSql(`create unique index "channel_visits_first_inflow_unique" on "partners"."channel_visits" ("channel_id", "session_id") where "action" = 'first_inflow';`);
    this.addSql(`alter table "partners"."channel_visits" add constraint "channel_visits_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`);
    this.addSql(`alter table "partners"."channel_visits" add constraint "channel_visits_action_check" check (btrim("action") <> '');`);

    this.addSql(
      `create table "partners"."query_logs" ("id" bigserial primary key, "channel_id" bigint null, "user_id" bigint null, "log" varchar(2000) not null, "host" varchar(255) null, "hostname" varchar(255) null, "href" varchar(2000) null, "origin" varchar(255) null, "pathname" varchar(1000) null, "inflow" varchar(255) null, "ip" varchar(64) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "query_logs_channel_id_index" on "partners"."query_logs" ("channel_id");`);
    this.addSql(`alter table "partners"."query_logs" add constraint "query_logs_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`);

    this.addSql(
      `create table "partners"."channel_daily_stats" ("channel_id" bigint not null, "day" date not null, "visits" int not null default 0, "first_inflows" int not null default 0, "page_views" int not null default 0, "signups" int not null default 0, "orders" int not null default 0, "revenue" bigint not null default 0, constraint "channel_daily_stats_pkey" primary key ("channel_id", "day"));`,
    );
    this.addSql(
      `alter table "partners"."channel_daily_stats" add constraint "channel_daily_stats_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "partners"."channel_daily_stats" add constraint "channel_daily_stats_counts_check" check ("visits" >= 0 and "first_inflows" >= 0 and "page_views" >= 0 and "signups" >= 0 and "orders" >= 0 and "revenue" >= 0);`,
    );
    this.addSql(
      `create table "partners"."channel_product_daily" ("channel_id" bigint not null, "day" date not null, "product_id" bigint not null, "quantity" int not null default 0, "revenue" bigint not null default 0, constraint "channel_product_daily_pkey" primary key ("channel_id", "day", "product_id"));`,
    );
    this.addSql(
      `alter table "partners"."channel_product_daily" add constraint "channel_product_daily_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "partners"."channel_product_daily" add constraint "channel_product_daily_counts_check" check ("quantity" >= 0 and "revenue" >= 0);`);

    this.addSql(
      `create table "partners"."channel_orders" ("order_id" bigint primary key, "channel_id" bigint not null, "user_id" bigint not null, "reason" varchar(20) not null, "ordered_at" timestamptz not null, "day" date not null, "revenue" int not null, "lines" jsonb not null, "version" bigint not null, "status" varchar(30) not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "channel_orders_channel_id_index" on "partners"."channel_orders" ("channel_id");`);
    this.addSql(`create index "channel_orders_channel_id_ordered_at_index" on "partners"."channel_orders" ("channel_id", "ordered_at");`);
    this.addSql(`alter table "partners"."channel_orders" add constraint "channel_orders_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete restrict;`);
    this.addSql(`alter table "partners"."channel_orders" add constraint "channel_orders_reason_check" check ("reason" in ('cooperate', 'combination', 'coupon', 'link'));`);
    this.addSql(`alter table "partners"."channel_orders" add constraint "channel_orders_revenue_check" check ("revenue" >= 0);`);
  }

  override down(): void | Promise<void> {
    for (const table of ['channel_orders', 'channel_product_daily', 'channel_daily_stats', 'query_logs', 'channel_visits', 'cooperate_alerts', 'cooperate_participants', 'channel_handles']) {
      this.addSql(`drop table if exists "partners"."${table}" cascade;`);
    }
    this.addSql(`alter table "partners"."cooperate_events" drop constraint "cooperate_events_status_check", drop constraint "cooperate_events_participants_check";`);
    this.addSql(
      `alter table "partners"."cooperate_events" drop column "description", drop column "status", drop column "max_participants", drop column "participant_count", drop column "click_count", drop column "version", drop column "updated_at";`,
    );
  }
}
