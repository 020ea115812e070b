import { Migration } from '@mikro-orm/migrations';

export class Migration20261123031000_token_version extends Migration {
  override name = 'Migration20261123031000_token_version';

  override up(): void | Promise<void> {
    this.addSql(`alter table "commerce"."users" add "token_version" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "commerce"."users" drop column "token_version";`);
  }
}
