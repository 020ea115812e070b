import { Migration } from '@mikro-orm/migrations';

export class Migration20261122174550_picks extends Migration {
  override name = 'Migration20261122174550_picks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."pick_categories" ("id" bigserial primary key, "name" varchar(60) not null, "description" text null, "sort_order" int not null default 0, "active" boolean not null default true);`,
    );

    this.addSql(
      `create table "commerce"."pick_items" ("id" bigserial primary key, "pick_category_id" bigint not null, "product_id" bigint not null, "comment" text null, "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "pick_items_pick_category_id_index" on "commerce"."pick_items" ("pick_category_id");`);
    this.addSql(`alter table "commerce"."pick_items" add constraint "pick_items_pick_category_id_product_id_unique" unique ("pick_category_id", "product_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."pick_categories" cascade;`);
    this.addSql(`drop table if exists "commerce"."pick_items" cascade;`);
  }
}
