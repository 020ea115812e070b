import { Migration } from '@mikro-orm/migrations';
import { addSearchNameColumn, settleSearchIndexes } from '@shop/kit';
import { loadMfdsDishes } from '../foods/mfds-dishes.js';

/**
 * Foods a Korean diary needs (issue 17): the MFDS dish database (7,683 dishes, foods/mfds-dishes.ts)
 * as reference data, with what it brings: a serving unit (mL for drinks), the representative
 * dish flag, the chain or region, and a search rank; the whole-name search key of foods and
 * supplements (kit korean-search.ts). The 116 standard-data foods rank with regional dishes.
 */
export class Migration20261125130000_mfds_dishes extends Migration {
  override name = 'Migration20261125130000_mfds_dishes';

  override async up(): Promise<void> {
    const execute = (sql: string, params?: unknown[]) => this.execute(sql, params);
    await addSearchNameColumn(execute, 'nutrition', 'foods');
    await addSearchNameColumn(execute, 'nutrition', 'supplements');
    await execute(`alter table "nutrition"."foods"
      add column "detail_category" varchar(60) null,
      add column "serving_unit" varchar(2) not null default 'g',
      add column "representative" boolean not null default false,
      add column "maker" varchar(60) null,
      add column "search_rank" smallint not null default 0,
      add constraint "foods_serving_unit_check" check ("serving_unit" in ('g', 'mL')),
      add constraint "foods_search_rank_check" check ("search_rank" between 0 and 2)`);
    await execute(`update "nutrition"."foods" set "search_rank" = 1 where "code" is not null and "submitted_by" is null`);
    await loadMfdsDishes(execute);
    await settleSearchIndexes(execute, 'nutrition', 'foods');
    await execute(`analyze "nutrition"."food_nutrients"`);
  }

  override down(): void {
    this.addSql(`delete from "nutrition"."food_nutrients" where "food_id" in (select "id" from "nutrition"."foods" where "source" like '식품의약품안전처 식품영양성분 DB (통합%');`);
    this.addSql(`delete from "nutrition"."foods" where "source" like '식품의약품안전처 식품영양성분 DB (통합%';`);
    this.addSql(`alter table "nutrition"."foods" drop column "detail_category", drop column "serving_unit", drop column "representative", drop column "maker", drop column "search_rank";`);
    this.addSql(`drop index "nutrition"."foods_search_choseong_prefix"; drop index "nutrition"."foods_search_name"; alter table "nutrition"."foods" drop column "search_name";`);
    this.addSql(`drop index "nutrition"."supplements_search_choseong_prefix"; drop index "nutrition"."supplements_search_name"; alter table "nutrition"."supplements" drop column "search_name";`);
  }
}
