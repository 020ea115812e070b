import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, byKeys, parsePage, requireIdentity, type Context } from '@shop/kit';
import { CHANNEL_STAFF } from '../community/community.resolver.js';
import { FaqMenuEntity, type FaqEntry as EntryRow, type FaqMenu as MenuRow } from './faq.entities.js';
import * as faq from './faq.service.js';
import * as notices from './notices.service.js';
import { ChannelNotice, ChannelNoticePage, CreateChannelNoticeInput, CreateFaqEntryInput, EditChannelNoticeInput, EditFaqEntryInput, FaqEntry, FaqEntryPage, FaqMenu } from './faq.types.js';

const CHANNEL_REF = { description: '채널 핸들(@ 없이) 또는 채널 번호' };

function menuById(ctx: Context) {
  return ctx.loaders.get<string, MenuRow | null>('faqMenuById', async (ids) => byKeys(ids, await ctx.em.find(FaqMenuEntity, { id: { $in: [...ids] } }), (m) => m.id, null));
}

@Resolver(() => FaqEntry)
export class FaqResolver {
  @Query(() => [FaqMenu], { description: '채널의 FAQ 메뉴 (누구나)' })
  faqMenus(@Arg('channelId', () => String, CHANNEL_REF) channelId: string, @Ctx() ctx: Context) {
    return faq.menusOf(ctx.em, channelId);
  }

  @Query(() => FaqEntryPage, { description: '채널의 FAQ (누구나; 자주 묻는 질문 먼저; 메뉴, 자주 묻는 질문만, 검색어로 좁히기)' })
  faqEntries(
    @Arg('channelId', () => String, CHANNEL_REF) channelId: string,
    @Arg('menuId', () => ID, { nullable: true }) menuId: string | null,
    @Arg('frequentOnly', () => Boolean, { nullable: true, description: '자주 묻는 질문만' }) frequentOnly: boolean | null,
    @Arg('keyword', () => String, { nullable: true, description: '질문이나 답변에 든 말' }) keyword: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return faq.entriesOf(ctx.em, channelId, { menuId, frequentOnly, keyword }, parsePage(page));
  }

  @Query(() => FaqEntry, { description: 'FAQ 하나' })
  faqEntry(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return faq.entryById(ctx.em, id);
  }

  @Query(() => [String], { description: '채널의 많이 찾는 검색어 (채널 운영자가 정한 순서, 10개까지)' })
  faqTopSearchedTerms(@Arg('channelId', () => String, CHANNEL_REF) channelId: string, @Ctx() ctx: Context) {
    return faq.topSearchedTerms(ctx.em, channelId);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => FaqMenu, { description: 'FAQ 메뉴 만들기 (채널 운영자; 20개까지, 이름은 채널 안에서 하나)' })
  createFaqMenu(@Arg('channelId', () => ID, { nullable: true }) channelId: string | null, @Arg('name', () => String) name: string, @Ctx() ctx: Context) {
    return faq.createMenu(ctx.em, requireIdentity(ctx), channelId, name);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => FaqMenu, { description: 'FAQ 메뉴 이름 바꾸기 (채널 운영자)' })
  renameFaqMenu(@Arg('id', () => ID) id: string, @Arg('name', () => String) name: string, @Ctx() ctx: Context) {
    return faq.renameMenu(ctx.em, requireIdentity(ctx), id, name);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => Boolean, { description: 'FAQ 메뉴 지우기 (채널 운영자; 메뉴의 FAQ도 함께)' })
  deleteFaqMenu(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return faq.deleteMenu(ctx.em, requireIdentity(ctx), id);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => FaqEntry, { description: 'FAQ 쓰기 (채널 운영자)' })
  createFaqEntry(@Arg('input', () => CreateFaqEntryInput) input: CreateFaqEntryInput, @Ctx() ctx: Context) {
    return faq.createEntry(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => FaqEntry, { description: 'FAQ 고치기 (채널 운영자)' })
  editFaqEntry(@Arg('input', () => EditFaqEntryInput) input: EditFaqEntryInput, @Ctx() ctx: Context) {
    return faq.editEntry(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => FaqEntry, { description: '자주 묻는 질문으로 정하기(true)·풀기(false) (채널 운영자)' })
  setFaqFrequent(@Arg('id', () => ID) id: string, @Arg('frequent', () => Boolean, { defaultValue: true }) frequent: boolean, @Ctx() ctx: Context) {
    return faq.setFrequent(ctx.em, requireIdentity(ctx), id, frequent);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => Boolean, { description: 'FAQ 지우기 (채널 운영자)' })
  deleteFaqEntry(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return faq.deleteEntry(ctx.em, requireIdentity(ctx), id);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => [String], { description: '많이 찾는 검색어 등록 (채널 운영자): 보낸 목록(10개까지, 순서대로)이 지금 목록을 바꿉니다' })
  registerFaqTopSearchedTerms(
    @Arg('channelId', () => ID, { nullable: true }) channelId: string | null,
    @Arg('terms', () => [String], { description: '검색어 (순서대로, 10개까지; 빈 목록이면 모두 지웁니다)' }) terms: string[],
    @Ctx() ctx: Context,
  ) {
    return faq.registerTopSearchedTerms(ctx.em, requireIdentity(ctx), channelId, terms);
  }

  @FieldResolver(() => FaqMenu, { nullable: true })
  menu(@Root() entry: EntryRow, @Ctx() ctx: Context) {
    return menuById(ctx).load(entry.menuId);
  }
}

@Resolver(() => ChannelNotice)
export class ChannelNoticeResolver {
  @Query(() => ChannelNoticePage, { description: '채널 공지 (누구나; 최신 번호부터)' })
  channelNotices(@Arg('channelId', () => String, CHANNEL_REF) channelId: string, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return notices.noticesOf(ctx.em, channelId, parsePage(page));
  }

  @Query(() => ChannelNotice, { description: '채널 공지 하나' })
  channelNotice(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return notices.noticeById(ctx.em, id);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => ChannelNotice, { description: '채널 공지 쓰기 (채널 운영자; 번호는 채널마다 차례로)' })
  createChannelNotice(@Arg('channelId', () => ID, { nullable: true }) channelId: string | null, @Arg('input', () => CreateChannelNoticeInput) input: CreateChannelNoticeInput, @Ctx() ctx: Context) {
    return notices.createNotice(ctx.em, requireIdentity(ctx), channelId, input);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => ChannelNotice, { description: '채널 공지 고치기 (채널 운영자)' })
  editChannelNotice(@Arg('input', () => EditChannelNoticeInput) input: EditChannelNoticeInput, @Ctx() ctx: Context) {
    return notices.editNotice(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...CHANNEL_STAFF)
  @Mutation(() => Boolean, { description: '채널 공지 지우기 (채널 운영자)' })
  deleteChannelNotice(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return notices.deleteNotice(ctx.em, requireIdentity(ctx), id);
  }
}
