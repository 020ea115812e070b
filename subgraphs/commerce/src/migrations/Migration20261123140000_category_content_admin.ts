import { Migration } from '@mikro-orm/migrations';

/**
 * Admins create, rename, move and delete categories (catalog/category-admin.service.ts); the tree's
 * rules are the database's:
 * - a name is unique among its siblings (roots: per kind) — two partial unique indexes;
 * - a category sits exactly one level below a parent of its own kind: the derived column
 *   `parent_level` (= level - 1) and the composite foreign key (parent_id, kind, parent_level) ->
 *   (id, kind, level). A chain of parents cannot loop (each step is one level up), and a parent's
 *   level or kind cannot change while it has children;
 * - the demo tree's depth: mall two levels, nutrient one; roots and only roots are level 1.
 * Categories were written only by the seed and tests so far, but an old developer database is put
 * in that shape first: parents that loop or are of another kind are cut, deeper categories hang
 * from their root, levels are recomputed, and a younger sibling of the same name gets its id
 * appended.
 */
export class Migration20261123140000_category_content_admin extends Migration {
  override name = 'Migration20261123140000_category_content_admin';

  override up(): void | Promise<void> {
    const reachable = `with recursive tree as (select "id", "id" as "root" from "commerce"."categories" where "parent_id" is null
      union all select c."id", t."root" from "commerce"."categories" c join tree t on c."parent_id" = t."id")`;
    this.addSql(`${reachable} update "commerce"."categories" set "parent_id" = null where "parent_id" is not null and "id" not in (select "id" from tree);`);
    this.addSql(`${reachable} update "commerce"."categories" c set "parent_id" = t."root" from tree t where t."id" = c."id" and c."parent_id" is not null and c."parent_id" <> t."root";`);
    this.addSql(`update "commerce"."categories" c set "parent_id" = null from "commerce"."categories" p where p."id" = c."parent_id" and (p."kind" <> c."kind" or c."kind" <> 'mall');`);
    this.addSql(`update "commerce"."categories" set "level" = case when "parent_id" is null then 1 else 2 end where "level" <> case when "parent_id" is null then 1 else 2 end;`);
    this.addSql(
      `update "commerce"."categories" c set "name" = left(c."name", 39 - length(c."id"::text)) || ' ' || c."id" from (select "id", row_number() over (partition by "kind", coalesce("parent_id", 0), "name" order by "id") as n from "commerce"."categories") d where d."id" = c."id" and d.n > 1;`,
    );

    this.addSql(`alter table "commerce"."categories" add column "parent_level" int generated always as ("level" - 1) stored;`);
    this.addSql(`alter table "commerce"."categories" add constraint "categories_id_kind_level_unique" unique ("id", "kind", "level");`);
    this.addSql(
      `alter table "commerce"."categories" add constraint "categories_parent_kind_level_foreign" foreign key ("parent_id", "kind", "parent_level") references "commerce"."categories" ("id", "kind", "level");`,
    );
    this.addSql(`alter table "commerce"."categories" add constraint "categories_depth_check" check ("level" <= case when "kind" = 'mall' then 2 else 1 end);`);
    this.addSql(`alter table "commerce"."categories" add constraint "categories_root_level_check" check (("parent_id" is null) = ("level" = 1));`);
    this.addSql(`create unique index "categories_root_name_unique" on "commerce"."categories" ("kind", "name") where "parent_id" is null;`);
    this.addSql(`create unique index "categories_sibling_name_unique" on "commerce"."categories" ("parent_id", "name") where "parent_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "commerce"."categories_sibling_name_unique";`);
    this.addSql(`drop index "commerce"."categories_root_name_unique";`);
    this.addSql(`alter table "commerce"."categories" drop constraint "categories_root_level_check";`);
    this.addSql(`alter table "commerce"."categories" drop constraint "categories_depth_check";`);
    this.addSql(`alter table "commerce"."categories" drop constraint "categories_parent_kind_level_foreign";`);
    this.addSql(`alter table "commerce"."categories" drop constraint "categories_id_kind_level_unique";`);
    this.addSql(`alter table "commerce"."categories" drop column "parent_level";`);
  }
}
