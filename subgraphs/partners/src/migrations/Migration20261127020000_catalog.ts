import { Migration } from '@mikro-orm/migrations';

/**
 * A channel's shop window (issue 20, item 2): categories, their recommended products, videos,
 * links and combinations (catalog/catalog.entities.ts). Written by hand while other modules were
 * changing the schema. The maxima live in the CHECKs on positions (packed 1..n and unique), the
 * uniqueness of names and positions in `deferrable` constraints (one statement may swap two), and
 * a combination's category is one of its own channel's through the composite foreign key.
 * Products and options are commerce's rows: no foreign key leaves this schema.
 */
export class Migration20261127020000_catalog extends Migration {
  override name = 'Migration20261127020000_catalog';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "partners"."channel_categories" ("id" bigserial primary key, "channel_id" bigint not null, "name" text not null, "name_key" text generated always as (lower("name")) stored, "position" int not null, "search_name" text not null, "search_text" text not null, "search_choseong" text not null, "search_bigrams" text[] not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "partners"."channel_categories" add constraint "channel_categories_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "partners"."channel_categories" add constraint "channel_categories_channel_id_name_key_unique" unique ("channel_id", "name_key") deferrable initially immediate;`);
    this.addSql(`alter table "partners"."channel_categories" add constraint "channel_categories_channel_id_position_unique" unique ("channel_id", "position") deferrable initially immediate;`);
    this.addSql(`alter table "partners"."channel_categories" add constraint "channel_categories_id_channel_id_unique" unique ("id", "channel_id");`);
    this.addSql(`alter table "partners"."channel_categories" add constraint "channel_categories_name_check" check (char_length("name") between 1 and 30 and "name" = btrim("name"));`);
    this.addSql(`alter table "partners"."channel_categories" add constraint "channel_categories_position_check" check ("position" between 1 and 30);`);
    this.addSql(`create index "channel_categories_search_text_trgm" on "partners"."channel_categories" using gin ("search_text" public.gin_trgm_ops);`);
    this.addSql(`create index "channel_categories_search_choseong_trgm" on "partners"."channel_categories" using gin ("search_choseong" public.gin_trgm_ops);`);
    this.addSql(`create index "channel_categories_search_bigrams_gin" on "partners"."channel_categories" using gin ("search_bigrams");`);
    this.addSql(`create index "channel_categories_search_name" on "partners"."channel_categories" ("search_name");`);
    this.addSql(`create index "channel_categories_search_choseong_prefix" on "partners"."channel_categories" ("search_choseong" text_pattern_ops);`);

    this.addSql(
      `create table "partners"."channel_category_products" ("id" bigserial primary key, "category_id" bigint not null, "product_id" bigint not null, "comment" text not null default '', "position" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "channel_category_products_product_id_index" on "partners"."channel_category_products" ("product_id");`);
    this.addSql(
      `alter table "partners"."channel_category_products" add constraint "channel_category_products_category_id_foreign" foreign key ("category_id") references "partners"."channel_categories" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "partners"."channel_category_products" add constraint "channel_category_products_category_id_product_id_unique" unique ("category_id", "product_id");`);
    this.addSql(
      `alter table "partners"."channel_category_products" add constraint "channel_category_products_category_id_position_unique" unique ("category_id", "position") deferrable initially immediate;`,
    );
    this.addSql(`alter table "partners"."channel_category_products" add constraint "channel_category_products_comment_check" check (char_length("comment") <= 300);`);
    this.addSql(`alter table "partners"."channel_category_products" add constraint "channel_category_products_position_check" check ("position" between 1 and 50);`);

    this.addSql(
      `create table "partners"."channel_videos" ("id" bigserial primary key, "channel_id" bigint not null, "title" text not null, "url" text not null, "provider" text not null, "position" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "partners"."channel_videos" add constraint "channel_videos_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete restrict;`);
    this.addSql(`alter table "partners"."channel_videos" add constraint "channel_videos_channel_id_url_unique" unique ("channel_id", "url");`);
    this.addSql(`alter table "partners"."channel_videos" add constraint "channel_videos_channel_id_position_unique" unique ("channel_id", "position") deferrable initially immediate;`);
    this.addSql(`alter table "partners"."channel_videos" add constraint "channel_videos_title_check" check (char_length("title") between 1 and 100 and "title" = btrim("title"));`);
    this.addSql(`alter table "partners"."channel_videos" add constraint "channel_videos_url_check" check (char_length("url") <= 500 and "url" like 'https://%');`);
    this.addSql(`alter table "partners"."channel_videos" add constraint "channel_videos_provider_check" check ("provider" in ('youtube', 'vimeo', 'naver_tv'));`);
    this.addSql(`alter table "partners"."channel_videos" add constraint "channel_videos_position_check" check ("position" between 1 and 20);`);

    this.addSql(
      `create table "partners"."channel_links" ("id" bigserial primary key, "channel_id" bigint not null, "label" text not null, "url" text not null, "position" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "partners"."channel_links" add constraint "channel_links_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete restrict;`);
    this.addSql(`alter table "partners"."channel_links" add constraint "channel_links_channel_id_position_unique" unique ("channel_id", "position");`);
    this.addSql(`alter table "partners"."channel_links" add constraint "channel_links_label_check" check (char_length("label") between 1 and 30 and "label" = btrim("label"));`);
    this.addSql(`alter table "partners"."channel_links" add constraint "channel_links_url_check" check (char_length("url") <= 500 and "url" like 'https://%');`);
    this.addSql(`alter table "partners"."channel_links" add constraint "channel_links_position_check" check ("position" between 1 and 10);`);

    this.addSql(
      `create table "partners"."channel_combinations" ("id" bigserial primary key, "channel_id" bigint not null, "category_id" bigint null, "name" text not null, "discount_rate" smallint not null, "status" text not null default 'active', "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "channel_combinations_channel_id_index" on "partners"."channel_combinations" ("channel_id");`);
    this.addSql(`create index "channel_combinations_category_id_index" on "partners"."channel_combinations" ("category_id");`);
    this.addSql(
      `alter table "partners"."channel_combinations" add constraint "channel_combinations_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "partners"."channel_combinations" add constraint "channel_combinations_category_id_channel_id_foreign" foreign key ("category_id", "channel_id") references "partners"."channel_categories" ("id", "channel_id") on delete cascade;`,
    );
    this.addSql(`alter table "partners"."channel_combinations" add constraint "channel_combinations_name_check" check (char_length("name") between 1 and 60 and "name" = btrim("name"));`);
    this.addSql(`alter table "partners"."channel_combinations" add constraint "channel_combinations_discount_rate_check" check ("discount_rate" between 0 and 50);`);
    this.addSql(`alter table "partners"."channel_combinations" add constraint "channel_combinations_status_check" check ("status" in ('active', 'hidden'));`);

    this.addSql(
      `create table "partners"."channel_combination_lines" ("combination_id" bigint not null, "line_no" smallint not null, "product_id" bigint not null, "option_id" bigint null, "quantity" smallint not null, constraint "channel_combination_lines_pkey" primary key ("combination_id", "line_no"));`,
    );
    this.addSql(
      `alter table "partners"."channel_combination_lines" add constraint "channel_combination_lines_combination_id_foreign" foreign key ("combination_id") references "partners"."channel_combinations" ("id") on delete cascade;`,
    );
    this.addSql(`create unique index "channel_combination_lines_product_id_option_id_unique" on "partners"."channel_combination_lines" ("combination_id", "product_id", coalesce("option_id", 0));`);
    this.addSql(`alter table "partners"."channel_combination_lines" add constraint "channel_combination_lines_line_no_check" check ("line_no" between 1 and 10);`);
    this.addSql(`alter table "partners"."channel_combination_lines" add constraint "channel_combination_lines_quantity_check" check ("quantity" between 1 and 10);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "partners"."channel_combination_lines" cascade;`);
    this.addSql(`drop table if exists "partners"."channel_combinations" cascade;`);
    this.addSql(`drop table if exists "partners"."channel_links" cascade;`);
    this.addSql(`drop table if exists "partners"."channel_videos" cascade;`);
    this.addSql(`drop table if exists "partners"."channel_category_products" cascade;`);
    this.addSql(`drop table if exists "partners"."channel_categories" cascade;`);
  }
}
