import { Arg, Args, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { SIGNED_UP, PageArgs, Paginated, parsePage, requireIdentity, type Context } from '@shop/kit';
import * as inquiries from './inquiries.service.js';

@ObjectType({ description: '1:1 문의 (목록 열: 답변 상태, 내용, 날짜)' })
export class Inquiry {
  @Field(() => ID) id!: string;
  @Field(() => String) category!: string;
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => String, { nullable: true }) answer!: string | null;
  @Field(() => Date, { nullable: true }) answeredAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class InquiryPage extends Paginated(Inquiry) {}

@ObjectType({ description: '월별 문의 수' })
export class InquiryMonthlyCount {
  @Field(() => String) month!: string;
  @Field(() => Int) total!: number;
  @Field(() => Int) answered!: number;
  @Field(() => Int) unanswered!: number;
}

@ObjectType({ description: '고객센터 (자주 묻는 질문, 공지)' })
export class CsEntry {
  @Field(() => ID) id!: string;
  @Field(() => String) kind!: string;
  @Field(() => String) title!: string;
  @Field(() => String) body!: string;
  @Field(() => Date) createdAt!: Date;
}

@Resolver(() => Inquiry)
export class InquiriesResolver {
  @Authorized(...SIGNED_UP)
  @Mutation(() => Inquiry, { description: '1:1 문의 남기기 (category: order, delivery, return, product, account, etc)' })
  createInquiry(@Arg('category', () => String) category: string, @Arg('title', () => String) title: string, @Arg('content', () => String) content: string, @Ctx() ctx: Context) {
    return inquiries.createInquiry(ctx.em, requireIdentity(ctx), { category, title, content });
  }

  @Authorized('admin')
  @Mutation(() => Inquiry, { description: '관리자: 1:1 문의 답변 (회원에게 알림)' })
  answerInquiry(@Arg('id', () => ID) id: string, @Arg('answer', () => String) answer: string, @Ctx() ctx: Context) {
    return inquiries.answerInquiry(ctx.em, requireIdentity(ctx), id, answer);
  }

  @Authorized()
  @Query(() => InquiryPage, { description: '내 1:1 문의 (관리자는 전체)' })
  myInquiries(@Args(() => PageArgs) page: PageArgs, @Arg('answeredOnly', () => Boolean, { defaultValue: false }) answeredOnly: boolean, @Ctx() ctx: Context) {
    return inquiries.myInquiries(ctx.em, requireIdentity(ctx), answeredOnly, parsePage(page));
  }

  @Authorized('admin')
  @Query(() => InquiryPage, { description: '관리자: 모든 회원의 1:1 문의 (최신순; unansweredOnly면 답변 대기만)' })
  adminInquiries(@Args(() => PageArgs) page: PageArgs, @Arg('unansweredOnly', () => Boolean, { defaultValue: false }) unansweredOnly: boolean, @Ctx() ctx: Context) {
    return inquiries.adminInquiries(ctx.em, unansweredOnly, parsePage(page));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: '1:1 문의 삭제 (작성자 또는 관리자; 기록은 3년 보관)' })
  async deleteInquiry(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await inquiries.deleteInquiry(ctx.em, requireIdentity(ctx), id);
    return true;
  }

  @Authorized('admin')
  @Query(() => InquiryMonthlyCount, { description: '관리자: 월별 문의 수 (YYYY-MM, 한국 날짜)' })
  inquiryMonthlyCount(@Arg('month', () => String) month: string, @Ctx() ctx: Context) {
    return inquiries.monthlyCount(ctx.em, month);
  }

  @Query(() => [CsEntry], { description: '고객센터 글 (kind: faq, notice)' })
  csEntries(@Arg('kind', () => String, { nullable: true }) kind: string | undefined, @Ctx() ctx: Context) {
    return inquiries.csEntries(ctx.em, kind);
  }

  @Authorized('admin')
  @Mutation(() => CsEntry, { description: '관리자: 고객센터 글 추가' })
  addCsEntry(@Arg('kind', () => String) kind: string, @Arg('title', () => String) title: string, @Arg('body', () => String) body: string, @Ctx() ctx: Context) {
    return inquiries.addCsEntry(ctx.em, { kind, title, body });
  }

  @Authorized('admin')
  @Mutation(() => CsEntry, { description: '관리자: 고객센터 글 수정 (제목, 내용)' })
  editCsEntry(@Arg('id', () => ID) id: string, @Arg('title', () => String) title: string, @Arg('body', () => String) body: string, @Ctx() ctx: Context) {
    return inquiries.editCsEntry(ctx.em, id, { title, body });
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: '관리자: 고객센터 글 삭제' })
  async deleteCsEntry(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await inquiries.deleteCsEntry(ctx.em, id);
    return true;
  }
}
