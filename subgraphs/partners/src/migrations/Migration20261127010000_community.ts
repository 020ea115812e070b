import { Migration } from '@mikro-orm/migrations';

/**
 * A channel's community (categories, posts, comments, members' favorites) and its FAQ (menus,
 * entries, top searched terms) and notices (issue 20, item 4). Written by hand from the entities'
 * diff (other partners modules were changing at the same time). Every named constraint has its
 * meaning in community.constraints.ts or faq.constraints.ts. Product and user ids are other
 * services' rows: no foreign key leaves this schema.
 */
export class Migration20261127010000_community extends Migration {
  override name = 'Migration20261127010000_community';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "partners"."community_categories" ("id" bigserial primary key, "channel_id" bigint not null, "name" varchar(30) not null, "position" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "community_categories_channel_id_index" on "partners"."community_categories" ("channel_id");`);
    // Names are one per channel whatever the case ('단백질' and '단백질 ' are trimmed by the service).
    this.addSql(`create unique index "community_categories_channel_id_name_unique" on "partners"."community_categories" ("channel_id", lower("name"));`);
    this.addSql(
      `alter table "partners"."community_categories" add constraint "community_categories_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "partners"."community_categories" add constraint "community_categories_name_check" check (btrim("name") <> '');`);
    this.addSql(`alter table "partners"."community_categories" add constraint "community_categories_position_check" check ("position" > 0);`);

    this.addSql(
      `create table "partners"."community_posts" ("id" bigserial primary key, "channel_id" bigint not null, "kind" varchar(10) not null default 'community', "category_id" bigint null, "author_user_id" bigint null, "title" varchar(100) not null, "content" text not null, "image_urls" text[] not null default '{}', "product_ids" text[] not null default '{}', "is_ad" boolean not null default false, "view_count" int not null default 0, "comment_count" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "community_posts_category_id_index" on "partners"."community_posts" ("category_id");`);
    this.addSql(`create index "community_posts_author_user_id_index" on "partners"."community_posts" ("author_user_id");`);
    this.addSql(`create index "community_posts_channel_id_created_at_index" on "partners"."community_posts" ("channel_id", "created_at");`);
    this.addSql(`alter table "partners"."community_posts" add constraint "community_posts_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`);
    // A category the owner deletes leaves its posts in the channel, without a category.
    this.addSql(
      `alter table "partners"."community_posts" add constraint "community_posts_category_id_foreign" foreign key ("category_id") references "partners"."community_categories" ("id") on delete set null;`,
    );
    this.addSql(`alter table "partners"."community_posts" add constraint "community_posts_kind_check" check ("kind" in ('community', 'board'));`);
    this.addSql(`alter table "partners"."community_posts" add constraint "community_posts_category_id_check" check ("kind" = 'community' or "category_id" is null);`);
    this.addSql(`alter table "partners"."community_posts" add constraint "community_posts_title_check" check (btrim("title") <> '');`);
    this.addSql(`alter table "partners"."community_posts" add constraint "community_posts_content_check" check (char_length("content") between 1 and 5000);`);
    // At most 10 images and 10 linked products per post, whatever the timing of the requests.
    this.addSql(`alter table "partners"."community_posts" add constraint "community_posts_image_urls_check" check (cardinality("image_urls") <= 10);`);
    this.addSql(`alter table "partners"."community_posts" add constraint "community_posts_product_ids_check" check (cardinality("product_ids") <= 10);`);
    this.addSql(`alter table "partners"."community_posts" add constraint "community_posts_view_count_check" check ("view_count" >= 0);`);
    this.addSql(`alter table "partners"."community_posts" add constraint "community_posts_comment_count_check" check ("comment_count" >= 0);`);

    this.addSql(
      `create table "partners"."community_comments" ("id" bigserial primary key, "channel_id" bigint not null, "post_id" bigint not null, "parent_id" bigint null, "author_user_id" bigint null, "content" text not null, "secret" boolean not null default false, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "community_comments_channel_id_index" on "partners"."community_comments" ("channel_id");`);
    this.addSql(`create index "community_comments_post_id_index" on "partners"."community_comments" ("post_id");`);
    this.addSql(`create index "community_comments_parent_id_index" on "partners"."community_comments" ("parent_id");`);
    this.addSql(`create index "community_comments_author_user_id_index" on "partners"."community_comments" ("author_user_id");`);
    this.addSql(
      `alter table "partners"."community_comments" add constraint "community_comments_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "partners"."community_comments" add constraint "community_comments_post_id_foreign" foreign key ("post_id") references "partners"."community_posts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "partners"."community_comments" add constraint "community_comments_parent_id_foreign" foreign key ("parent_id") references "partners"."community_comments" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "partners"."community_comments" add constraint "community_comments_content_check" check (char_length(btrim("content")) between 1 and 1000);`);

    this.addSql(
      `create table "partners"."channel_favorites" ("id" bigserial primary key, "user_id" bigint not null, "channel_id" bigint not null, "kind" varchar(10) not null, "target_id" bigint not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "channel_favorites_kind_target_id_index" on "partners"."channel_favorites" ("kind", "target_id");`);
    // Once per member, channel, kind and target: adding again is a no-op (on conflict do nothing).
    this.addSql(`alter table "partners"."channel_favorites" add constraint "channel_favorites_user_id_channel_id_kind_target_id_unique" unique ("user_id", "channel_id", "kind", "target_id");`);
    this.addSql(
      `alter table "partners"."channel_favorites" add constraint "channel_favorites_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "partners"."channel_favorites" add constraint "channel_favorites_kind_check" check ("kind" in ('post', 'product'));`);

    this.addSql(
      `create table "partners"."faq_menus" ("id" bigserial primary key, "channel_id" bigint not null, "name" varchar(30) not null, "position" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "faq_menus_channel_id_index" on "partners"."faq_menus" ("channel_id");`);
    this.addSql(`create unique index "faq_menus_channel_id_name_unique" on "partners"."faq_menus" ("channel_id", lower("name"));`);
    this.addSql(`alter table "partners"."faq_menus" add constraint "faq_menus_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`);
    this.addSql(`alter table "partners"."faq_menus" add constraint "faq_menus_name_check" check (btrim("name") <> '');`);
    this.addSql(`alter table "partners"."faq_menus" add constraint "faq_menus_position_check" check ("position" > 0);`);

    this.addSql(
      `create table "partners"."faq_entries" ("id" bigserial primary key, "channel_id" bigint not null, "menu_id" bigint not null, "question" varchar(200) not null, "answer" text not null, "frequent" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "faq_entries_channel_id_index" on "partners"."faq_entries" ("channel_id");`);
    this.addSql(`create index "faq_entries_menu_id_index" on "partners"."faq_entries" ("menu_id");`);
    this.addSql(`alter table "partners"."faq_entries" add constraint "faq_entries_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`);
    this.addSql(`alter table "partners"."faq_entries" add constraint "faq_entries_menu_id_foreign" foreign key ("menu_id") references "partners"."faq_menus" ("id") on delete cascade;`);
    this.addSql(`alter table "partners"."faq_entries" add constraint "faq_entries_question_check" check (btrim("question") <> '');`);
    this.addSql(`alter table "partners"."faq_entries" add constraint "faq_entries_answer_check" check (char_length(btrim("answer")) between 1 and 5000);`);

    this.addSql(
      `create table "partners"."faq_top_searched_terms" ("id" bigserial primary key, "channel_id" bigint not null, "position" smallint not null, "term" varchar(30) not null, "created_at" timestamptz not null);`,
    );
    // The limit of 10 lives in the rows: positions 1..10, one term per position and channel.
    this.addSql(`alter table "partners"."faq_top_searched_terms" add constraint "faq_top_searched_terms_channel_id_position_unique" unique ("channel_id", "position");`);
    this.addSql(`create unique index "faq_top_searched_terms_channel_id_term_unique" on "partners"."faq_top_searched_terms" ("channel_id", lower("term"));`);
    this.addSql(
      `alter table "partners"."faq_top_searched_terms" add constraint "faq_top_searched_terms_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "partners"."faq_top_searched_terms" add constraint "faq_top_searched_terms_position_check" check ("position" between 1 and 10);`);
    this.addSql(`alter table "partners"."faq_top_searched_terms" add constraint "faq_top_searched_terms_term_check" check (btrim("term") <> '');`);

    this.addSql(
      `create table "partners"."channel_notices" ("id" bigserial primary key, "channel_id" bigint not null, "number" int not null, "title" varchar(100) not null, "content" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "partners"."channel_notices" add constraint "channel_notices_channel_id_number_unique" unique ("channel_id", "number");`);
    this.addSql(`alter table "partners"."channel_notices" add constraint "channel_notices_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete cascade;`);
    this.addSql(`alter table "partners"."channel_notices" add constraint "channel_notices_number_check" check ("number" > 0);`);
    this.addSql(`alter table "partners"."channel_notices" add constraint "channel_notices_title_check" check (btrim("title") <> '');`);
    this.addSql(`alter table "partners"."channel_notices" add constraint "channel_notices_content_check" check (char_length(btrim("content")) between 1 and 10000);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "partners"."channel_notices" cascade;`);
    this.addSql(`drop table if exists "partners"."faq_top_searched_terms" cascade;`);
    this.addSql(`drop table if exists "partners"."faq_entries" cascade;`);
    this.addSql(`drop table if exists "partners"."faq_menus" cascade;`);
    this.addSql(`drop table if exists "partners"."channel_favorites" cascade;`);
    this.addSql(`drop table if exists "partners"."community_comments" cascade;`);
    this.addSql(`drop table if exists "partners"."community_posts" cascade;`);
    this.addSql(`drop table if exists "partners"."community_categories" cascade;`);
  }
}
