import { Migration } from '@mikro-orm/migrations';

/** A profile's results by time (issue 18: the second look reads one earlier result per result, whatever the history holds). */
export class Migration20261125150000_result_history_index extends Migration {
  override name = 'Migration20261125150000_result_history_index';

  override up(): void {
    this.addSql(`create index "recommendation_results_profile_created_index" on "recommendation"."recommendation_results" ("profile_id", "created_at");`);
  }

  override down(): void {
    this.addSql(`drop index "recommendation"."recommendation_results_profile_created_index";`);
  }
}
