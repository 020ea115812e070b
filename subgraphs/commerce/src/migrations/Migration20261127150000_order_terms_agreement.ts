import { Migration } from '@mikro-orm/migrations';

/**
 * 주문 내용 확인 및 결제 동의 (issue 21 item 3; docs/decisions/selling.md "Checkout"): when the
 * buyer agreed at checkout. Null for orders made before, and for those the shop makes itself (a
 * subscription's cycle, the demo seed).
 */
export class Migration20261127150000_order_terms_agreement extends Migration {
  override name = 'Migration20261127150000_order_terms_agreement';

  override up(): void | Promise<void> {
    this.addSql(`alter table "commerce"."orders" add column "terms_agreed_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "commerce"."orders" drop column "terms_agreed_at";`);
  }
}
