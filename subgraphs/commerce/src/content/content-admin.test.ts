import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, unique, type TestSubgraph } from '@shop/kit/testing.js';
import { StoredFileEntity } from '../files/file.entity.js';
import { commerce } from '../schema.js';
import { ContentEntity } from './content.entities.js';
import { categoryTitleOf } from './content-categories.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(commerce);
});
afterAll(() => api.close());

const admin = testIdentity('admin');
const FIELDS = 'id title categoryCode body summary status imageUrl publishedAt';
const CREATE = `mutation ($i: ContentInput!) { createContent(input: $i) { ${FIELDS} } }`;
const EDIT = `mutation ($id: ID!, $i: ContentInput!) { editContent(id: $id, input: $i) { ${FIELDS} } }`;
const STATUS = 'mutation ($id: ID!, $s: String!) { setContentStatus(id: $id, status: $s) { id status publishedAt } }';
const DELETE = 'mutation ($id: ID!) { deleteContent(id: $id) }';
const PUBLIC = 'query ($c: String) { contents(categoryCode: $c, limit: 100) { items { id } } }';

interface Written {
  id: string;
  title: string;
  categoryCode: string;
  body: string;
  summary: string | null;
  status: string;
  imageUrl: string | null;
  publishedAt: string;
}

const input = (extra: Record<string, unknown> = {}) => ({ title: unique('건강 이야기 '), categoryCode: 'symptom', body: '첫 줄\n둘째 줄', ...extra });
const create = async (extra: Record<string, unknown> = {}) => (await api.ok<{ createContent: Written }>(CREATE, { i: input(extra) }, admin)).createContent;
const publicIds = async (categoryCode = 'symptom') => (await api.ok<{ contents: { items: { id: string }[] } }>(PUBLIC, { c: categoryCode })).contents.items.map((c) => c.id);

describe('writing content', () => {
  it('creates a draft that the mall does not show until it is published', async () => {
    const draft = await create({ summary: '  요약  ' });
    expect(draft).toMatchObject({ status: 'draft', categoryCode: 'symptom', body: '첫 줄\n둘째 줄', summary: '요약' });
    expect(await publicIds()).not.toContain(draft.id);
    const published = (await api.ok<{ setContentStatus: Written }>(STATUS, { id: draft.id, s: 'published' }, admin)).setContentStatus;
    expect(published.status).toBe('published');
    expect(new Date(published.publishedAt).getTime()).toBeGreaterThanOrEqual(new Date(draft.publishedAt).getTime());
    expect(await publicIds()).toContain(draft.id);
    await api.ok(STATUS, { id: draft.id, s: 'draft' }, admin);
    expect(await publicIds()).not.toContain(draft.id);
  });

  it('writes blog posts and comments of the day, not into unknown categories', async () => {
    const post = await create({ categoryCode: 'blog', status: 'published' });
    expect((await api.ok<{ blogPosts: { items: { id: string }[] } }>('{ blogPosts(limit: 100) { items { id } } }')).blogPosts.items.map((p) => p.id)).toContain(post.id);
    const categories = await api.ok<{ contentAdminCategories: { code: string; title: string }[] }>('{ contentAdminCategories { code title } }', {}, admin);
    expect(categories.contentAdminCategories.map((c) => c.code)).toEqual(['best', 'compare', 'age', 'nutrition_encyclopedia', 'symptom', 'trend', 'selection', 'blog', 'today_comment']);
    expect(categories.contentAdminCategories.find((c) => c.code === 'blog')?.title).toBe('블로그');
  });

  it('names each listed content’s category in Korean, brand contents too (the list showed the code)', async () => {
    const post = await create({ categoryCode: 'today_comment' });
    const LIST = 'query { contentAdminList(limit: 100, offset: 0) { items { id categoryCode categoryTitle } } }';
    const rows = (await api.ok<{ contentAdminList: { items: { id: string; categoryCode: string; categoryTitle: string }[] } }>(LIST, {}, admin)).contentAdminList.items;
    expect(rows.find((r) => r.id === post.id)?.categoryTitle).toBe('오늘의 한마디');
    expect(
      rows.every((r) => /[가-힣]/.test(r.categoryTitle)),
      JSON.stringify(rows.filter((r) => !/[가-힣]/.test(r.categoryTitle))),
    ).toBe(true);
    expect(categoryTitleOf('brand', '2026-11-27')).toBe('브랜드 콘텐츠');
    expect(categoryTitleOf('best', '2026-11-27')).toBe('11월 넷째 주 베스트');
  });

  it.each([
    [{ title: '가' }, 'title', '제목은 2자 이상이어야 합니다.'],
    [{ title: '가'.repeat(151) }, 'title', '제목은 150자 이하여야 합니다.'],
    [{ body: '   ' }, 'body', '본문을 입력해주세요.'],
    [{ body: '가'.repeat(20_001) }, 'body', '본문은 20000자 이하여야 합니다.'],
    [{ categoryCode: 'brand' }, 'categoryCode', '없는 콘텐츠 카테고리입니다.'],
    [{ categoryCode: 'nope' }, 'categoryCode', '없는 콘텐츠 카테고리입니다.'],
    [{ summary: '가'.repeat(301) }, 'summary', '요약은 300자 이하여야 합니다.'],
    [{ status: 'hidden' }, 'status', '콘텐츠 상태는 draft 또는 published입니다.'],
    [{ thumbnailFileId: '999999999' }, 'thumbnailFileId', '대표 이미지 파일을 찾을 수 없습니다.'],
  ])('refuses %j naming the field, writing nothing', async (extra, field, message) => {
    const title = unique('거절 ');
    const result = await api.exec(CREATE, { i: input({ title, ...extra }) }, admin);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field, message }] });
    expect(await api.em().count(ContentEntity, { title })).toBe(0);
  });

  it('takes a content image uploaded for content as the thumbnail, not another kind of file', async () => {
    const em = api.em();
    const file = (ownerType: string, contentType: string) =>
      em.create(StoredFileEntity, { ownerType, ownerId: 'new', uploaderId: admin.userId, fileName: 'a.png', contentType, size: 1, storageKey: `${unique('k')}.png` });
    const [image, pdf, inquiryImage] = [file('content', 'image/png'), file('content', 'application/pdf'), file('inquiry', 'image/png')];
    await em.flush();
    const written = await create({ thumbnailFileId: image.id });
    expect(written.imageUrl).toContain(image.storageKey);
    const refused = await api.exec(CREATE, { i: input({ thumbnailFileId: pdf.id }) }, admin);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'thumbnailFileId', message: '대표 이미지는 이미지 파일이어야 합니다.' }] });
    expect((await api.exec(CREATE, { i: input({ thumbnailFileId: inquiryImage.id }) }, admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Editing without a thumbnail keeps the image.
    const edited = (await api.ok<{ editContent: Written }>(EDIT, { id: written.id, i: input({ title: '고친 제목' }) }, admin)).editContent;
    expect(edited).toMatchObject({ title: '고친 제목', imageUrl: written.imageUrl });
  });
});

describe('editing, status and deleting', () => {
  it('edits every field, keeps the status unless given, and refuses a bad status', async () => {
    const written = await create({ status: 'published' });
    const edited = (await api.ok<{ editContent: Written }>(EDIT, { id: written.id, i: { title: '새 제목', categoryCode: 'trend', body: '새 본문', summary: null } }, admin)).editContent;
    expect(edited).toMatchObject({ title: '새 제목', categoryCode: 'trend', body: '새 본문', summary: null, status: 'published', publishedAt: written.publishedAt });
    expect(await publicIds('trend')).toContain(written.id);
    expect((await api.exec(STATUS, { id: written.id, s: 'hidden' }, admin)).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'status' }] });
    expect((await api.exec(EDIT, { id: '999999999', i: input() }, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('deletes', async () => {
    const written = await create();
    expect((await api.ok<{ deleteContent: boolean }>(DELETE, { id: written.id }, admin)).deleteContent).toBe(true);
    expect(await api.em().count(ContentEntity, { id: written.id })).toBe(0);
    expect((await api.exec(DELETE, { id: written.id }, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('is for admins only', async () => {
    const written = await create();
    for (const [query, variables] of [
      [CREATE, { i: input() }],
      [EDIT, { id: written.id, i: input() }],
      [STATUS, { id: written.id, s: 'published' }],
      [DELETE, { id: written.id }],
    ] as const) {
      expect((await api.exec(query, variables, testIdentity('member'))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await api.exec(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await api.em().findOne(ContentEntity, { id: written.id })).toMatchObject({ status: 'draft', title: written.title });
  });
});
