import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { requireIdentity, type Context } from '@shop/kit';
import { Category, PopularSearchTerm, SearchHistoryEntry } from '../catalog/catalog.types.js';
import * as history from './search-history.service.js';
import * as synonyms from './search-synonyms.service.js';

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

@ObjectType({ description: '검색 동의어: 손님이 쓰는 말(영문, 오타, 다른 표기)과 상품명에 쓰는 한국어 (관리자가 고침)' })
export class SearchSynonym {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: '검색어 (소문자, 띄어쓰기 하나로 맞춘 형태)' }) term!: string;
  @Field(() => [String], { description: '함께 찾을 한국어 (1~10개)' }) expansions!: string[];
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType({ description: '검색 결과가 없을 때 권하는 것' })
export class SearchSuggestions {
  @Field(() => [String], { description: '혹시 이것을 찾으셨나요? (비슷한 검색어·상품명)' }) didYouMean!: string[];
  @Field(() => [String], { description: '인기 검색어' }) popularTerms!: string[];
  @Field(() => [Category], { description: '둘러볼 카테고리' }) categories!: Category[];
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

  @Query(() => SearchSuggestions, { description: '검색 결과가 없을 때의 추천: 비슷한 검색어, 인기 검색어, 카테고리 (누구나)' })
  searchSuggestions(@Arg('query', () => String) query: string, @Ctx() ctx: Context) {
    return synonyms.searchSuggestions(ctx.em, query);
  }

  @Authorized('admin')
  @Query(() => [SearchSynonym], { description: '검색 동의어 목록 (관리자)' })
  searchSynonyms(@Ctx() ctx: Context) {
    return synonyms.listSynonyms(ctx.em);
  }

  @Authorized('admin')
  @Mutation(() => SearchSynonym, { description: '검색 동의어 저장 (관리자; 같은 검색어가 있으면 바꿔 찾을 말을 바꿈)' })
  saveSearchSynonym(@Arg('term', () => String) term: string, @Arg('expansions', () => [String]) expansions: string[], @Ctx() ctx: Context) {
    return synonyms.saveSynonym(ctx.em, { term, expansions });
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: '검색 동의어 삭제 (관리자)' })
  async deleteSearchSynonym(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await synonyms.deleteSynonym(ctx.em, id);
    return true;
  }
}
