import { Directive, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, Paginated } from '@shop/kit';
import { CATALOG_RULES, COMBINATION_STATUSES, VIDEO_PROVIDERS, type CombinationStatus as CombinationStatusValue, type VideoProvider as VideoProviderValue } from './catalog.entities.js';

export const CombinationStatusEnum = graphqlEnum(COMBINATION_STATUSES, 'CombinationStatus', '조합 상태: active (방문자에게 보임), hidden (숨김: 채널 관리자만 봄)');
export const VideoProviderEnum = graphqlEnum(VIDEO_PROVIDERS, 'VideoProvider', '영상 플랫폼: youtube, vimeo, naver_tv (네이버TV)');

@ObjectType({ description: '채널 카테고리 (인플루언서가 상품을 추천하는 묶음)' })
export class ChannelCategory {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => String, { description: `이름 (1~${CATALOG_RULES.categoryName}자, 채널 안에서 대소문자 구분 없이 하나)` }) name!: string;
  @Field(() => Int, { description: '채널 안의 순서 (1부터)' }) position!: number;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class ChannelCategoryPage extends Paginated(ChannelCategory) {}

@ObjectType({ description: '카테고리의 추천 상품 (상품 정보는 product: 상품 서비스가 채웁니다)' })
export class ChannelProduct {
  @Field(() => ID) id!: string;
  @Field(() => ID) categoryId!: string;
  @Field(() => ID) productId!: string;
  @Field(() => String, { description: `인플루언서의 추천 코멘트 (${CATALOG_RULES.comment}자까지)` }) comment!: string;
  @Field(() => Int, { description: '카테고리 안의 순서 (1부터)' }) position!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType()
export class ChannelProductPage extends Paginated(ChannelProduct) {}

@ObjectType({ description: '채널 영상 (유튜브, 비메오, 네이버TV)' })
export class ChannelVideo {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { description: '영상 주소 (https)' }) url!: string;
  @Field(() => VideoProviderEnum) provider!: VideoProviderValue;
  @Field(() => Int, { description: '순서 (1부터)' }) position!: number;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '채널 외부 링크 (인스타그램, 블로그 등)' })
export class ChannelLink {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: '표시 이름' }) label!: string;
  @Field(() => String, { description: 'https 주소' }) url!: string;
  @Field(() => Int, { description: '순서 (1부터)' }) position!: number;
}

@Directive('@key(fields: "id")')
@ObjectType({
  description: `조합(세트): 상품 ${CATALOG_RULES.minLines}~${CATALOG_RULES.maxLines}줄을 할인율로 묶은 것. 가격은 price: 각 줄 판매가 x 수량 x (100 - 할인율) / 100을 10원 단위로 내림해 더합니다`,
})
export class Combination {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => ID, { nullable: true, description: '카테고리 (없을 수 있음)' }) categoryId!: string | null;
  @Field(() => String) name!: string;
  @Field(() => CombinationStatusEnum) status!: CombinationStatusValue;
  @Field(() => Int, { description: `할인율(%, 0~${CATALOG_RULES.maxDiscountRate}): 각 줄의 판매가에 적용` }) discountRate!: number;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class CombinationPage extends Paginated(Combination) {}

@ObjectType({ description: '조합의 한 줄: 상품(과 옵션), 수량' })
export class CombinationLine {
  @Field(() => Int, { description: '줄 번호 (1부터)' }) lineNo!: number;
  @Field(() => ID) productId!: string;
  @Field(() => ID, { nullable: true }) optionId!: string | null;
  @Field(() => Int, { description: `수량 (1~${CATALOG_RULES.maxQuantity})` }) quantity!: number;
}

@ObjectType({ description: '조합 한 줄의 가격 (지금 상품 판매가 기준)' })
export class CombinationLinePrice {
  @Field(() => Int) lineNo!: number;
  @Field(() => ID) productId!: string;
  @Field(() => ID, { nullable: true }) optionId!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => Int, { nullable: true, description: '단가: 판매가 + 옵션 추가금 (판매하지 않는 상품·옵션이면 null)' }) unitPrice!: number | null;
  @Field(() => Int, { nullable: true, description: '단가 x 수량' }) amount!: number | null;
  @Field(() => Int, { nullable: true, description: '할인 후 금액: 단가 x (100 - 할인율) / 100을 10원 단위로 내린 값 x 수량 (결제하는 금액)' }) discountedAmount!: number | null;
}

@ObjectType({ description: '조합 가격 (상품 서비스의 지금 판매가로 계산; 저장하지 않습니다)' })
export class CombinationPrice {
  @Field(() => Int) discountRate!: number;
  @Field(() => Boolean, { description: '모든 줄의 상품(옵션)이 판매 중이라 지금 살 수 있는지' }) purchasable!: boolean;
  @Field(() => Int, { nullable: true, description: '할인 전 합계 (살 수 없으면 null)' }) listPrice!: number | null;
  @Field(() => Int, { nullable: true, description: '조합 가격: 줄마다 할인 후 금액의 합 (살 수 없으면 null)' }) price!: number | null;
  @Field(() => Int, { nullable: true, description: '할인 금액' }) discount!: number | null;
  @Field(() => [CombinationLinePrice]) lines!: CombinationLinePrice[];
}

@InputType({ description: '채널 카테고리 만들기' })
export class CreateChannelCategoryInput {
  @Field(() => ID, { nullable: true, description: '채널 (관리자가 다른 채널에 만들 때; 없으면 내 채널)' }) channelId?: string | null;
  @Field(() => String, { description: `이름 (1~${CATALOG_RULES.categoryName}자)` }) name!: string;
}

@InputType({ description: '카테고리 새 순서의 한 칸: 카테고리와 그 이름' })
export class ChannelCategoryOrderInput {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@InputType({ description: '카테고리에 추천 상품 등록' })
export class CreateRecommendedProductInput {
  @Field(() => ID) categoryId!: string;
  @Field(() => ID, { description: '상품 서비스의 상품 (판매 중이어야 합니다)' }) productId!: string;
  @Field(() => String, { nullable: true, description: `추천 코멘트 (${CATALOG_RULES.comment}자까지)` }) comment?: string | null;
  @Field(() => Int, { nullable: true, description: '넣을 순서 (없으면 맨 뒤)' }) position?: number | null;
}

@InputType({ description: '추천 상품 고치기: 코멘트, 순서' })
export class EditRecommendedProductInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) comment?: string | null;
  @Field(() => Int, { nullable: true, description: '옮길 순서 (1부터)' }) position?: number | null;
}

@InputType({ description: '채널 영상 등록 (유튜브, 비메오, 네이버TV 주소만)' })
export class RegisterChannelVideoInput {
  @Field(() => ID, { nullable: true, description: '채널 (관리자용; 없으면 내 채널)' }) channelId?: string | null;
  @Field(() => String) title!: string;
  @Field(() => String) url!: string;
}

@InputType({ description: '채널 외부 링크 한 개' })
export class ChannelLinkInput {
  @Field(() => String, { description: `표시 이름 (1~${CATALOG_RULES.linkLabel}자)` }) label!: string;
  @Field(() => String, { description: 'https:// 로 시작하는 주소' }) url!: string;
}

@InputType({ description: '조합의 한 줄' })
export class CombinationLineInput {
  @Field(() => ID) productId!: string;
  @Field(() => ID, { nullable: true, description: '상품의 옵션 (없으면 옵션 없이)' }) optionId?: string | null;
  @Field(() => Int, { description: `수량 (1~${CATALOG_RULES.maxQuantity})` }) quantity!: number;
}

@InputType({ description: '조합(세트) 만들기' })
export class RegisterCombinationInput {
  @Field(() => ID, { nullable: true, description: '채널 (관리자용; 없으면 카테고리의 채널 또는 내 채널)' }) channelId?: string | null;
  @Field(() => ID, { nullable: true, description: '카테고리 (채널의 것; 없어도 됩니다)' }) categoryId?: string | null;
  @Field(() => String, { description: `이름 (1~${CATALOG_RULES.combinationName}자)` }) name!: string;
  @Field(() => Int, { description: `할인율(%, 0~${CATALOG_RULES.maxDiscountRate})` }) discountRate!: number;
  @Field(() => CombinationStatusEnum, { nullable: true, description: '없으면 active' }) status?: CombinationStatusValue | null;
  @Field(() => [CombinationLineInput], { description: `상품 ${CATALOG_RULES.minLines}~${CATALOG_RULES.maxLines}줄` }) lines!: CombinationLineInput[];
}
