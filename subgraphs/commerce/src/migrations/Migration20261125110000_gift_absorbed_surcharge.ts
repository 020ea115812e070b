import { Migration } from '@mikro-orm/migrations';

/** A gift's 제주·도서산간 surcharge borne by the seller is recorded on its parcel (issue 15). */
export class Migration20261125110000_gift_absorbed_surcharge extends Migration {
  override name = 'Migration20261125110000_gift_absorbed_surcharge';

  override up(): void | Promise<void> {
    this.addSql(`alter table "commerce"."order_shipments" add "absorbed_surcharge" int not null default 0;`);
    this.addSql(`alter table "commerce"."order_shipments" drop constraint "order_shipments_money_check";`);
    this.addSql(`alter table "commerce"."order_shipments" add constraint "order_shipments_money_check" check ("fee" >= 0 and "surcharge" >= 0 and "base_fee" >= 0 and "absorbed_surcharge" >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "commerce"."order_shipments" drop constraint "order_shipments_money_check";`);
    this.addSql(`alter table "commerce"."order_shipments" add constraint "order_shipments_money_check" check ("fee" >= 0 and "surcharge" >= 0 and "base_fee" >= 0);`);
    this.addSql(`alter table "commerce"."order_shipments" drop column "absorbed_surcharge";`);
  }
}
