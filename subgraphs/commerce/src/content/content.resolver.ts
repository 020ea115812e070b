import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { LocalDateScalar, PageArgs, Paginated, koreanDate, parsePage, type Context } from '@shop/kit';
import type { Content as ContentRow } from './content.entities.js';
import * as content from './content.service.js';
import { categoryTitleOf } from './content-categories.js';

@ObjectType({ description: '콘텐츠 (콘텐츠 페이지, 블로그, 오늘의 한마디, 브랜드 콘텐츠)' })
export class Content {
  @Field(() => ID) id!: string;
  @Field(() => String) categoryCode!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) summary!: string | null;
  @Field(() => String) body!: string;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => ID, { nullable: true }) brandId!: string | null;
  @Field(() => String, { nullable: true }) contentType!: string | null;
  @Field(() => String) status!: string;
  @Field(() => Date) publishedAt!: Date;
}

/** What a content's category is called (its code is for programs): the admin's list shows it. */
@Resolver(() => Content)
export class ContentFieldsResolver {
  @FieldResolver(() => String, { description: '카테고리 이름 (게시 날짜 기준: best·trend는 월·주차가 들어갑니다)' })
  categoryTitle(@Root() row: ContentRow): string {
    return categoryTitleOf(row.categoryCode, koreanDate(row.publishedAt));
  }
}

@ObjectType()
export class ContentPage extends Paginated(Content) {}

@ObjectType({ description: '콘텐츠 카테고리와 제목 (best는 월과 주차)' })
export class ContentCategory {
  @Field(() => String) code!: string;
  @Field(() => String) title!: string;
}

@ObjectType({ description: '배너' })
export class Banner {
  @Field(() => ID) id!: string;
  @Field(() => String) placement!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true, description: '배너 이미지 (없으면 제목만 보이는 배너)' }) imageUrl!: string | null;
  @Field(() => String, { nullable: true }) linkUrl!: string | null;
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
  @Field(() => Int) sortOrder!: number;
}

@Resolver(() => ContentCategory)
export class ContentResolver {
  @Query(() => [ContentCategory], { description: '콘텐츠 카테고리와 제목 (date: 한국 날짜, 기본 오늘)' })
  contentCategories(@Arg('date', () => LocalDateScalar, { nullable: true }) date: string | undefined) {
    return content.contentCategories(date ?? koreanDate());
  }

  @Query(() => ContentPage, { description: '콘텐츠 목록 (카테고리 없으면 전체 콘텐츠 페이지)' })
  contents(@Args(() => PageArgs) page: PageArgs, @Arg('categoryCode', () => String, { nullable: true }) categoryCode: string | undefined, @Ctx() ctx: Context) {
    return content.listContents(ctx.em, categoryCode, parsePage(page));
  }

  @Query(() => Content, { description: '콘텐츠 하나' })
  content(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return content.getContent(ctx.em, id);
  }

  @Query(() => ContentPage, { description: '블로그 글' })
  blogPosts(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return content.listContents(ctx.em, 'blog', parsePage(page));
  }

  @Query(() => Content, { nullable: true, description: '오늘의 한마디' })
  todayComment(@Ctx() ctx: Context) {
    return content.todayComment(ctx.em);
  }

  @Authorized('admin')
  @Query(() => ContentPage, { description: '관리자: 모든 콘텐츠 (임시 저장 포함)' })
  contentAdminList(@Args(() => PageArgs) page: PageArgs, @Arg('status', () => String, { nullable: true }) status: string | undefined, @Ctx() ctx: Context) {
    return content.adminContents(ctx.em, status, parsePage(page));
  }

  @Query(() => [Banner], { description: '지금 보이는 배너 (placement: mall 또는 top)' })
  banners(@Arg('placement', () => String) placement: string, @Ctx() ctx: Context) {
    return content.activeBanners(ctx.em, placement);
  }

  @Query(() => [String], { description: '브랜드 콘텐츠 종류' })
  brandContentTypes(@Ctx() ctx: Context) {
    return content.brandContentTypes(ctx.em);
  }

  @Query(() => [Content], { description: '브랜드 콘텐츠 (contentTypes 여러 개 가능)' })
  brandContents(@Arg('brandId', () => ID) brandId: string, @Arg('contentTypes', () => [String], { nullable: true }) contentTypes: string[] | undefined, @Ctx() ctx: Context) {
    return content.brandContents(ctx.em, brandId, contentTypes);
  }

  @FieldResolver(() => [Content], { description: '이 카테고리의 콘텐츠 (최신 몇 개)' })
  items(@Root() category: ContentCategory, @Arg('limit', () => Int, { defaultValue: 4 }) limit: number, @Ctx() ctx: Context) {
    const loader = ctx.loaders.get<string, ContentRow[]>(`contentsByCategory:${limit}`, (codes) => content.contentsOfCategories(ctx.em, codes, Math.min(Math.max(limit, 1), 20)));
    return loader.load(category.code);
  }
}
