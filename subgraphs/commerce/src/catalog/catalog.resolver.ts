import { Arg, Args, Authorized, Ctx, Directive, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { NotFound, parsePage, type Context } from '@shop/kit';
import { BrandEntity, type Product as ProductRow, type ProductOption as ProductOptionRow } from './catalog.entities.js';
import { catalogLoaders } from './catalog.loaders.js';
import * as catalog from './catalog.service.js';
import { productFacets } from './product-facets.service.js';
import { productImages } from './product-images.service.js';
import type { PanelFact } from './packshot.js';
import { Brand, Category, Product, ProductFacetArgs, ProductFacets, ProductImage, ProductListArgs, ProductOption, ProductPage, ProductSearchArgs, Purchasability, Seller } from './catalog.types.js';

/** A product row as a field resolver sees it: from the gateway it may carry nutrition's label facts (@requires). */
type ProductWithFacts = ProductRow & { nutrientFacts?: PanelFact[] };

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

  @Query(() => ProductFacets, { description: '검색·목록 결과의 브랜드·제형별 상품 수와 가격 범위 (필터 화면)' })
  productFacets(@Args(() => ProductFacetArgs) args: ProductFacetArgs, @Ctx() ctx: Context) {
    return productFacets(ctx.em, args.query, args.filter);
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

  @Directive('@requires(fields: "nutrientFacts { name amount unit }")')
  @FieldResolver(() => [ProductImage], { description: '상품 이미지: 앞면, 영양·기능정보 라벨(성분표가 있을 때), 제품 정보 면' })
  async images(@Root() product: ProductWithFacts, @Ctx() ctx: Context) {
    const loaders = catalogLoaders(ctx);
    const [brand, seller] = await Promise.all([loaders.brand.load(product.brandId), loaders.seller.load(product.sellerId)]);
    return productImages(product, brand, seller, product.nutrientFacts);
  }

  @FieldResolver(() => Int, { description: '할인율(%)' })
  discountRate(@Root() product: ProductRow): number {
    return product.price > 0 ? Math.round(((product.price - product.salePrice) / product.price) * 100) : 0;
  }
}

/**
 * An option's prices, the product's plus the option's extra amount: what one unit sells at, and the
 * list price a discount is shown against (a product page had struck through the product's list
 * price beside a dearer option's sale price). The product comes through the request's loader.
 */
@Resolver(() => ProductOption)
export class ProductOptionResolver {
  @FieldResolver(() => Int, { description: '이 옵션 한 개의 판매가(원): 상품 판매가 + 추가 금액' })
  async price(@Root() option: ProductOptionRow, @Ctx() ctx: Context): Promise<number> {
    return (await productOf(ctx, option)).salePrice + option.extraPrice;
  }

  @FieldResolver(() => Int, { description: '이 옵션 한 개의 정가(원): 상품 정가 + 추가 금액 (할인 전 가격으로 그어 보여줄 값)' })
  async listPrice(@Root() option: ProductOptionRow, @Ctx() ctx: Context): Promise<number> {
    return (await productOf(ctx, option)).price + option.extraPrice;
  }
}

async function productOf(ctx: Context, option: ProductOptionRow): Promise<ProductRow> {
  const product = await catalogLoaders(ctx).product.load(String(option.productId));
  if (!product) throw NotFound('상품을 찾을 수 없습니다.');
  return product;
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
  Product: {
    // The gateway sends nutrition's label facts with the key when a query asks for Product.images
    // (@requires); they ride on a view of the row (its prototype), so the loaded entity is not touched.
    __resolveReference: async (reference: { id: string; nutrientFacts?: PanelFact[] }, ctx: Context) => {
      const row = await catalogLoaders(ctx).product.load(reference.id);
      return row && reference.nutrientFacts ? Object.assign(Object.create(row) as ProductWithFacts, { nutrientFacts: reference.nutrientFacts }) : row;
    },
  },
  Brand: loaderReference((l) => l.brand),
  Category: loaderReference((l) => l.category),
};
