import { Migration } from '@mikro-orm/migrations';

export class Migration20261122225446_recipe_soft_delete extends Migration {
  override name = 'Migration20261122225446_recipe_soft_delete';

  override up(): void | Promise<void> {
    this.addSql(`alter table "nutrition"."recipes" add "deleted_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "nutrition"."recipes" drop column "deleted_at";`);
  }
}
