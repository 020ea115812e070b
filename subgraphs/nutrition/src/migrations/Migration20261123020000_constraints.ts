import { Migration } from '@mikro-orm/migrations';

/**
 * What is unique, what refers to what and what has a range, in the database (issue 8):
 * - one primary profile per account (partial unique index), one regimen entry per profile and
 *   supplement; the score per profile and date was unique already;
 * - foreign keys inside the nutrition schema. A profile's rows go with it (`cascade`): removing a
 *   family member or an account must leave nothing behind. Catalog rows a record points at
 *   (foods, recipes, supplements) are `restrict`: foods and recipes are never hard-deleted while
 *   used (recipes are deleted softly), so a record keeps its source;
 * - CHECKs for ranges the services enforce too (the services give the friendlier message first).
 * Rows a developer's database may hold that break the new rules are repaired first (the oldest
 * primary profile stays primary; a duplicated regimen entry keeps its oldest row; orphans go).
 * Notifications move from nutrition's own outbox table into the kit's outbox.
 */
export class Migration20261123020000_constraints extends Migration {
  override name = 'Migration20261123020000_constraints';

  override up(): void | Promise<void> {
    const n = (sql: string) => this.addSql(sql);

    // Repair what the new rules would refuse.
    n(
      `update "nutrition"."profiles" p set "is_primary" = false where "is_primary" and exists (select 1 from "nutrition"."profiles" q where q."user_id" = p."user_id" and q."is_primary" and q."id" < p."id")`,
    );
    for (const child of ['promise_records', 'food_records', 'body_records', 'supplement_regimens', 'supplement_intakes', 'nutrition_scores']) {
      n(`delete from "nutrition"."${child}" c where not exists (select 1 from "nutrition"."profiles" p where p."id" = c."profile_id")`);
    }
    n(
      `create temporary table "dup_regimens" on commit drop as select r."id" from "nutrition"."supplement_regimens" r where exists (select 1 from "nutrition"."supplement_regimens" o where o."profile_id" = r."profile_id" and o."supplement_id" = r."supplement_id" and o."id" < r."id")`,
    );
    n(`delete from "nutrition"."supplement_intakes" where "regimen_id" in (select "id" from "dup_regimens")`);
    n(`delete from "nutrition"."reminder_deliveries" where "regimen_id" in (select "id" from "dup_regimens")`);
    n(`delete from "nutrition"."supplement_regimens" where "id" in (select "id" from "dup_regimens")`);
    n(`delete from "nutrition"."supplement_intakes" c where not exists (select 1 from "nutrition"."supplement_regimens" r where r."id" = c."regimen_id")`);
    n(`delete from "nutrition"."reminder_deliveries" c where not exists (select 1 from "nutrition"."supplement_regimens" r where r."id" = c."regimen_id")`);
    n(`delete from "nutrition"."food_nutrients" c where not exists (select 1 from "nutrition"."foods" f where f."id" = c."food_id")`);
    n(`delete from "nutrition"."recipe_ingredients" c where not exists (select 1 from "nutrition"."recipes" r where r."id" = c."recipe_id")`);
    n(`delete from "nutrition"."supplement_nutrients" c where not exists (select 1 from "nutrition"."supplements" s where s."id" = c."supplement_id")`);
    n(`delete from "nutrition"."interlock_supplements" c where not exists (select 1 from "nutrition"."interlocks" i where i."id" = c."interlock_id")`);

    // Uniqueness.
    n(`create unique index "profiles_one_primary_per_user" on "nutrition"."profiles" ("user_id") where "is_primary"`);
    n(`alter table "nutrition"."supplement_regimens" add constraint "supplement_regimens_profile_supplement_unique" unique ("profile_id", "supplement_id")`);

    // References inside the schema.
    const fk = (table: string, column: string, target: string, onDelete: 'cascade' | 'restrict') =>
      n(`alter table "nutrition"."${table}" add constraint "${table}_${column}_fk" foreign key ("${column}") references "nutrition"."${target}" ("id") on delete ${onDelete}`);
    fk('promise_records', 'profile_id', 'profiles', 'cascade');
    fk('food_records', 'profile_id', 'profiles', 'cascade');
    fk('body_records', 'profile_id', 'profiles', 'cascade');
    fk('supplement_regimens', 'profile_id', 'profiles', 'cascade');
    fk('supplement_intakes', 'profile_id', 'profiles', 'cascade');
    fk('nutrition_scores', 'profile_id', 'profiles', 'cascade');
    fk('supplement_intakes', 'regimen_id', 'supplement_regimens', 'cascade');
    fk('reminder_deliveries', 'regimen_id', 'supplement_regimens', 'cascade');
    fk('food_nutrients', 'food_id', 'foods', 'cascade');
    fk('recipe_ingredients', 'recipe_id', 'recipes', 'cascade');
    fk('recipe_ingredients', 'food_id', 'foods', 'restrict');
    fk('food_records', 'food_id', 'foods', 'restrict');
    fk('food_records', 'recipe_id', 'recipes', 'restrict');
    fk('supplement_nutrients', 'supplement_id', 'supplements', 'cascade');
    fk('supplement_regimens', 'supplement_id', 'supplements', 'restrict');
    fk('interlock_supplements', 'interlock_id', 'interlocks', 'cascade');

    // Ranges (the same bounds as WEIGHT_KG, HEIGHT_CM, MAX_ALRAM_CNT in the services).
    const check = (table: string, name: string, expression: string) => n(`alter table "nutrition"."${table}" add constraint "${table}_${name}_check" check (${expression})`);
    check('profiles', 'gender', `"gender" in (1, 2)`);
    check('food_records', 'meal_type', `"meal_type" between 1 and 4`);
    check('food_records', 'quantity', `"quantity" > 0`);
    check('food_records', 'amount_g', `"amount_g" >= 0`);
    check('body_records', 'weight', `"weight" is null or "weight" between 0.3 and 500`);
    check('body_records', 'height', `"height" is null or "height" between 20 and 250`);
    check('supplement_intakes', 'eat_cnt', `"eat_cnt" >= 0`);
    check('supplement_regimens', 'alram_cnt', `"alram_cnt" between 0 and 10`);
    check('nutrition_scores', 'score', `"score" between 0 and 100`);
    check('food_nutrients', 'amount', `"amount" >= 0`);
    check('supplement_nutrients', 'amount', `"amount" >= 0`);
    check('recipes', 'amount_g', `"amount_g" > 0`);
    check('recipe_ingredients', 'percent', `"percent" > 0 and "percent" <= 100`);
    check('foods', 'serving_grams', `"serving_grams" is null or "serving_grams" > 0`);

    // Undelivered notifications move to the kit's outbox; the old table goes.
    n(`insert into "nutrition"."kit_outbox" ("topic", "payload", "dedupe_key", "attempts", "created_at")
       select 'notification.deliver',
              jsonb_build_object('userId', "user_id"::text, 'category', "category", 'title', "title", 'body', "body", 'link', "link", 'sourceKey', 'nutrition:' || "id"),
              'notification:nutrition:' || "id", least("attempts", 4), "created_at"
       from "nutrition"."outgoing_notifications" where "delivered_at" is null`);
    n(`drop table "nutrition"."outgoing_notifications"`);
  }
}
