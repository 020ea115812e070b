import { Migration } from '@mikro-orm/migrations';

export class Migration20261122215047_tracking extends Migration {
  override name = 'Migration20261122215047_tracking';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "nutrition"."body_records" ("id" bigserial primary key, "profile_id" bigint not null, "user_id" bigint not null, "record_at" date not null, "weight" double precision null, "height" double precision null, "image_url" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "body_records_user_id_index" on "nutrition"."body_records" ("user_id");`);
    this.addSql(`create index "body_records_profile_id_record_at_index" on "nutrition"."body_records" ("profile_id", "record_at");`);

    this.addSql(
      `create table "nutrition"."foods" ("id" bigserial primary key, "kind" varchar(10) not null, "code" varchar(40) null, "name" varchar(100) not null, "category" varchar(60) null, "serving_grams" double precision null, "status" varchar(10) not null default 'approved', "submitted_by" bigint null, "reject_reason" text null, "source" text null, "search_text" text not null, "search_choseong" text not null, "search_bigrams" text[] not null, "created_at" timestamptz not null, "reviewed_at" timestamptz null);`,
    );
    this.addSql(`alter table "nutrition"."foods" add constraint "foods_code_unique" unique ("code");`);
    this.addSql(`create index "foods_submitted_by_index" on "nutrition"."foods" ("submitted_by");`);
    this.addSql(`create index "foods_kind_status_index" on "nutrition"."foods" ("kind", "status");`);
    this.addSql(`create index "foods_search_text_trgm" on "nutrition"."foods" using gin ("search_text" public.gin_trgm_ops);`);
    this.addSql(`create index "foods_search_choseong_trgm" on "nutrition"."foods" using gin ("search_choseong" public.gin_trgm_ops);`);
    this.addSql(`create index "foods_search_bigrams_gin" on "nutrition"."foods" using gin ("search_bigrams");`);

    this.addSql(`create table "nutrition"."food_nutrients" ("id" bigserial primary key, "food_id" bigint not null, "nutrient_code" varchar(40) not null, "amount" double precision not null);`);
    this.addSql(`create index "food_nutrients_food_id_index" on "nutrition"."food_nutrients" ("food_id");`);
    this.addSql(`alter table "nutrition"."food_nutrients" add constraint "food_nutrients_food_id_nutrient_code_unique" unique ("food_id", "nutrient_code");`);

    this.addSql(
      `create table "nutrition"."food_records" ("id" bigserial primary key, "profile_id" bigint not null, "user_id" bigint not null, "record_date" date not null, "meal_type" int not null, "food_id" bigint null, "recipe_id" bigint null, "name" varchar(100) not null, "quantity" double precision not null, "unit" varchar(10) not null, "amount_g" double precision not null, "image_url" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "food_records_user_id_index" on "nutrition"."food_records" ("user_id");`);
    this.addSql(`create index "food_records_food_id_index" on "nutrition"."food_records" ("food_id");`);
    this.addSql(`create index "food_records_recipe_id_index" on "nutrition"."food_records" ("recipe_id");`);
    this.addSql(`create index "food_records_profile_id_record_date_index" on "nutrition"."food_records" ("profile_id", "record_date");`);

    this.addSql(
      `create table "nutrition"."supplement_intakes" ("id" bigserial primary key, "regimen_id" bigint not null, "profile_id" bigint not null, "user_id" bigint not null, "intake_date" date not null, "eat_cnt" int not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "supplement_intakes_user_id_index" on "nutrition"."supplement_intakes" ("user_id");`);
    this.addSql(`create index "supplement_intakes_profile_id_intake_date_index" on "nutrition"."supplement_intakes" ("profile_id", "intake_date");`);
    this.addSql(`alter table "nutrition"."supplement_intakes" add constraint "supplement_intakes_regimen_id_intake_date_unique" unique ("regimen_id", "intake_date");`);

    this.addSql(
      `create table "nutrition"."interlocks" ("id" bigserial primary key, "user_id" bigint not null, "provider" varchar(30) not null, "external_user_id" varchar(100) not null, "linked_at" timestamptz not null);`,
    );
    this.addSql(`create index "interlocks_user_id_index" on "nutrition"."interlocks" ("user_id");`);
    this.addSql(`alter table "nutrition"."interlocks" add constraint "interlocks_user_id_provider_unique" unique ("user_id", "provider");`);

    this.addSql(
      `create table "nutrition"."interlock_supplements" ("id" bigserial primary key, "user_id" bigint not null, "interlock_id" bigint not null, "external_id" varchar(100) not null, "name" varchar(120) not null, "nutrients" jsonb not null, "imported_at" timestamptz not null);`,
    );
    this.addSql(`create index "interlock_supplements_user_id_index" on "nutrition"."interlock_supplements" ("user_id");`);
    this.addSql(`alter table "nutrition"."interlock_supplements" add constraint "interlock_supplements_interlock_id_external_id_unique" unique ("interlock_id", "external_id");`);

    this.addSql(
      `create table "nutrition"."kdri_values" ("id" bigserial primary key, "group_code" varchar(20) not null, "sex" varchar(6) not null, "age_from" double precision null, "age_to" double precision null, "age_unit" varchar(6) null, "nutrient" varchar(40) not null, "kind" varchar(10) not null, "value" double precision null, "unit" varchar(80) not null, "value_type" varchar(10) not null, "source" text not null, "note" text null);`,
    );
    this.addSql(`create index "kdri_values_group_code_nutrient_index" on "nutrition"."kdri_values" ("group_code", "nutrient");`);

    this.addSql(
      `create table "nutrition"."nutrition_scores" ("id" bigserial primary key, "profile_id" bigint not null, "user_id" bigint not null, "score_date" date not null, "score" int not null, "energy_points" int not null, "macro_points" int not null, "micro_points" int not null, "penalty_points" int not null, "intake_count" int not null, "intake_tier" varchar(12) not null, "standard_type" int not null, "computed_at" timestamptz not null);`,
    );
    this.addSql(`create index "nutrition_scores_user_id_index" on "nutrition"."nutrition_scores" ("user_id");`);
    this.addSql(`alter table "nutrition"."nutrition_scores" add constraint "nutrition_scores_profile_id_score_date_unique" unique ("profile_id", "score_date");`);

    this.addSql(
      `create table "nutrition"."outgoing_notifications" ("id" bigserial primary key, "user_id" bigint not null, "category" varchar(30) not null, "title" varchar(100) not null, "body" text not null, "link" text null, "created_at" timestamptz not null, "delivered_at" timestamptz null, "attempts" int not null default 0);`,
    );
    this.addSql(`create index "outgoing_notifications_user_id_index" on "nutrition"."outgoing_notifications" ("user_id");`);
    this.addSql(`create index "outgoing_notifications_delivered_at_index" on "nutrition"."outgoing_notifications" ("delivered_at");`);

    this.addSql(
      `create table "nutrition"."recipes" ("id" bigserial primary key, "user_id" bigint not null, "name" varchar(100) not null, "amount_g" double precision not null, "sort_order" int not null default 0, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "recipes_user_id_index" on "nutrition"."recipes" ("user_id");`);

    this.addSql(
      `create table "nutrition"."recipe_ingredients" ("id" bigserial primary key, "recipe_id" bigint not null, "food_id" bigint not null, "percent" double precision not null, "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "recipe_ingredients_recipe_id_index" on "nutrition"."recipe_ingredients" ("recipe_id");`);
    this.addSql(`create index "recipe_ingredients_food_id_index" on "nutrition"."recipe_ingredients" ("food_id");`);

    this.addSql(
      `create table "nutrition"."supplement_regimens" ("id" bigserial primary key, "profile_id" bigint not null, "user_id" bigint not null, "supplement_id" bigint not null, "alram_cnt" int not null default 0, "reminder_times" text[] not null default '{}', "start_date" date not null, "memo" varchar(200) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "supplement_regimens_profile_id_index" on "nutrition"."supplement_regimens" ("profile_id");`);
    this.addSql(`create index "supplement_regimens_user_id_index" on "nutrition"."supplement_regimens" ("user_id");`);
    this.addSql(`create index "supplement_regimens_supplement_id_index" on "nutrition"."supplement_regimens" ("supplement_id");`);

    this.addSql(
      `create table "nutrition"."reminder_deliveries" ("id" bigserial primary key, "regimen_id" bigint not null, "reminder_date" date not null, "reminder_time" varchar(5) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "nutrition"."reminder_deliveries" add constraint "reminder_deliveries_regimen_id_reminder_date_remi_fc527_unique" unique ("regimen_id", "reminder_date", "reminder_time");`,
    );

    this.addSql(
      `create table "nutrition"."supplements" ("id" bigserial primary key, "name" varchar(120) not null, "brand_name" varchar(60) null, "product_id" bigint null, "daily_serving" varchar(60) null, "allergens" text[] not null default '{}', "status" varchar(10) not null default 'approved', "submitted_by" bigint null, "reject_reason" text null, "search_text" text not null, "search_choseong" text not null, "search_bigrams" text[] not null, "created_at" timestamptz not null, "reviewed_at" timestamptz null);`,
    );
    this.addSql(`create index "supplements_product_id_index" on "nutrition"."supplements" ("product_id");`);
    this.addSql(`create index "supplements_submitted_by_index" on "nutrition"."supplements" ("submitted_by");`);
    this.addSql(`create index "supplements_status_index" on "nutrition"."supplements" ("status");`);
    this.addSql(`create index "supplements_search_text_trgm" on "nutrition"."supplements" using gin ("search_text" public.gin_trgm_ops);`);
    this.addSql(`create index "supplements_search_choseong_trgm" on "nutrition"."supplements" using gin ("search_choseong" public.gin_trgm_ops);`);
    this.addSql(`create index "supplements_search_bigrams_gin" on "nutrition"."supplements" using gin ("search_bigrams");`);

    this.addSql(
      `create table "nutrition"."supplement_nutrients" ("id" bigserial primary key, "supplement_id" bigint not null, "nutrient_code" varchar(40) not null, "amount" double precision not null, "unit" varchar(12) not null);`,
    );
    this.addSql(`create index "supplement_nutrients_supplement_id_index" on "nutrition"."supplement_nutrients" ("supplement_id");`);
    this.addSql(`alter table "nutrition"."supplement_nutrients" add constraint "supplement_nutrients_supplement_id_nutrient_code_unique" unique ("supplement_id", "nutrient_code");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "nutrition"."body_records" cascade;`);
    this.addSql(`drop table if exists "nutrition"."foods" cascade;`);
    this.addSql(`drop table if exists "nutrition"."food_nutrients" cascade;`);
    this.addSql(`drop table if exists "nutrition"."food_records" cascade;`);
    this.addSql(`drop table if exists "nutrition"."supplement_intakes" cascade;`);
    this.addSql(`drop table if exists "nutrition"."interlocks" cascade;`);
    this.addSql(`drop table if exists "nutrition"."interlock_supplements" cascade;`);
    this.addSql(`drop table if exists "nutrition"."kdri_values" cascade;`);
    this.addSql(`drop table if exists "nutrition"."nutrition_scores" cascade;`);
    this.addSql(`drop table if exists "nutrition"."outgoing_notifications" cascade;`);
    this.addSql(`drop table if exists "nutrition"."recipes" cascade;`);
    this.addSql(`drop table if exists "nutrition"."recipe_ingredients" cascade;`);
    this.addSql(`drop table if exists "nutrition"."supplement_regimens" cascade;`);
    this.addSql(`drop table if exists "nutrition"."reminder_deliveries" cascade;`);
    this.addSql(`drop table if exists "nutrition"."supplements" cascade;`);
    this.addSql(`drop table if exists "nutrition"."supplement_nutrients" cascade;`);
  }
}
