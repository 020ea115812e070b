import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireIdentity, type Context } from '@shop/kit';
import { PopularSearchTerm, SearchHistoryEntry } from '../catalog/catalog.types.js';
import * as history from './search-history.service.js';

@Resolver()
export class SearchHistoryResolver {
  @Authorized()
  @Query(() => [SearchHistoryEntry], { description: '내 최근 검색어 (최신순, 20개)' })
  mySearchHistory(@Ctx() ctx: Context) {
    return history.mySearchHistory(ctx.em, requireIdentity(ctx));
  }

  @Authorized()
  @Mutation(() => SearchHistoryEntry, { description: '검색어 기록 (같은 검색어는 맨 위로)' })
  addSearchHistory(@Arg('query', () => String) query: string, @Ctx() ctx: Context) {
    return history.addSearchHistory(ctx.em, requireIdentity(ctx), query);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: '검색어 하나 삭제' })
  async deleteSearchHistory(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await history.deleteSearchHistory(ctx.em, requireIdentity(ctx), id);
    return true;
  }

  @Authorized()
  @Mutation(() => Int, { description: '검색어 전체 삭제 (삭제한 개수)' })
  clearSearchHistory(@Ctx() ctx: Context) {
    return history.clearSearchHistory(ctx.em, requireIdentity(ctx));
  }

  @Query(() => [PopularSearchTerm], { description: '인기 검색어 (최근 7일)' })
  popularSearchTerms(@Arg('limit', () => Int, { defaultValue: 10 }) limit: number, @Ctx() ctx: Context) {
    return history.popularSearchTerms(ctx.em, limit);
  }
}
