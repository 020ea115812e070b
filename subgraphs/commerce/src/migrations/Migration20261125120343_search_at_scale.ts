import { Migration } from '@mikro-orm/migrations';
import { addSearchNameColumn } from '@shop/kit';

/**
 * Search at scale (issue 17, docs/decisions/search.md): the whole-name key for exact matches, and
 * an index for each order a product list sorts by, so a page of a common term is an index walk.
 */
export class Migration20261125120343_search_at_scale extends Migration {
  override name = 'Migration20261125120343_search_at_scale';

  override async up(): Promise<void> {
    const execute = (sql: string, params?: unknown[]) => this.execute(sql, params);
    await addSearchNameColumn(execute, 'commerce', 'products');
    await execute(`create index "products_popularity" on "commerce"."products" ("popularity" desc, "id" desc)`);
    await execute(`create index "products_created_at" on "commerce"."products" ("created_at" desc, "id" desc)`);
    await execute(`create index "products_sale_price" on "commerce"."products" ("sale_price", "id")`);
  }

  override down(): void {
    this.addSql(`drop index "commerce"."products_popularity";`);
    this.addSql(`drop index "commerce"."products_created_at";`);
    this.addSql(`drop index "commerce"."products_sale_price";`);
    this.addSql(`drop index "commerce"."products_search_name";`);
    this.addSql(`drop index "commerce"."products_search_choseong_prefix";`);
    this.addSql(`alter table "commerce"."products" drop column "search_name";`);
  }
}
