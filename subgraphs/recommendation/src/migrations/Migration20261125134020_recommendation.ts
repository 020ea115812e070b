import { Migration } from '@mikro-orm/migrations';

/** Issue 18: functional ingredients, the questionnaire (questions, choices, symptoms, statements, default lists), results' outcomes, recommendation inquiries. Generated from the entities. */
export class Migration20261125134020_recommendation extends Migration {
  override name = 'Migration20261125134020_recommendation';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "recommendation"."recommendation_default_lists" ("band" varchar(20) not null, "sex" varchar(6) not null, "age_code" varchar(4) not null, "nutrients" jsonb not null, primary key ("band", "sex"));`,
    );

    this.addSql(
      `create table "recommendation"."functional_ingredients" ("key" varchar(60) not null, "name_ko" text not null, "name_en" text not null, "claim_ko" text not null, "daily_min" double precision null, "daily_max" double precision null, "unit" varchar(20) not null, "marker" text not null, "cautions_ko" text not null, "allergens" text not null, "source" text not null, "crosscheck_source" text not null, "note" text not null, primary key ("key"));`,
    );

    this.addSql(
      `create table "recommendation"."questionnaire_questions" ("id" bigserial primary key, "band" varchar(20) not null, "number" smallint not null, "topic" varchar(20) not null, "title" text not null, "admin_message" text null, "limit_check" smallint null, "duplication" boolean not null, "ok_check" boolean not null, "row_item_num" smallint not null, "female_only" boolean not null default false, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "recommendation"."questionnaire_questions" add constraint "questionnaire_questions_band_number_unique" unique ("band", "number");`);

    this.addSql(
      `create table "recommendation"."questionnaire_choices" ("id" bigserial primary key, "question_id" bigint not null, "position" smallint not null, "code" varchar(40) not null, "label" text not null, "icon" varchar(20) not null, "weights" jsonb not null default '{}', "excludes" jsonb not null default '[]', "avoid" jsonb null, "sets" jsonb not null default '{}');`,
    );
    this.addSql(`create index "questionnaire_choices_question_id_index" on "recommendation"."questionnaire_choices" ("question_id");`);
    this.addSql(`alter table "recommendation"."questionnaire_choices" add constraint "questionnaire_choices_code_unique" unique ("question_id", "code");`);
    this.addSql(`alter table "recommendation"."questionnaire_choices" add constraint "questionnaire_choices_position_unique" unique ("question_id", "position");`);

    this.addSql(
      `create table "recommendation"."recommend_inquiries" ("id" bigserial primary key, "user_id" bigint not null, "profile_id" bigint null, "result_id" bigint null, "title" varchar(100) not null, "content" text not null, "answer" text null, "answered_by" bigint null, "answered_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "recommend_inquiries_user_id_index" on "recommendation"."recommend_inquiries" ("user_id");`);
    this.addSql(`create index "recommend_inquiries_result_id_index" on "recommendation"."recommend_inquiries" ("result_id");`);

    this.addSql(
      `create table "recommendation"."questionnaire_symptoms" ("code" varchar(40) not null, "position" smallint not null, "label" text not null, "icon" varchar(20) not null, "purpose" varchar(10) not null, "category" varchar(10) not null, "bands" jsonb not null, "nutrients" jsonb not null, primary key ("code"));`,
    );

    this.addSql(
      `create table "recommendation"."questionnaire_statements" ("id" bigserial primary key, "symptom_code" varchar(40) not null, "position" smallint not null, "code" varchar(40) not null, "text" text not null, "weights" jsonb not null);`,
    );
    this.addSql(`create index "questionnaire_statements_symptom_code_index" on "recommendation"."questionnaire_statements" ("symptom_code");`);
    this.addSql(`alter table "recommendation"."questionnaire_statements" add constraint "questionnaire_statements_code_unique" unique ("symptom_code", "code");`);

    this.addSql(`alter table "recommendation"."recommendation_results" add "outcome" jsonb null;`);
    this.addSql(`create index "recommendation_results_profile_id_index" on "recommendation"."recommendation_results" ("profile_id");`);

    this.addSql(`alter table "recommendation"."recommendation_default_lists" add constraint "recommendation_default_lists_sex_check" check ("sex" in ('male', 'female', 'any'));`);
    this.addSql(`alter table "recommendation"."recommendation_default_lists" add constraint "recommendation_default_lists_age_code_check" check ("age_code" in ('0-6', '0-11', '99'));`);

    this.addSql(
      `alter table "recommendation"."questionnaire_questions" add constraint "questionnaire_questions_band_check" check ("band" in ('infant_0_6m', 'infant_6_12m', 'toddler_1_2', 'child_2_5', 'child_5_12', 'teen_12_18', 'adult'));`,
    );
    this.addSql(
      `alter table "recommendation"."questionnaire_questions" add constraint "questionnaire_questions_topic_check" check ("topic" in ('lifestyle', 'eating_habits', 'vegetarian', 'allergy', 'symptoms', 'family_history', 'disease', 'pregnancy', 'purpose', 'formulation', 'brand_preference', 'price'));`,
    );
    this.addSql(`alter table "recommendation"."questionnaire_questions" add constraint "questionnaire_questions_number_check" check ("number" between 1 and 9);`);
    this.addSql(`alter table "recommendation"."questionnaire_questions" add constraint "questionnaire_questions_limit_check_check" check ("limit_check" is null or "limit_check" between 1 and 30);`);
    this.addSql(`alter table "recommendation"."questionnaire_questions" add constraint "questionnaire_questions_single_check" check ("duplication" or "limit_check" = 1);`);
    this.addSql(`alter table "recommendation"."questionnaire_questions" add constraint "questionnaire_questions_row_item_num_check" check ("row_item_num" between 1 and 4);`);
    this.addSql(`alter table "recommendation"."questionnaire_questions" add constraint "questionnaire_questions_title_check" check (length(btrim("title")) between 1 and 200);`);

    this.addSql(
      `alter table "recommendation"."questionnaire_choices" add constraint "questionnaire_choices_question_id_foreign" foreign key ("question_id") references "recommendation"."questionnaire_questions" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "recommendation"."questionnaire_choices" add constraint "questionnaire_choices_none_first_check" check (("position" = 1) = ("code" = 'none'));`);
    this.addSql(`alter table "recommendation"."questionnaire_choices" add constraint "questionnaire_choices_label_check" check (length(btrim("label")) between 1 and 60);`);
    this.addSql(`alter table "recommendation"."questionnaire_choices" add constraint "questionnaire_choices_weights_check" check (jsonb_typeof("weights") = 'object');`);

    this.addSql(
      `alter table "recommendation"."recommend_inquiries" add constraint "recommend_inquiries_result_id_foreign" foreign key ("result_id") references "recommendation"."recommendation_results" ("id") on delete set null;`,
    );
    this.addSql(`alter table "recommendation"."recommend_inquiries" add constraint "recommend_inquiries_title_check" check (length(btrim("title")) between 1 and 100);`);
    this.addSql(`alter table "recommendation"."recommend_inquiries" add constraint "recommend_inquiries_content_check" check (length(btrim("content")) between 1 and 2000);`);
    this.addSql(`alter table "recommendation"."recommend_inquiries" add constraint "recommend_inquiries_answer_check" check ("answer" is null or length(btrim("answer")) between 1 and 2000);`);

    this.addSql(`alter table "recommendation"."questionnaire_symptoms" add constraint "questionnaire_symptoms_purpose_check" check ("purpose" in ('health', 'exercise', 'beauty', 'kids'));`);
    this.addSql(
      `alter table "recommendation"."questionnaire_symptoms" add constraint "questionnaire_symptoms_category_check" check ("category" in ('relief', 'promotion', 'exercise', 'beauty', 'kids'));`,
    );
    this.addSql(`alter table "recommendation"."questionnaire_symptoms" add constraint "questionnaire_symptoms_label_check" check (length(btrim("label")) between 1 and 60);`);

    this.addSql(
      `alter table "recommendation"."questionnaire_statements" add constraint "questionnaire_statements_symptom_code_foreign" foreign key ("symptom_code") references "recommendation"."questionnaire_symptoms" ("code") on delete cascade;`,
    );
    this.addSql(`alter table "recommendation"."questionnaire_statements" add constraint "questionnaire_statements_text_check" check (length(btrim("text")) between 1 and 200);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recommendation"."questionnaire_choices" drop constraint "questionnaire_choices_question_id_foreign";`);
    this.addSql(`alter table "recommendation"."questionnaire_statements" drop constraint "questionnaire_statements_symptom_code_foreign";`);

    this.addSql(`drop table if exists "recommendation"."recommendation_default_lists" cascade;`);
    this.addSql(`drop table if exists "recommendation"."functional_ingredients" cascade;`);
    this.addSql(`drop table if exists "recommendation"."questionnaire_questions" cascade;`);
    this.addSql(`drop table if exists "recommendation"."questionnaire_choices" cascade;`);
    this.addSql(`drop table if exists "recommendation"."recommend_inquiries" cascade;`);
    this.addSql(`drop table if exists "recommendation"."questionnaire_symptoms" cascade;`);
    this.addSql(`drop table if exists "recommendation"."questionnaire_statements" cascade;`);

    this.addSql(`drop index "recommendation"."recommendation_results_profile_id_index";`);
    this.addSql(`alter table "recommendation"."recommendation_results" drop column "outcome";`);
  }
}
