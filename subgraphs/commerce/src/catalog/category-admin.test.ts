import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { commerce } from '../schema.js';
import { CategoryEntity } from './catalog.entities.js';
import { createTestProduct } from './catalog.testing.js';

/** Admin category changes against the real database; 20 creations at once on their own connections. */
const RACERS = 20;
let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce, { pool: { min: 0, max: RACERS } });
});
afterAll(() => api.close());

const admin = testIdentity('admin');
const CREATE = 'mutation ($i: CreateCategoryInput!) { createCategory(input: $i) { id name kind level parentId } }';
const RENAME = 'mutation ($id: ID!, $name: String!) { renameCategory(id: $id, name: $name) { id name } }';
const MOVE = 'mutation ($id: ID!, $p: ID) { moveCategory(id: $id, parentId: $p) { id level parentId } }';
const DELETE = 'mutation ($id: ID!) { deleteCategory(id: $id) }';

interface Created {
  id: string;
  name: string;
  kind: string;
  level: number;
  parentId: string | null;
}

async function create(name: string, kind = 'mall', parentId: string | null = null): Promise<Created> {
  return (await api.ok<{ createCategory: Created }>(CREATE, { i: { name, kind, parentId } }, admin)).createCategory;
}

/** The refusal's code and the field and message it names. */
async function refusal(query: string, variables: Record<string, unknown>) {
  const result = await api.exec(query, variables, admin);
  const error = result.errors?.[0];
  return { code: error?.extensions?.code, field: error?.extensions?.fields?.[0]?.field, message: error?.message };
}

describe('creating categories', () => {
  it('derives the level from the parent: mall two levels, nutrient one, parents of the same kind', async () => {
    const root = await create(unique('루트'));
    expect(root).toMatchObject({ kind: 'mall', level: 1, parentId: null });
    const child = await create(unique('자식'), 'mall', root.id);
    expect(child).toMatchObject({ level: 2, parentId: root.id });

    expect(await refusal(CREATE, { i: { name: unique('손자'), kind: 'mall', parentId: child.id } })).toEqual({
      code: 'CONFLICT',
      field: 'parentId',
      message: '쇼핑 카테고리는 2단계까지 만들 수 있습니다.',
    });
    const nutrient = await create(unique('영양소'), 'nutrient');
    expect(nutrient.level).toBe(1);
    expect(await refusal(CREATE, { i: { name: unique('하위'), kind: 'nutrient', parentId: nutrient.id } })).toMatchObject({ code: 'CONFLICT', field: 'parentId' });
    expect(await refusal(CREATE, { i: { name: unique('섞임'), kind: 'mall', parentId: nutrient.id } })).toEqual({
      code: 'CONFLICT',
      field: 'parentId',
      message: '다른 종류의 카테고리 아래에는 둘 수 없습니다.',
    });
    expect(await refusal(CREATE, { i: { name: unique('없는'), kind: 'mall', parentId: '999999999' } })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    ['', 'name', '카테고리 이름을 입력해주세요.'],
    ['가'.repeat(41), 'name', '카테고리 이름은 40자 이하여야 합니다.'],
    ['보이지\u200b않는', 'name', undefined],
  ])('refuses the name %j naming the field', async (name, field, message) => {
    const refused = await refusal(CREATE, { i: { name, kind: 'mall' } });
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', field });
    if (message) expect(refused.message).toBe(message);
  });

  it('refuses an unknown kind', async () => {
    expect(await refusal(CREATE, { i: { name: unique('종류'), kind: 'brand' } })).toEqual({ code: 'BAD_USER_INPUT', field: 'kind', message: '카테고리 종류는 mall 또는 nutrient입니다.' });
  });

  it('keeps names unique among siblings only (the same name under another parent or kind is fine)', async () => {
    const name = unique('이름');
    const [a, b] = [await create(unique('부모A')), await create(unique('부모B'))];
    await create(name, 'mall', a.id);
    await create(name, 'mall', b.id);
    await create(name, 'mall');
    await create(name, 'nutrient');
    // NFC: the same name typed as decomposed jamo is the same name.
    expect(await refusal(CREATE, { i: { name: name.normalize('NFD'), kind: 'mall', parentId: a.id } })).toEqual({
      code: 'CONFLICT',
      field: 'name',
      message: '같은 위치에 같은 이름의 카테고리가 있습니다.',
    });
    expect(await refusal(CREATE, { i: { name, kind: 'mall' } })).toMatchObject({ code: 'CONFLICT', field: 'name' });
  });

  it(`${RACERS} concurrent creations of one sibling name keep one; the others are a CONFLICT naming name`, async () => {
    const parent = await create(unique('경쟁부모'));
    const name = unique('같은이름');
    const results = await Promise.all(Array.from({ length: RACERS }, () => api.exec(CREATE, { i: { name, kind: 'mall', parentId: parent.id } }, admin)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(RACERS - 1);
    for (const r of refused) expect(r.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'name', message: '같은 위치에 같은 이름의 카테고리가 있습니다.' }] });
    expect(await api.em().count(CategoryEntity, { parentId: parent.id, name })).toBe(1);
  });
});

describe('the database keeps the tree in shape without the service', () => {
  it('refuses a third level, a category of another kind under a parent, a loop and a duplicate root name', async () => {
    const root = await create(unique('DB루트'));
    const child = await create(unique('DB자식'), 'mall', root.id);
    const nutrient = await create(unique('DB영양소'), 'nutrient');
    const sql = (statement: string, params: unknown[]) => api.em().getConnection().execute(statement, params);
    const insert = 'insert into commerce.categories (name, kind, parent_id, level, sort_order) values (?, ?, ?, ?, 0)';
    await expect(sql(insert, [unique('셋째'), 'mall', child.id, 3])).rejects.toMatchObject({ constraint: 'categories_depth_check' });
    // Claiming level 2 under a level-2 parent: no parent of level 1 with that id.
    await expect(sql(insert, [unique('거짓단계'), 'mall', child.id, 2])).rejects.toMatchObject({ constraint: 'categories_parent_kind_level_foreign' });
    await expect(sql(insert, [unique('종류'), 'nutrient', root.id, 2])).rejects.toMatchObject({ constraint: 'categories_depth_check' });
    await expect(sql(insert, [unique('종류'), 'mall', nutrient.id, 2])).rejects.toMatchObject({ constraint: 'categories_parent_kind_level_foreign' });
    await expect(sql(insert, [unique('루트인데'), 'mall', null, 2])).rejects.toMatchObject({ constraint: 'categories_root_level_check' });
    await expect(sql(insert, [root.name, 'mall', null, 1])).rejects.toMatchObject({ constraint: 'categories_root_name_unique' });
    // A loop: the root under its own child, or under itself.
    await expect(sql('update commerce.categories set parent_id = ?, level = 2 where id = ?', [child.id, root.id])).rejects.toMatchObject({ constraint: 'categories_parent_kind_level_foreign' });
    await expect(sql('update commerce.categories set parent_id = id, level = 2 where id = ?', [nutrient.id])).rejects.toMatchObject({ constraint: 'categories_depth_check' });
  });
});

describe('renaming and moving', () => {
  it('renames, refusing a sibling name', async () => {
    const parent = await create(unique('이름부모'));
    const [a, b] = [await create(unique('가'), 'mall', parent.id), await create(unique('나'), 'mall', parent.id)];
    const name = unique('새이름');
    expect((await api.ok<{ renameCategory: { name: string } }>(RENAME, { id: a.id, name: `  ${name} ` }, admin)).renameCategory.name).toBe(name);
    expect(await refusal(RENAME, { id: b.id, name })).toMatchObject({ code: 'CONFLICT', field: 'name' });
    expect(await refusal(RENAME, { id: b.id, name: '' })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(await refusal(RENAME, { id: '999999999', name })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('moves a leaf between parents and to the top, and a root without children under another root', async () => {
    const [a, b] = [await create(unique('옮김A')), await create(unique('옮김B'))];
    const leaf = await create(unique('잎'), 'mall', a.id);
    expect((await api.ok<{ moveCategory: Created }>(MOVE, { id: leaf.id, p: b.id }, admin)).moveCategory).toMatchObject({ level: 2, parentId: b.id });
    expect((await api.ok<{ moveCategory: Created }>(MOVE, { id: leaf.id, p: null }, admin)).moveCategory).toMatchObject({ level: 1, parentId: null });
    expect((await api.ok<{ moveCategory: Created }>(MOVE, { id: a.id, p: b.id }, admin)).moveCategory).toMatchObject({ level: 2, parentId: b.id });
  });

  it('refuses a move that would loop, go below two levels, mix kinds or meet a sibling of the same name', async () => {
    const root = await create(unique('금지루트'));
    const child = await create(unique('금지자식'), 'mall', root.id);
    const other = await create(unique('다른루트'));
    expect(await refusal(MOVE, { id: root.id, p: root.id })).toEqual({ code: 'CONFLICT', field: 'parentId', message: '카테고리를 자기 자신 아래로 옮길 수 없습니다.' });
    expect(await refusal(MOVE, { id: root.id, p: child.id })).toMatchObject({ code: 'CONFLICT', field: 'parentId' });
    expect(await refusal(MOVE, { id: root.id, p: other.id })).toEqual({
      code: 'CONFLICT',
      field: 'parentId',
      message: '하위 카테고리가 있는 카테고리는 다른 카테고리 아래로 옮길 수 없습니다.',
    });
    const nutrient = await create(unique('금지영양소'), 'nutrient');
    expect(await refusal(MOVE, { id: child.id, p: nutrient.id })).toMatchObject({ code: 'CONFLICT', field: 'parentId' });
    await create(child.name, 'mall', other.id);
    expect(await refusal(MOVE, { id: child.id, p: other.id })).toMatchObject({ code: 'CONFLICT', field: 'name' });
    expect(await api.em().findOne(CategoryEntity, { id: child.id })).toMatchObject({ parentId: root.id, level: 2 });
  });
});

describe('deleting', () => {
  it('deletes an empty category and refuses (409, in Korean) one with products or subcategories', async () => {
    const empty = await create(unique('빈'));
    expect((await api.ok<{ deleteCategory: boolean }>(DELETE, { id: empty.id }, admin)).deleteCategory).toBe(true);
    expect(await api.em().count(CategoryEntity, { id: empty.id })).toBe(0);
    expect(await refusal(DELETE, { id: empty.id })).toMatchObject({ code: 'NOT_FOUND' });

    const parent = await create(unique('부모있음'));
    await create(unique('자식있음'), 'mall', parent.id);
    expect(await refusal(DELETE, { id: parent.id })).toEqual({
      code: 'CONFLICT',
      field: 'id',
      message: '하위 카테고리가 있는 카테고리는 삭제할 수 없습니다. 하위 카테고리를 먼저 옮기거나 삭제해주세요.',
    });
    const product = await createTestProduct(api.em());
    expect(await refusal(DELETE, { id: product.categoryId })).toEqual({
      code: 'CONFLICT',
      field: 'id',
      message: '상품이 있는 카테고리는 삭제할 수 없습니다. 상품을 다른 카테고리로 옮긴 뒤 삭제해주세요.',
    });
    expect(await api.em().count(CategoryEntity, { id: [parent.id, product.categoryId] })).toBe(2);
  });

  it('is for admins only', async () => {
    const category = await create(unique('권한'));
    expect((await api.exec(DELETE, { id: category.id }, testIdentity('member'))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec(CREATE, { i: { name: unique('익명'), kind: 'mall' } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
