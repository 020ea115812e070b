import { Migration } from '@mikro-orm/migrations';
import { numberCell, readReferenceCsv, sqlLiteral } from '../reference-data.js';

/**
 * Reference data, not demo data: the KDRI 2020 table (data/kdri_2020.csv, 1,785 cells with their
 * sources) loaded as is into nutrition.kdri_values. Every environment needs it to select standards.
 */
export class Migration20261122215500_kdri_reference extends Migration {
  override name = 'Migration20261122215500_kdri_reference';

  override up(): void {
    const rows = readReferenceCsv('kdri_2020.csv');
    const values = rows.map(
      (r) =>
        `(${[r.group, r.sex].map(sqlLiteral).join(', ')}, ${sqlLiteral(numberCell(r.age_from))}, ${sqlLiteral(numberCell(r.age_to))}, ${sqlLiteral(r.age_unit)}, ` +
        `${[r.nutrient, r.kind].map(sqlLiteral).join(', ')}, ${sqlLiteral(numberCell(r.value))}, ${[r.unit, r.value_type, r.source, r.note].map(sqlLiteral).join(', ')})`,
    );
    this.addSql(
      `insert into "nutrition"."kdri_values" ("group_code", "sex", "age_from", "age_to", "age_unit", "nutrient", "kind", "value", "unit", "value_type", "source", "note") values ${values.join(',\n')};`,
    );
  }

  override down(): void {
    this.addSql(`delete from "nutrition"."kdri_values";`);
  }
}
