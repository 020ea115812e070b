import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, SIGNED_UP, byKeys, parsePage, requireIdentity, type Context, type Role } from '@shop/kit';
import { readableImageUrl } from '@shop/kit/file-urls.js';
import { Channel, User } from '../channels/channel.types.js';
import { channelById } from '../channels/channels.resolver.js';
import { displayTitleOf } from '../advertising/ad-compliance.js';
import * as comments from './comments.service.js';
import * as community from './community.service.js';
import * as favorites from './favorites.service.js';
import { CommunityCategoryEntity, CommunityCommentEntity, type CommunityCategory as CategoryRow, type CommunityComment as CommentRow, type CommunityPost as PostRow } from './community.entities.js';
import {
  ChannelFavorite,
  ChannelFavoriteInput,
  ChannelFavoriteKindEnum,
  CommunityCategory,
  CommunityComment,
  CommunityCommentCounts,
  CommunityCommentPage,
  CommunityPost,
  CommunityPostCounts,
  CommunityPostKindEnum,
  CommunityPostPage,
  CreateCommunityPostInput,
  EditCommunityPostInput,
  LeaveCommunityCommentInput,
  ReplyCommunityCommentInput,
} from './community.types.js';

/** Who manages a channel's community: its influencer, and admins (channel-access.ts decides which channel). */
export const CHANNEL_STAFF: Role[] = ['influencer', 'admin'];

/** The label of a writer who left; otherwise the name comes from their account (`author { nickname }`). */
export const LEFT_AUTHOR_LABEL = '탈퇴한 회원';

function communityLoaders(ctx: Context) {
  return {
    category: ctx.loaders.get<string, CategoryRow | null>('communityCategoryById', async (ids) =>
      byKeys(ids, await ctx.em.find(CommunityCategoryEntity, { id: { $in: [...ids] } }), (c) => c.id, null),
    ),
    categoryPostCount: ctx.loaders.get<string, number>('communityCategoryPostCount', (ids) => community.postCountsOfCategories(ctx.em, ids)),
    comment: ctx.loaders.get<string, CommentRow | null>('communityCommentById', async (ids) => byKeys(ids, await ctx.em.find(CommunityCommentEntity, { id: { $in: [...ids] } }), (c) => c.id, null)),
    replies: ctx.loaders.get<string, CommentRow[]>('communityReplies', (ids) => comments.repliesOf(ctx.em, ids)),
  };
}

const authorOf = (row: { authorUserId?: string | null }): User | null => (row.authorUserId ? { id: row.authorUserId } : null);

@Resolver(() => CommunityCategory)
export class CommunityCategoryResolver {
  @Query(() => [CommunityCategory], { description: '채널 커뮤니티 카테고리 (누구나; channelId는 핸들 또는 채널 번호)' })
  communityCategories(@Arg('channelId', () => String) channelId: string, @Ctx() ctx: Context) {
    return community.publicCategories(ctx.em, channelId);
  }

  @Authorized(...CHANNEL_STAFF)
  @Query(() => [CommunityCategory], { description: '내 채널의 커뮤니티 카테고리 관리 목록 (글 수 포함; 관리자는 channelId로 아무 채널)' })
  adminCommunityCategories(@Arg('channelId', () => ID, { nullable: true }) channelId: string | null, @Ctx() ctx: Context) {
    return community.managedCategories(ctx.em, requireIdentity(ctx), channelId);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => CommunityCategory, { description: '커뮤니티 카테고리 만들기 (채널 운영자; 채널마다 30개까지, 이름은 채널 안에서 하나)' })
  createCommunityCategory(@Arg('channelId', () => ID, { nullable: true }) channelId: string | null, @Arg('name', () => String) name: string, @Ctx() ctx: Context) {
    return community.createCategory(ctx.em, requireIdentity(ctx), channelId, name);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => CommunityCategory, { description: '커뮤니티 카테고리 이름 바꾸기 (채널 운영자)' })
  renameCommunityCategory(@Arg('id', () => ID) id: string, @Arg('name', () => String) name: string, @Ctx() ctx: Context) {
    return community.renameCategory(ctx.em, requireIdentity(ctx), id, name);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => Boolean, { description: '커뮤니티 카테고리 지우기 (채널 운영자; 글은 카테고리 없이 남습니다)' })
  deleteCommunityCategory(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return community.deleteCategory(ctx.em, requireIdentity(ctx), id);
  }

  @FieldResolver(() => Int, { description: '이 카테고리의 글 수' })
  postCount(@Root() category: CategoryRow, @Ctx() ctx: Context) {
    return communityLoaders(ctx).categoryPostCount.load(category.id);
  }
}

@Resolver(() => CommunityPost)
export class CommunityPostResolver {
  @Query(() => CommunityPostPage, { description: '채널의 글 (최신순; categoryId나 kind로 좁히기)' })
  communityPosts(
    @Arg('channelId', () => String, { description: '채널 핸들(@ 없이) 또는 채널 번호' }) channelId: string,
    @Arg('categoryId', () => ID, { nullable: true }) categoryId: string | null,
    @Arg('kind', () => CommunityPostKindEnum, { nullable: true }) kind: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return community.postsOf(ctx.em, channelId, { categoryId, kind }, parsePage(page));
  }

  @Query(() => CommunityPost, { description: '글 하나 (조회수는 addCommunityView로 셉니다)' })
  communityPost(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return community.postById(ctx.em, id);
  }

  @Query(() => CommunityPostCounts, { description: '채널의 글 수 (전체, 종류별, 카테고리별)' })
  communityPostCounts(@Arg('channelId', () => String, { description: '채널 핸들(@ 없이) 또는 채널 번호' }) channelId: string, @Ctx() ctx: Context) {
    return community.postCounts(ctx.em, channelId);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => CommunityPost, { description: '커뮤니티·게시판 글 쓰기 (가입한 회원; 상품을 연결하면 [광고] 글)' })
  createCommunityPost(@Arg('input', () => CreateCommunityPostInput) input: CreateCommunityPostInput, @Ctx() ctx: Context) {
    return community.createPost(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => CommunityPost, { description: '글 고치기 (글쓴이, 채널 운영자, 관리자)' })
  editCommunityPost(@Arg('input', () => EditCommunityPostInput) input: EditCommunityPostInput, @Ctx() ctx: Context) {
    return community.editPost(ctx.em, requireIdentity(ctx), { ...input });
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => CommunityPost, { description: '글에 이미지 붙이기 (글쓴이, 채널 운영자, 관리자; 글 하나에 10장까지)' })
  registerCommunityImages(@Arg('postId', () => ID) postId: string, @Arg('urls', () => [String], { description: '쇼핑몰에 올린 이미지 주소' }) urls: string[], @Ctx() ctx: Context) {
    return community.registerImages(ctx.em, requireIdentity(ctx), postId, urls);
  }

  @Mutation(() => CommunityPost, { description: '글 조회수 세기 (누구나)' })
  addCommunityView(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return community.addView(ctx.em, id);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '글 지우기 (글쓴이, 채널 운영자, 관리자; 댓글도 함께)' })
  deleteCommunityPost(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return community.deletePost(ctx.em, requireIdentity(ctx), id);
  }

  @FieldResolver(() => String, { description: '보여줄 제목: 광고 글이면 "[광고] " + 제목' })
  displayTitle(@Root() post: PostRow): string {
    return displayTitleOf(post);
  }

  @FieldResolver(() => [String], { description: '이미지 주소 (비공개 파일은 서명된 주소)' })
  images(@Root() post: PostRow): string[] {
    return post.imageUrls.map((url) => readableImageUrl(url)!);
  }

  @FieldResolver(() => CommunityCategory, { nullable: true })
  category(@Root() post: PostRow, @Ctx() ctx: Context) {
    return post.categoryId ? communityLoaders(ctx).category.load(post.categoryId) : null;
  }

  @FieldResolver(() => Channel, { nullable: true })
  channel(@Root() post: PostRow, @Ctx() ctx: Context) {
    return channelById(ctx).load(post.channelId);
  }

  @FieldResolver(() => User, { nullable: true, description: '글쓴이 계정 (닉네임은 계정에서; 탈퇴하면 null)' })
  author(@Root() post: PostRow): User | null {
    return authorOf(post);
  }

  @FieldResolver(() => String, { nullable: true, description: `글쓴이가 탈퇴했으면 '${LEFT_AUTHOR_LABEL}', 아니면 null (author.nickname을 보여줍니다)` })
  authorLabel(@Root() post: PostRow): string | null {
    return post.authorUserId ? null : LEFT_AUTHOR_LABEL;
  }

  @FieldResolver(() => Boolean, { description: '내가 쓴 글인지' })
  mine(@Root() post: PostRow, @Ctx() ctx: Context): boolean {
    return !!ctx.identity && post.authorUserId === ctx.identity.userId;
  }

  @FieldResolver(() => Boolean, { description: '채널 운영자가 쓴 글인지' })
  async byChannelOwner(@Root() post: PostRow, @Ctx() ctx: Context): Promise<boolean> {
    const channel = await channelById(ctx).load(post.channelId);
    return !!channel && !!post.authorUserId && channel.ownerUserId === post.authorUserId;
  }

  @FieldResolver(() => Boolean, { description: '내가 지금 고치거나 지울 수 있는지 (글쓴이, 채널 운영자, 관리자)' })
  async canEdit(@Root() post: PostRow, @Ctx() ctx: Context): Promise<boolean> {
    const channel = await channelById(ctx).load(post.channelId);
    return !!channel && community.mayModifyPost(ctx.identity, post, channel);
  }
}

@Resolver(() => CommunityComment)
export class CommunityCommentResolver {
  @Query(() => CommunityCommentPage, { description: '글의 댓글 (오래된 순; 답글은 각 댓글의 replies)' })
  communityComments(@Arg('postId', () => ID) postId: string, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return comments.commentsOfPost(ctx.em, postId, parsePage(page));
  }

  @Query(() => CommunityComment, { description: '댓글 하나 (비밀 댓글의 내용은 쓴 사람, 채널 운영자, 관리자만)' })
  communityComment(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return comments.commentById(ctx.em, id);
  }

  @Query(() => CommunityCommentCounts, { description: '채널의 댓글 수 (전체, 그리고 postIds로 물은 글마다)' })
  communityCommentCounts(
    @Arg('channelId', () => String, { description: '채널 핸들(@ 없이) 또는 채널 번호' }) channelId: string,
    @Arg('postIds', () => [ID], { nullable: true, description: '글마다 댓글 수를 알고 싶은 글 (100개까지)' }) postIds: string[] | null,
    @Ctx() ctx: Context,
  ) {
    return comments.commentCounts(ctx.em, channelId, postIds);
  }

  @Authorized(...CHANNEL_STAFF)
  @Query(() => CommunityCommentPage, { description: '채널 운영자가 아직 답하지 않은 댓글 (오래된 순; 관리자는 channelId로 아무 채널)' })
  unansweredCommunityComments(@Arg('channelId', () => ID, { nullable: true }) channelId: string | null, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return comments.unansweredComments(ctx.em, requireIdentity(ctx), channelId, parsePage(page));
  }

  @Authorized(...SIGNED_UP)
  @Query(() => CommunityCommentPage, { description: '내가 쓴 댓글과 답글 (최신순; channelId로 한 채널만)' })
  myCommunityComments(
    @Arg('channelId', () => String, { nullable: true, description: '채널 핸들(@ 없이) 또는 채널 번호' }) channelId: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return comments.myComments(ctx.em, requireIdentity(ctx), channelId, parsePage(page));
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => CommunityComment, { description: '글에 댓글 달기 (가입한 회원; secret이면 비밀 댓글)' })
  leaveCommunityComment(@Arg('input', () => LeaveCommunityCommentInput) input: LeaveCommunityCommentInput, @Ctx() ctx: Context) {
    return comments.leaveComment(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => CommunityComment, { description: '댓글에 답글 달기 (한 단계만; secret이면 비밀 답글)' })
  replyCommunityComment(@Arg('input', () => ReplyCommunityCommentInput) input: ReplyCommunityCommentInput, @Ctx() ctx: Context) {
    return comments.replyToComment(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '댓글 지우기 (쓴 사람, 채널 운영자, 관리자; 답글도 함께)' })
  deleteCommunityComment(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return comments.deleteComment(ctx.em, requireIdentity(ctx), id);
  }

  @FieldResolver(() => String, { nullable: true, description: '내용 (비밀 댓글을 볼 수 없는 사람에게는 null)' })
  async content(@Root() comment: CommentRow, @Ctx() ctx: Context): Promise<string | null> {
    if (!comment.secret) return comment.content;
    const loaders = communityLoaders(ctx);
    const [channel, parent] = await Promise.all([channelById(ctx).load(comment.channelId), comment.parentId ? loaders.comment.load(comment.parentId) : null]);
    return comments.mayReadComment(ctx.identity, comment, channel, parent?.authorUserId ?? null) ? comment.content : null;
  }

  @FieldResolver(() => [CommunityComment], { description: '답글 (오래된 순; 답글의 답글은 없습니다)' })
  replies(@Root() comment: CommentRow, @Ctx() ctx: Context) {
    return comment.parentId ? [] : communityLoaders(ctx).replies.load(comment.id);
  }

  @FieldResolver(() => User, { nullable: true, description: '쓴 사람 계정 (닉네임은 계정에서; 탈퇴하면 null)' })
  author(@Root() comment: CommentRow): User | null {
    return authorOf(comment);
  }

  @FieldResolver(() => String, { nullable: true, description: `쓴 사람이 탈퇴했으면 '${LEFT_AUTHOR_LABEL}', 아니면 null` })
  authorLabel(@Root() comment: CommentRow): string | null {
    return comment.authorUserId ? null : LEFT_AUTHOR_LABEL;
  }

  @FieldResolver(() => Boolean, { description: '내가 쓴 댓글인지' })
  mine(@Root() comment: CommentRow, @Ctx() ctx: Context): boolean {
    return !!ctx.identity && comment.authorUserId === ctx.identity.userId;
  }

  @FieldResolver(() => Boolean, { description: '채널 운영자가 쓴 댓글인지 (운영자의 답)' })
  async byChannelOwner(@Root() comment: CommentRow, @Ctx() ctx: Context): Promise<boolean> {
    const channel = await channelById(ctx).load(comment.channelId);
    return !!channel && !!comment.authorUserId && channel.ownerUserId === comment.authorUserId;
  }
}

@Resolver(() => ChannelFavorite)
export class ChannelFavoriteResolver {
  @Authorized(...SIGNED_UP)
  @Query(() => [ChannelFavorite], { description: '채널에서 내가 찜한 글·상품 (최신순)' })
  myChannelFavorites(
    @Arg('channelId', () => String, { description: '채널 핸들(@ 없이) 또는 채널 번호' }) channelId: string,
    @Arg('kind', () => ChannelFavoriteKindEnum, { nullable: true }) kind: string | null,
    @Ctx() ctx: Context,
  ) {
    return favorites.myFavorites(ctx.em, requireIdentity(ctx), channelId, kind);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => ChannelFavorite, { description: '채널의 글이나 상품 찜하기 (이미 찜했으면 그대로)' })
  addChannelFavorite(@Arg('input', () => ChannelFavoriteInput) input: ChannelFavoriteInput, @Ctx() ctx: Context) {
    return favorites.addFavorite(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '찜 빼기 (찜한 적이 없으면 false)' })
  removeChannelFavorite(@Arg('input', () => ChannelFavoriteInput) input: ChannelFavoriteInput, @Ctx() ctx: Context) {
    return favorites.removeFavorite(ctx.em, requireIdentity(ctx), input);
  }
}
