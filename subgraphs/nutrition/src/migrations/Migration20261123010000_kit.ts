import { Migration } from '@mikro-orm/migrations';
import { kitTablesSql } from '@shop/kit';

/** The kit's tables in this schema: the transactional outbox and idempotency keys. */
export class Migration20261123010000_kit extends Migration {
  override name = 'Migration20261123010000_kit';

  override up(): void | Promise<void> {
    for (const sql of kitTablesSql('nutrition')) this.addSql(sql);
  }
}
