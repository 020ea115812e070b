import { Migration } from '@mikro-orm/migrations';

/**
 * Messages go through Solapi's API (or its sandbox, which keeps what it received itself: docs/decisions/messaging.md);
 * the table where the old in-process sandbox "delivered" them goes.
 */
export class Migration20261127140000_solapi_sandbox extends Migration {
  override name = 'Migration20261127140000_solapi_sandbox';

  override up(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."sandbox_messages";`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."sandbox_messages" ("id" bigserial primary key, "channel" varchar(10) not null, "phone" varchar(20) not null, "text" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "sandbox_messages_phone_index" on "commerce"."sandbox_messages" ("phone");`);
  }
}
