import { Migration } from '@mikro-orm/migrations';

export class Migration20261122162004 extends Migration {
  override name = 'Migration20261122162004';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "partners";`);
    this.addSql(
      `create table "partners"."channels" ("id" bigserial primary key, "owner_user_id" bigint not null, "handle" varchar(40) not null, "name" varchar(60) not null, "greetings" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "partners"."channels" add constraint "channels_owner_user_id_unique" unique ("owner_user_id");`);
    this.addSql(`alter table "partners"."channels" add constraint "channels_handle_unique" unique ("handle");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "partners"."channels" cascade;`);

    this.addSql(`drop schema if exists "partners";`);
  }
}
