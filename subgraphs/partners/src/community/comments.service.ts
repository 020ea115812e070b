import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, BadInput, Forbidden, NotFound, idSchema, parseInput, z, type Identity, type Page } from '@shop/kit';
import { ChannelEntity, type Channel } from '../channels/channel.entity.js';
import { manageableChannel, managesChannel } from '../channels/channel-access.js';
import { channelByRef } from './channel-ref.js';
import { COMMUNITY_RULES, CommunityCommentEntity, CommunityPostEntity, type CommunityComment } from './community.entities.js';

/**
 * Comments on a channel's posts (the channel board of spec section 7): a comment, replies to it
 * (one level), secret ones. Every write moves the post's `comment_count` by a `+ n` statement in
 * the same transaction, so the count is the rows' whatever the timing.
 */

const content = z
  .string({ error: '댓글 내용을 입력해주세요.' })
  .transform((s) => s.normalize('NFC').trim())
  .pipe(z.string().min(1, '댓글 내용을 입력해주세요.').max(COMMUNITY_RULES.commentMax, `댓글은 ${COMMUNITY_RULES.commentMax}자까지 쓸 수 있습니다.`));

const commentSchema = z.object({ postId: idSchema('게시글'), content, secret: z.boolean().nullish() });
const replySchema = z.object({ commentId: idSchema('댓글'), content, secret: z.boolean().nullish() });

async function bumpCommentCount(em: EntityManager, postId: string, by: number): Promise<void> {
  await em.execute('update partners.community_posts set comment_count = comment_count + ? where id = ?', [by, postId]);
}

/** A comment on a post by a signed-up member (secret: only its writer, the channel's owner and admins read its text). */
export async function leaveComment(em: EntityManager, identity: Identity, raw: unknown): Promise<CommunityComment> {
  const input = parseInput(commentSchema, raw);
  const post = await em.findOne(CommunityPostEntity, { id: input.postId });
  if (!post) throw new AppError('NOT_FOUND', '게시글을 찾을 수 없습니다.', { fields: [{ field: 'postId', message: '게시글을 찾을 수 없습니다.' }] });
  const comment = em.create(CommunityCommentEntity, {
    channelId: post.channelId,
    postId: post.id,
    parentId: null,
    authorUserId: identity.userId,
    content: input.content,
    secret: input.secret ?? false,
  });
  await em.flush();
  await bumpCommentCount(em, post.id, 1);
  return comment;
}

/** A reply to a comment (one level: a reply is not replied to; answer the comment it belongs to). */
export async function replyToComment(em: EntityManager, identity: Identity, raw: unknown): Promise<CommunityComment> {
  const input = parseInput(replySchema, raw);
  const parent = await em.findOne(CommunityCommentEntity, { id: input.commentId });
  if (!parent) throw new AppError('NOT_FOUND', '댓글을 찾을 수 없습니다.', { fields: [{ field: 'commentId', message: '댓글을 찾을 수 없습니다.' }] });
  if (parent.parentId) throw BadInput([{ field: 'commentId', message: '답글에는 답글을 달 수 없습니다. 처음 댓글에 답글을 달아주세요.' }]);
  const reply = em.create(CommunityCommentEntity, {
    channelId: parent.channelId,
    postId: parent.postId,
    parentId: parent.id,
    authorUserId: identity.userId,
    content: input.content,
    secret: input.secret ?? false,
  });
  await em.flush();
  await bumpCommentCount(em, parent.postId, 1);
  return reply;
}

/** Deletes a comment (with its replies) by its writer, the channel's owner or an admin. */
export async function deleteComment(em: EntityManager, identity: Identity, rawId: string): Promise<boolean> {
  const id = parseInput(idSchema('댓글'), rawId, 'id');
  const comment = await em.findOne(CommunityCommentEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!comment) throw NotFound('댓글을 찾을 수 없습니다.');
  const channel = await em.findOneOrFail(ChannelEntity, { id: comment.channelId });
  if (comment.authorUserId !== identity.userId && !managesChannel(identity, channel)) throw Forbidden('댓글을 쓴 사람이나 채널 운영자만 지울 수 있습니다.');
  const removed = await em.execute<{ id: string }[]>('delete from partners.community_comments where id = ? or parent_id = ? returning id', [id, id]);
  await bumpCommentCount(em, comment.postId, -removed.length);
  return true;
}

/**
 * Whether the caller reads a comment's text: anyone for an open one; for a secret one its writer,
 * the channel's owner, admins, and for a secret reply also the writer of the comment it answers
 * (it is addressed to them: an owner's secret answer to a secret question reaches the asker).
 */
export function mayReadComment(
  identity: Identity | null,
  comment: Pick<CommunityComment, 'secret' | 'authorUserId'>,
  channel: Pick<Channel, 'ownerUserId'> | null,
  parentAuthorId: string | null,
): boolean {
  if (!comment.secret) return true;
  if (!identity) return false;
  if (identity.role === 'admin' || comment.authorUserId === identity.userId) return true;
  if (channel && channel.ownerUserId === identity.userId) return true;
  return parentAuthorId !== null && parentAuthorId === identity.userId;
}

export async function commentById(em: EntityManager, rawId: string): Promise<CommunityComment> {
  const id = parseInput(idSchema('댓글'), rawId, 'id');
  const comment = await em.findOne(CommunityCommentEntity, { id });
  if (!comment) throw NotFound('댓글을 찾을 수 없습니다.');
  return comment;
}

/** A post's comments (not replies: each comment carries its own), oldest first. */
export async function commentsOfPost(em: EntityManager, rawPostId: string, page: { offset: number; limit: number }): Promise<Page<CommunityComment>> {
  const postId = parseInput(idSchema('게시글'), rawPostId, 'postId');
  if (!(await em.count(CommunityPostEntity, { id: postId }))) throw NotFound('게시글을 찾을 수 없습니다.');
  const [items, total] = await em.findAndCount(CommunityCommentEntity, { postId, parentId: null }, { orderBy: { createdAt: 'asc', id: 'asc' }, ...page });
  return { items, total };
}

/** Replies of comments, oldest first (one query for a page of comments). */
export async function repliesOf(em: EntityManager, commentIds: readonly string[]): Promise<CommunityComment[][]> {
  if (!commentIds.length) return [];
  const rows = await em.find(CommunityCommentEntity, { parentId: { $in: [...commentIds] } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const byParent = new Map<string, CommunityComment[]>();
  for (const row of rows) byParent.set(row.parentId!, [...(byParent.get(row.parentId!) ?? []), row]);
  return commentIds.map((id) => byParent.get(String(id)) ?? []);
}

/**
 * Comments the channel's owner has not answered: comments (not replies) by others with no reply
 * from the owner, oldest first (the owner works through them in order).
 */
export async function unansweredComments(em: EntityManager, identity: Identity, channelId: string | null | undefined, page: { offset: number; limit: number }): Promise<Page<CommunityComment>> {
  const channel = await manageableChannel(em, identity, channelId);
  const where = `c.channel_id = ? and c.parent_id is null and c.author_user_id is distinct from ?
    and not exists (select 1 from partners.community_comments r where r.parent_id = c.id and r.author_user_id = ?)`;
  const params = [channel.id, channel.ownerUserId, channel.ownerUserId];
  const [{ total }] = await em.execute<{ total: number }[]>(`select count(*)::int as total from partners.community_comments c where ${where}`, params);
  const rows = await em.execute<{ id: string }[]>(`select c.id::text as id from partners.community_comments c where ${where} order by c.created_at, c.id offset ? limit ?`, [
    ...params,
    page.offset,
    page.limit,
  ]);
  return {
    items: await inOrder(
      em,
      rows.map((r) => r.id),
    ),
    total,
  };
}

/** The caller's own comments and replies, newest first (in one channel when `channelRef` is given). */
export async function myComments(em: EntityManager, identity: Identity, channelRef: string | null | undefined, page: { offset: number; limit: number }): Promise<Page<CommunityComment>> {
  const channel = channelRef ? await channelByRef(em, channelRef) : null;
  const [items, total] = await em.findAndCount(
    CommunityCommentEntity,
    { authorUserId: identity.userId, ...(channel ? { channelId: channel.id } : {}) },
    { orderBy: { createdAt: 'desc', id: 'desc' }, ...page },
  );
  return { items, total };
}

async function inOrder(em: EntityManager, ids: string[]): Promise<CommunityComment[]> {
  if (!ids.length) return [];
  const found = new Map((await em.find(CommunityCommentEntity, { id: { $in: ids } })).map((c) => [c.id, c]));
  return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}

export interface CommentCounts {
  /** Comments and replies of the channel's posts. */
  total: number;
  comments: number;
  replies: number;
  secret: number;
  /** Per post asked (`postIds`), comments and replies. */
  byPost: { postId: string; count: number }[];
}

const countsSchema = z.object({ postIds: z.array(idSchema('게시글')).max(100, '게시글은 한 번에 100개까지 물을 수 있습니다.').nullish() });

/** How many comments a channel's posts have: in all, and for the posts asked (their kept counts). */
export async function commentCounts(em: EntityManager, channelRef: string, rawPostIds: unknown): Promise<CommentCounts> {
  const { postIds } = parseInput(countsSchema, { postIds: rawPostIds });
  const channel = await channelByRef(em, channelRef);
  const [row] = await em.execute<{ comments: number; replies: number; secret: number }[]>(
    `select count(*) filter (where parent_id is null)::int as comments, count(*) filter (where parent_id is not null)::int as replies, count(*) filter (where secret)::int as secret
       from partners.community_comments where channel_id = ?`,
    [channel.id],
  );
  const posts = postIds?.length ? await em.find(CommunityPostEntity, { id: { $in: postIds }, channelId: channel.id }) : [];
  const counts = new Map(posts.map((p) => [p.id, p.commentCount]));
  return {
    total: row!.comments + row!.replies,
    comments: row!.comments,
    replies: row!.replies,
    secret: row!.secret,
    byPost: (postIds ?? []).filter((id) => counts.has(id)).map((postId) => ({ postId, count: counts.get(postId)! })),
  };
}
