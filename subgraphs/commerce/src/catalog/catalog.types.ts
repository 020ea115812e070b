import { ArgsType, Directive, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, SearchPaginated } from '@shop/kit';
import { PRODUCT_SORTS } from './catalog.service.js';

export const ProductSortEnum = Object.fromEntries(PRODUCT_SORTS.map((s) => [s, s])) as { [K in (typeof PRODUCT_SORTS)[number]]: K };
registerEnumType(ProductSortEnum, { name: 'ProductSort', description: '정렬: 관련도, 최신, 낮은 가격, 높은 가격, 인기' });

@Directive('@key(fields: "id")')
@ObjectType({ description: '상품 카테고리 (mall: 쇼핑 카테고리 트리, nutrient: 영양소 카테고리)' })
export class Category {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) kind!: string;
  @Field(() => Int) level!: number;
  @Field(() => ID, { nullable: true }) parentId!: string | null;
}

@Directive('@key(fields: "id")')
@ObjectType({ description: '브랜드' })
export class Brand {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
}

@ObjectType({ description: '판매자' })
export class Seller {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType({ description: '상품 옵션과 재고' })
export class ProductOption {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { description: '상품 판매가에 더해지는 금액(원)' }) extraPrice!: number;
  @Field(() => Int) stock!: number;
}

@Directive('@key(fields: "id")')
@ObjectType({ description: '상품' })
export class Product {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { description: '정가(원)' }) price!: number;
  @Field(() => Int, { description: '판매가(원)' }) salePrice!: number;
  @Field(() => String, { description: 'pill, powder, jelly, chewable, liquid' }) formulation!: string;
  @Field(() => String, { description: 'on_sale, sold_out' }) status!: string;
  @Field(() => String) imageUrl!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Int) popularity!: number;
  @Field(() => Date) createdAt!: Date;
  /** Owned by nutrition; external here for Product.images (@requires), present only in the gateway's representations. */
  @Directive('@external') @Field(() => [ExternalProductNutrient]) nutrientFacts?: ExternalProductNutrient[];
  brandId!: string;
  categoryId!: string;
  sellerId!: string;
}

@ObjectType()
export class ProductPage extends SearchPaginated(Product) {}

@InputType({ description: '상품 필터' })
export class ProductFilterInput {
  @Field(() => ID, { nullable: true, description: '하위 카테고리 포함' }) categoryId?: string;
  @Field(() => [ID], { nullable: true }) brandIds?: string[];
  @Field(() => Int, { nullable: true }) minPrice?: number;
  @Field(() => Int, { nullable: true }) maxPrice?: number;
  @Field(() => [String], { nullable: true }) formulations?: string[];
  @Field(() => [ID], { nullable: true, description: '이 상품들로 제한 (예: 영양소로 찾은 상품)' }) productIds?: string[];
  @Field(() => Boolean, { nullable: true, description: 'false면 품절 상품 제외' }) includeSoldOut?: boolean;
}

@ArgsType()
export class ProductListArgs extends PageArgs {
  @Field(() => ProductFilterInput, { nullable: true }) filter?: ProductFilterInput;
  @Field(() => ProductSortEnum, { nullable: true }) sort?: (typeof PRODUCT_SORTS)[number];
}

@ArgsType()
export class ProductSearchArgs extends ProductListArgs {
  @Field(() => String, { description: '검색어 (초성 검색 가능: ㅂㅌㅁㄷ)' }) query!: string;
}

@ObjectType({ description: '구매 가능 여부' })
export class Purchasability {
  @Field(() => Boolean) purchasable!: boolean;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => Int, { description: '옵션 포함 단가(원)' }) unitPrice!: number;
}

@ObjectType({ description: '검색 기록' })
export class SearchHistoryEntry {
  @Field(() => ID) id!: string;
  @Field(() => String) query!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '인기 검색어 (최근 7일, 검색한 사람 수)' })
export class PopularSearchTerm {
  @Field(() => String) query!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: '필터의 브랜드 (결과에 있는 브랜드와 상품 수)' })
export class BrandFacet {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: '필터의 제형 (결과에 있는 제형과 상품 수)' })
export class FormulationFacet {
  @Field(() => String, { description: 'pill, powder, jelly, chewable, liquid' }) value!: string;
  @Field(() => String, { description: '정제·캡슐, 분말, 젤리, 츄어블, 액상' }) label!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: '판매가 범위(원)' })
export class PriceRange {
  @Field(() => Int) min!: number;
  @Field(() => Int) max!: number;
}

@ObjectType({ description: '검색·목록 결과의 필터 항목 (각 항목은 자기 필터를 빼고 셉니다)' })
export class ProductFacets {
  @Field(() => [BrandFacet]) brands!: BrandFacet[];
  @Field(() => [FormulationFacet]) formulations!: FormulationFacet[];
  @Field(() => PriceRange, { nullable: true, description: '결과가 없으면 null' }) price!: PriceRange | null;
  @Field(() => Boolean, { description: '결과가 1,000개를 넘어 그중 1,000개만 보고 센 값 (브랜드·제형 수, 가격 범위는 대략)' }) sampled!: boolean;
}

@ArgsType()
export class ProductFacetArgs {
  @Field(() => String, { nullable: true, description: '검색어 (없으면 목록)' }) query?: string;
  @Field(() => ProductFilterInput, { nullable: true }) filter?: ProductFilterInput;
}

@ObjectType({ description: '상품 이미지 (앞면 사진, 영양·기능정보 라벨, 제품 정보 면)' })
export class ProductImage {
  @Field(() => String) url!: string;
  @Field(() => String) alt!: string;
  @Field(() => String, { description: 'front, nutrition, info' }) kind!: string;
}

/**
 * The nutrition subgraph's label facts, declared here only as what Product.images @requires:
 * the gateway fetches them from nutrition and hands them to commerce with the product's key.
 */
@ObjectType('ProductNutrient')
export class ExternalProductNutrient {
  @Directive('@external') @Field(() => String) name!: string;
  @Directive('@external') @Field(() => Float) amount!: number;
  @Directive('@external') @Field(() => String) unit!: string;
}
