import { Migration } from '@mikro-orm/migrations';

/** Issue 20: where a query log's address is (the IP location adapter fills it after the answer). */
export class Migration20261127050000_query_log_location extends Migration {
  override name = 'Migration20261127050000_query_log_location';

  override up(): void | Promise<void> {
    this.addSql(`alter table "partners"."query_logs" add column "country_code" varchar(2) null, add column "region" varchar(60) null, add column "city" varchar(60) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "partners"."query_logs" drop column "country_code", drop column "region", drop column "city";`);
  }
}
