import { Migration } from '@mikro-orm/migrations';

/** Order lines remember the cart line they were ordered from (issue 15: 바로 구매 leaves the cart as it was). */
export class Migration20261125101141_order_lines_cart_line extends Migration {
  override name = 'Migration20261125101141_order_lines_cart_line';

  override up(): void | Promise<void> {
    this.addSql(`alter table "commerce"."order_lines" add "cart_line_id" bigint null;`);
    this.addSql(`alter table "commerce"."order_lines" add constraint "order_lines_cart_line_id_foreign" foreign key ("cart_line_id") references "commerce"."cart_lines" ("id") on delete set null;`);
    // Removing cart lines looks for the order lines that name them.
    this.addSql(`create index "order_lines_cart_line_id_index" on "commerce"."order_lines" ("cart_line_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "commerce"."order_lines_cart_line_id_index";`);
    this.addSql(`alter table "commerce"."order_lines" drop constraint "order_lines_cart_line_id_foreign";`);
    this.addSql(`alter table "commerce"."order_lines" drop column "cart_line_id";`);
  }
}
