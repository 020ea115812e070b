import { Migration } from '@mikro-orm/migrations';

export class Migration20261122173510_product_nutrients extends Migration {
  override name = 'Migration20261122173510_product_nutrients';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "nutrition"."product_nutrients" ("id" bigserial primary key, "product_id" bigint not null, "nutrient_code" varchar(40) not null, "amount" double precision not null, "unit" varchar(12) not null);`,
    );
    this.addSql(`create index "product_nutrients_product_id_index" on "nutrition"."product_nutrients" ("product_id");`);
    this.addSql(`create index "product_nutrients_nutrient_code_index" on "nutrition"."product_nutrients" ("nutrient_code");`);
    this.addSql(`alter table "nutrition"."product_nutrients" add constraint "product_nutrients_product_id_nutrient_code_unique" unique ("product_id", "nutrient_code");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "nutrition"."product_nutrients" cascade;`);
  }
}
