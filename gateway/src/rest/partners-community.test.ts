import { describe, expect, it } from 'vitest';
import { apiSchema, chooseVariant, compileRoute } from './compile.js';
import { partnersCommunityRoutes } from './routes/partners-community.js';
import type { RestRequest } from './types.js';
import { buildVariables } from './validate.js';

/** How the community, FAQ and notice rows turn their legacy requests into the operations' variables. */
const schema = apiSchema();
const compiled = partnersCommunityRoutes.map((r) => compileRoute(r, schema));
const variablesOf = (method: string, path: string, part: Partial<RestRequest>) => {
  const route = compiled.find((c) => c.route.method === method && c.route.path === path)!;
  const req: RestRequest = { query: {}, body: {}, params: {}, ...part };
  return buildVariables(chooseVariant(route, method === 'GET' || method === 'DELETE' ? req.query : req.body), req);
};

describe('partners community rows', () => {
  it('routes the 27 documented rows of the community, board, FAQ and notices', () => {
    expect(partnersCommunityRoutes).toHaveLength(27);
  });

  it('create/board writes a board post (kind board, never a category); create/community a community post', () => {
    const board = variablesOf('POST', '/partners/create/board', { body: { channelId: '@coach', title: '안녕하세요', content: '게시판 글', categoryId: '3' } });
    expect(board).toEqual({ variables: { input: { channelId: '@coach', title: '안녕하세요', content: '게시판 글', kind: 'board', categoryId: null } }, problems: [] });
    const post = variablesOf('POST', '/partners/create/community', { body: { channelId: '12', title: '루틴', content: '내용', categoryId: '3', productIds: ['11'] } });
    expect(post.variables).toEqual({ input: { channelId: '12', title: '루틴', content: '내용', categoryId: '3', productIds: ['11'], kind: 'community' } });
  });

  it('reads the legacy names: communityId, images, commentId, keyword, pageSize', () => {
    expect(variablesOf('POST', '/partners/register/community/image', { body: { communityId: '5', images: ['/uploads/a.png'] } }).variables).toEqual({ postId: '5', urls: ['/uploads/a.png'] });
    expect(variablesOf('POST', '/partners/create/reply', { body: { commentId: '9', content: '답글', secret: true } }).variables).toEqual({ input: { commentId: '9', content: '답글', secret: true } });
    expect(variablesOf('GET', '/partners/questionList', { query: { channelId: 'coach', keyword: '배송', pageSize: '5' } }).variables).toMatchObject({ channelId: 'coach', keyword: '배송', limit: 5 });
    expect(variablesOf('DELETE', '/partners/delete/community', { query: { communityId: '7' } }).variables).toEqual({ id: '7' });
    expect(variablesOf('DELETE', '/partners/partnersUserFavoriteHistory/delete', { query: { channelId: 'coach', kind: 'post', targetId: '7' } }).variables).toEqual({
      input: { channelId: 'coach', kind: 'post', targetId: '7' },
    });
  });

  it('refuses a bad field naming it as the client sent it', () => {
    expect(variablesOf('GET', '/partners/read/community', { query: { communityId: 'abc' } }).problems).toMatchObject([{ field: 'communityId' }]);
    expect(variablesOf('POST', '/partners/partnersUserFavoriteHistory/add', { body: { channelId: 'coach', kind: 'shop', targetId: '1' } }).problems).toMatchObject([{ field: 'kind' }]);
  });
});
