import { Migration } from '@mikro-orm/migrations';

export class Migration20261122174714_notifications extends Migration {
  override name = 'Migration20261122174714_notifications';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."notifications" ("id" bigserial primary key, "user_id" bigint not null, "category" varchar(30) not null, "title" varchar(120) not null, "body" text not null, "link" varchar(200) null, "read_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "notifications_user_id_created_at_index" on "commerce"."notifications" ("user_id", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."notifications" cascade;`);
  }
}
