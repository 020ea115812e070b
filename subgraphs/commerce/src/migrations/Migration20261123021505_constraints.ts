import { Migration } from '@mikro-orm/migrations';

/**
 * The database guards what is unique, what references what and what is in range (issue 8); the
 * application's checks before a write only give a friendlier message. Generated from the entities
 * (`npm run migration:create -- commerce constraints`), then ordered by hand: each constraint is
 * preceded by the clean-up a developer's old database may need, so `npm start` on an old `.data/`
 * applies it instead of failing. The kit's tables (outbox, idempotency keys) are not entities: the
 * generator's "drop" of them was removed. What each constraint means to a client is declared next
 * to the module that owns the table (`*.constraints.ts`).
 *
 * No foreign key goes to another subgraph's schema, and none to `users` either: accounts are never
 * deleted (a member who leaves keeps the row, anonymised, for the retention periods of spec section
 * 9) and every user id comes from a token commerce signed, so the reference would guard nothing
 * that can happen, while every write keyed by user would pay for the check.
 */
export class Migration20261123021505_constraints extends Migration {
  override name = 'Migration20261123021505_constraints';

  override up(): void | Promise<void> {
    // --- Accounts: identifiers unique among accounts that have not left -----------------------
    // E-mails are compared case-insensitively; the service stores them lower-cased (social sign-up
    // kept the provider's spelling before).
    this.addSql(`update "commerce"."users" set "email" = lower(btrim("email")) where "email" is not null and "email" <> lower(btrim("email"));`);
    // Duplicates left by racing sign-ups (the check-then-insert this migration replaces): the
    // oldest account keeps the value. A nickname gets the account id appended (the member can
    // change it); an e-mail, phone or social id is cleared from the younger account (its other
    // sign-in ways remain, and the member can register them again).
    this.addSql(
      `update "commerce"."users" u set "nickname" = left(u."nickname", 20) || '_' || u."id" from (select "id", row_number() over (partition by "nickname" order by "created_at", "id") as n from "commerce"."users" where "left_at" is null and "provider" <> 'guest') d where d."id" = u."id" and d.n > 1;`,
    );
    this.addSql(
      `update "commerce"."users" u set "email" = null from (select "id", row_number() over (partition by lower("email") order by "created_at", "id") as n from "commerce"."users" where "left_at" is null and "email" is not null) d where d."id" = u."id" and d.n > 1;`,
    );
    this.addSql(
      `update "commerce"."users" u set "phone" = null from (select "id", row_number() over (partition by "phone" order by "created_at", "id") as n from "commerce"."users" where "left_at" is null and "phone" is not null) d where d."id" = u."id" and d.n > 1;`,
    );
    this.addSql(
      `update "commerce"."users" u set "social_id" = null from (select "id", row_number() over (partition by "provider", "social_id" order by "created_at", "id") as n from "commerce"."users" where "left_at" is null and "social_id" is not null) d where d."id" = u."id" and d.n > 1;`,
    );
    // The login id was unique over every row; now over accounts that have not left (leaving
    // clears it too). The partial unique indexes replace the plain lookup indexes: every lookup
    // filters on "left_at" is null.
    this.addSql(`alter table "commerce"."users" drop constraint "users_login_id_unique";`);
    this.addSql(`drop index "commerce"."users_phone_index";`);
    this.addSql(`drop index "commerce"."users_provider_social_id_index";`);
    this.addSql(`create unique index "users_nickname_unique" on "commerce"."users" ("nickname") where "left_at" is null and "provider" <> 'guest';`);
    this.addSql(`create unique index "users_email_unique" on "commerce"."users" (lower("email")) where "left_at" is null;`);
    this.addSql(`create unique index "users_phone_unique" on "commerce"."users" ("phone") where "left_at" is null;`);
    this.addSql(`create unique index "users_social_unique" on "commerce"."users" ("provider", "social_id") where "left_at" is null;`);
    this.addSql(`create unique index "users_login_id_unique" on "commerce"."users" ("login_id") where "left_at" is null;`);
    this.addSql(`alter table "commerce"."users" add constraint "users_provider_check" check ("provider" in ('guest', 'local', 'phone', 'kakao', 'naver'));`);
    this.addSql(`alter table "commerce"."users" add constraint "users_role_check" check ("role" in ('guest', 'member', 'influencer', 'admin'));`);
    this.addSql(`alter table "commerce"."users" add constraint "users_gender_check" check ("gender" in (1, 2));`);

    // --- Search history: one row per user and term (searching again moves it to the top) -------
    this.addSql(`delete from "commerce"."search_history" h using "commerce"."search_history" newer where newer."user_id" = h."user_id" and newer."query" = h."query" and newer."id" > h."id";`);
    this.addSql(`alter table "commerce"."search_history" add constraint "search_history_user_id_query_unique" unique ("user_id", "query");`);

    // --- References inside the commerce schema ------------------------------------------------
    // cascade: rows that are part of, or only about, the referenced row (a product's options and
    //   relations, a shopper's favorites, compare list and view history, pick items);
    // restrict: rows that must make someone decide first (products of a brand, category or seller;
    //   subcategories; a brand's contents; members' product questions, which are records).
    // Nothing deletes products, brands, categories or sellers today (products are hidden), so only
    // rows written without checking could point at nothing; they are removed (or unlinked) first.
    this.addSql(`delete from "commerce"."compare_items" t where not exists (select 1 from "commerce"."products" p where p."id" = t."product_id");`);
    this.addSql(`delete from "commerce"."favorites" t where not exists (select 1 from "commerce"."products" p where p."id" = t."product_id");`);
    this.addSql(`delete from "commerce"."product_views" t where not exists (select 1 from "commerce"."products" p where p."id" = t."product_id");`);
    this.addSql(`delete from "commerce"."product_options" t where not exists (select 1 from "commerce"."products" p where p."id" = t."product_id");`);
    this.addSql(
      `delete from "commerce"."related_products" t where not exists (select 1 from "commerce"."products" p where p."id" = t."product_id") or not exists (select 1 from "commerce"."products" p where p."id" = t."related_product_id");`,
    );
    this.addSql(
      `delete from "commerce"."pick_items" t where not exists (select 1 from "commerce"."products" p where p."id" = t."product_id") or not exists (select 1 from "commerce"."pick_categories" c where c."id" = t."pick_category_id");`,
    );
    this.addSql(`update "commerce"."contents" t set "brand_id" = null where "brand_id" is not null and not exists (select 1 from "commerce"."brands" b where b."id" = t."brand_id");`);
    this.addSql(`update "commerce"."categories" t set "parent_id" = null where "parent_id" is not null and not exists (select 1 from "commerce"."categories" c where c."id" = t."parent_id");`);
    this.addSql(`alter table "commerce"."categories" add constraint "categories_parent_id_foreign" foreign key ("parent_id") references "commerce"."categories" ("id") on delete restrict;`);
    this.addSql(`alter table "commerce"."contents" add constraint "contents_brand_id_foreign" foreign key ("brand_id") references "commerce"."brands" ("id") on delete restrict;`);
    this.addSql(`alter table "commerce"."products" add constraint "products_brand_id_foreign" foreign key ("brand_id") references "commerce"."brands" ("id") on delete restrict;`);
    this.addSql(`alter table "commerce"."products" add constraint "products_category_id_foreign" foreign key ("category_id") references "commerce"."categories" ("id") on delete restrict;`);
    this.addSql(`alter table "commerce"."products" add constraint "products_seller_id_foreign" foreign key ("seller_id") references "commerce"."sellers" ("id") on delete restrict;`);
    this.addSql(
      `alter table "commerce"."related_products" add constraint "related_products_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "commerce"."related_products" add constraint "related_products_related_product_id_foreign" foreign key ("related_product_id") references "commerce"."products" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "commerce"."product_views" add constraint "product_views_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on delete cascade;`);
    this.addSql(
      `alter table "commerce"."product_questions" add constraint "product_questions_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "commerce"."product_options" add constraint "product_options_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on delete cascade;`);
    this.addSql(
      `alter table "commerce"."pick_items" add constraint "pick_items_pick_category_id_foreign" foreign key ("pick_category_id") references "commerce"."pick_categories" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "commerce"."pick_items" add constraint "pick_items_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on delete cascade;`);
    this.addSql(`alter table "commerce"."favorites" add constraint "favorites_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on delete cascade;`);
    this.addSql(`alter table "commerce"."compare_items" add constraint "compare_items_product_id_foreign" foreign key ("product_id") references "commerce"."products" ("id") on delete cascade;`);

    // --- Ranges and sets ----------------------------------------------------------------------
    // Values that could only have left their range by a bug are brought back first.
    this.addSql(`update "commerce"."product_options" set "stock" = 0 where "stock" < 0;`);
    this.addSql(`update "commerce"."products" set "popularity" = 0 where "popularity" < 0;`);
    this.addSql(`delete from "commerce"."related_products" where "product_id" = "related_product_id";`);
    this.addSql(`alter table "commerce"."banners" add constraint "banners_placement_check" check ("placement" in ('mall', 'top'));`);
    this.addSql(`alter table "commerce"."banners" add constraint "banners_period_check" check ("ends_at" is null or "ends_at" > "starts_at");`);
    this.addSql(`alter table "commerce"."categories" add constraint "categories_kind_check" check ("kind" in ('mall', 'nutrient'));`);
    this.addSql(`alter table "commerce"."categories" add constraint "categories_level_check" check ("level" >= 1);`);
    this.addSql(`alter table "commerce"."contents" add constraint "contents_status_check" check ("status" in ('draft', 'published'));`);
    this.addSql(`alter table "commerce"."cs_entries" add constraint "cs_entries_kind_check" check ("kind" in ('faq', 'notice'));`);
    this.addSql(`alter table "commerce"."device_tokens" add constraint "device_tokens_platform_check" check ("platform" in ('ios', 'android', 'web'));`);
    this.addSql(`alter table "commerce"."products" add constraint "products_price_check" check ("price" >= 0);`);
    this.addSql(`alter table "commerce"."products" add constraint "products_sale_price_check" check ("sale_price" >= 0 and "sale_price" <= "price");`);
    this.addSql(`alter table "commerce"."products" add constraint "products_popularity_check" check ("popularity" >= 0);`);
    this.addSql(`alter table "commerce"."products" add constraint "products_status_check" check ("status" in ('on_sale', 'sold_out', 'hidden'));`);
    this.addSql(`alter table "commerce"."products" add constraint "products_formulation_check" check ("formulation" in ('pill', 'powder', 'jelly', 'chewable', 'liquid'));`);
    this.addSql(`alter table "commerce"."related_products" add constraint "related_products_not_self_check" check ("product_id" <> "related_product_id");`);
    this.addSql(`alter table "commerce"."product_views" add constraint "product_views_view_count_check" check ("view_count" >= 1);`);
    this.addSql(`alter table "commerce"."product_options" add constraint "product_options_extra_price_check" check ("extra_price" >= 0);`);
    this.addSql(`alter table "commerce"."product_options" add constraint "product_options_stock_check" check ("stock" >= 0);`);
    this.addSql(`alter table "commerce"."sms_codes" add constraint "sms_codes_attempts_check" check ("attempts" >= 0);`);
    this.addSql(
      `alter table "commerce"."sms_codes" add constraint "sms_codes_purpose_check" check ("purpose" in ('SIGN_UP', 'LOGIN', 'FIND_PASSWORD', 'FIND_LOGIN_ID', 'CHANGE_PHONE', 'GUEST_ORDER'));`,
    );
    this.addSql(`alter table "commerce"."files" add constraint "files_size_check" check ("size" >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "commerce"."categories" drop constraint "categories_parent_id_foreign";`);
    this.addSql(`alter table "commerce"."compare_items" drop constraint "compare_items_product_id_foreign";`);
    this.addSql(`alter table "commerce"."contents" drop constraint "contents_brand_id_foreign";`);
    this.addSql(`alter table "commerce"."favorites" drop constraint "favorites_product_id_foreign";`);
    this.addSql(`alter table "commerce"."pick_items" drop constraint "pick_items_pick_category_id_foreign";`);
    this.addSql(`alter table "commerce"."pick_items" drop constraint "pick_items_product_id_foreign";`);
    this.addSql(`alter table "commerce"."product_options" drop constraint "product_options_product_id_foreign";`);
    this.addSql(`alter table "commerce"."product_questions" drop constraint "product_questions_product_id_foreign";`);
    this.addSql(`alter table "commerce"."product_views" drop constraint "product_views_product_id_foreign";`);
    this.addSql(`alter table "commerce"."products" drop constraint "products_brand_id_foreign";`);
    this.addSql(`alter table "commerce"."products" drop constraint "products_category_id_foreign";`);
    this.addSql(`alter table "commerce"."products" drop constraint "products_seller_id_foreign";`);
    this.addSql(`alter table "commerce"."related_products" drop constraint "related_products_product_id_foreign";`);
    this.addSql(`alter table "commerce"."related_products" drop constraint "related_products_related_product_id_foreign";`);
    this.addSql(`alter table "commerce"."banners" drop constraint "banners_placement_check";`);
    this.addSql(`alter table "commerce"."banners" drop constraint "banners_period_check";`);
    this.addSql(`alter table "commerce"."categories" drop constraint "categories_kind_check";`);
    this.addSql(`alter table "commerce"."categories" drop constraint "categories_level_check";`);
    this.addSql(`alter table "commerce"."contents" drop constraint "contents_status_check";`);
    this.addSql(`alter table "commerce"."cs_entries" drop constraint "cs_entries_kind_check";`);
    this.addSql(`alter table "commerce"."device_tokens" drop constraint "device_tokens_platform_check";`);
    this.addSql(`alter table "commerce"."files" drop constraint "files_size_check";`);
    this.addSql(`alter table "commerce"."product_options" drop constraint "product_options_extra_price_check";`);
    this.addSql(`alter table "commerce"."product_options" drop constraint "product_options_stock_check";`);
    this.addSql(`alter table "commerce"."product_views" drop constraint "product_views_view_count_check";`);
    this.addSql(`alter table "commerce"."products" drop constraint "products_price_check";`);
    this.addSql(`alter table "commerce"."products" drop constraint "products_sale_price_check";`);
    this.addSql(`alter table "commerce"."products" drop constraint "products_popularity_check";`);
    this.addSql(`alter table "commerce"."products" drop constraint "products_status_check";`);
    this.addSql(`alter table "commerce"."products" drop constraint "products_formulation_check";`);
    this.addSql(`alter table "commerce"."related_products" drop constraint "related_products_not_self_check";`);
    this.addSql(`alter table "commerce"."search_history" drop constraint "search_history_user_id_query_unique";`);
    this.addSql(`alter table "commerce"."sms_codes" drop constraint "sms_codes_attempts_check";`);
    this.addSql(`alter table "commerce"."sms_codes" drop constraint "sms_codes_purpose_check";`);
    this.addSql(`drop index "commerce"."users_login_id_unique";`);
    this.addSql(`drop index "commerce"."users_nickname_unique";`);
    this.addSql(`drop index "commerce"."users_email_unique";`);
    this.addSql(`drop index "commerce"."users_phone_unique";`);
    this.addSql(`drop index "commerce"."users_social_unique";`);
    this.addSql(`alter table "commerce"."users" drop constraint "users_provider_check";`);
    this.addSql(`alter table "commerce"."users" drop constraint "users_role_check";`);
    this.addSql(`alter table "commerce"."users" drop constraint "users_gender_check";`);
    this.addSql(`create index "users_phone_index" on "commerce"."users" ("phone");`);
    this.addSql(`create index "users_provider_social_id_index" on "commerce"."users" ("provider", "social_id");`);
    this.addSql(`alter table "commerce"."users" add constraint "users_login_id_unique" unique ("login_id");`);
  }
}
