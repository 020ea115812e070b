import { Migration } from '@mikro-orm/migrations';

export class Migration20261122220148_notification_source_key extends Migration {
  override name = 'Migration20261122220148_notification_source_key';

  override up(): void | Promise<void> {
    this.addSql(`alter table "commerce"."notifications" add "source_key" varchar(60) null;`);
    this.addSql(`alter table "commerce"."notifications" add constraint "notifications_source_key_unique" unique ("source_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "commerce"."notifications" drop constraint "notifications_source_key_unique";`);
    this.addSql(`alter table "commerce"."notifications" drop column "source_key";`);
  }
}
