import { Migration } from '@mikro-orm/migrations';

export class Migration20261122175321_files extends Migration {
  override name = 'Migration20261122175321_files';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "commerce"."files" ("id" bigserial primary key, "owner_type" varchar(30) not null, "owner_id" varchar(40) not null, "uploader_id" bigint not null, "file_name" varchar(200) not null, "content_type" varchar(60) not null, "size" int not null, "storage_key" varchar(100) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "commerce"."files" add constraint "files_storage_key_unique" unique ("storage_key");`);
    this.addSql(`create index "files_owner_type_owner_id_index" on "commerce"."files" ("owner_type", "owner_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "commerce"."files" cascade;`);
  }
}
