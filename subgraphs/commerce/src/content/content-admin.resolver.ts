import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { koreanDate, type Context } from '@shop/kit';
import * as admin from './content-admin.service.js';
import { Content, ContentCategory } from './content.resolver.js';

@InputType({ description: '콘텐츠 작성·수정' })
export class ContentInput {
  @Field(() => String, { description: '제목 (2~150자)' }) title!: string;
  @Field(() => String, { description: '콘텐츠 카테고리 코드 (contentAdminCategories)' }) categoryCode!: string;
  @Field(() => String, { description: '본문 (20000자 이하)' }) body!: string;
  @Field(() => String, { nullable: true, description: '요약 (300자 이하)' }) summary?: string | null;
  @Field(() => String, { nullable: true, description: 'draft 또는 published (새 글은 기본 draft, 수정은 그대로)' }) status?: string | null;
  @Field(() => ID, { nullable: true, description: '대표 이미지: ownerType content로 올린 이미지 파일 (없으면 그대로)' }) thumbnailFileId?: string | null;
}

@Resolver()
export class ContentAdminResolver {
  @Authorized('admin')
  @Query(() => [ContentCategory], { description: '관리자: 글을 쓸 수 있는 콘텐츠 카테고리 (콘텐츠 페이지, 블로그, 오늘의 한마디)' })
  contentAdminCategories() {
    return admin.writableCategories(koreanDate());
  }

  @Authorized('admin')
  @Mutation(() => Content, { description: '관리자: 콘텐츠 작성' })
  createContent(@Arg('input', () => ContentInput) input: ContentInput, @Ctx() ctx: Context) {
    return admin.createContent(ctx.em, input);
  }

  @Authorized('admin')
  @Mutation(() => Content, { description: '관리자: 콘텐츠 수정' })
  editContent(@Arg('id', () => ID) id: string, @Arg('input', () => ContentInput) input: ContentInput, @Ctx() ctx: Context) {
    return admin.editContent(ctx.em, id, input);
  }

  @Authorized('admin')
  @Mutation(() => Content, { description: '관리자: 공개 상태 바꾸기 (draft 또는 published; 공개하는 순간이 게시 시각)' })
  setContentStatus(@Arg('id', () => ID) id: string, @Arg('status', () => String) status: string, @Ctx() ctx: Context) {
    return admin.setContentStatus(ctx.em, id, status);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: '관리자: 콘텐츠 삭제' })
  async deleteContent(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await admin.deleteContent(ctx.em, id);
    return true;
  }
}
