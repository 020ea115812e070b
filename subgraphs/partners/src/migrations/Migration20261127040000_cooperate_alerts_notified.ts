import { Migration } from '@mikro-orm/migrations';

/** Issue 20: when a member who asked to be told about a group-buying event was texted. */
export class Migration20261127040000_cooperate_alerts_notified extends Migration {
  override name = 'Migration20261127040000_cooperate_alerts_notified';

  override up(): void | Promise<void> {
    this.addSql(`alter table "partners"."cooperate_alerts" add column "notified_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "partners"."cooperate_alerts" drop column "notified_at";`);
  }
}
