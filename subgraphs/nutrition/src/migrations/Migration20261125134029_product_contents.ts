import { Migration } from '@mikro-orm/migrations';

/**
 * What a product's label says it contains that someone may have to avoid (issue 18: allergies and
 * vegetarian types exclude products from recommendations), and the index that finds the newest
 * products with a nutrient. Generated from the entities; the generator's drops of constraints that
 * earlier migrations made in SQL were removed.
 */
export class Migration20261125134029_product_contents extends Migration {
  override name = 'Migration20261125134029_product_contents';

  override up(): void | Promise<void> {
    this.addSql(`create table "nutrition"."product_contents" ("id" bigserial primary key, "product_id" bigint not null, "content_code" varchar(20) not null);`);
    this.addSql(`create index "product_contents_product_id_index" on "nutrition"."product_contents" ("product_id");`);
    this.addSql(`alter table "nutrition"."product_contents" add constraint "product_contents_product_id_content_code_unique" unique ("product_id", "content_code");`);
    this.addSql(
      `alter table "nutrition"."product_contents" add constraint "product_contents_content_code_check" check ("content_code" in ('egg', 'milk', 'buckwheat', 'peanut', 'soybean', 'wheat', 'fish', 'crab', 'shrimp', 'pork', 'peach', 'tomato', 'walnut', 'chicken', 'beef', 'squid', 'shellfish', 'gelatin'));`,
    );
    this.addSql(`create index "product_nutrients_code_product_index" on "nutrition"."product_nutrients" ("nutrient_code", "product_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "nutrition"."product_contents" cascade;`);
    this.addSql(`drop index "nutrition"."product_nutrients_code_product_index";`);
  }
}
