import { Arg, Args, Authorized, Ctx, ObjectType, Query, Resolver } from 'type-graphql';
import { PageArgs, Paginated, parsePage, type Context } from '@shop/kit';
import { EventInquiry } from './events.resolver.js';
import { adminEventInquiries } from './admin-event-inquiries.js';

@ObjectType()
export class EventInquiryPage extends Paginated(EventInquiry) {}

@Resolver()
export class AdminEventInquiriesResolver {
  @Authorized('admin')
  @Query(() => EventInquiryPage, { description: '관리자: 모든 회원의 이벤트 문의 (최신순; unansweredOnly면 답변 대기만)' })
  adminEventInquiries(@Args(() => PageArgs) page: PageArgs, @Arg('unansweredOnly', () => Boolean, { defaultValue: false }) unansweredOnly: boolean, @Ctx() ctx: Context) {
    return adminEventInquiries(ctx.em, unansweredOnly, parsePage(page));
  }
}
