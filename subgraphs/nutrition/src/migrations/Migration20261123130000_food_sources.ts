import { Migration } from '@mikro-orm/migrations';
import { readReferenceCsv, sqlLiteral } from '../reference-data.js';

/**
 * The corrected data/foods_kr_sample.csv names each row's source as repository, commit and file;
 * the copy the food-sample migration first loaded ended every source with a note on how the file
 * was read (`(read_file offset 500000)`), which food search showed to users. A database migrated
 * before the correction gets each seeded food's source from the corrected file; no other stored
 * value of the file changed (only `source`, and one `note`, which is not stored).
 */
export function correctedFoodSourcesSql(): string[] {
  return readReferenceCsv('foods_kr_sample.csv').map(
    (r) => `update "nutrition"."foods" set "source" = ${sqlLiteral(r.source)} where "code" = ${sqlLiteral(r.food_code)} and "source" is distinct from ${sqlLiteral(r.source)};`,
  );
}

export class Migration20261123130000_food_sources extends Migration {
  override name = 'Migration20261123130000_food_sources';

  override up(): void {
    for (const sql of correctedFoodSourcesSql()) this.addSql(sql);
  }

  override down(): void {
    // The notes were never data: nothing to put back.
  }
}
