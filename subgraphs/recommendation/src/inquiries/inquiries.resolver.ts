import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { SIGNED_UP, requireIdentity, type Context } from '@shop/kit';
import * as service from './inquiries.service.js';

@ObjectType({ description: '추천 문의 (약사에게 묻기)' })
export class RecommendInquiry {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true }) resultId!: string | null;
  @Field(() => ID, { nullable: true }) profileId!: string | null;
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => String, { nullable: true }) answer!: string | null;
  @Field(() => Date, { nullable: true }) answeredAt!: Date | null;
  @Field(() => Boolean) answered!: boolean;
  @Field(() => Date) createdAt!: Date;
}

@InputType()
export class RecommendInquiryInput {
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => ID, { nullable: true, description: '묻는 추천 결과' }) resultId?: string | null;
}

const view = (row: Awaited<ReturnType<typeof service.inquiry>>): RecommendInquiry => ({
  id: row.id,
  resultId: row.resultId ?? null,
  profileId: row.profileId ?? null,
  title: row.title,
  content: row.content,
  answer: row.answer ?? null,
  answeredAt: row.answeredAt ?? null,
  answered: row.answer != null,
  createdAt: row.createdAt,
});

@Resolver()
export class InquiriesResolver {
  @Authorized(...SIGNED_UP)
  @Mutation(() => RecommendInquiry, { description: '약사에게 묻기' })
  async createRecommendInquiry(@Arg('input', () => RecommendInquiryInput) input: RecommendInquiryInput, @Ctx() ctx: Context): Promise<RecommendInquiry> {
    return view(await service.createInquiry(ctx.em, requireIdentity(ctx), input));
  }

  @Authorized()
  @Query(() => [RecommendInquiry], { description: '내 추천 문의 (관리자가 all로 물으면 모든 회원의 것; unansweredOnly로 답변 전만)' })
  async recommendInquiries(
    @Arg('unansweredOnly', () => Boolean, { defaultValue: false }) unansweredOnly: boolean,
    @Arg('all', () => Boolean, { defaultValue: false, description: '관리자: 모든 회원의 문의' }) all: boolean,
    @Ctx() ctx: Context,
  ): Promise<RecommendInquiry[]> {
    return (await service.inquiries(ctx.em, requireIdentity(ctx), unansweredOnly, all)).map(view);
  }

  @Authorized()
  @Query(() => RecommendInquiry, { description: '추천 문의 하나' })
  async recommendInquiry(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<RecommendInquiry> {
    return view(await service.inquiry(ctx.em, requireIdentity(ctx), id));
  }

  @Authorized('admin')
  @Mutation(() => RecommendInquiry, { description: '관리자(약사): 추천 문의에 답하기' })
  async answerRecommendInquiry(@Arg('id', () => ID) id: string, @Arg('answer', () => String) answer: string, @Ctx() ctx: Context): Promise<RecommendInquiry> {
    return view(await service.answerInquiry(ctx.em, requireIdentity(ctx), id, { answer }));
  }
}
