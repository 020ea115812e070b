import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, Paginated, parsePage, type Context } from '@shop/kit';
import type { Product as ProductRow } from './catalog.entities.js';
import * as admin from './product-admin.service.js';
import { Product, ProductOption, Seller } from './catalog.types.js';

@InputType({ description: '상품 옵션 (재고는 옵션마다)' })
export class ProductOptionInput {
  @Field(() => String, { description: '옵션 이름 (60자 이하, 상품 안에서 겹치지 않게)' }) name!: string;
  @Field(() => Int, { nullable: true, description: '판매가에 더하는 금액(원, 0 ~ 10,000,000)' }) extraPrice?: number | null;
  @Field(() => Int, { description: '재고 (0 ~ 100,000)' }) stock!: number;
}

@InputType({ description: '관리자: 상품 정보 (옵션은 따로 추가·수정·삭제)' })
export class UpdateProductInput {
  @Field(() => String, { description: '상품 이름 (120자 이하)' }) name!: string;
  @Field(() => ID) brandId!: string;
  @Field(() => ID, { description: '쇼핑 카테고리' }) categoryId!: string;
  @Field(() => ID) sellerId!: string;
  @Field(() => Int, { description: '정가(원, 0 ~ 10,000,000)' }) price!: number;
  @Field(() => Int, { description: '판매가(원, 정가 이하)' }) salePrice!: number;
  @Field(() => String, { description: 'pill, powder, jelly, chewable, liquid' }) formulation!: string;
  @Field(() => String, { description: 'on_sale (판매중), sold_out (품절), hidden (숨김: 쇼핑몰에 보이지 않음)' }) status!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true, description: '검색 키워드 (띄어쓰기로 구분)' }) keywords?: string | null;
  @Field(() => ID, { nullable: true, description: '대표 이미지: 이 상품에 올린 파일(uploadFile ownerType product) 번호' }) imageFileId?: string | null;
}

@InputType({ description: '관리자: 새 상품과 옵션' })
export class CreateProductInput extends UpdateProductInput {
  @Field(() => [ProductOptionInput], { description: '옵션 1~30개' }) options!: ProductOptionInput[];
}

@ObjectType()
export class AdminProductPage extends Paginated(Product) {}

@Resolver(() => Product)
export class ProductAdminResolver {
  @Authorized('admin')
  @Query(() => AdminProductPage, { description: '관리자: 상품 찾기 (숨김 포함, 최신순; 이름·브랜드·키워드 검색 또는 상품 번호)' })
  adminProducts(
    @Arg('query', () => String, { nullable: true }) query: string | null,
    @Arg('status', () => String, { nullable: true, description: 'on_sale, sold_out, hidden' }) status: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return admin.adminProducts(ctx.em, { query, status }, parsePage(page));
  }

  @Authorized('admin')
  @Query(() => Product, { description: '관리자: 상품 (숨김 상품도)' })
  adminProduct(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return admin.adminProduct(ctx.em, id);
  }

  @Authorized('admin')
  @Query(() => [Seller], { description: '관리자: 판매자 목록 (상품 등록)' })
  adminSellers(@Ctx() ctx: Context) {
    return admin.sellers(ctx.em);
  }

  @Authorized('admin')
  @Mutation(() => Product, { description: '관리자: 상품 등록 (옵션 포함; Idempotency-Key로 다시 보내도 하나만)' })
  createProduct(@Arg('input', () => CreateProductInput) input: CreateProductInput, @Ctx() ctx: Context) {
    return admin.createProduct(ctx.em, input);
  }

  @Authorized('admin')
  @Mutation(() => Product, { description: '관리자: 상품 정보 수정 (이름, 가격, 상태, 대표 이미지 ...)' })
  updateProduct(@Arg('id', () => ID) id: string, @Arg('input', () => UpdateProductInput) input: UpdateProductInput, @Ctx() ctx: Context) {
    return admin.updateProduct(ctx.em, id, input);
  }

  @Authorized('admin')
  @Mutation(() => ProductOption, { description: '관리자: 옵션 추가' })
  addProductOption(@Arg('productId', () => ID) productId: string, @Arg('input', () => ProductOptionInput) input: ProductOptionInput, @Ctx() ctx: Context) {
    return admin.addProductOption(ctx.em, productId, input);
  }

  @Authorized('admin')
  @Mutation(() => ProductOption, { description: '관리자: 옵션 이름, 추가 금액, 재고 수정' })
  updateProductOption(@Arg('id', () => ID) id: string, @Arg('input', () => ProductOptionInput) input: ProductOptionInput, @Ctx() ctx: Context) {
    return admin.updateProductOption(ctx.em, id, input);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: '관리자: 옵션 삭제 (주문·정기배송에 쓰인 옵션은 CONFLICT)' })
  async removeProductOption(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await admin.removeProductOption(ctx.em, id);
    return true;
  }

  @FieldResolver(() => String, { nullable: true, description: '검색 키워드 (관리자만; 다른 사람에게는 null)' })
  keywords(@Root() product: ProductRow, @Ctx() ctx: Context): string | null {
    return ctx.identity?.role === 'admin' ? product.keywords : null;
  }
}
