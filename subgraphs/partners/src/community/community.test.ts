import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, testIdentity, type TestSubgraph } from '@shop/kit/testing.js';
import { applyLifecycleEvent } from '@shop/kit';
import { fromGraphQLError } from '../../../../gateway/src/rest/envelope.js';
import { partners } from '../schema.js';
import { partnersLifecycle } from '../lifecycle.js';
import { CREATE_POST, openTestChannel, storedImage, writePost, type PostView } from './community.testing.js';

let api: TestSubgraph;
beforeAll(async () => {
  api = await startTestSubgraph(partners);
});
afterAll(() => api.close());

const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;

describe('community categories', () => {
  const CREATE = 'mutation ($c: ID, $n: String!) { createCommunityCategory(channelId: $c, name: $n) { id name position } }';
  const RENAME = 'mutation ($id: ID!, $n: String!) { renameCommunityCategory(id: $id, name: $n) { id name } }';
  const DELETE = 'mutation ($id: ID!) { deleteCommunityCategory(id: $id) }';

  it('the owner creates, renames, lists and deletes them; anyone lists them by handle or id', async () => {
    const channel = await openTestChannel(api);
    const first = (await api.ok<{ createCommunityCategory: { id: string; position: number } }>(CREATE, { n: ' 운동 ' }, channel.owner)).createCommunityCategory;
    const second = (await api.ok<{ createCommunityCategory: { id: string; position: number } }>(CREATE, { n: '식단' }, channel.owner)).createCommunityCategory;
    expect([first.position, second.position]).toEqual([1, 2]);
    await api.ok(RENAME, { id: first.id, n: '홈트레이닝' }, channel.owner);
    const LIST = 'query ($c: String!) { communityCategories(channelId: $c) { name postCount } }';
    for (const ref of [channel.handle, `@${channel.handle.toUpperCase()}`, channel.id]) {
      expect((await api.ok<{ communityCategories: unknown[] }>(LIST, { c: ref }, null)).communityCategories).toEqual([
        { name: '홈트레이닝', postCount: 0 },
        { name: '식단', postCount: 0 },
      ]);
    }
    await writePost(api, testIdentity(), channel.handle, { categoryId: second.id });
    const admin = await api.ok<{ adminCommunityCategories: { name: string; postCount: number }[] }>('{ adminCommunityCategories { name postCount } }', {}, channel.owner);
    expect(admin.adminCommunityCategories).toEqual([
      { name: '홈트레이닝', postCount: 0 },
      { name: '식단', postCount: 1 },
    ]);
    const duplicate = await api.exec(CREATE, { n: '식단' }, channel.owner);
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'name', message: '이 채널에 같은 이름의 카테고리가 있습니다.' }] });
    expect(await api.ok(DELETE, { id: second.id }, channel.owner)).toEqual({ deleteCommunityCategory: true });
    const counts = await api.ok<{ communityPostCounts: { total: number; uncategorized: number; byCategory: unknown[] } }>(
      'query ($c: String!) { communityPostCounts(channelId: $c) { total uncategorized byCategory { name count } } }',
      { c: channel.id },
    );
    // The deleted category's post stays in the channel, without a category.
    expect(counts.communityPostCounts).toEqual({ total: 1, uncategorized: 1, byCategory: [{ name: '홈트레이닝', count: 0 }] });
  });

  it("another influencer cannot rename, delete or list the owner's categories; a member cannot create any", async () => {
    const channel = await openTestChannel(api);
    const other = await openTestChannel(api);
    const { createCommunityCategory } = await api.ok<{ createCommunityCategory: { id: string } }>(CREATE, { n: '후기' }, channel.owner);
    expect(codeOf(await api.exec(RENAME, { id: createCommunityCategory.id, n: '내꺼' }, other.owner))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(DELETE, { id: createCommunityCategory.id }, other.owner))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(CREATE, { c: channel.id, n: '침입' }, other.owner))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec('query ($c: ID) { adminCommunityCategories(channelId: $c) { id } }', { c: channel.id }, other.owner))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(CREATE, { c: channel.id, n: '회원' }, testIdentity('member')))).toBe('FORBIDDEN');
    // An admin manages any channel's (support).
    await api.ok(RENAME, { id: createCommunityCategory.id, n: '구매 후기' }, testIdentity('admin'));
    const list = await api.ok<{ communityCategories: { name: string }[] }>('query ($c: String!) { communityCategories(channelId: $c) { name } }', { c: channel.handle });
    expect(list.communityCategories).toEqual([{ name: '구매 후기' }]);
  });
});

describe('community posts', () => {
  it('signed-up members write, anyone reads; guests and anonymous callers cannot write', async () => {
    const channel = await openTestChannel(api);
    const writer = testIdentity();
    const post = await writePost(api, writer, `@${channel.handle}`, { title: '  루틴 공유  ' });
    expect(post).toMatchObject({ kind: 'community', title: '루틴 공유', displayTitle: '루틴 공유', isAd: false, mine: true, canEdit: true, authorLabel: null, author: { id: writer.userId } });
    expect(codeOf(await api.exec(CREATE_POST, { i: { channelId: channel.handle, title: '손님', content: '글' } }, testIdentity('guest')))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(CREATE_POST, { i: { channelId: channel.handle, title: '익명', content: '글' } }, null))).toBe('UNAUTHENTICATED');
    const read = await api.ok<{ communityPost: { title: string; mine: boolean; canEdit: boolean } }>('query ($id: ID!) { communityPost(id: $id) { title mine canEdit } }', { id: post.id }, null);
    expect(read.communityPost).toEqual({ title: '루틴 공유', mine: false, canEdit: false });
    const missing = await api.exec(CREATE_POST, { i: { channelId: 'no-such-channel-anywhere', title: '제목', content: '내용' } }, writer);
    expect(missing.errors?.[0]).toMatchObject({ message: '채널을 찾을 수 없습니다.', extensions: { code: 'NOT_FOUND' } });
  });

  it('a post claiming treatment or prevention is refused naming the field and quoting the words; nothing is stored', async () => {
    const channel = await openTestChannel(api);
    const writer = testIdentity();
    const refused = await api.exec(CREATE_POST, { i: { channelId: channel.handle, title: '이거 먹고 당뇨 개선', content: '암 예방에 좋고 고혈압 치료까지 됩니다. 복용 전후 사진 보세요.' } }, writer);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const fields = refused.errors![0]!.extensions!.fields as { field: string; message: string }[];
    expect(fields.map((f) => f.field)).toEqual(['title', 'content']);
    expect(fields[0]!.message).toContain("'당뇨 개선'");
    for (const word of ["'치료'", "'예방'", "'암'", "'전후'"]) expect(fields[1]!.message).toContain(word);
    expect(fields[1]!.message).toContain('식품표시광고법 제8조');
    expect(fromGraphQLError(refused.errors![0]! as never)[0]).toBe(400);
    const beforeAfter = await api.exec(CREATE_POST, { i: { channelId: channel.handle, title: '비포애프터 공개', content: '효과 보장합니다' } }, writer);
    expect((beforeAfter.errors?.[0]?.extensions?.fields as { field: string }[]).map((f) => f.field)).toEqual(['title', 'content']);
    const list = await api.ok<{ communityPosts: { total: number } }>('query ($c: String!) { communityPosts(channelId: $c) { total } }', { c: channel.handle });
    expect(list.communityPosts.total).toBe(0);
    // Intake guidance is no before/after comparison.
    expect((await writePost(api, writer, channel.handle, { content: '식사 전후 언제 먹어도 괜찮아요.' })).isAd).toBe(false);

    // Edits are held to the same rules.
    const post = await writePost(api, writer, channel.handle);
    const edit = await api.exec('mutation ($i: EditCommunityPostInput!) { editCommunityPost(input: $i) { id } }', { i: { id: post.id, content: '이걸로 완치했어요' } }, writer);
    expect(edit.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'content' }] });
    expect((edit.errors![0]!.extensions!.fields as { message: string }[])[0]!.message).toContain("'완치'");
  });

  it('a post with product links is an ad: stored as such and titled "[광고] ..."', async () => {
    const channel = await openTestChannel(api);
    const writer = testIdentity();
    const linked = await writePost(api, writer, channel.id, { title: '요즘 먹는 오메가3', content: '이거 좋아요 https://shop.example.com/products/11 추천' });
    expect(linked).toMatchObject({ isAd: true, productIds: ['11'], displayTitle: '[광고] 요즘 먹는 오메가3', title: '요즘 먹는 오메가3' });
    const given = await writePost(api, writer, channel.id, { title: '추천 제품', productIds: ['14', '3'] });
    expect(given).toMatchObject({ isAd: true, productIds: ['14', '3'], displayTitle: '[광고] 추천 제품' });
    const [row] = await api.em().execute<{ is_ad: boolean }[]>('select is_ad from partners.community_posts where id = ?', [given.id]);
    expect(row!.is_ad).toBe(true);
    // Removing the products takes the mark away.
    const EDIT = 'mutation ($i: EditCommunityPostInput!) { editCommunityPost(input: $i) { isAd displayTitle productIds } }';
    expect((await api.ok<{ editCommunityPost: unknown }>(EDIT, { i: { id: given.id, productIds: [] } }, writer)).editCommunityPost).toEqual({
      isAd: false,
      displayTitle: '추천 제품',
      productIds: [],
    });
    const list = await api.ok<{ communityPosts: { items: { displayTitle: string }[] } }>('query ($c: String!) { communityPosts(channelId: $c) { items { displayTitle } } }', { c: channel.handle });
    expect(list.communityPosts.items.map((p) => p.displayTitle)).toEqual(['추천 제품', '[광고] 요즘 먹는 오메가3']);
  });

  it('the writer, the channel owner and admins edit and delete a post; another member or influencer cannot', async () => {
    const channel = await openTestChannel(api);
    const other = await openTestChannel(api);
    const writer = testIdentity();
    const post = await writePost(api, writer, channel.handle);
    const EDIT = 'mutation ($i: EditCommunityPostInput!) { editCommunityPost(input: $i) { title } }';
    const DELETE = 'mutation ($id: ID!) { deleteCommunityPost(id: $id) }';
    expect(codeOf(await api.exec(EDIT, { i: { id: post.id, title: '남의 글' } }, testIdentity()))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(EDIT, { i: { id: post.id, title: '남의 글' } }, other.owner))).toBe('FORBIDDEN');
    expect(codeOf(await api.exec(DELETE, { id: post.id }, other.owner))).toBe('FORBIDDEN');
    expect((await api.ok<{ editCommunityPost: { title: string } }>(EDIT, { i: { id: post.id, title: '글쓴이가 고침' } }, writer)).editCommunityPost.title).toBe('글쓴이가 고침');
    expect((await api.ok<{ editCommunityPost: { title: string } }>(EDIT, { i: { id: post.id, title: '운영자가 고침' } }, channel.owner)).editCommunityPost.title).toBe('운영자가 고침');
    const second = await writePost(api, writer, channel.handle);
    expect(await api.ok(DELETE, { id: post.id }, channel.owner)).toEqual({ deleteCommunityPost: true });
    expect(await api.ok(DELETE, { id: second.id }, testIdentity('admin'))).toEqual({ deleteCommunityPost: true });
    expect(codeOf(await api.exec('query ($id: ID!) { communityPost(id: $id) { id } }', { id: post.id }))).toBe('NOT_FOUND');
  });

  it('board posts have no category; community posts take one of the channel only', async () => {
    const channel = await openTestChannel(api);
    const other = await openTestChannel(api);
    const writer = testIdentity();
    const CREATE = 'mutation ($n: String!) { createCommunityCategory(name: $n) { id } }';
    const mine = (await api.ok<{ createCommunityCategory: { id: string } }>(CREATE, { n: '질문' }, channel.owner)).createCommunityCategory.id;
    const theirs = (await api.ok<{ createCommunityCategory: { id: string } }>(CREATE, { n: '질문' }, other.owner)).createCommunityCategory.id;
    const board = await writePost(api, writer, channel.handle, { kind: 'board' });
    expect(board).toMatchObject({ kind: 'board', categoryId: null });
    const boardWithCategory = await api.exec(CREATE_POST, { i: { channelId: channel.handle, kind: 'board', categoryId: mine, title: '제목', content: '내용' } }, writer);
    expect(boardWithCategory.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'categoryId' }] });
    const foreign = await api.exec(CREATE_POST, { i: { channelId: channel.handle, categoryId: theirs, title: '제목', content: '내용' } }, writer);
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'categoryId' }] });
    await writePost(api, writer, channel.handle, { categoryId: mine });
    const LIST = 'query ($c: String!, $cat: ID, $k: CommunityPostKind) { communityPosts(channelId: $c, categoryId: $cat, kind: $k) { total items { kind categoryId } } }';
    expect((await api.ok<{ communityPosts: { total: number } }>(LIST, { c: channel.handle, cat: mine })).communityPosts).toEqual({ total: 1, items: [{ kind: 'community', categoryId: mine }] });
    expect((await api.ok<{ communityPosts: { total: number } }>(LIST, { c: channel.handle, k: 'board' })).communityPosts).toEqual({ total: 1, items: [{ kind: 'board', categoryId: null }] });
    const counts = await api.ok<{ communityPostCounts: unknown }>(
      'query ($c: String!) { communityPostCounts(channelId: $c) { total community board uncategorized byCategory { categoryId count } } }',
      {
        c: channel.handle,
      },
    );
    expect(counts.communityPostCounts).toEqual({ total: 2, community: 1, board: 1, uncategorized: 0, byCategory: [{ categoryId: mine, count: 1 }] });
  });

  it("images are the shop's stored files: registered up to 10 per post, another account's private file or an outside URL refused", async () => {
    const channel = await openTestChannel(api);
    const writer = testIdentity();
    const post = await writePost(api, writer, channel.handle, { images: [storedImage(1)] });
    expect(post.images).toEqual([storedImage(1)]);
    const REGISTER = 'mutation ($p: ID!, $u: [String!]!) { registerCommunityImages(postId: $p, urls: $u) { images } }';
    const own = `/uploads/private/user/${writer.userId}/2026-11/22222222-2222-4222-8222-222222222222.jpg?exp=1&sig=x`;
    const added = await api.ok<{ registerCommunityImages: { images: string[] } }>(REGISTER, { p: post.id, u: [storedImage(2), own] }, writer);
    expect(added.registerCommunityImages.images).toHaveLength(3);
    // The private file is kept as its bare path and signed again for the reader.
    expect(added.registerCommunityImages.images[2]).toMatch(new RegExp(`^/uploads/private/user/${writer.userId}/.*\\.jpg\\?exp=\\d+&sig=`));
    const someoneElses = `/uploads/private/user/${testIdentity().userId}/2026-11/33333333-3333-4333-8333-333333333333.jpg`;
    for (const [url, message] of [
      [someoneElses, '내 계정에 올린 이미지만 붙일 수 있습니다.'],
      ['https://elsewhere.example.com/a.png', '쇼핑몰에 올린 이미지 주소(/uploads/...)만 붙일 수 있습니다.'],
      ['/uploads/2026-11/44444444-4444-4444-8444-444444444444.pdf', '이미지 파일(JPG, PNG, WEBP, GIF)만 붙일 수 있습니다.'],
    ] as const) {
      const refused = await api.exec(REGISTER, { p: post.id, u: [url] }, writer);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'urls.0', message }] });
    }
    const tooMany = await api.exec(REGISTER, { p: post.id, u: Array.from({ length: 8 }, (_, i) => storedImage(10 + i)) }, writer);
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'CHANNEL_LIMIT', fields: [{ field: 'urls', message: '이미지는 글 하나에 10장까지 붙일 수 있습니다.' }] });
    expect(codeOf(await api.exec(REGISTER, { p: post.id, u: [storedImage(3)] }, testIdentity()))).toBe('FORBIDDEN');
    await api.ok(REGISTER, { p: post.id, u: Array.from({ length: 7 }, (_, i) => storedImage(20 + i)) }, channel.owner);
    const read = await api.ok<{ communityPost: { images: string[] } }>('query ($id: ID!) { communityPost(id: $id) { images } }', { id: post.id });
    expect(read.communityPost.images).toHaveLength(10);
  });
});

describe('comments', () => {
  const COMMENT = 'mutation ($i: LeaveCommunityCommentInput!) { leaveCommunityComment(input: $i) { id content secret } }';
  const REPLY = 'mutation ($i: ReplyCommunityCommentInput!) { replyCommunityComment(input: $i) { id parentId content secret } }';
  const COMMENTS = 'query ($p: ID!) { communityComments(postId: $p) { total items { id content secret mine byChannelOwner replies { id content secret byChannelOwner } } } }';
  interface Listed {
    id: string;
    content: string | null;
    secret: boolean;
    replies: { id: string; content: string | null; secret: boolean }[];
  }

  it('a secret comment is hidden from a third user and shown to its writer, the channel owner and admins', async () => {
    const channel = await openTestChannel(api);
    const writer = testIdentity();
    const third = testIdentity();
    const post = await writePost(api, testIdentity(), channel.handle);
    const { leaveCommunityComment: secret } = await api.ok<{ leaveCommunityComment: { id: string; content: string } }>(
      COMMENT,
      { i: { postId: post.id, content: '비밀: 배송 문의드려요', secret: true } },
      writer,
    );
    expect(secret.content).toBe('비밀: 배송 문의드려요');
    await api.ok(COMMENT, { i: { postId: post.id, content: '공개 댓글이에요' } }, third);
    const { replyCommunityComment: answer } = await api.ok<{ replyCommunityComment: { id: string } }>(
      REPLY,
      { i: { commentId: secret.id, content: '비밀 답변: 내일 출발해요', secret: true } },
      channel.owner,
    );

    const seenBy = async (who: ReturnType<typeof testIdentity> | null) => {
      const items = (await api.ok<{ communityComments: { items: Listed[] } }>(COMMENTS, { p: post.id }, who)).communityComments.items;
      const single = (await api.ok<{ communityComment: { content: string | null; secret: boolean } }>('query ($id: ID!) { communityComment(id: $id) { content secret } }', { id: secret.id }, who))
        .communityComment;
      const listed = items.find((c) => c.id === secret.id)!;
      return { listed: listed.content, single: single.content, reply: listed.replies[0]!.content, secret: listed.secret && single.secret };
    };
    for (const who of [third, testIdentity('influencer'), null]) {
      expect(await seenBy(who)).toEqual({ listed: null, single: null, reply: null, secret: true });
    }
    expect(await seenBy(writer)).toEqual({ listed: '비밀: 배송 문의드려요', single: '비밀: 배송 문의드려요', reply: '비밀 답변: 내일 출발해요', secret: true });
    expect(await seenBy(channel.owner)).toEqual({ listed: '비밀: 배송 문의드려요', single: '비밀: 배송 문의드려요', reply: '비밀 답변: 내일 출발해요', secret: true });
    expect(await seenBy(testIdentity('admin'))).toMatchObject({ listed: '비밀: 배송 문의드려요', reply: '비밀 답변: 내일 출발해요' });
    // The open comment is everyone's.
    const open = (await api.ok<{ communityComments: { items: Listed[] } }>(COMMENTS, { p: post.id }, null)).communityComments.items.find((c) => !c.secret)!;
    expect(open.content).toBe('공개 댓글이에요');
    expect(answer.id).toBeTruthy();
  });

  it('replies go one level deep; the owner sees the comments nobody answered; counts follow every write', async () => {
    const channel = await openTestChannel(api);
    const member = testIdentity();
    const post = await writePost(api, member, channel.handle);
    const first = (await api.ok<{ leaveCommunityComment: { id: string } }>(COMMENT, { i: { postId: post.id, content: '첫 댓글' } }, member)).leaveCommunityComment;
    const second = (await api.ok<{ leaveCommunityComment: { id: string } }>(COMMENT, { i: { postId: post.id, content: '두 번째 댓글' } }, testIdentity())).leaveCommunityComment;
    await api.ok(COMMENT, { i: { postId: post.id, content: '운영자 공지 댓글' } }, channel.owner);
    // A reply by someone else does not answer it for the owner.
    const byMember = (await api.ok<{ replyCommunityComment: { id: string } }>(REPLY, { i: { commentId: first.id, content: '저도 궁금해요' } }, testIdentity())).replyCommunityComment;
    const UNANSWERED = '{ unansweredCommunityComments { total items { id } } }';
    expect((await api.ok<{ unansweredCommunityComments: { items: { id: string }[] } }>(UNANSWERED, {}, channel.owner)).unansweredCommunityComments.items.map((c) => c.id)).toEqual([
      first.id,
      second.id,
    ]);
    await api.ok(REPLY, { i: { commentId: first.id, content: '답변드려요' } }, channel.owner);
    expect((await api.ok<{ unansweredCommunityComments: unknown }>(UNANSWERED, {}, channel.owner)).unansweredCommunityComments).toEqual({ total: 1, items: [{ id: second.id }] });
    expect(codeOf(await api.exec('query ($c: ID) { unansweredCommunityComments(channelId: $c) { total } }', { c: channel.id }, (await openTestChannel(api)).owner))).toBe('FORBIDDEN');

    const deeper = await api.exec(REPLY, { i: { commentId: byMember.id, content: '답글의 답글' } }, member);
    expect(deeper.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'commentId' }] });

    const COUNTS = 'query ($c: String!, $p: [ID!]) { communityCommentCounts(channelId: $c, postIds: $p) { total comments replies secret byPost { postId count } } }';
    expect((await api.ok<{ communityCommentCounts: unknown }>(COUNTS, { c: channel.handle, p: [post.id] })).communityCommentCounts).toEqual({
      total: 5,
      comments: 3,
      replies: 2,
      secret: 0,
      byPost: [{ postId: post.id, count: 5 }],
    });
    // Deleting a comment takes its replies and moves the post's count with them.
    await api.ok('mutation ($id: ID!) { deleteCommunityComment(id: $id) }', { id: first.id }, channel.owner);
    expect((await api.ok<{ communityPost: { commentCount: number } }>('query ($id: ID!) { communityPost(id: $id) { commentCount } }', { id: post.id })).communityPost.commentCount).toBe(2);
    expect(codeOf(await api.exec('mutation ($id: ID!) { deleteCommunityComment(id: $id) }', { id: second.id }, testIdentity()))).toBe('FORBIDDEN');

    const MINE = 'query ($c: String) { myCommunityComments(channelId: $c) { total items { content mine } } }';
    expect((await api.ok<{ myCommunityComments: unknown }>(MINE, { c: channel.handle }, channel.owner)).myCommunityComments).toEqual({
      total: 1,
      items: [{ content: '운영자 공지 댓글', mine: true }],
    });
  });
});

describe('favorites in a channel', () => {
  const ADD = 'mutation ($i: ChannelFavoriteInput!) { addChannelFavorite(input: $i) { id kind targetId } }';
  const REMOVE = 'mutation ($i: ChannelFavoriteInput!) { removeChannelFavorite(input: $i) }';

  it('a member favorites a post or a product once (adding twice is no error) and removes it', async () => {
    const channel = await openTestChannel(api);
    const member = testIdentity();
    const post = await writePost(api, testIdentity(), channel.handle);
    const first = await api.ok<{ addChannelFavorite: { id: string } }>(ADD, { i: { channelId: channel.handle, kind: 'post', targetId: post.id } }, member);
    const again = await api.ok<{ addChannelFavorite: { id: string } }>(ADD, { i: { channelId: channel.id, kind: 'post', targetId: post.id } }, member);
    expect(again.addChannelFavorite.id).toBe(first.addChannelFavorite.id);
    await api.ok(ADD, { i: { channelId: channel.handle, kind: 'product', targetId: '11' } }, member);
    const LIST = 'query ($c: String!) { myChannelFavorites(channelId: $c) { kind targetId } }';
    expect((await api.ok<{ myChannelFavorites: unknown[] }>(LIST, { c: channel.handle }, member)).myChannelFavorites).toEqual([
      { kind: 'product', targetId: '11' },
      { kind: 'post', targetId: post.id },
    ]);
    const missing = await api.exec(ADD, { i: { channelId: channel.handle, kind: 'post', targetId: '987654321987' } }, member);
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'targetId' }] });
    expect(codeOf(await api.exec(ADD, { i: { channelId: channel.handle, kind: 'product', targetId: '11' } }, testIdentity('guest')))).toBe('FORBIDDEN');
    expect(await api.ok(REMOVE, { i: { channelId: channel.handle, kind: 'product', targetId: '11' } }, member)).toEqual({ removeChannelFavorite: true });
    expect(await api.ok(REMOVE, { i: { channelId: channel.handle, kind: 'product', targetId: '11' } }, member)).toEqual({ removeChannelFavorite: false });
    expect((await api.ok<{ myChannelFavorites: unknown[] }>(LIST, { c: channel.handle }, member)).myChannelFavorites).toEqual([{ kind: 'post', targetId: post.id }]);
  });
});

describe('a member leaving', () => {
  it('keeps their posts and comments as 탈퇴한 회원 and removes their favorites', async () => {
    const channel = await openTestChannel(api);
    const leaving = testIdentity();
    const post: PostView = await writePost(api, leaving, channel.handle);
    await api.ok('mutation ($i: LeaveCommunityCommentInput!) { leaveCommunityComment(input: $i) { id } }', { i: { postId: post.id, content: '떠나기 전 댓글' } }, leaving);
    await api.ok('mutation ($i: ChannelFavoriteInput!) { addChannelFavorite(input: $i) { id } }', { i: { channelId: channel.handle, kind: 'post', targetId: post.id } }, leaving);

    await api.em().transactional((em) => applyLifecycleEvent(em as never, partnersLifecycle, 'userDeleted', { userId: leaving.userId }));

    const read = await api.ok<{ communityPost: { author: unknown; authorLabel: string; mine: boolean } }>(
      'query ($id: ID!) { communityPost(id: $id) { author { id } authorLabel mine } }',
      { id: post.id },
      leaving,
    );
    expect(read.communityPost).toEqual({ author: null, authorLabel: '탈퇴한 회원', mine: false });
    const comments = await api.ok<{ communityComments: { items: { content: string; authorLabel: string; author: unknown }[] } }>(
      'query ($p: ID!) { communityComments(postId: $p) { items { content authorLabel author { id } } } }',
      { p: post.id },
    );
    expect(comments.communityComments.items).toEqual([{ content: '떠나기 전 댓글', authorLabel: '탈퇴한 회원', author: null }]);
    const [favorites] = await api.em().execute<{ n: number }[]>('select count(*)::int as n from partners.channel_favorites where user_id = ?', [leaving.userId]);
    expect(favorites!.n).toBe(0);
  });
});
