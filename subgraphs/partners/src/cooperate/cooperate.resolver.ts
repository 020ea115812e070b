import { Args, Ctx, Directive, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, parsePage, type Context } from '@shop/kit';
import { channelById } from '../channels/channels.resolver.js';
import { Channel } from '../channels/channel.types.js';
import { CooperateEventEntity, type CooperateEvent as CooperateEventRow } from './cooperate.entity.js';

@Directive('@key(fields: "id")')
@ObjectType()
export class Product {
  @Field(() => ID) id!: string;
}

@ObjectType({ description: '공동구매 이벤트' })
export class CooperateEvent {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => Int, { description: '공동구매가(원)' }) groupPrice!: number;
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date) endsAt!: Date;
  channelId!: string;
  productId!: string;
}

@ObjectType()
export class CooperateEventPage {
  @Field(() => [CooperateEvent]) items!: CooperateEvent[];
  @Field(() => Int) total!: number;
}

@Resolver(() => CooperateEvent)
export class CooperateResolver {
  @Query(() => CooperateEventPage, { description: '진행 중인 공동구매 (마감 임박순); 상품 정보는 상품 서비스에서 채웁니다' })
  async activeCooperateEvents(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context): Promise<CooperateEventPage> {
    const now = new Date();
    const [items, total] = await ctx.em.findAndCount(CooperateEventEntity, { startsAt: { $lte: now }, endsAt: { $gt: now } }, { orderBy: { endsAt: 'asc', id: 'asc' }, ...parsePage(page) });
    return { items, total };
  }

  @FieldResolver(() => Product, { description: '공동구매 상품 (페더레이션으로 상품 정보)' })
  product(@Root() event: CooperateEventRow): Product {
    return { id: event.productId };
  }

  @FieldResolver(() => Channel, { nullable: true })
  channel(@Root() event: CooperateEventRow, @Ctx() ctx: Context) {
    return channelById(ctx).load(event.channelId);
  }
}
