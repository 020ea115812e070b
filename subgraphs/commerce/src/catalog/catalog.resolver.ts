import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { NotFound, parsePage, type Context } from '@shop/kit';
import { BrandEntity, type Product as ProductRow } from './catalog.entities.js';
import { catalogLoaders } from './catalog.loaders.js';
import * as catalog from './catalog.service.js';
import { Brand, Category, Product, ProductListArgs, ProductOption, ProductPage, ProductSearchArgs, Purchasability, Seller } from './catalog.types.js';

@Resolver(() => Product)
export class ProductResolver {
  @Query(() => ProductPage, { description: '상품 목록 (필터, 정렬, 페이지)' })
  async products(@Args(() => ProductListArgs) args: ProductListArgs, @Ctx() ctx: Context) {
    return catalog.findProducts(ctx.em, { ...parsePage(args), filter: args.filter, sort: args.sort });
  }

  @Query(() => ProductPage, { description: '상품 검색 (부분 일치, 두 글자, 초성 검색; 없는 검색어는 빈 목록)' })
  async searchProducts(@Args(() => ProductSearchArgs) args: ProductSearchArgs, @Ctx() ctx: Context) {
    return catalog.findProducts(ctx.em, { ...parsePage(args), query: args.query, filter: args.filter, sort: args.sort });
  }

  @Query(() => Product)
  product(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return catalog.getProduct(ctx.em, id);
  }

  @Query(() => [Product], { description: '상품 번호 목록으로 조회 (요청 순서대로)' })
  productsByIds(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: Context) {
    return catalog.productsByIds(ctx.em, ids);
  }

  @Query(() => [Product], { description: '관련 상품' })
  relatedProducts(@Arg('productId', () => ID) productId: string, @Ctx() ctx: Context) {
    return catalog.relatedProducts(ctx.em, productId);
  }

  @Query(() => Purchasability, { description: '구매 가능 여부 (상태와 재고)' })
  isPurchasable(
    @Arg('productId', () => ID) productId: string,
    @Arg('optionId', () => ID, { nullable: true }) optionId: string | undefined,
    @Arg('quantity', () => Int, { defaultValue: 1 }) quantity: number,
    @Ctx() ctx: Context,
  ) {
    return catalog.checkPurchasable(ctx.em, productId, optionId, quantity);
  }

  @FieldResolver(() => Brand)
  brand(@Root() product: ProductRow, @Ctx() ctx: Context) {
    return catalogLoaders(ctx).brand.load(product.brandId);
  }

  @FieldResolver(() => Category)
  category(@Root() product: ProductRow, @Ctx() ctx: Context) {
    return catalogLoaders(ctx).category.load(product.categoryId);
  }

  @FieldResolver(() => Seller)
  seller(@Root() product: ProductRow, @Ctx() ctx: Context) {
    return catalogLoaders(ctx).seller.load(product.sellerId);
  }

  @FieldResolver(() => [ProductOption])
  options(@Root() product: ProductRow, @Ctx() ctx: Context) {
    return catalogLoaders(ctx).options.load(product.id);
  }

  @FieldResolver(() => Boolean, { description: '내 관심 상품인지 (로그인 전이면 false)' })
  async isFavorite(@Root() product: ProductRow, @Ctx() ctx: Context): Promise<boolean> {
    return (await catalogLoaders(ctx).myFavorite.load(product.id)) !== null;
  }

  @FieldResolver(() => ID, { nullable: true, description: '내 관심 상품 번호 (관심 상품 삭제 removeFavorites에 씁니다; 관심 상품이 아니면 null)' })
  async myFavoriteId(@Root() product: ProductRow, @Ctx() ctx: Context): Promise<string | null> {
    return (await catalogLoaders(ctx).myFavorite.load(product.id))?.id ?? null;
  }

  @FieldResolver(() => Int, { description: '할인율(%)' })
  discountRate(@Root() product: ProductRow): number {
    return product.price > 0 ? Math.round(((product.price - product.salePrice) / product.price) * 100) : 0;
  }
}

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], { description: '카테고리 (level, 상위 카테고리로 거르기)' })
  categories(
    @Arg('kind', () => String, { defaultValue: 'mall', description: 'mall 또는 nutrient' }) kind: string,
    @Arg('level', () => Int, { nullable: true }) level: number | undefined,
    @Arg('parentId', () => ID, { nullable: true }) parentId: string | undefined,
    @Ctx() ctx: Context,
  ) {
    return catalog.categories(ctx.em, kind === 'nutrient' ? 'nutrient' : 'mall', level, parentId);
  }

  @Authorized('admin')
  @Query(() => [Category], { description: '관리자: 모든 카테고리 (쇼핑·영양소)' })
  async adminCategories(@Arg('kind', () => String, { nullable: true }) kind: string | undefined, @Ctx() ctx: Context) {
    if (kind === 'mall' || kind === 'nutrient') return catalog.categories(ctx.em, kind);
    return [...(await catalog.categories(ctx.em, 'mall')), ...(await catalog.categories(ctx.em, 'nutrient'))];
  }

  @FieldResolver(() => Category, { nullable: true })
  parent(@Root() category: Category, @Ctx() ctx: Context) {
    return category.parentId ? catalogLoaders(ctx).category.load(category.parentId) : null;
  }
}

@Resolver(() => Brand)
export class BrandResolver {
  @Query(() => [Brand], { description: '브랜드 목록' })
  brands(@Ctx() ctx: Context) {
    return ctx.em.find(BrandEntity, {}, { orderBy: { name: 'asc' } });
  }

  @Query(() => Brand)
  async brand(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    const brand = await catalogLoaders(ctx).brand.load(id);
    if (!brand) throw NotFound('브랜드를 찾을 수 없습니다.');
    return brand;
  }

  @FieldResolver(() => ProductPage, { description: '브랜드의 상품' })
  products(@Root() brand: Brand, @Args(() => ProductListArgs) args: ProductListArgs, @Ctx() ctx: Context) {
    return catalog.findProducts(ctx.em, { ...parsePage(args), filter: { ...args.filter, brandIds: [brand.id] }, sort: args.sort });
  }
}

const loaderReference = (pick: (l: ReturnType<typeof catalogLoaders>) => { load(id: string): Promise<unknown> }) => ({
  __resolveReference: (reference: { id: string }, ctx: Context) => pick(catalogLoaders(ctx)).load(reference.id),
});

export const catalogReferences = {
  Product: loaderReference((l) => l.product),
  Brand: loaderReference((l) => l.brand),
  Category: loaderReference((l) => l.category),
};
