import { Migration } from '@mikro-orm/migrations';

export class Migration20261122180325_cooperate extends Migration {
  override name = 'Migration20261122180325_cooperate';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "partners"."cooperate_events" ("id" bigserial primary key, "channel_id" bigint not null, "product_id" bigint not null, "title" varchar(120) not null, "group_price" int not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "cooperate_events_channel_id_index" on "partners"."cooperate_events" ("channel_id");`);
    this.addSql(`create index "cooperate_events_product_id_index" on "partners"."cooperate_events" ("product_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "partners"."cooperate_events" cascade;`);
  }
}
