import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireIdentity, type Context } from '@shop/kit';
import * as addresses from './addresses.service.js';

@ObjectType({ description: '배송지' })
export class Address {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: '배송지 이름 (집, 회사 …)' }) label!: string;
  @Field(() => String) recipient!: string;
  @Field(() => String, { description: '연락처 (숫자만)' }) phone!: string;
  @Field(() => String, { description: '우편번호 5자리' }) postcode!: string;
  @Field(() => String) address1!: string;
  @Field(() => String) address2!: string;
  @Field(() => Boolean) isDefault!: boolean;
  @Field(() => String, { description: 'manual(직접 입력), partner(제휴처)' }) source!: string;
  @Field(() => String, { nullable: true, description: '제휴처 이름' }) sourceName!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@InputType({ description: '배송지 입력' })
export class AddressInput {
  @Field(() => String, { nullable: true, description: '배송지 이름 (없으면 "배송지")' }) label?: string | null;
  @Field(() => String) recipient!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) postcode!: string;
  @Field(() => String) address1!: string;
  @Field(() => String, { nullable: true }) address2?: string | null;
  @Field(() => Boolean, { nullable: true, description: '기본 배송지로' }) isDefault?: boolean | null;
}

@Resolver(() => Address)
export class AddressesResolver {
  @Authorized()
  @Query(() => [Address], { description: '내 배송지 (기본 배송지 먼저, 최대 20개)' })
  myAddresses(@Ctx() ctx: Context) {
    return addresses.listAddresses(ctx.em, requireIdentity(ctx));
  }

  @Authorized()
  @Mutation(() => Address, { description: '배송지 추가 (첫 배송지는 기본 배송지)' })
  createAddress(@Arg('input', () => AddressInput) input: AddressInput, @Ctx() ctx: Context) {
    return addresses.createAddress(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized()
  @Mutation(() => Address, { description: '제휴처(농장·매장)의 주소로 배송지 추가' })
  createAddressFromPartner(@Arg('input', () => AddressInput) input: AddressInput, @Arg('sourceName', () => String) sourceName: string, @Ctx() ctx: Context) {
    return addresses.createAddress(ctx.em, requireIdentity(ctx), input, sourceName);
  }

  @Authorized()
  @Mutation(() => Address, { description: '배송지 수정' })
  editAddress(@Arg('id', () => ID) id: string, @Arg('input', () => AddressInput) input: AddressInput, @Ctx() ctx: Context) {
    return addresses.editAddress(ctx.em, requireIdentity(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: '배송지 삭제 (기본 배송지를 지우면 가장 최근 배송지가 기본)' })
  async deleteAddress(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await addresses.deleteAddress(ctx.em, requireIdentity(ctx), id);
    return true;
  }
}
