import { Arg, Args, Authorized, Ctx, Field, FieldResolver, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { SIGNED_UP, PageArgs, Paginated, graphqlEnum, parsePage, requireIdentity, type Context } from '@shop/kit';
import { Product } from '../catalog/catalog.types.js';
import { catalogLoaders } from '../catalog/catalog.loaders.js';
import { OrderLineView } from '../orders/orders.types.js';
import type { OrderLine } from '../orders/order.entities.js';
import type { Product as ProductRow } from '../catalog/catalog.entities.js';
import { fileUrl } from '../files/files.service.js';
import { REVIEW_RULES, type Review as ReviewRow } from './review.entities.js';
import { pointRules } from '../points/points.config.js';
import { reviewLoaders } from './reviews.loaders.js';
import * as reviews from './reviews.service.js';

const ReviewSortEnum = graphqlEnum(reviews.REVIEW_SORTS, 'ReviewSort', '리뷰 정렬: LATEST 최신순, RATING_HIGH 평점 높은순, RATING_LOW 평점 낮은순, HELPFUL 도움돼요 많은순');

@ObjectType({ description: '리뷰 사진' })
export class ReviewPhoto {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: '브라우저가 읽는 주소' }) url!: string;
}

@ObjectType({ description: '상품 리뷰 (구매확정한 주문 상품마다 하나)' })
export class Review {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => ID) orderLineId!: string;
  @Field(() => String, { nullable: true, description: '구매한 옵션' }) optionName!: string | null;
  @Field(() => Int, { description: '별점 1~5' }) rating!: number;
  @Field(() => String) content!: string;
  @Field(() => Int) photoCount!: number;
  @Field(() => Int, { description: '도움돼요 수' }) helpfulCount!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: '고친 때' }) editedAt!: Date | null;
}

@ObjectType()
export class ReviewPage extends Paginated(Review) {}

@ObjectType({ description: '상품 평점 요약 (리뷰를 쓸 때마다 함께 바뀝니다)' })
export class RatingSummary {
  @Field(() => Int) reviewCount!: number;
  @Field(() => Float, { nullable: true, description: '평균 별점 (소수 첫째 자리; 리뷰가 없으면 null)' }) average!: number | null;
  @Field(() => [Int], { description: '별 1개부터 5개까지의 리뷰 수' }) distribution!: number[];
  @Field(() => Int) photoReviewCount!: number;
}

@ObjectType({ description: '리뷰 규칙 (서버 설정; 화면은 규칙을 따로 갖지 않습니다)' })
export class ReviewRules {
  @Field(() => Int, { description: '리뷰 최소 글자 수' }) minContent!: number;
  @Field(() => Int, { description: '리뷰 최대 글자 수' }) maxContent!: number;
  @Field(() => Int, { description: '사진 최대 장수' }) maxPhotos!: number;
  @Field(() => Int, { description: '글 리뷰 적립금' }) pointsText!: number;
  @Field(() => Int, { description: '사진 리뷰 적립금' }) pointsPhoto!: number;
}

@InputType({ description: '리뷰 사진 (base64; JPG, PNG, WEBP, GIF, 10MB까지)' })
export class ReviewPhotoInput {
  @Field(() => String) fileName!: string;
  @Field(() => String) contentBase64!: string;
}

@InputType({ description: '리뷰 쓰기: 구매확정한 주문 상품 하나에 한 번' })
export class WriteReviewInput {
  @Field(() => ID) orderLineId!: string;
  @Field(() => Int) rating!: number;
  @Field(() => String) content!: string;
  @Field(() => [ReviewPhotoInput], { nullable: true, description: '사진 5장까지' }) photos?: ReviewPhotoInput[] | null;
}

@InputType({ description: '리뷰 고치기 (쓴 사람)' })
export class EditReviewInput {
  @Field(() => ID) id!: string;
  @Field(() => Int, { nullable: true }) rating?: number | null;
  @Field(() => String, { nullable: true }) content?: string | null;
  @Field(() => [ReviewPhotoInput], { nullable: true }) addPhotos?: ReviewPhotoInput[] | null;
  @Field(() => [ID], { nullable: true }) removePhotoIds?: string[] | null;
}

@Resolver(() => Review)
export class ReviewsResolver {
  @Query(() => ReviewPage, { description: '상품의 리뷰 (정렬; photoOnly면 사진 리뷰만)' })
  productReviews(
    @Arg('productId', () => ID) productId: string,
    @Arg('sort', () => ReviewSortEnum, { nullable: true }) sort: string | null,
    @Arg('photoOnly', () => Boolean, { nullable: true }) photoOnly: boolean | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return reviews.productReviews(ctx.em, { productId, sort, photoOnly }, parsePage(page));
  }

  @Query(() => [Review], { description: '베스트 리뷰 (상품의, 또는 productId 없이 쇼핑몰 전체의): 도움돼요 많은순, 사진 리뷰 먼저' })
  bestReviews(@Arg('productId', () => ID, { nullable: true }) productId: string | null, @Arg('limit', () => Int, { defaultValue: 10 }) limit: number, @Ctx() ctx: Context) {
    return reviews.bestReviews(ctx.em, productId, limit);
  }

  @Query(() => ReviewRules, { description: '리뷰 규칙 (글자 수, 사진 장수, 적립금)' })
  reviewRules(): ReviewRules {
    const points = pointRules();
    return { ...REVIEW_RULES, pointsText: points.reviewText, pointsPhoto: points.reviewPhoto };
  }

  @Query(() => Review)
  review(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return reviews.reviewById(ctx.em, id);
  }

  @Authorized(...SIGNED_UP)
  @Query(() => ReviewPage, { description: '내가 쓴 리뷰 (최신순)' })
  myReviews(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return reviews.myReviews(ctx.em, requireIdentity(ctx), parsePage(page));
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Review, { description: '리뷰 쓰기 (구매확정한 주문 상품의 구매자, 한 번)' })
  writeReview(@Arg('input', () => WriteReviewInput) input: WriteReviewInput, @Ctx() ctx: Context) {
    return reviews.writeReview(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Review, { description: '리뷰 고치기 (별점, 내용, 사진 더하기·빼기; 쓴 사람)' })
  editReview(@Arg('input', () => EditReviewInput) input: EditReviewInput, @Ctx() ctx: Context) {
    return reviews.editReview(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Review, { description: '리뷰 지우기 (쓴 사람 또는 관리자; 사진과 도움돼요도 함께)' })
  deleteReview(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return reviews.deleteReview(ctx.em, requireIdentity(ctx), id);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Review, { description: '도움돼요 누르기(true)·취소(false): 회원마다 한 번, 내 리뷰에는 안 됩니다' })
  setReviewHelpful(@Arg('reviewId', () => ID) reviewId: string, @Arg('helpful', () => Boolean) helpful: boolean, @Ctx() ctx: Context) {
    return reviews.setReviewHelpful(ctx.em, requireIdentity(ctx), reviewId, helpful);
  }

  @FieldResolver(() => String, { description: '쓴 사람 (닉네임 첫 글자와 *)' })
  writer(@Root() review: ReviewRow, @Ctx() ctx: Context) {
    return reviewLoaders(ctx).writer.load(review.userId);
  }

  @FieldResolver(() => Boolean, { description: '내가 쓴 리뷰인지' })
  mine(@Root() review: ReviewRow, @Ctx() ctx: Context): boolean {
    return ctx.identity?.userId === review.userId;
  }

  @FieldResolver(() => Boolean, { description: '내가 도움돼요를 눌렀는지 (로그인 전이면 false)' })
  helpfulByMe(@Root() review: ReviewRow, @Ctx() ctx: Context) {
    return reviewLoaders(ctx).helpfulByMe.load(review.id);
  }

  @FieldResolver(() => [ReviewPhoto])
  async photos(@Root() review: ReviewRow, @Ctx() ctx: Context): Promise<ReviewPhoto[]> {
    if (review.photoCount === 0) return [];
    return (await reviewLoaders(ctx).photos.load(review.id)).map((file) => ({ id: file.id, url: fileUrl(file) }));
  }

  @FieldResolver(() => Product, { nullable: true })
  product(@Root() review: ReviewRow, @Ctx() ctx: Context) {
    return catalogLoaders(ctx).product.load(review.productId);
  }
}

@Resolver(() => Product)
export class ProductRatingResolver {
  @FieldResolver(() => RatingSummary, { description: '평점 요약 (평균, 리뷰 수, 별점 분포, 사진 리뷰 수)' })
  rating(@Root() product: ProductRow, @Ctx() ctx: Context) {
    return reviewLoaders(ctx).rating.load(product.id);
  }
}

@Resolver(() => OrderLineView)
export class OrderLineReviewResolver {
  @FieldResolver(() => ID, { nullable: true, description: '이 주문 상품에 쓴 리뷰' })
  async reviewId(@Root() line: OrderLine, @Ctx() ctx: Context): Promise<string | null> {
    return (await reviewLoaders(ctx).lineState.load(line.id)).reviewId;
  }

  @FieldResolver(() => Boolean, { description: '지금 리뷰를 쓸 수 있는지 (내 구매확정 상품이고 아직 리뷰가 없을 때)' })
  async reviewable(@Root() line: OrderLine, @Ctx() ctx: Context): Promise<boolean> {
    return (await reviewLoaders(ctx).lineState.load(line.id)).reviewable;
  }
}
