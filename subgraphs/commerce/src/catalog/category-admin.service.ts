import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Conflict, NotFound, displayName, idSchema, parseInput, z } from '@shop/kit';
import { CategoryEntity, ProductEntity, type Category } from './catalog.entities.js';

/**
 * Admin changes to the category tree. The rules are the database's (catalog.entities.ts,
 * Migration20261123140000_category_content_admin): names unique among siblings, a category one
 * level below a parent of its own kind (mall: two levels, nutrient: one), no loops, no delete while
 * products or subcategories point at it. The checks here come first only to give a clearer message;
 * a request racing past them meets the constraint (catalog.constraints.ts).
 */
export const CATEGORY_KINDS = ['mall', 'nutrient'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
/** Levels each kind has (the demo tree, catalog.seed.ts). */
export const MAX_LEVEL: Record<CategoryKind, number> = { mall: 2, nutrient: 1 };

const nameSchema = displayName('카테고리 이름', { max: 40 });
const createSchema = z.object({
  name: nameSchema,
  kind: z.enum(CATEGORY_KINDS, { error: '카테고리 종류는 mall 또는 nutrient입니다.' }),
  parentId: idSchema('상위 카테고리').nullish(),
});
export type CreateCategoryInput = z.input<typeof createSchema>;

const SAME_NAME = '같은 위치에 같은 이름의 카테고리가 있습니다.';
const conflictOn = (field: string, message: string) => Conflict(message, { fields: [{ field, message }] });

async function findCategory(em: EntityManager, id: string, field = 'id'): Promise<Category> {
  const category = await em.findOne(CategoryEntity, { id });
  if (!category) throw NotFound(field === 'id' ? '카테고리를 찾을 수 없습니다.' : '상위 카테고리를 찾을 수 없습니다.');
  return category;
}

/** The level a category of `kind` gets under `parentId` (null: a root), or a refusal naming parentId. */
async function levelUnder(em: EntityManager, kind: CategoryKind, parentId: string | null): Promise<number> {
  if (!parentId) return 1;
  const parent = await findCategory(em, parentId, 'parentId');
  if (parent.kind !== kind) throw conflictOn('parentId', '다른 종류의 카테고리 아래에는 둘 수 없습니다.');
  const level = parent.level + 1;
  if (level > MAX_LEVEL[kind]) {
    throw conflictOn('parentId', kind === 'mall' ? '쇼핑 카테고리는 2단계까지 만들 수 있습니다.' : '영양소 카테고리는 하위 카테고리를 둘 수 없습니다.');
  }
  return level;
}

async function assertNameFree(em: EntityManager, kind: string, parentId: string | null, name: string, except?: string): Promise<void> {
  const taken = await em.count(CategoryEntity, { kind, parentId, name, ...(except ? { id: { $ne: except } } : {}) });
  if (taken) throw conflictOn('name', SAME_NAME);
}

async function nextSortOrder(em: EntityManager, kind: string, parentId: string | null): Promise<number> {
  const [row] = await em.execute<{ next: number }[]>(`select coalesce(max(sort_order) + 1, 0) as next from commerce.categories where kind = ? and parent_id is not distinct from ?`, [kind, parentId]);
  return Number(row.next);
}

export async function createCategory(em: EntityManager, raw: unknown): Promise<Category> {
  const input = parseInput(createSchema, raw);
  const parentId = input.parentId ?? null;
  const level = await levelUnder(em, input.kind, parentId);
  await assertNameFree(em, input.kind, parentId, input.name);
  const category = em.create(CategoryEntity, { name: input.name, kind: input.kind, parentId, level, sortOrder: await nextSortOrder(em, input.kind, parentId) });
  await em.flush();
  return category;
}

export async function renameCategory(em: EntityManager, id: string, rawName: unknown): Promise<Category> {
  const category = await findCategory(em, id);
  const name = parseInput(nameSchema, rawName, 'name');
  await assertNameFree(em, category.kind, category.parentId ?? null, name, id);
  category.name = name;
  await em.flush();
  return category;
}

/** Puts a category under another parent (null: makes it a root); it keeps its products. */
export async function moveCategory(em: EntityManager, id: string, rawParentId: unknown): Promise<Category> {
  const category = await findCategory(em, id);
  const parentId = parseInput(idSchema('상위 카테고리').nullish(), rawParentId, 'parentId') ?? null;
  if (parentId === id) throw conflictOn('parentId', '카테고리를 자기 자신 아래로 옮길 수 없습니다.');
  const level = await levelUnder(em, category.kind as CategoryKind, parentId);
  if (level > category.level && (await em.count(CategoryEntity, { parentId: id }))) {
    throw conflictOn('parentId', '하위 카테고리가 있는 카테고리는 다른 카테고리 아래로 옮길 수 없습니다.');
  }
  await assertNameFree(em, category.kind, parentId, category.name, id);
  if ((category.parentId ?? null) !== parentId) {
    em.assign(category, { parentId, level, sortOrder: await nextSortOrder(em, category.kind, parentId) });
    await em.flush();
  }
  return category;
}

const IN_USE = {
  products: '상품이 있는 카테고리는 삭제할 수 없습니다. 상품을 다른 카테고리로 옮긴 뒤 삭제해주세요.',
  children: '하위 카테고리가 있는 카테고리는 삭제할 수 없습니다. 하위 카테고리를 먼저 옮기거나 삭제해주세요.',
};

export async function deleteCategory(em: EntityManager, id: string): Promise<void> {
  await findCategory(em, id);
  if (await em.count(CategoryEntity, { parentId: id })) throw conflictOn('id', IN_USE.children);
  if (await em.count(ProductEntity, { categoryId: id })) throw conflictOn('id', IN_USE.products);
  try {
    await em.nativeDelete(CategoryEntity, { id });
  } catch (error) {
    // A product or subcategory written after the checks above: the restricting foreign key refuses.
    if (error instanceof ForeignKeyConstraintViolationException) {
      const constraint = String((error as { constraint?: string }).constraint ?? '');
      throw conflictOn('id', constraint.startsWith('products_') ? IN_USE.products : IN_USE.children);
    }
    throw error;
  }
}
