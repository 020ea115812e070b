import { Arg, Ctx, Directive, Field, Float, FieldResolver, ID, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { groupByKeys, type Context } from '@shop/kit';
import { ProductNutrientEntity, type ProductNutrient as ProductNutrientRow } from './product-nutrient.entity.js';
import { NUTRIENT_NAMES } from './nutrient-names.js';

@ObjectType({ description: '상품의 영양 성분 (1일 섭취량 기준 표시량)' })
export class ProductNutrient {
  @Field(() => String) nutrientCode!: string;
  @Field(() => String) name!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String) unit!: string;
}

@Directive('@key(fields: "id")')
@ObjectType()
export class Product {
  @Field(() => ID) id!: string;
}

const view = (row: ProductNutrientRow): ProductNutrient => ({ nutrientCode: row.nutrientCode, name: NUTRIENT_NAMES[row.nutrientCode] ?? row.nutrientCode, amount: row.amount, unit: row.unit });

@Resolver(() => Product)
export class ProductNutrientsResolver {
  /** Batched: a page of products costs one query for all their facts. */
  @FieldResolver(() => [ProductNutrient], { description: '영양 성분표' })
  async nutrientFacts(@Root() product: Product, @Ctx() ctx: Context): Promise<ProductNutrient[]> {
    const loader = ctx.loaders.get<string, ProductNutrientRow[]>('nutrientsByProduct', async (ids) =>
      groupByKeys(ids, await ctx.em.find(ProductNutrientEntity, { productId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (r) => r.productId),
    );
    return (await loader.load(product.id)).map(view);
  }

  @Query(() => [ID], { description: '이 영양소가 든 상품 번호 (상품 검색의 영양소 필터에 씁니다)' })
  async productIdsWithNutrient(@Arg('nutrientCode', () => String) nutrientCode: string, @Ctx() ctx: Context): Promise<string[]> {
    const rows = await ctx.em.find(ProductNutrientEntity, { nutrientCode }, { fields: ['productId'], orderBy: { productId: 'asc' } });
    return rows.map((r) => r.productId);
  }
}

export const productReference = { __resolveReference: (reference: { id: string }) => ({ id: reference.id }) };
