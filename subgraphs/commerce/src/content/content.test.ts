import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { BrandEntity } from '../catalog/catalog.entities.js';
import { commerce } from '../schema.js';
import { BannerEntity, ContentEntity } from './content.entities.js';
import { bestTitle, weekOfMonth } from './content-categories.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

describe('content titles (spec section 2)', () => {
  it.each([
    // 2026-11-01 is a Sunday: weeks start on the 1st, 8th, 15th, 22nd, 29th.
    ['2026-11-01', 1, '11월 첫째 주 베스트'],
    ['2026-11-07', 1, '11월 첫째 주 베스트'],
    ['2026-11-08', 2, '11월 둘째 주 베스트'],
    ['2026-11-22', 4, '11월 넷째 주 베스트'],
    ['2026-11-30', 5, '11월 다섯째 주 베스트'],
    // 2026-08-01 is a Saturday: the 2nd is already the second week, and the 31st the sixth.
    ['2026-08-01', 1, '8월 첫째 주 베스트'],
    ['2026-08-02', 2, '8월 둘째 주 베스트'],
    ['2026-08-31', 6, '8월 여섯째 주 베스트'],
  ])('%s is week %i: %s', (date, week, title) => {
    expect(weekOfMonth(date)).toBe(week);
    expect(bestTitle(date)).toBe(title);
  });

  it('lists the categories with their titles for a date', async () => {
    const data = await api.ok<{ contentCategories: { code: string; title: string }[] }>('{ contentCategories(date: "2026-11-22") { code title } }');
    expect(data.contentCategories).toEqual([
      { code: 'best', title: '11월 넷째 주 베스트' },
      { code: 'compare', title: '영양제 전체 비교' },
      { code: 'age', title: '누구를 위한 영양제인가요?' },
      { code: 'nutrition_encyclopedia', title: '영양 백과' },
      { code: 'symptom', title: '당신의 건강 고민' },
      { code: 'trend', title: '11월 트렌드 키워드' },
      { code: 'selection', title: '약사의 선택 기준' },
    ]);
  });
});

describe('content pages, banners, comment of the day, brand contents', () => {
  const past = new Date(Date.now() - 3_600_000);
  const future = new Date(Date.now() + 86_400_000);

  it('shows published content only; admins see drafts too, members are refused the admin list', async () => {
    const em = api.em();
    const visible = em.create(ContentEntity, { categoryCode: 'symptom', title: '공개 글', body: '본문', publishedAt: past });
    const draft = em.create(ContentEntity, { categoryCode: 'symptom', title: '임시 글', body: '본문', status: 'draft', publishedAt: past });
    const scheduled = em.create(ContentEntity, { categoryCode: 'symptom', title: '예약 글', body: '본문', publishedAt: future });
    await em.flush();
    const list = await api.ok<{ contents: { items: { id: string }[] } }>('{ contents(categoryCode: "symptom", limit: 100) { items { id } } }');
    const ids = list.contents.items.map((c) => c.id);
    expect(ids).toContain(visible.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
    expect((await api.exec('query ($id: ID!) { content(id: $id) { id } }', { id: draft.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const admin = await api.ok<{ contentAdminList: { items: { id: string }[] } }>('{ contentAdminList(limit: 100) { items { id } } }', {}, { userId: '2', role: 'admin' });
    expect(admin.contentAdminList.items.map((c) => c.id)).toEqual(expect.arrayContaining([draft.id, scheduled.id]));
    expect((await api.exec('{ contentAdminList { total } }', {}, { userId: '5', role: 'member' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.exec('{ contentAdminList { total } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('groups the newest items per category (together) with one query for all categories', async () => {
    const data = await api.ok<{ contentCategories: { code: string; items: { title: string }[] }[] }>('{ contentCategories { code items(limit: 2) { title } } }');
    expect(data.contentCategories.find((c) => c.code === 'symptom')!.items.length).toBeGreaterThan(0);
    expect(data.contentCategories.every((c) => c.items.length <= 2)).toBe(true);
  });

  it('shows banners inside their window and the newest comment of the day', async () => {
    const em = api.em();
    const on = em.create(BannerEntity, { placement: 'top', title: '진행 중', imageUrl: 'data:,', startsAt: past });
    const over = em.create(BannerEntity, { placement: 'top', title: '끝남', imageUrl: 'data:,', startsAt: new Date(Date.now() - 2 * 86_400_000), endsAt: past });
    const comment = em.create(ContentEntity, { categoryCode: 'today_comment', title: '오늘의 한마디 테스트', body: '물 한 잔!', publishedAt: new Date(Date.now() - 1000) });
    await em.flush();
    const banners = await api.ok<{ banners: { id: string }[] }>('{ banners(placement: "top") { id } }');
    expect(banners.banners.map((b) => b.id)).toContain(on.id);
    expect(banners.banners.map((b) => b.id)).not.toContain(over.id);
    expect((await api.exec('{ banners(placement: "side") { id } }')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await api.ok<{ todayComment: { id: string } }>('{ todayComment { id } }')).todayComment.id).toBe(comment.id);
  });

  it('filters brand contents by repeated content types', async () => {
    const em = api.em();
    // Brand contents reference a real brand (contents_brand_id_foreign).
    const brand = em.create(BrandEntity, { name: `콘텐츠브랜드${unique('b')}` });
    await em.flush();
    const brandId = brand.id;
    for (const contentType of ['story', 'video', 'review']) em.create(ContentEntity, { categoryCode: 'brand', brandId, contentType, title: contentType, body: contentType, publishedAt: past });
    await em.flush();
    const data = await api.ok<{ brandContents: { contentType: string }[] }>('query ($b: ID!) { brandContents(brandId: $b, contentTypes: ["story", "video"]) { contentType } }', { b: brandId });
    expect(data.brandContents.map((c) => c.contentType).sort()).toEqual(['story', 'video']);
    const types = await api.ok<{ brandContentTypes: string[] }>('{ brandContentTypes }');
    expect(types.brandContentTypes).toEqual(expect.arrayContaining(['review', 'story', 'video']));
  });
});
