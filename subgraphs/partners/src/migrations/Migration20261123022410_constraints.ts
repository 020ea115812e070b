import { Migration } from '@mikro-orm/migrations';

/**
 * The database guards partners' uniqueness, references and ranges (issue 8). Generated from the
 * entities (`npm run migration:create -- partners constraints`), then completed by hand: the
 * case-insensitive handle index replaces the plain unique constraint of the same name (the
 * generator does not see that change), and each constraint is preceded by the clean-up an old
 * developer database may need, so `npm start` on an old `.data/` applies it instead of failing.
 * The kit's tables are not entities: the generator's "drop" of them was removed. Product ids and
 * owner user ids are other services' rows: no foreign key leaves this schema.
 */
export class Migration20261123022410_constraints extends Migration {
  override name = 'Migration20261123022410_constraints';

  override up(): void | Promise<void> {
    // Handles as the service stores them: without '@' and surrounding spaces, never empty.
    this.addSql(`update "partners"."channels" set "handle" = btrim(replace("handle", '@', '')) where "handle" <> btrim(replace("handle", '@', ''));`);
    this.addSql(`update "partners"."channels" set "handle" = 'channel-' || "id" where "handle" = '';`);
    this.addSql(`update "partners"."channels" set "name" = '채널 ' || "id" where btrim("name") = '';`);
    // Handles that differ only in case (or became equal above): the oldest channel keeps it, the
    // others get their id appended (their owner can choose another).
    this.addSql(
      `update "partners"."channels" c set "handle" = left(c."handle", 28) || '-' || c."id" from (select "id", row_number() over (partition by lower("handle") order by "created_at", "id") as n from "partners"."channels") d where d."id" = c."id" and d.n > 1;`,
    );
    this.addSql(`alter table "partners"."channels" drop constraint "channels_handle_unique";`);
    this.addSql(`create unique index "channels_handle_unique" on "partners"."channels" (lower("handle"));`);
    this.addSql(`alter table "partners"."channels" add constraint "channels_handle_check" check ("handle" <> '' and "handle" = btrim("handle") and strpos("handle", '@') = 0);`);
    this.addSql(`alter table "partners"."channels" add constraint "channels_name_check" check (btrim("name") <> '');`);

    // Restrict: channels are closed, never deleted (lifecycle.ts), and their group buying must stay
    // explainable. Only a hand-made row could point at no channel or run backwards; they never showed.
    this.addSql(`delete from "partners"."cooperate_events" e where not exists (select 1 from "partners"."channels" c where c."id" = e."channel_id");`);
    this.addSql(`delete from "partners"."cooperate_events" where "ends_at" <= "starts_at";`);
    this.addSql(`update "partners"."cooperate_events" set "group_price" = 0 where "group_price" < 0;`);
    this.addSql(
      `alter table "partners"."cooperate_events" add constraint "cooperate_events_channel_id_foreign" foreign key ("channel_id") references "partners"."channels" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "partners"."cooperate_events" add constraint "cooperate_events_group_price_check" check ("group_price" >= 0);`);
    this.addSql(`alter table "partners"."cooperate_events" add constraint "cooperate_events_period_check" check ("ends_at" > "starts_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "partners"."cooperate_events" drop constraint "cooperate_events_channel_id_foreign";`);
    this.addSql(`alter table "partners"."cooperate_events" drop constraint "cooperate_events_group_price_check";`);
    this.addSql(`alter table "partners"."cooperate_events" drop constraint "cooperate_events_period_check";`);
    this.addSql(`alter table "partners"."channels" drop constraint "channels_handle_check";`);
    this.addSql(`alter table "partners"."channels" drop constraint "channels_name_check";`);
    this.addSql(`drop index "partners"."channels_handle_unique";`);
    this.addSql(`alter table "partners"."channels" add constraint "channels_handle_unique" unique ("handle");`);
  }
}
