import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_IDENTITY, type Identity } from '@shop/kit';
import { startTestSubgraph, testIdentity, unique, type GraphQLResult, type TestSubgraph } from '@shop/kit/testing.js';
import { fromGraphQLError } from '../../../../gateway/src/rest/envelope.js';
import { partners } from '../schema.js';
import { ChannelCategoryEntity, ChannelProductEntity, CombinationEntity, CombinationLineEntity } from './catalog.entities.js';
import {
  CHANGE_CATEGORIES,
  CREATE_CATEGORY,
  CREATE_PRODUCT,
  DELETE_CATEGORY,
  DELETE_PRODUCT,
  EDIT_LINKS,
  EDIT_PRODUCT,
  REGISTER_COMBINATION,
  REGISTER_VIDEO,
  influencerWithChannel,
  startCommerce,
  type CommerceForTests,
} from './catalog.testing.js';
import { httpsLink, videoOf } from './channel-media.service.js';

let api: TestSubgraph;
let shop: CommerceForTests;
beforeAll(async () => {
  shop = await startCommerce();
  api = await startTestSubgraph(partners);
});
afterAll(async () => {
  await api?.close();
  await shop?.close();
});

const errorOf = (result: GraphQLResult) => result.errors?.[0];
const codeOf = (result: GraphQLResult) => errorOf(result)?.extensions?.code as string | undefined;
const fieldsOf = (result: GraphQLResult) => (errorOf(result)?.extensions?.fields as { field: string; message: string }[] | undefined)?.map((f) => f.field);

async function category(owner: Identity, name: string): Promise<{ id: string; position: number }> {
  return (await api.ok<{ createChannelCategory: { id: string; position: number } }>(CREATE_CATEGORY, { i: { name } }, owner)).createChannelCategory;
}

describe('channel categories', () => {
  it('the owner creates them in order; anyone lists them by handle (with @, any case) or by number, and reads one', async () => {
    const handle = unique('Window');
    const { identity: owner, channel } = await influencerWithChannel(api.em(), handle);
    const first = await category(owner, '  다이어트 추천  ');
    const second = await category(owner, '면역력');
    expect(first).toMatchObject({ position: 1 });
    expect(second).toMatchObject({ position: 2 });

    const LIST = 'query ($c: String!) { channelCategories(channel: $c) { id name position } }';
    for (const ref of [`@${handle.toUpperCase()}`, handle, channel.id]) {
      const { channelCategories } = await api.ok<{ channelCategories: { id: string; name: string; position: number }[] }>(LIST, { c: ref });
      expect(channelCategories, ref).toEqual([
        { id: first.id, name: '다이어트 추천', position: 1 },
        { id: second.id, name: '면역력', position: 2 },
      ]);
    }
    const missing = await api.exec(LIST, { c: unique('nobody') });
    expect(codeOf(missing)).toBe('NOT_FOUND');
    expect(errorOf(missing)?.message).toBe('채널을 찾을 수 없습니다.');

    const one = await api.ok<{ channelCategory: { name: string; channel: { handle: string } } }>('query ($id: ID!) { channelCategory(id: $id) { name channel { handle } } }', { id: second.id });
    expect(one.channelCategory).toEqual({ name: '면역력', channel: { handle } });
  });

  it('refuses empty, long and duplicate names (whatever the case) naming the field, in Korean', async () => {
    const { identity: owner } = await influencerWithChannel(api.em());
    await category(owner, 'Vitamin');
    const cases: [string, string, string, number][] = [
      ['', 'BAD_USER_INPUT', '카테고리 이름을 입력해주세요.', 400],
      ['가'.repeat(31), 'BAD_USER_INPUT', '카테고리 이름은 30자 이하여야 합니다.', 400],
      ['VITAMIN', 'CONFLICT', '이미 있는 카테고리 이름입니다.', 409],
      [' vitamin ', 'CONFLICT', '이미 있는 카테고리 이름입니다.', 409],
    ];
    for (const [name, code, message, status] of cases) {
      const result = await api.exec(CREATE_CATEGORY, { i: { name } }, owner);
      expect(errorOf(result)?.extensions, name).toMatchObject({ code, fields: [{ field: 'name', message }] });
      expect(fromGraphQLError(errorOf(result)! as never)[0]).toBe(status);
    }
    expect(await category(owner, '가'.repeat(30))).toMatchObject({ position: 2 });
  });

  it('renames and reorders in one call (two may swap names); the list must be complete and the channel’s own', async () => {
    const { identity: owner, channel } = await influencerWithChannel(api.em());
    const a = await category(owner, '아침');
    const b = await category(owner, '저녁');
    const c = await category(owner, '간식');
    const changed = await api.ok<{ changeChannelCategories: { id: string; name: string; position: number }[] }>(
      CHANGE_CATEGORIES,
      {
        c: [
          { id: c.id, name: '간식' },
          { id: a.id, name: '저녁' },
          { id: b.id, name: '아침' },
        ],
      },
      owner,
    );
    expect(changed.changeChannelCategories).toEqual([
      { id: c.id, name: '간식', position: 1 },
      { id: a.id, name: '저녁', position: 2 },
      { id: b.id, name: '아침', position: 3 },
    ]);
    // The search keys follow the new names.
    const found = await api.ok<{ searchChannelCategories: { items: { id: string }[] } }>('query ($c: String) { searchChannelCategories(query: "저녁", channel: $c) { items { id } } }', {
      c: channel.id,
    });
    expect(found.searchChannelCategories.items).toEqual([{ id: a.id }]);

    const incomplete = await api.exec(CHANGE_CATEGORIES, { c: [{ id: a.id, name: '저녁' }] }, owner);
    expect(errorOf(incomplete)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'categories' }] });
    const twice = await api.exec(
      CHANGE_CATEGORIES,
      {
        c: [
          { id: a.id, name: '하나' },
          { id: a.id, name: '둘' },
          { id: b.id, name: '셋' },
        ],
      },
      owner,
    );
    expect(fieldsOf(twice)).toEqual(['categories.1.id']);
    const sameName = await api.exec(
      CHANGE_CATEGORIES,
      {
        c: [
          { id: a.id, name: 'Same' },
          { id: b.id, name: 'same' },
          { id: c.id, name: '셋' },
        ],
      },
      owner,
    );
    expect(fieldsOf(sameName)).toEqual(['categories.1.name']);
    const { identity: other } = await influencerWithChannel(api.em());
    const foreign = await category(other, '남의 것');
    const strangers = await api.exec(
      CHANGE_CATEGORIES,
      {
        c: [
          { id: a.id, name: '하나' },
          { id: foreign.id, name: '둘' },
          { id: c.id, name: '셋' },
        ],
      },
      owner,
    );
    expect(errorOf(strangers)?.extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'categories.1.id' }] });
    const after = await api.em().find(ChannelCategoryEntity, { channelId: channel.id }, { orderBy: { position: 'asc' } });
    expect(after.map((x) => [x.id, x.name])).toEqual([
      [c.id, '간식'],
      [a.id, '저녁'],
      [b.id, '아침'],
    ]);
  });

  it('searches by name: words, two syllables and initial consonants, in one channel or all, exact names first', async () => {
    const tag = Date.now().toString(36);
    const { identity: owner, channel } = await influencerWithChannel(api.em());
    const diet = await category(owner, `다이어트 식단 ${tag}`);
    const exact = await category(owner, '다이어트');
    const { identity: other } = await influencerWithChannel(api.em());
    const elsewhere = await category(other, `다이어트 간식 ${tag}`);
    const SEARCH = 'query ($q: String!, $c: String) { searchChannelCategories(query: $q, channel: $c, limit: 100) { total items { id } } }';
    const ids = async (q: string, c?: string) => (await api.ok<{ searchChannelCategories: { items: { id: string }[] } }>(SEARCH, { q, c })).searchChannelCategories.items.map((i) => i.id);
    expect(await ids('다이어트', channel.id)).toEqual([exact.id, diet.id]);
    expect(await ids('식단', channel.handle)).toEqual([diet.id]);
    // Initials name the first word of both (the kit ranks a name whose first word's initials are the query as exact).
    expect((await ids('ㄷㅇㅇㅌ', channel.id)).sort()).toEqual([exact.id, diet.id].sort());
    expect(await ids('ㅅㄷ', channel.id)).toEqual([diet.id]);
    expect(await ids(tag)).toEqual(expect.arrayContaining([diet.id, elsewhere.id]));
    expect(await ids(tag)).not.toContain(exact.id);
    const long = await api.exec(SEARCH, { q: '가'.repeat(31) });
    expect(errorOf(long)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'query' }] });
  });

  it('deleting a category takes its products and combinations with it, and the others close up', async () => {
    const { identity: owner, channel } = await influencerWithChannel(api.em());
    const first = await category(owner, '첫째');
    const doomed = await category(owner, '둘째');
    const third = await category(owner, '셋째');
    const [p1, p2] = [await shop.product(), await shop.product()];
    await api.ok(CREATE_PRODUCT, { i: { categoryId: doomed.id, productId: p1.id } }, owner);
    const combination = await api.ok<{ registerCombination: { id: string } }>(
      REGISTER_COMBINATION,
      {
        i: {
          categoryId: doomed.id,
          name: '세트',
          discountRate: 10,
          lines: [
            { productId: p1.id, quantity: 1 },
            { productId: p2.id, quantity: 1 },
          ],
        },
      },
      owner,
    );
    const kept = await api.ok<{ registerCombination: { id: string } }>(
      REGISTER_COMBINATION,
      {
        i: {
          name: '카테고리 없는 세트',
          discountRate: 0,
          lines: [
            { productId: p1.id, quantity: 1 },
            { productId: p2.id, quantity: 2 },
          ],
        },
      },
      owner,
    );
    expect(await api.ok(DELETE_CATEGORY, { id: doomed.id }, owner)).toEqual({ deleteChannelCategory: true });
    const em = api.em();
    expect(await em.count(ChannelProductEntity, { categoryId: doomed.id })).toBe(0);
    expect(await em.count(CombinationEntity, { id: combination.registerCombination.id })).toBe(0);
    expect(await em.count(CombinationLineEntity, { combinationId: combination.registerCombination.id })).toBe(0);
    expect(await em.count(CombinationEntity, { id: kept.registerCombination.id })).toBe(1);
    const left = await em.find(ChannelCategoryEntity, { channelId: channel.id }, { orderBy: { position: 'asc' } });
    expect(left.map((x) => [x.id, x.position])).toEqual([
      [first.id, 1],
      [third.id, 2],
    ]);
    expect(codeOf(await api.exec(DELETE_CATEGORY, { id: doomed.id }, owner))).toBe('NOT_FOUND');
  });

  it('the admin list counts products and combinations (hidden ones for the owner only)', async () => {
    const { identity: owner, channel } = await influencerWithChannel(api.em());
    const box = await category(owner, '상자');
    const [p1, p2, p3] = [await shop.product(), await shop.product(), await shop.product()];
    for (const p of [p1, p2, p3]) await api.ok(CREATE_PRODUCT, { i: { categoryId: box.id, productId: p.id } }, owner);
    const lines = [
      { productId: p1.id, quantity: 1 },
      { productId: p2.id, quantity: 1 },
    ];
    await api.ok(REGISTER_COMBINATION, { i: { categoryId: box.id, name: '보임', discountRate: 5, lines } }, owner);
    await api.ok(REGISTER_COMBINATION, { i: { categoryId: box.id, name: '숨김', discountRate: 5, status: 'hidden', lines } }, owner);
    const ADMIN = 'query ($ch: ID) { myChannelCategories(channelId: $ch) { id productCount combinationCount } }';
    expect((await api.ok<{ myChannelCategories: unknown[] }>(ADMIN, {}, owner)).myChannelCategories).toEqual([{ id: box.id, productCount: 3, combinationCount: 2 }]);
    expect((await api.ok<{ myChannelCategories: unknown[] }>(ADMIN, { ch: channel.id }, testIdentity('admin'))).myChannelCategories).toEqual([{ id: box.id, productCount: 3, combinationCount: 2 }]);
    const visitor = await api.ok<{ channelCategory: unknown }>('query ($id: ID!) { channelCategory(id: $id) { productCount combinationCount } }', { id: box.id });
    expect(visitor.channelCategory).toEqual({ productCount: 3, combinationCount: 1 });
    expect(codeOf(await api.exec(ADMIN, {}, testIdentity('member')))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(ADMIN, {}, testIdentity('influencer')))).toBe('CHANNEL_REQUIRED');
  });
});

describe('recommended products', () => {
  it('only a product commerce sells: missing is NOT_FOUND and sold out SOLD_OUT, naming productId; the comment has 300 characters', async () => {
    const { identity: owner } = await influencerWithChannel(api.em());
    const box = await category(owner, '추천');
    const soldOut = await shop.product({ status: 'sold_out' });
    const hidden = await shop.product({ status: 'hidden' });
    const missing = await api.exec(CREATE_PRODUCT, { i: { categoryId: box.id, productId: '987654321098' } }, owner);
    expect(errorOf(missing)?.extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'productId', message: '상품을 찾을 수 없습니다.' }] });
    expect(codeOf(await api.exec(CREATE_PRODUCT, { i: { categoryId: box.id, productId: hidden.id } }, owner))).toBe('NOT_FOUND');
    const unsold = await api.exec(CREATE_PRODUCT, { i: { categoryId: box.id, productId: soldOut.id } }, owner);
    expect(errorOf(unsold)?.extensions).toMatchObject({ code: 'SOLD_OUT', fields: [{ field: 'productId' }] });
    const good = await shop.product();
    const long = await api.exec(CREATE_PRODUCT, { i: { categoryId: box.id, productId: good.id, comment: '가'.repeat(301) } }, owner);
    expect(errorOf(long)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'comment', message: '추천 코멘트는 300자까지 쓸 수 있습니다.' }] });
    const created = await api.ok<{ createRecommendedProduct: { comment: string } }>(CREATE_PRODUCT, { i: { categoryId: box.id, productId: good.id, comment: '가'.repeat(300) } }, owner);
    expect(created.createRecommendedProduct.comment).toHaveLength(300);
    const noCategory = await api.exec(CREATE_PRODUCT, { i: { categoryId: '987654321098', productId: good.id } }, owner);
    expect(errorOf(noCategory)?.extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'categoryId' }] });
  });

  it('the product set lists them in order with commerce product references; editing moves one and deleting closes up', async () => {
    const { identity: owner } = await influencerWithChannel(api.em());
    const box = await category(owner, '세트');
    const products = [await shop.product(), await shop.product(), await shop.product(), await shop.product()];
    const rows: { id: string }[] = [];
    for (const [i, p] of products.entries()) {
      rows.push((await api.ok<{ createRecommendedProduct: { id: string } }>(CREATE_PRODUCT, { i: { categoryId: box.id, productId: p.id, comment: `${i}번 추천` } }, owner)).createRecommendedProduct);
    }
    // Inserted at a place: the ones from there on move down.
    const front = await shop.product();
    const inserted = await api.ok<{ createRecommendedProduct: { id: string; position: number } }>(CREATE_PRODUCT, { i: { categoryId: box.id, productId: front.id, position: 1 } }, owner);
    expect(inserted.createRecommendedProduct.position).toBe(1);
    const SET = 'query ($c: ID!) { categoryProducts(categoryId: $c) { id position comment product { id } } }';
    const set = async () => (await api.ok<{ categoryProducts: { id: string; position: number; product: { id: string } }[] }>(SET, { c: box.id })).categoryProducts;
    expect((await set()).map((r) => [r.product.id, r.position])).toEqual([
      [front.id, 1],
      [products[0]!.id, 2],
      [products[1]!.id, 3],
      [products[2]!.id, 4],
      [products[3]!.id, 5],
    ]);

    const moved = await api.ok<{ editRecommendedProduct: { position: number; comment: string } }>(EDIT_PRODUCT, { i: { id: rows[3]!.id, position: 2, comment: '맨 앞 다음으로' } }, owner);
    expect(moved.editRecommendedProduct).toEqual({ id: rows[3]!.id, position: 2, comment: '맨 앞 다음으로' });
    expect((await set()).map((r) => r.product.id)).toEqual([front.id, products[3]!.id, products[0]!.id, products[1]!.id, products[2]!.id]);
    await api.ok(EDIT_PRODUCT, { i: { id: inserted.createRecommendedProduct.id, position: 5 } }, owner);
    expect((await set()).map((r) => r.product.id)).toEqual([products[3]!.id, products[0]!.id, products[1]!.id, products[2]!.id, front.id]);
    const beyond = await api.exec(EDIT_PRODUCT, { i: { id: rows[0]!.id, position: 6 } }, owner);
    expect(errorOf(beyond)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'position' }] });

    expect(await api.ok(DELETE_PRODUCT, { id: rows[0]!.id }, owner)).toEqual({ deleteRecommendedProduct: true });
    expect((await set()).map((r) => [r.product.id, r.position])).toEqual([
      [products[3]!.id, 1],
      [products[1]!.id, 2],
      [products[2]!.id, 3],
      [front.id, 4],
    ]);

    const ADMIN = 'query ($c: ID) { myChannelProducts(categoryId: $c, limit: 2) { total items { productId } } }';
    const page = await api.ok<{ myChannelProducts: { total: number; items: { productId: string }[] } }>(ADMIN, { c: box.id }, owner);
    expect(page.myChannelProducts).toEqual({ total: 4, items: [{ productId: products[3]!.id }, { productId: products[1]!.id }] });
  });
});

describe('videos and links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'youtube', 'https://youtu.be/dQw4w9WgXcQ'],
    ['http://m.youtube.com/shorts/abc', 'youtube', 'https://m.youtube.com/shorts/abc'],
    ['https://vimeo.com/76979871', 'vimeo', 'https://vimeo.com/76979871'],
    ['https://tv.naver.com/v/12345678', 'naver_tv', 'https://tv.naver.com/v/12345678'],
    ['https://TV.NAVER.COM/v/1', 'naver_tv', 'https://tv.naver.com/v/1'],
  ])('accepts %s as a %s video', (raw, provider, url) => {
    expect(videoOf(raw)).toEqual({ provider, url });
  });

  it.each([
    'https://www.youtube.com/',
    'https://youtube.com.evil.example/watch?v=1',
    'https://evil.example/youtube.com/watch?v=1',
    'https://user:pw@youtube.com/watch?v=1',
    'https://youtube.com:8443/watch?v=1',
    'javascript:alert(1)',
    'ftp://vimeo.com/1',
    'https://naver.com/v/1',
    '영상',
  ])('refuses %s', (raw) => {
    expect(videoOf(raw)).toBeNull();
  });

  it('links are https pages', () => {
    expect(httpsLink('https://instagram.com/shop')).toBe('https://instagram.com/shop');
    expect(httpsLink('HTTPS://Blog.Naver.com/x')).toBe('https://blog.naver.com/x');
    for (const bad of ['http://instagram.com', 'instagram.com', 'https://localhost', 'https://a:b@x.com', 'javascript:alert(1)']) expect(httpsLink(bad), bad).toBeNull();
  });

  it('registers videos at the end (each address once) and replaces the links as a whole; the channel shows both', async () => {
    const { identity: owner, channel } = await influencerWithChannel(api.em());
    const first = await api.ok<{ registerChannelVideo: { provider: string; position: number } }>(REGISTER_VIDEO, { i: { title: '아침 루틴', url: 'youtu.be/abc123' } }, owner);
    expect(first.registerChannelVideo).toMatchObject({ provider: 'youtube', position: 1 });
    await api.ok(REGISTER_VIDEO, { i: { title: '리뷰', url: 'https://vimeo.com/1234' } }, owner);
    const again = await api.exec(REGISTER_VIDEO, { i: { title: '또', url: 'https://youtu.be/abc123' } }, owner);
    expect(errorOf(again)?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'url' }] });
    const elsewhere = await api.exec(REGISTER_VIDEO, { i: { title: '다른 곳', url: 'https://example.com/video/1' } }, owner);
    expect(errorOf(elsewhere)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'url', message: '유튜브, 비메오, 네이버TV 영상 주소만 등록할 수 있습니다.' }] });

    const links = [
      { label: '인스타그램', url: 'https://instagram.com/shop' },
      { label: '블로그', url: 'https://blog.naver.com/shop' },
    ];
    await api.ok(EDIT_LINKS, { l: links }, owner);
    const replaced = await api.ok<{ editChannelLinks: { label: string; position: number }[] }>(EDIT_LINKS, { l: [links[1]] }, owner);
    expect(replaced.editChannelLinks).toEqual([expect.objectContaining({ label: '블로그', position: 1 })]);
    const http = await api.exec(EDIT_LINKS, { l: [{ label: '옛 주소', url: 'http://example.com' }] }, owner);
    expect(errorOf(http)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'links.0.url' }] });
    const eleven = await api.exec(EDIT_LINKS, { l: Array.from({ length: 11 }, (_, i) => ({ label: `링크${i}`, url: `https://example.com/${i}` })) }, owner);
    expect(errorOf(eleven)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'links', message: '링크는 10개까지 등록할 수 있습니다.' }] });

    const page = await api.ok<{ channel: { videos: { title: string; position: number }[]; links: { label: string }[] } }>(
      'query ($h: String!) { channel(handle: $h) { videos { title position } links { label } } }',
      { h: channel.handle },
    );
    expect(page.channel).toEqual({
      videos: [
        { title: '아침 루틴', position: 1 },
        { title: '리뷰', position: 2 },
      ],
      links: [{ label: '블로그' }],
    });
    expect(await api.ok(EDIT_LINKS, { l: [] }, owner)).toEqual({ editChannelLinks: [] });
  });
});

describe('another influencer', () => {
  it("cannot change this channel's categories, products, combinations, videos or links, and changes nothing", async () => {
    const { identity: owner, channel } = await influencerWithChannel(api.em());
    const { identity: intruder } = await influencerWithChannel(api.em());
    const box = await category(owner, '내 카테고리');
    const [p1, p2] = [await shop.product(), await shop.product()];
    const recommended = await api.ok<{ createRecommendedProduct: { id: string } }>(CREATE_PRODUCT, { i: { categoryId: box.id, productId: p1.id } }, owner);
    const lines = [
      { productId: p1.id, quantity: 1 },
      { productId: p2.id, quantity: 1 },
    ];
    const combination = (await api.ok<{ registerCombination: { id: string } }>(REGISTER_COMBINATION, { i: { categoryId: box.id, name: '내 세트', discountRate: 10, lines } }, owner))
      .registerCombination;
    const video = await api.ok<{ registerChannelVideo: { id: string } }>(REGISTER_VIDEO, { i: { title: '내 영상', url: 'https://youtu.be/mine' } }, owner);
    await api.ok(EDIT_LINKS, { l: [{ label: '내 링크', url: 'https://example.com/mine' }] }, owner);

    const attempts: [string, Record<string, unknown>][] = [
      [CREATE_CATEGORY, { i: { channelId: channel.id, name: '침입' } }],
      [CHANGE_CATEGORIES, { c: [{ id: box.id, name: '침입' }], ch: channel.id }],
      [CHANGE_CATEGORIES, { c: [{ id: box.id, name: '침입' }] }],
      [DELETE_CATEGORY, { id: box.id }],
      [CREATE_PRODUCT, { i: { categoryId: box.id, productId: p2.id } }],
      [EDIT_PRODUCT, { i: { id: recommended.createRecommendedProduct.id, comment: '침입' } }],
      [DELETE_PRODUCT, { id: recommended.createRecommendedProduct.id }],
      [REGISTER_COMBINATION, { i: { categoryId: box.id, name: '침입', discountRate: 50, lines } }],
      [REGISTER_COMBINATION, { i: { channelId: channel.id, name: '침입', discountRate: 50, lines } }],
      ['mutation ($id: ID!) { setCombinationStatus(id: $id, status: hidden) { id } }', { id: combination.id }],
      ['mutation ($id: ID!) { deleteCombination(id: $id) }', { id: combination.id }],
      [REGISTER_VIDEO, { i: { channelId: channel.id, title: '침입', url: 'https://youtu.be/x' } }],
      ['mutation ($id: ID!) { deleteChannelVideo(id: $id) }', { id: video.registerChannelVideo.id }],
      [EDIT_LINKS, { l: [], ch: channel.id }],
      ['query ($ch: ID) { myChannelCategories(channelId: $ch) { id } }', { ch: channel.id }],
      ['query ($ch: ID) { myChannelProducts(channelId: $ch) { total } }', { ch: channel.id }],
      ['query ($ch: ID) { myChannelCombinations(channelId: $ch) { total } }', { ch: channel.id }],
    ];
    for (const [query, variables] of attempts) {
      const result = await api.exec(query, variables, intruder);
      expect(['FORBIDDEN', 'NOT_FOUND'], `${query} ${JSON.stringify(variables)}: ${JSON.stringify(result.errors)}`).toContain(codeOf(result));
    }
    const page = await api.ok<{ channel: { categories: { name: string }[]; videos: unknown[]; links: unknown[] } }>(
      'query ($h: String!) { channel(handle: $h) { categories { name productCount combinationCount } videos { id } links { id } } }',
      { h: channel.handle },
    );
    expect(page.channel).toEqual({ categories: [{ name: '내 카테고리', productCount: 1, combinationCount: 1 }], videos: [{ id: video.registerChannelVideo.id }], links: [{ id: expect.any(String) }] });
    expect((await api.em().findOneOrFail(ChannelProductEntity, { id: recommended.createRecommendedProduct.id })).comment).toBe('');
    expect((await api.em().findOneOrFail(CombinationEntity, { id: combination.id })).status).toBe('active');
  });

  it('members, guests and anonymous callers cannot write at all', async () => {
    const { identity: owner } = await influencerWithChannel(api.em());
    const box = await category(owner, '잠금');
    expect(codeOf(await api.exec(CREATE_CATEGORY, { i: { name: '익명' } }, null))).toBe('UNAUTHENTICATED');
    for (const role of ['member', 'guest'] as const) {
      expect(codeOf(await api.exec(CREATE_CATEGORY, { i: { name: '회원' } }, testIdentity(role)))).toBe('FORBIDDEN');
      expect(codeOf(await api.exec(DELETE_CATEGORY, { id: box.id }, testIdentity(role)))).toBe('FORBIDDEN');
    }
    // Admins support any channel.
    expect(await api.ok(DELETE_CATEGORY, { id: box.id }, testIdentity('admin'))).toEqual({ deleteChannelCategory: true });
  });
});

describe('commerce calls', () => {
  it('the system identity (commerce) reads hidden combinations; visitors do not', async () => {
    const { identity: owner } = await influencerWithChannel(api.em());
    const [p1, p2] = [await shop.product(), await shop.product()];
    const hidden = (
      await api.ok<{ registerCombination: { id: string } }>(
        REGISTER_COMBINATION,
        {
          i: {
            name: '숨긴 세트',
            discountRate: 10,
            status: 'hidden',
            lines: [
              { productId: p1.id, quantity: 1 },
              { productId: p2.id, optionId: p2.optionId, quantity: 3 },
            ],
          },
        },
        owner,
      )
    ).registerCombination;
    const ONE = 'query ($id: ID!) { combination(id: $id) { id channelId name status discountRate lines { productId optionId quantity } } }';
    for (const who of [null, testIdentity('member'), testIdentity('influencer')]) expect(codeOf(await api.exec(ONE, { id: hidden.id }, who))).toBe('NOT_FOUND');
    const asCommerce = await api.ok<{ combination: unknown }>(ONE, { id: hidden.id }, SYSTEM_IDENTITY);
    expect(asCommerce.combination).toMatchObject({
      id: hidden.id,
      status: 'hidden',
      discountRate: 10,
      lines: [
        { productId: p1.id, optionId: null, quantity: 1 },
        { productId: p2.id, optionId: p2.optionId, quantity: 3 },
      ],
    });
    expect((await api.ok<{ combination: unknown }>(ONE, { id: hidden.id }, owner)).combination).toMatchObject({ status: 'hidden' });
  });
});
