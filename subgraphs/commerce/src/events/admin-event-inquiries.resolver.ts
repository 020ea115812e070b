import { Arg, Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { PageArgs, parsePage, type Context } from '@shop/kit';
import { EventInquiryPage } from './events.resolver.js';
import { adminEventInquiries } from './admin-event-inquiries.js';

@Resolver()
export class AdminEventInquiriesResolver {
  @Authorized('admin')
  @Query(() => EventInquiryPage, { description: '관리자: 모든 회원의 이벤트 문의 (최신순; unansweredOnly면 답변 대기만)' })
  adminEventInquiries(@Args(() => PageArgs) page: PageArgs, @Arg('unansweredOnly', () => Boolean, { defaultValue: false }) unansweredOnly: boolean, @Ctx() ctx: Context) {
    return adminEventInquiries(ctx.em, unansweredOnly, parsePage(page));
  }
}
