import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated, graphqlEnum } from '@shop/kit';
import { CHANNEL_FAVORITE_KINDS, COMMUNITY_POST_KINDS } from './community.entities.js';

export const CommunityPostKindEnum = graphqlEnum(COMMUNITY_POST_KINDS, 'CommunityPostKind', '글 종류: community (커뮤니티 글, 카테고리 선택 가능), board (채널 게시판 글, 카테고리 없음)');
export const ChannelFavoriteKindEnum = graphqlEnum(CHANNEL_FAVORITE_KINDS, 'ChannelFavoriteKind', '채널 찜 대상: post (채널 게시글), product (채널이 보여주는 상품)');

@ObjectType({ description: '채널 커뮤니티 카테고리 (채널 운영자가 관리)' })
export class CommunityCategory {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { description: '목록 순서 (1부터)' }) position!: number;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '채널 커뮤니티·게시판 글' })
export class CommunityPost {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => CommunityPostKindEnum) kind!: string;
  @Field(() => ID, { nullable: true }) categoryId!: string | null;
  @Field(() => String, { description: '쓴 제목 그대로 (광고 표시는 displayTitle)' }) title!: string;
  @Field(() => String) content!: string;
  @Field(() => [ID], { description: '글이 연결한 상품 (상품 정보는 productsByIds로)' }) productIds!: string[];
  @Field(() => Boolean, { description: '상품을 연결한 글: 광고 (제목 앞에 [광고])' }) isAd!: boolean;
  @Field(() => Int) viewCount!: number;
  @Field(() => Int, { description: '댓글과 답글 수' }) commentCount!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType()
export class CommunityPostPage extends Paginated(CommunityPost) {}

@ObjectType({ description: '게시글 댓글 또는 답글 (비밀 댓글은 쓴 사람, 채널 운영자, 관리자만 내용을 봅니다)' })
export class CommunityComment {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => ID) postId!: string;
  @Field(() => ID, { nullable: true, description: '답글이면 원래 댓글' }) parentId!: string | null;
  @Field(() => Boolean, { description: '비밀 댓글' }) secret!: boolean;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class CommunityCommentPage extends Paginated(CommunityComment) {}

@ObjectType({ description: '카테고리별 글 수' })
export class CommunityCategoryPostCount {
  @Field(() => ID) categoryId!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: '채널의 글 수' })
export class CommunityPostCounts {
  @Field(() => Int, { description: '모든 글' }) total!: number;
  @Field(() => Int, { description: '커뮤니티 글' }) community!: number;
  @Field(() => Int, { description: '게시판 글' }) board!: number;
  @Field(() => Int, { description: '카테고리가 없는 커뮤니티 글' }) uncategorized!: number;
  @Field(() => [CommunityCategoryPostCount], { description: '카테고리마다 (글이 없는 카테고리는 0)' }) byCategory!: CommunityCategoryPostCount[];
}

@ObjectType({ description: '게시글의 댓글 수 (답글 포함)' })
export class CommunityPostCommentCount {
  @Field(() => ID) postId!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: '채널의 댓글 수' })
export class CommunityCommentCounts {
  @Field(() => Int, { description: '댓글과 답글' }) total!: number;
  @Field(() => Int, { description: '댓글' }) comments!: number;
  @Field(() => Int, { description: '답글' }) replies!: number;
  @Field(() => Int, { description: '비밀 댓글·답글' }) secret!: number;
  @Field(() => [CommunityPostCommentCount], { description: '물어본 게시글마다 (postIds)' }) byPost!: CommunityPostCommentCount[];
}

@ObjectType({ description: '채널에서 찜한 글 또는 상품' })
export class ChannelFavorite {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => ChannelFavoriteKindEnum) kind!: string;
  @Field(() => ID, { description: 'kind가 post면 게시글, product면 상품' }) targetId!: string;
  @Field(() => Date) createdAt!: Date;
}

@InputType({ description: '커뮤니티·게시판 글 쓰기 (가입한 회원)' })
export class CreateCommunityPostInput {
  @Field(() => String, { description: '채널 핸들(@ 없이) 또는 채널 번호' }) channelId!: string;
  @Field(() => CommunityPostKindEnum, { nullable: true, description: '기본 community; board는 카테고리 없이 게시판에' }) kind?: string | null;
  @Field(() => ID, { nullable: true, description: '채널의 커뮤니티 카테고리' }) categoryId?: string | null;
  @Field(() => String, { description: '제목 (100자까지)' }) title!: string;
  @Field(() => String, { description: '내용 (5000자까지; 질병 예방·치료, 전후 비교 표현은 쓸 수 없습니다)' }) content!: string;
  @Field(() => [String], { nullable: true, description: '쇼핑몰에 올린 이미지 주소 (10장까지)' }) images?: string[] | null;
  @Field(() => [ID], { nullable: true, description: '연결할 상품 (10개까지; 연결하면 광고 글)' }) productIds?: string[] | null;
}

@InputType({ description: '글 고치기 (글쓴이, 채널 운영자, 관리자): 보낸 항목만 바뀝니다' })
export class EditCommunityPostInput {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: 'null이면 카테고리에서 뺍니다' }) categoryId?: string | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) content?: string | null;
  @Field(() => [String], { nullable: true, description: '이미지 목록 전체를 바꿉니다' }) images?: string[] | null;
  @Field(() => [ID], { nullable: true, description: '연결 상품 목록 전체를 바꿉니다' }) productIds?: string[] | null;
}

@InputType({ description: '게시글에 댓글 달기' })
export class LeaveCommunityCommentInput {
  @Field(() => ID) postId!: string;
  @Field(() => String, { description: '내용 (1000자까지)' }) content!: string;
  @Field(() => Boolean, { nullable: true, description: '비밀 댓글' }) secret?: boolean | null;
}

@InputType({ description: '댓글에 답글 달기 (한 단계만)' })
export class ReplyCommunityCommentInput {
  @Field(() => ID) commentId!: string;
  @Field(() => String) content!: string;
  @Field(() => Boolean, { nullable: true, description: '비밀 답글' }) secret?: boolean | null;
}

@InputType({ description: '채널에서 찜하기·찜 빼기' })
export class ChannelFavoriteInput {
  @Field(() => String, { description: '채널 핸들(@ 없이) 또는 채널 번호' }) channelId!: string;
  @Field(() => ChannelFavoriteKindEnum) kind!: string;
  @Field(() => ID) targetId!: string;
}
