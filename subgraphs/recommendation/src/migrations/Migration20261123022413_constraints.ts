import { Migration } from '@mikro-orm/migrations';

/**
 * The database guards the questionnaire results' ranges (issue 8). Generated from the entity
 * (`npm run migration:create -- recommendation constraints`); the kit's tables are not entities, so
 * the generator's "drop" of them was removed. User and profile ids are other services' rows: no
 * foreign key leaves this schema, and nothing here is unique (every completed questionnaire is kept).
 */
export class Migration20261123022413_constraints extends Migration {
  override name = 'Migration20261123022413_constraints';

  override up(): void | Promise<void> {
    // A result of an unknown age band, or answers that are not an object, cannot be shown again;
    // only a hand-made row could be one.
    this.addSql(
      `delete from "recommendation"."recommendation_results" where "age_band" not in ('infant_0_6m', 'infant_6_12m', 'toddler_1_2', 'child_2_5', 'child_5_12', 'teen_12_18', 'adult') or jsonb_typeof("answers") <> 'object';`,
    );
    this.addSql(
      `alter table "recommendation"."recommendation_results" add constraint "recommendation_results_age_band_check" check ("age_band" in ('infant_0_6m', 'infant_6_12m', 'toddler_1_2', 'child_2_5', 'child_5_12', 'teen_12_18', 'adult'));`,
    );
    this.addSql(`alter table "recommendation"."recommendation_results" add constraint "recommendation_results_answers_check" check (jsonb_typeof("answers") = 'object');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recommendation"."recommendation_results" drop constraint "recommendation_results_age_band_check";`);
    this.addSql(`alter table "recommendation"."recommendation_results" drop constraint "recommendation_results_answers_check";`);
  }
}
