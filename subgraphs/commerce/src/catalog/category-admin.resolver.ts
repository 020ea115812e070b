import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, Resolver } from 'type-graphql';
import type { Context } from '@shop/kit';
import * as admin from './category-admin.service.js';
import { Category } from './catalog.types.js';

@InputType({ description: '새 카테고리' })
export class CreateCategoryInput {
  @Field(() => String, { description: '이름 (40자 이하, 같은 위치에서 겹치지 않게)' }) name!: string;
  @Field(() => String, { description: 'mall 또는 nutrient' }) kind!: string;
  @Field(() => ID, { nullable: true, description: '상위 카테고리 (없으면 최상위; 쇼핑 카테고리는 2단계까지, 영양소 카테고리는 1단계)' }) parentId?: string | null;
}

@Resolver()
export class CategoryAdminResolver {
  @Authorized('admin')
  @Mutation(() => Category, { description: '관리자: 카테고리 만들기' })
  createCategory(@Arg('input', () => CreateCategoryInput) input: CreateCategoryInput, @Ctx() ctx: Context) {
    return admin.createCategory(ctx.em, input);
  }

  @Authorized('admin')
  @Mutation(() => Category, { description: '관리자: 카테고리 이름 바꾸기' })
  renameCategory(@Arg('id', () => ID) id: string, @Arg('name', () => String) name: string, @Ctx() ctx: Context) {
    return admin.renameCategory(ctx.em, id, name);
  }

  @Authorized('admin')
  @Mutation(() => Category, { description: '관리자: 카테고리 옮기기 (parentId 없으면 최상위로)' })
  moveCategory(@Arg('id', () => ID) id: string, @Arg('parentId', () => ID, { nullable: true }) parentId: string | undefined, @Ctx() ctx: Context) {
    return admin.moveCategory(ctx.em, id, parentId);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: '관리자: 카테고리 삭제 (상품이나 하위 카테고리가 있으면 CONFLICT)' })
  async deleteCategory(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await admin.deleteCategory(ctx.em, id);
    return true;
  }
}
