import { Migration } from '@mikro-orm/migrations';

export class Migration20261122174833_content extends Migration {
  override name = 'Migration20261122174833_content';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."banners" ("id" bigserial primary key, "placement" varchar(10) not null, "title" varchar(100) not null, "image_url" text not null, "link_url" varchar(300) null, "starts_at" timestamptz not null, "ends_at" timestamptz null, "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "banners_placement_index" on "commerce"."banners" ("placement");`);

    this.addSql(
      `create table "commerce"."contents" ("id" bigserial primary key, "category_code" varchar(40) not null, "title" varchar(150) not null, "summary" text null, "body" text not null, "image_url" text null, "brand_id" bigint null, "content_type" varchar(30) null, "status" varchar(10) not null default 'published', "published_at" timestamptz not null, "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "contents_category_code_index" on "commerce"."contents" ("category_code");`);
    this.addSql(`create index "contents_brand_id_index" on "commerce"."contents" ("brand_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."banners" cascade;`);
    this.addSql(`drop table if exists "commerce"."contents" cascade;`);
  }
}
