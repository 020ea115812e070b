import { Migration } from '@mikro-orm/migrations';

export class Migration20261126170223_reviews extends Migration {
  override name = 'Migration20261126170223_reviews';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."product_ratings" ("product_id" bigint not null, "review_count" int not null default 0, "rating_sum" int not null default 0, "stars1" int not null default 0, "stars2" int not null default 0, "stars3" int not null default 0, "stars4" int not null default 0, "stars5" int not null default 0, "photo_review_count" int not null default 0, primary key ("product_id"));`,
    );

    this.addSql(
      `create table "commerce"."reviews" ("id" bigserial primary key, "user_id" bigint not null, "product_id" bigint not null, "order_line_id" bigint not null, "option_name" varchar(60) null, "rating" smallint not null, "content" text not null, "photo_count" smallint not null default 0, "helpful_count" int not null default 0, "created_at" timestamptz not null, "edited_at" timestamptz null);`,
    );
    this.addSql(`create index "reviews_user_id_index" on "commerce"."reviews" ("user_id");`);
    this.addSql(`alter table "commerce"."reviews" add constraint "reviews_order_line_unique" unique ("order_line_id");`);
    this.addSql(`create index "reviews_product_latest_index" on "commerce"."reviews" ("product_id", "created_at");`);
    this.addSql(`create index "reviews_product_helpful_index" on "commerce"."reviews" ("product_id", "helpful_count");`);

    this.addSql(`create table "commerce"."review_helpfuls" ("review_id" bigint not null, "user_id" bigint not null, "created_at" timestamptz not null, primary key ("review_id", "user_id"));`);
    this.addSql(`create index "review_helpfuls_user_id_index" on "commerce"."review_helpfuls" ("user_id");`);

    this.addSql(
      `alter table "commerce"."product_ratings" add constraint "product_ratings_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "commerce"."product_ratings" add constraint "product_ratings_counts_check" check ("stars1" >= 0 and "stars2" >= 0 and "stars3" >= 0 and "stars4" >= 0 and "stars5" >= 0 and "photo_review_count" between 0 and "review_count");`,
    );
    this.addSql(`alter table "commerce"."product_ratings" add constraint "product_ratings_count_sum_check" check ("review_count" = "stars1" + "stars2" + "stars3" + "stars4" + "stars5");`);
    this.addSql(
      `alter table "commerce"."product_ratings" add constraint "product_ratings_rating_sum_check" check ("rating_sum" = "stars1" + 2 * "stars2" + 3 * "stars3" + 4 * "stars4" + 5 * "stars5");`,
    );

    this.addSql(`alter table "commerce"."reviews" add constraint "reviews_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on delete cascade;`);
    this.addSql(`alter table "commerce"."reviews" add constraint "reviews_order_line_id_foreign" foreign key ("order_line_id") references "commerce"."order_lines" ("id") on delete cascade;`);
    this.addSql(`alter table "commerce"."reviews" add constraint "reviews_rating_check" check ("rating" between 1 and 5);`);
    this.addSql(`alter table "commerce"."reviews" add constraint "reviews_content_check" check (char_length("content") between 10 and 1000);`);
    this.addSql(`alter table "commerce"."reviews" add constraint "reviews_photo_count_check" check ("photo_count" between 0 and 5);`);
    this.addSql(`alter table "commerce"."reviews" add constraint "reviews_helpful_count_check" check ("helpful_count" >= 0);`);

    this.addSql(`alter table "commerce"."review_helpfuls" add constraint "review_helpfuls_review_id_foreign" foreign key ("review_id") references "commerce"."reviews" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "commerce"."review_helpfuls" drop constraint "review_helpfuls_review_id_foreign";`);

    this.addSql(`drop table if exists "commerce"."product_ratings" cascade;`);
    this.addSql(`drop table if exists "commerce"."reviews" cascade;`);
    this.addSql(`drop table if exists "commerce"."review_helpfuls" cascade;`);
  }
}
