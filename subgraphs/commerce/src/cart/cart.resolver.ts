import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireIdentity, type Context } from '@shop/kit';
import { Product, ProductOption, Seller } from '../catalog/catalog.types.js';
import * as cart from './cart.service.js';

@ObjectType({ description: '장바구니 상품' })
export class CartLine {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => ID, { nullable: true }) optionId!: string | null;
  @Field(() => Product, { nullable: true, description: '상품 (판매하지 않게 된 상품은 null)' }) product!: Product | null;
  @Field(() => ProductOption, { nullable: true }) option!: ProductOption | null;
  @Field(() => Int) quantity!: number;
  @Field(() => Boolean, { description: '구매할 상품으로 선택됨' }) selected!: boolean;
  @Field(() => ID, { nullable: true, description: '채널 조합으로 담은 상품이면 그 조합 번호' }) combinationId!: string | null;
  @Field(() => Boolean, { description: '조합 할인이 가격에 들어갔는지 (조합의 상품을 모두 선택했을 때)' }) combinationApplied!: boolean;
  @Field(() => Int, { description: '지금 가격: 판매가 + 옵션 추가 금액(원)' }) unitPrice!: number;
  @Field(() => Int, { description: '단가 × 수량(원)' }) lineTotal!: number;
  @Field(() => Boolean, { description: '지금 살 수 있는지 (판매 중, 재고 충분)' }) purchasable!: boolean;
  @Field(() => String, { nullable: true, description: '살 수 없는 이유' }) reason!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '판매자별 장바구니 (배송비는 선택한 상품 기준)' })
export class CartSeller {
  @Field(() => Seller) seller!: Seller;
  @Field(() => [CartLine]) lines!: CartLine[];
  @Field(() => Int, { description: '선택한 상품 금액(원)' }) subtotal!: number;
  @Field(() => Int, { description: '배송비(원)' }) fee!: number;
  @Field(() => Int, { description: '제주·도서산간 추가 배송비(원)' }) surcharge!: number;
  @Field(() => Int, { nullable: true, description: '무료배송 기준 금액(원)' }) freeFrom!: number | null;
}

@ObjectType({ description: '장바구니' })
export class Cart {
  @Field(() => [CartLine], { description: '담은 상품 (최근 담은 순, 최대 50개)' }) lines!: CartLine[];
  @Field(() => [CartSeller]) sellers!: CartSeller[];
  @Field(() => Int, { description: '선택한 상품 금액 합계(원)' }) selectedTotal!: number;
  @Field(() => Int, { description: '선택한 상품의 배송비 합계(원)' }) deliveryTotal!: number;
  @Field(() => String, { description: '배송비를 계산한 지역: normal, jeju, remote' }) region!: string;
  @Field(() => String, { nullable: true, description: '배송비를 계산한 우편번호 (기본 배송지)' }) postcode!: string | null;
}

@Resolver(() => Cart)
export class CartResolver {
  @Authorized()
  @Query(() => Cart, { description: '내 장바구니 (판매자별 묶음, 선택한 상품의 합계와 배송비)' })
  myCart(@Arg('postcode', () => String, { nullable: true, description: '배송비를 계산할 우편번호 (없으면 기본 배송지)' }) postcode: string | null | undefined, @Ctx() ctx: Context) {
    return cart.viewCart(ctx.em, requireIdentity(ctx), postcode);
  }

  @Authorized()
  @Query(() => [ID], { description: '내 장바구니에 담긴 상품 번호 (구매하지 않은 것; 가격·배송비 없이 가볍게)' })
  myCartProductIds(@Ctx() ctx: Context) {
    return cart.cartProductIds(ctx.em, requireIdentity(ctx));
  }

  @Authorized()
  @Mutation(() => Cart, { description: '장바구니 담기 (같은 상품·옵션은 수량을 더함)' })
  async addToCart(
    @Arg('productId', () => ID) productId: string,
    @Arg('optionId', () => ID, { nullable: true, description: '옵션 (옵션이 있는 상품은 필수)' }) optionId: string | null | undefined,
    @Arg('quantity', () => Int, { defaultValue: 1 }) quantity: number,
    @Ctx() ctx: Context,
  ) {
    const identity = requireIdentity(ctx);
    await cart.addToCart(ctx.em, identity, { productId, optionId, quantity });
    return cart.viewCart(ctx.em, identity);
  }

  @Authorized()
  @Mutation(() => Cart, { description: '채널 조합을 한 번에 장바구니에 담기 (조합 상품을 모두 사면 조합 할인)' })
  async addCombinationToCart(
    @Arg('combinationId', () => ID) combinationId: string,
    @Arg('quantity', () => Int, { defaultValue: 1, description: '조합 몇 세트' }) quantity: number,
    @Ctx() ctx: Context,
  ) {
    const identity = requireIdentity(ctx);
    await cart.addCombinationToCart(ctx.em, identity, combinationId, quantity);
    return cart.viewCart(ctx.em, identity);
  }

  @Authorized()
  @Mutation(() => Cart, { description: '장바구니 상품의 옵션·수량 변경' })
  async changeCartLine(
    @Arg('id', () => ID) id: string,
    @Arg('optionId', () => ID, { nullable: true }) optionId: string | null | undefined,
    @Arg('quantity', () => Int, { nullable: true }) quantity: number | null | undefined,
    @Ctx() ctx: Context,
  ) {
    const identity = requireIdentity(ctx);
    await cart.changeCartLine(ctx.em, identity, id, { optionId, quantity });
    return cart.viewCart(ctx.em, identity);
  }

  @Authorized()
  @Mutation(() => Cart, { description: '구매할 상품 선택·해제' })
  async selectCartLines(@Arg('ids', () => [ID]) ids: string[], @Arg('selected', () => Boolean) selected: boolean, @Ctx() ctx: Context) {
    const identity = requireIdentity(ctx);
    await cart.selectCartLines(ctx.em, identity, ids, selected);
    return cart.viewCart(ctx.em, identity);
  }

  @Authorized()
  @Mutation(() => Cart, { description: '장바구니에서 빼기' })
  async removeCartLine(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    const identity = requireIdentity(ctx);
    await cart.removeCartLine(ctx.em, identity, id);
    return cart.viewCart(ctx.em, identity);
  }

  @Authorized()
  @Mutation(() => Int, { description: '구매한 상품을 장바구니에서 지우기 (지운 수)' })
  removePurchasedCartLines(@Ctx() ctx: Context) {
    return cart.removePurchasedCartLines(ctx.em, requireIdentity(ctx));
  }

  @Authorized()
  @Mutation(() => Cart, { description: '로그인 후 비회원 장바구니를 회원 장바구니로 옮기기 (비회원 로그인 정보로 확인)' })
  async mergeGuestCart(@Arg('guestRefreshToken', () => String) guestRefreshToken: string, @Ctx() ctx: Context) {
    const identity = requireIdentity(ctx);
    await cart.mergeGuestCart(ctx.em, identity, guestRefreshToken);
    return cart.viewCart(ctx.em, identity);
  }
}
