import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { z } from 'zod';
import { parseInput } from './validation.js';

export const MAX_PAGE_SIZE = 100;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: '건너뛸 항목 수' })
  offset!: number;

  @Field(() => Int, { defaultValue: 20, description: '한 번에 가져올 항목 수 (최대 100)' })
  limit!: number;
}

const pageSchema = z.object({
  offset: z.number().int().min(0, '시작 위치는 0 이상이어야 합니다.'),
  limit: z.number().int().min(1, '페이지 크기는 1 이상이어야 합니다.').max(MAX_PAGE_SIZE, `페이지 크기는 ${MAX_PAGE_SIZE} 이하여야 합니다.`),
});

export function parsePage(args: { offset?: number; limit?: number }): { offset: number; limit: number } {
  return parseInput(pageSchema, { offset: args.offset ?? 0, limit: args.limit ?? 20 });
}

export interface Page<T> {
  items: T[];
  total: number;
  /** Searches count up to a cap (kit search-page.ts): more than `total` match. */
  totalCapped?: boolean;
}

/** `{ items, total }` page type for a GraphQL list, named `<Item>Page`. */
export function Paginated<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class PageClass {
    @Field(() => [itemType])
    items!: T[];

    @Field(() => Int)
    total!: number;
  }
  return PageClass;
}

/** A search's page: `total` counted up to the search cap, and whether more match (kit search-page.ts). */
export function SearchPaginated<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class SearchPageClass {
    @Field(() => [itemType])
    items!: T[];

    @Field(() => Int, { description: '검색 결과 수 (상한까지만 셉니다: totalCapped면 그보다 많음)' })
    total!: number;

    @Field(() => Boolean, { description: '결과가 상한(1,000개)보다 많아 total이 상한에서 멈춤: "1,000개 이상"' })
    totalCapped!: boolean;
  }
  return SearchPageClass;
}
