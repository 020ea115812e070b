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
