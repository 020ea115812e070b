import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { graphqlEnum, type Context } from '@shop/kit';
import { catalogLoaders } from '../catalog/catalog.loaders.js';
import { Product } from '../catalog/catalog.types.js';
import type { Product as ProductRow } from '../catalog/catalog.entities.js';
import type { Exhibition as ExhibitionRow } from './content.entities.js';
import { Banner } from './content.resolver.js';
import * as home from './home-content.service.js';

const HomeIconKeyEnum = graphqlEnum(
  home.HOME_ICON_KEYS,
  'HomeIconKey',
  '홈 카테고리 아이콘 그림: vitamin (비타민), mineral (미네랄), gut (장 건강), omega (오메가3), eye (눈), ginseng (홍삼), protein (단백질), beauty (뷰티), liver (간), energy (활력), family (가족), heart (심혈관)',
);
const ExhibitionStatusEnum = graphqlEnum(home.EXHIBITION_STATUSES, 'ExhibitionStatus', 'draft (준비 중: 관리자만 봄), published (공개: 기간 안이면 홈과 기획전 페이지에 보임)');

@InputType({ description: '배너 등록·수정' })
export class BannerInput {
  @Field(() => String, { description: 'mall (홈 캐러셀) 또는 top (상단 띠)' }) placement!: string;
  @Field(() => String, { description: '제목 (2~100자, 이미지의 대체 텍스트)' }) title!: string;
  @Field(() => String, { nullable: true, description: '누르면 갈 곳: /로 시작하는 쇼핑몰 주소 또는 https:// 주소' }) linkUrl?: string | null;
  @Field(() => Date, { description: '보이기 시작하는 시각' }) startsAt!: Date;
  @Field(() => Date, { nullable: true, description: '보이지 않게 되는 시각 (없으면 계속)' }) endsAt?: Date | null;
  @Field(() => Int, { nullable: true, description: '순서 (작을수록 먼저, 기본 0)' }) sortOrder?: number | null;
  @Field(() => ID, { nullable: true, description: 'ownerType content로 올린 이미지 (없으면 그대로)' }) imageFileId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true면 이미지를 뺍니다 (제목만 보이는 배너)' }) removeImage?: boolean | null;
}

@ObjectType({ description: '홈 카테고리 아이콘 (관리자가 정하는 바로가기, 최대 10개)' })
export class HomeCategoryIcon {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: '위치 1~10' }) slot!: number;
  @Field(() => String) label!: string;
  @Field(() => HomeIconKeyEnum) iconKey!: string;
  @Field(() => ID, { description: '누르면 열리는 쇼핑 카테고리' }) categoryId!: string;
}

@InputType({ description: '홈 카테고리 아이콘 등록·수정' })
export class HomeCategoryIconInput {
  @Field(() => Int, { description: '위치 1~10 (한 위치에 하나)' }) slot!: number;
  @Field(() => String, { description: '이름 (1~12자)' }) label!: string;
  @Field(() => HomeIconKeyEnum) iconKey!: string;
  @Field(() => ID, { description: '쇼핑 카테고리' }) categoryId!: string;
}

@ObjectType({ description: '기획전: 관리자가 고른 상품을 정한 순서로 보여주는 페이지' })
export class Exhibition {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) summary!: string | null;
  @Field(() => String, { nullable: true }) bannerImageUrl!: string | null;
  @Field(() => ExhibitionStatusEnum) status!: string;
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
  @Field(() => Int) sortOrder!: number;
}

@InputType({ description: '기획전 등록·수정' })
export class ExhibitionInput {
  @Field(() => String, { description: '제목 (2~60자)' }) title!: string;
  @Field(() => String, { nullable: true, description: '소개 (200자 이하)' }) summary?: string | null;
  @Field(() => ExhibitionStatusEnum, { nullable: true, description: '새 기획전은 기본 draft, 수정은 그대로' }) status?: string | null;
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date, { nullable: true }) endsAt?: Date | null;
  @Field(() => Int, { nullable: true, description: '순서 (작을수록 먼저)' }) sortOrder?: number | null;
  @Field(() => ID, { nullable: true, description: 'ownerType content로 올린 배너 이미지 (없으면 그대로)' }) bannerFileId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true면 배너 이미지를 뺍니다' }) removeBanner?: boolean | null;
}

@Resolver()
export class HomeContentResolver {
  @Query(() => [HomeCategoryIcon], { description: '홈 카테고리 아이콘 (위치 순서)' })
  homeCategoryIcons(@Ctx() ctx: Context) {
    return home.homeCategoryIcons(ctx.em);
  }

  @Query(() => [Exhibition], { description: '지금 열린 기획전 (공개, 기간 안)' })
  exhibitions(@Ctx() ctx: Context) {
    return home.activeExhibitions(ctx.em);
  }

  @Query(() => Exhibition, { description: '기획전 하나 (공개, 기간 안; 아니면 NOT_FOUND)' })
  exhibition(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return home.getExhibition(ctx.em, id);
  }

  @Authorized('admin')
  @Query(() => [Banner], { description: '관리자: 모든 배너 (기간 밖 포함)' })
  adminBanners(@Ctx() ctx: Context) {
    return home.adminBanners(ctx.em);
  }

  @Authorized('admin')
  @Query(() => [Exhibition], { description: '관리자: 모든 기획전 (준비 중, 기간 밖 포함)' })
  adminExhibitions(@Ctx() ctx: Context) {
    return home.adminExhibitions(ctx.em);
  }

  @Authorized('admin')
  @Mutation(() => Banner, { description: '관리자: 배너 등록 (Idempotency-Key로 재시도해도 하나)' })
  createBanner(@Arg('input', () => BannerInput) input: BannerInput, @Ctx() ctx: Context) {
    return home.createBanner(ctx.em, input);
  }

  @Authorized('admin')
  @Mutation(() => Banner, { description: '관리자: 배너 수정' })
  editBanner(@Arg('id', () => ID) id: string, @Arg('input', () => BannerInput) input: BannerInput, @Ctx() ctx: Context) {
    return home.editBanner(ctx.em, id, input);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: '관리자: 배너 삭제' })
  async deleteBanner(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await home.deleteBanner(ctx.em, id);
    return true;
  }

  @Authorized('admin')
  @Mutation(() => HomeCategoryIcon, { description: '관리자: 홈 카테고리 아이콘 등록 (위치가 차 있으면 CONFLICT)' })
  createHomeCategoryIcon(@Arg('input', () => HomeCategoryIconInput) input: HomeCategoryIconInput, @Ctx() ctx: Context) {
    return home.createHomeCategoryIcon(ctx.em, input);
  }

  @Authorized('admin')
  @Mutation(() => HomeCategoryIcon, { description: '관리자: 홈 카테고리 아이콘 수정' })
  editHomeCategoryIcon(@Arg('id', () => ID) id: string, @Arg('input', () => HomeCategoryIconInput) input: HomeCategoryIconInput, @Ctx() ctx: Context) {
    return home.editHomeCategoryIcon(ctx.em, id, input);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: '관리자: 홈 카테고리 아이콘 삭제' })
  async deleteHomeCategoryIcon(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await home.deleteHomeCategoryIcon(ctx.em, id);
    return true;
  }

  @Authorized('admin')
  @Mutation(() => Exhibition, { description: '관리자: 기획전 등록 (Idempotency-Key로 재시도해도 하나)' })
  createExhibition(@Arg('input', () => ExhibitionInput) input: ExhibitionInput, @Ctx() ctx: Context) {
    return home.createExhibition(ctx.em, input);
  }

  @Authorized('admin')
  @Mutation(() => Exhibition, { description: '관리자: 기획전 수정' })
  editExhibition(@Arg('id', () => ID) id: string, @Arg('input', () => ExhibitionInput) input: ExhibitionInput, @Ctx() ctx: Context) {
    return home.editExhibition(ctx.em, id, input);
  }

  @Authorized('admin')
  @Mutation(() => Exhibition, { description: '관리자: 기획전 상품을 이 순서로 (목록 전체를 바꿈, 60개까지, 같은 상품 한 번)' })
  setExhibitionProducts(@Arg('id', () => ID) id: string, @Arg('productIds', () => [ID]) productIds: string[], @Ctx() ctx: Context) {
    return home.setExhibitionProducts(ctx.em, id, productIds);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: '관리자: 기획전 삭제' })
  async deleteExhibition(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await home.deleteExhibition(ctx.em, id);
    return true;
  }
}

@Resolver(() => Exhibition)
export class ExhibitionResolver {
  /** Product ids of every exhibition of the response in one statement. */
  private idsOf(exhibition: ExhibitionRow, ctx: Context): Promise<string[]> {
    return ctx.loaders.get<string, string[]>('exhibitionProductIds', (ids) => home.productIdsOfExhibitions(ctx.em, ids)).load(exhibition.id);
  }

  @FieldResolver(() => [Product], { description: '기획전 상품 (정한 순서, 숨김 상품 빼고)' })
  async products(@Root() exhibition: ExhibitionRow, @Ctx() ctx: Context): Promise<ProductRow[]> {
    const products = await catalogLoaders(ctx).product.loadMany(await this.idsOf(exhibition, ctx));
    return products.filter((p): p is ProductRow => p != null && !(p instanceof Error) && p.status !== 'hidden');
  }

  @Authorized('admin')
  @FieldResolver(() => [ID], { description: '관리자 편집용: 상품 번호 전부 (숨김 상품 포함, 순서대로)' })
  productIds(@Root() exhibition: ExhibitionRow, @Ctx() ctx: Context): Promise<string[]> {
    return this.idsOf(exhibition, ctx);
  }
}
