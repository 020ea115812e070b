import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingQueries, startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { CategoryEntity } from '../catalog/catalog.entities.js';
import { createTestProduct } from '../catalog/catalog.testing.js';
import { commerce } from '../schema.js';
import { BannerEntity, ExhibitionEntity, ExhibitionProductEntity, HomeCategoryIconEntity } from './content.entities.js';

let api: TestSubgraph;
const queries = countingQueries();
beforeAll(async () => {
  api = await startTestSubgraph(commerce, queries.overrides);
  // The home row is one list of ten slots for the whole shop: this file is the only one writing it.
  await api.em().nativeDelete(HomeCategoryIconEntity, {});
});
afterAll(() => api.close());

const admin = testIdentity('admin');
const member = testIdentity('member');
const hour = 3_600_000;
type Failure = { errors?: { extensions?: Record<string, any> }[] };
const codeOf = (result: Failure) => result.errors?.[0]?.extensions?.code;
const fieldOf = (result: Failure) => result.errors?.[0]?.extensions?.fields?.[0]?.field;

const BANNER_FIELDS = 'id placement title imageUrl linkUrl startsAt endsAt sortOrder';
const CREATE_BANNER = `mutation ($i: BannerInput!) { createBanner(input: $i) { ${BANNER_FIELDS} } }`;
const EDIT_BANNER = `mutation ($id: ID!, $i: BannerInput!) { editBanner(id: $id, input: $i) { ${BANNER_FIELDS} } }`;
const DELETE_BANNER = 'mutation ($id: ID!) { deleteBanner(id: $id) }';
const MALL_BANNERS = '{ banners(placement: "mall") { id title } }';

const ICON_FIELDS = 'id slot label iconKey categoryId';
const CREATE_ICON = `mutation ($i: HomeCategoryIconInput!) { createHomeCategoryIcon(input: $i) { ${ICON_FIELDS} } }`;
const EDIT_ICON = `mutation ($id: ID!, $i: HomeCategoryIconInput!) { editHomeCategoryIcon(id: $id, input: $i) { ${ICON_FIELDS} } }`;
const DELETE_ICON = 'mutation ($id: ID!) { deleteHomeCategoryIcon(id: $id) }';
const ICONS = `{ homeCategoryIcons { ${ICON_FIELDS} } }`;

const EXHIBITION_FIELDS = 'id title summary status startsAt endsAt sortOrder bannerImageUrl';
const CREATE_EXHIBITION = `mutation ($i: ExhibitionInput!) { createExhibition(input: $i) { ${EXHIBITION_FIELDS} } }`;
const EDIT_EXHIBITION = `mutation ($id: ID!, $i: ExhibitionInput!) { editExhibition(id: $id, input: $i) { ${EXHIBITION_FIELDS} } }`;
const SET_PRODUCTS = 'mutation ($id: ID!, $p: [ID!]!) { setExhibitionProducts(id: $id, productIds: $p) { id productIds } }';
const DELETE_EXHIBITION = 'mutation ($id: ID!) { deleteExhibition(id: $id) }';
const EXHIBITION = 'query ($id: ID!) { exhibition(id: $id) { id title products { id name } } }';
const EXHIBITIONS = '{ exhibitions { id title products { id } } }';

interface BannerRow {
  id: string;
  title: string;
  imageUrl: string | null;
  linkUrl: string | null;
}
const bannerInput = (extra: Record<string, unknown> = {}) => ({
  placement: 'mall',
  title: unique('배너 '),
  linkUrl: '/search?query=면역',
  startsAt: new Date(Date.now() - hour).toISOString(),
  ...extra,
});
const mallBannerIds = async () => (await api.ok<{ banners: { id: string }[] }>(MALL_BANNERS)).banners.map((b) => b.id);

async function mallCategory(): Promise<string> {
  const em = api.em();
  const category = em.create(CategoryEntity, { name: unique('홈분류'), kind: 'mall', level: 1 });
  await em.flush();
  return category.id;
}

describe('banners (the home carousel)', () => {
  it('an admin creates a banner once per idempotency key; it shows in its period only', async () => {
    const input = bannerInput();
    const key = unique('banner-key-');
    const first = (await api.ok<{ createBanner: BannerRow }>(CREATE_BANNER, { i: input }, admin, { idempotencyKey: key })).createBanner;
    const retry = (await api.ok<{ createBanner: BannerRow }>(CREATE_BANNER, { i: input }, admin, { idempotencyKey: key })).createBanner;
    expect(retry.id).toBe(first.id);
    expect(await api.em().count(BannerEntity, { title: input.title })).toBe(1);
    expect(first).toMatchObject({ imageUrl: null, linkUrl: '/search?query=면역' });
    expect(await mallBannerIds()).toContain(first.id);

    // Ended an hour ago: gone from the mall, still in the admin's list.
    const ended = await api.ok(EDIT_BANNER, { id: first.id, i: { ...input, startsAt: new Date(Date.now() - 2 * hour).toISOString(), endsAt: new Date(Date.now() - hour).toISOString() } }, admin);
    expect(ended.editBanner.endsAt).not.toBeNull();
    expect(await mallBannerIds()).not.toContain(first.id);
    expect((await api.ok<{ adminBanners: { id: string }[] }>('{ adminBanners { id } }', {}, admin)).adminBanners.map((b) => b.id)).toContain(first.id);

    expect(await api.ok(DELETE_BANNER, { id: first.id }, admin)).toEqual({ deleteBanner: true });
    expect(await api.em().count(BannerEntity, { id: first.id })).toBe(0);
  });

  it.each([
    [{ linkUrl: 'javascript:alert(1)' }, 'linkUrl'],
    [{ linkUrl: '//evil.example' }, 'linkUrl'],
    [{ title: '가' }, 'title'],
    [{ placement: 'side' }, 'placement'],
    [{ endsAt: new Date(Date.now() - 2 * hour).toISOString() }, 'endsAt'],
    [{ imageFileId: '999999999' }, 'imageFileId'],
  ])('refuses %j with a Korean message naming %s, and stores nothing', async (extra, field) => {
    const input = bannerInput(extra);
    const result = await api.exec(CREATE_BANNER, { i: input }, admin);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(fieldOf(result)).toBe(field);
    expect(result.errors?.[0]?.message).toMatch(/[가-힣]/);
    expect(await api.em().count(BannerEntity, { title: input.title })).toBe(0);
  });

  it('is the admin’s: a member cannot write banners', async () => {
    expect(codeOf(await api.exec(CREATE_BANNER, { i: bannerInput() }, member))).toBe('FORBIDDEN');
  });
});

describe('home category icons', () => {
  it('lists the icons by slot; a slot over 10 or a nutrient category is refused; a deleted category takes its icon along', async () => {
    const categoryId = await mallCategory();
    const second = (await api.ok(CREATE_ICON, { i: { slot: 2, label: '비타민', iconKey: 'vitamin', categoryId } }, admin)).createHomeCategoryIcon;
    const first = (await api.ok(CREATE_ICON, { i: { slot: 1, label: '오메가3', iconKey: 'omega', categoryId } }, admin)).createHomeCategoryIcon;
    const icons = (await api.ok<{ homeCategoryIcons: { id: string; slot: number }[] }>(ICONS)).homeCategoryIcons;
    expect(icons.slice(0, 2).map((i) => i.id)).toEqual([first.id, second.id]);

    const over = await api.exec(CREATE_ICON, { i: { slot: 11, label: '열한째', iconKey: 'heart', categoryId } }, admin);
    expect([codeOf(over), fieldOf(over)]).toEqual(['BAD_USER_INPUT', 'slot']);
    const em = api.em();
    const nutrient = em.create(CategoryEntity, { name: unique('영양소분류'), kind: 'nutrient', level: 1 });
    await em.flush();
    const wrongKind = await api.exec(CREATE_ICON, { i: { slot: 3, label: '영양소', iconKey: 'heart', categoryId: nutrient.id } }, admin);
    expect([codeOf(wrongKind), fieldOf(wrongKind)]).toEqual(['BAD_USER_INPUT', 'categoryId']);
    const badKey = await api.exec(CREATE_ICON, { i: { slot: 3, label: '아무거나', iconKey: 'rocket', categoryId } }, admin);
    expect(codeOf(badKey)).toBeDefined();
    expect(await api.em().count(HomeCategoryIconEntity, { slot: 3 })).toBe(0);

    // Moving the second icon onto the first's slot is a conflict naming the slot; nothing moves.
    const taken = await api.exec(EDIT_ICON, { id: second.id, i: { slot: 1, label: '비타민', iconKey: 'vitamin', categoryId } }, admin);
    expect([codeOf(taken), fieldOf(taken)]).toEqual(['CONFLICT', 'slot']);
    expect((await api.em().findOneOrFail(HomeCategoryIconEntity, { id: second.id })).slot).toBe(2);

    await api.em().nativeDelete(CategoryEntity, { id: categoryId });
    expect(await api.em().count(HomeCategoryIconEntity, { id: { $in: [first.id, second.id] } })).toBe(0);
  });

  it('20 admins taking one free slot at once: exactly one icon, 19 conflicts naming the slot', async () => {
    const categoryId = await mallCategory();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => api.exec(CREATE_ICON, { i: { slot: 7, label: `동시${i}`, iconKey: 'heart', categoryId } }, admin)));
    expect(answers.filter((a) => !a.errors).length).toBe(1);
    const refusals = answers.filter((a) => a.errors);
    expect(refusals.every((a) => codeOf(a) === 'CONFLICT' && fieldOf(a) === 'slot')).toBe(true);
    expect(await api.em().count(HomeCategoryIconEntity, { slot: 7 })).toBe(1);
    const icon = await api.em().findOneOrFail(HomeCategoryIconEntity, { slot: 7 });
    expect(await api.ok(DELETE_ICON, { id: icon.id }, admin)).toEqual({ deleteHomeCategoryIcon: true });
  });
});

describe('기획전 (exhibitions)', () => {
  const exhibitionInput = (extra: Record<string, unknown> = {}) => ({ title: unique('기획전 '), summary: '겨울 건강', startsAt: new Date(Date.now() - hour).toISOString(), ...extra });

  it('a draft is the admin’s; published, it lists its products in the admin’s order without hidden ones', async () => {
    const key = unique('exhibition-key-');
    const input = exhibitionInput();
    const created = (await api.ok(CREATE_EXHIBITION, { i: input }, admin, { idempotencyKey: key })).createExhibition;
    expect((await api.ok(CREATE_EXHIBITION, { i: input }, admin, { idempotencyKey: key })).createExhibition.id).toBe(created.id);
    expect(await api.em().count(ExhibitionEntity, { title: input.title })).toBe(1);
    expect(created.status).toBe('draft');
    expect(codeOf(await api.exec(EXHIBITION, { id: created.id }))).toBe('NOT_FOUND');

    const em = api.em();
    const [a, b, c] = [await createTestProduct(em), await createTestProduct(em), await createTestProduct(em, { status: 'hidden' })];
    const set = await api.ok(SET_PRODUCTS, { id: created.id, p: [b.id, c.id, a.id] }, admin);
    expect(set.setExhibitionProducts.productIds).toEqual([b.id, c.id, a.id]);
    await api.ok(EDIT_EXHIBITION, { id: created.id, i: { ...input, status: 'published' } }, admin);

    const shown = (await api.ok(EXHIBITION, { id: created.id })).exhibition;
    expect(shown.products.map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
    expect((await api.ok(EXHIBITIONS)).exhibitions.map((e: { id: string }) => e.id)).toContain(created.id);
    // The product ids with the hidden one are the admin's only.
    expect(codeOf(await api.exec('query ($id: ID!) { exhibition(id: $id) { productIds } }', { id: created.id }, member))).toBe('FORBIDDEN');

    // Over: its period ended, it is gone from the mall.
    await api.ok(EDIT_EXHIBITION, { id: created.id, i: { ...input, startsAt: new Date(Date.now() - 2 * hour).toISOString(), endsAt: new Date(Date.now() - hour).toISOString() } }, admin);
    expect(codeOf(await api.exec(EXHIBITION, { id: created.id }))).toBe('NOT_FOUND');
    expect(await api.ok(DELETE_EXHIBITION, { id: created.id }, admin)).toEqual({ deleteExhibition: true });
    expect(await api.em().count(ExhibitionProductEntity, { exhibitionId: created.id })).toBe(0);
  });

  it('refuses a product twice, more than 60, an unknown product and a bad period, changing nothing', async () => {
    const created = (await api.ok(CREATE_EXHIBITION, { i: exhibitionInput() }, admin)).createExhibition;
    const product = await createTestProduct(api.em());
    await api.ok(SET_PRODUCTS, { id: created.id, p: [product.id] }, admin);
    const twice = await api.exec(SET_PRODUCTS, { id: created.id, p: [product.id, product.id] }, admin);
    expect([codeOf(twice), fieldOf(twice)]).toEqual(['BAD_USER_INPUT', 'productIds']);
    const many = await api.exec(SET_PRODUCTS, { id: created.id, p: Array.from({ length: 61 }, (_, i) => String(i + 1)) }, admin);
    expect([codeOf(many), fieldOf(many)]).toEqual(['BAD_USER_INPUT', 'productIds']);
    expect(many.errors?.[0]?.extensions?.fields?.[0]?.message).toContain('60개');
    const unknown = await api.exec(SET_PRODUCTS, { id: created.id, p: ['987654321'] }, admin);
    expect([codeOf(unknown), fieldOf(unknown)]).toEqual(['NOT_FOUND', 'productIds']);
    const period = await api.exec(EDIT_EXHIBITION, { id: created.id, i: exhibitionInput({ endsAt: new Date(Date.now() - 2 * hour).toISOString() }) }, admin);
    expect([codeOf(period), fieldOf(period)]).toEqual(['BAD_USER_INPUT', 'endsAt']);
    const rows = await api.em().find(ExhibitionProductEntity, { exhibitionId: created.id });
    expect(rows.map((r) => r.productId)).toEqual([product.id]);
  });

  it('20 admins saving different lists at once: the list is exactly one of them, positions 1..n', async () => {
    const created = (await api.ok(CREATE_EXHIBITION, { i: exhibitionInput() }, admin)).createExhibition;
    const em = api.em();
    const products: string[] = [];
    for (let i = 0; i < 6; i++) products.push((await createTestProduct(em)).id);
    const lists = Array.from({ length: 20 }, (_, i) => [...products.slice(i % 6), ...products.slice(0, i % 6)].slice(0, 3 + (i % 4)));
    const answers = await Promise.all(lists.map((p) => api.exec(SET_PRODUCTS, { id: created.id, p }, admin)));
    expect(answers.every((a) => !a.errors || codeOf(a) === 'CONFLICT')).toBe(true);
    const rows = await api.em().find(ExhibitionProductEntity, { exhibitionId: created.id }, { orderBy: { position: 'asc' } });
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    expect(lists.some((list) => JSON.stringify(list) === JSON.stringify(rows.map((r) => r.productId)))).toBe(true);
  });

  it('loads the products of 1 or 4 exhibitions in the same number of statements', async () => {
    const em = api.em();
    const count = async (n: number) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const created = (await api.ok(CREATE_EXHIBITION, { i: exhibitionInput({ status: 'published' }) }, admin)).createExhibition;
        await api.ok(SET_PRODUCTS, { id: created.id, p: [(await createTestProduct(em)).id, (await createTestProduct(em)).id] }, admin);
        ids.push(created.id);
      }
      queries.reset();
      const listed = (await api.ok(EXHIBITIONS)).exhibitions;
      const statements = queries.count();
      for (const id of ids) await api.ok(DELETE_EXHIBITION, { id }, admin);
      expect(listed.length).toBeGreaterThanOrEqual(n);
      return statements;
    };
    expect(await count(4)).toBe(await count(1));
  });
});
