import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { requireIdentity, type Context } from '@shop/kit';
import { PopularSearchTerm, SearchHistoryEntry } from '../catalog/catalog.types.js';
import * as history from './search-history.service.js';

export enum SearchTermMatch {
  EXACT = 'exact',
  CONTAINS = 'contains',
}
registerEnumType(SearchTermMatch, { name: 'SearchTermMatch', description: 'EXACT: 그 검색어만, CONTAINS: 그 글자가 들어간 모든 검색어' });

@ObjectType({ description: '인기 검색어에서 빼는 검색어 (관리자)' })
export class BlockedSearchTerm {
  @Field(() => ID) id!: string;
  @Field(() => String) term!: string;
  @Field(() => SearchTermMatch) match!: SearchTermMatch;
  @Field(() => Date) createdAt!: Date;
}

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

  @Authorized('admin')
  @Query(() => [BlockedSearchTerm], { description: '인기 검색어에서 빼는 검색어 목록 (관리자)' })
  blockedSearchTerms(@Ctx() ctx: Context) {
    return history.blockedSearchTerms(ctx.em);
  }

  @Authorized('admin')
  @Mutation(() => BlockedSearchTerm, { description: '인기 검색어에서 검색어 빼기 (관리자; match 기본 CONTAINS)' })
  blockSearchTerm(@Arg('term', () => String) term: string, @Arg('match', () => SearchTermMatch, { nullable: true }) match: SearchTermMatch | undefined, @Ctx() ctx: Context) {
    return history.blockSearchTerm(ctx.em, requireIdentity(ctx), { term, match });
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: '뺀 검색어를 다시 인기 검색어에 보이게 하기 (관리자)' })
  async unblockSearchTerm(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await history.unblockSearchTerm(ctx.em, id);
    return true;
  }

  @Query(() => [PopularSearchTerm], { description: '인기 검색어 (최근 7일, 여러 사람이 검색했고 결과가 있었던 검색어)' })
  popularSearchTerms(@Arg('limit', () => Int, { defaultValue: 10 }) limit: number, @Ctx() ctx: Context) {
    return history.popularSearchTerms(ctx.em, limit);
  }
}
