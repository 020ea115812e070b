import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, Paginated, byKeys, graphqlEnum, groupByKeys, parsePage, requireIdentity, type Context } from '@shop/kit';
import { Product } from '../catalog/catalog.types.js';
import { catalogLoaders } from '../catalog/catalog.loaders.js';
import { SellerEntity } from '../catalog/catalog.entities.js';
import { CARRIERS, type CarrierCode } from './carriers.js';
import { CLAIM_KINDS, CLAIM_REASONS, LINE_STATUSES, ORDER_STATUSES, ORDER_STATUS_INFO, type LineStatus, type OrderStatus, type PayMethod } from './order-statuses.js';
import { PayMethodEnum } from '../payments/payments.resolver.js';
import { OrderLineEntity, OrderRefundEntity, OrderShipmentEntity, OrderStatusHistoryEntity, type Order, type OrderLine, type OrderRefund, type OrderShipment, type OrderStatusHistory } from './order.entities.js';
import * as changes from './order-changes.service.js';
import * as orders from './orders.service.js';
import { trackOrder } from './tracking.service.js';

export const OrderStatusEnum = graphqlEnum(ORDER_STATUSES, 'OrderStatus', '주문 상태 (spec 4장의 19가지; 한글 이름은 statusLabel)');
const OrderLineStatusEnum = graphqlEnum(LINE_STATUSES, 'OrderLineStatus', '주문 상품 상태: ordered, cancel_requested, cancelled, return_requested, returned, exchange_requested, exchanged');
const ClaimKindEnum = graphqlEnum(CLAIM_KINDS, 'ClaimKind', 'cancel (배송 준비 중 취소 요청), return (반품), exchange (교환)');
const ClaimReasonEnum = graphqlEnum(CLAIM_REASONS, 'ClaimReason', 'change_of_mind (단순 변심: 반품 배송비 구매자 부담), defect (상품 불량), wrong_item (오배송): 판매자 부담');

@ObjectType({ description: '주문 상태의 한글 이름과 색 구분' })
export class OrderStatusInfo {
  @Field(() => OrderStatusEnum) status!: OrderStatus;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'success 또는 fail' }) colour!: string;
}

@ObjectType({ description: '택배사' })
export class Carrier {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
}

@ObjectType({ description: '주문 상품 (가격은 주문 때의 것)' })
export class OrderLineView {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => ID, { nullable: true }) optionId!: string | null;
  @Field(() => ID) sellerId!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) optionName!: string | null;
  @Field(() => Int) unitPrice!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => Int) lineTotal!: number;
  @Field(() => Int, { description: '이 상품 몫의 할인' }) discountShare!: number;
  @Field(() => Int, { description: '이 상품 몫의 포인트 사용' }) pointsShare!: number;
  @Field(() => OrderLineStatusEnum) status!: LineStatus;
  @Field(() => Int) refundedAmount!: number;
}

@ObjectType({ description: '판매자별 배송 (배송비, 택배사, 운송장 번호)' })
export class OrderShipmentView {
  @Field(() => ID) sellerId!: string;
  @Field(() => Int) fee!: number;
  @Field(() => Int, { description: '제주·도서산간 추가 배송비' }) surcharge!: number;
  @Field(() => Int, { description: '선물: 받는 분 주소가 제주·도서산간이라 판매자가 부담하는 추가 배송비 (주문 금액에 들어 있지 않음)' }) absorbedSurcharge!: number;
  @Field(() => String, { nullable: true }) carrier!: string | null;
  @Field(() => String, { nullable: true }) trackingNumber!: string | null;
  @Field(() => Date, { nullable: true }) shippedAt!: Date | null;
}

@ObjectType({ description: '주문 상태 변경 기록' })
export class OrderHistoryEntry {
  @Field(() => OrderStatusEnum, { nullable: true, description: '주문 생성이면 null' }) fromStatus!: OrderStatus | null;
  @Field(() => OrderStatusEnum) toStatus!: OrderStatus;
  @Field(() => String) event!: string;
  @Field(() => String, { description: 'buyer, seller, admin, system' }) actorRole!: string;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: '환불 (상품별, 배송비, 반품 배송비 차감은 음수)' })
export class OrderRefundView {
  @Field(() => ID, { nullable: true }) lineId!: string | null;
  @Field(() => String, { description: 'cancel 또는 return' }) cause!: string;
  @Field(() => String, { description: 'goods, delivery, return_shipping' }) item!: string;
  @Field(() => Int) amount!: number;
  @Field(() => Int) points!: number;
  @Field(() => Date) createdAt!: Date;
}

/** The delivery address snapshot an order keeps (null on a gift until its receiver enters it). */
@ObjectType()
export abstract class DeliveryAddressFields {
  @Field(() => String, { nullable: true }) recipientName!: string | null;
  @Field(() => String, { nullable: true }) recipientPhone!: string | null;
  @Field(() => String, { nullable: true }) postcode!: string | null;
  @Field(() => String, { nullable: true }) address1!: string | null;
  @Field(() => String, { nullable: true }) address2!: string | null;
  @Field(() => String, { nullable: true }) deliveryMemo!: string | null;
}

@ObjectType('Order', { description: '주문' })
export class OrderView extends DeliveryAddressFields {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: '주문번호 (무작위, 비순차)' }) orderNumber!: string;
  @Field(() => OrderStatusEnum) status!: OrderStatus;
  @Field(() => Int) goodsTotal!: number;
  @Field(() => Int) deliveryTotal!: number;
  @Field(() => Int) discountTotal!: number;
  @Field(() => Int) pointsUsed!: number;
  @Field(() => Int, { description: '결제할 금액' }) total!: number;
  @Field(() => PayMethodEnum) payMethod!: PayMethod;
  @Field(() => String) ordererName!: string;
  @Field(() => Boolean) isGift!: boolean;
  @Field(() => String, { nullable: true }) senderName!: string | null;
  @Field(() => String, { nullable: true }) receiverName!: string | null;
  @Field(() => ClaimKindEnum, { nullable: true, description: '진행 중이거나 끝난 요청' }) claimKind!: string | null;
  @Field(() => ClaimReasonEnum, { nullable: true }) claimReason!: string | null;
  @Field(() => String, { nullable: true }) claimText!: string | null;
  @Field(() => Date, { nullable: true, description: '이때까지 결제하지 않으면 취소' }) expiresAt!: Date | null;
  @Field(() => Date, { nullable: true }) paidAt!: Date | null;
  @Field(() => Date, { nullable: true }) deliveredAt!: Date | null;
  @Field(() => Date, { nullable: true }) confirmedAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class OrderPage extends Paginated(OrderView) {}

@ObjectType({ description: '취소·반품 처리 결과와 환불 금액' })
export class OrderRefundResult {
  @Field(() => OrderView) order!: Order;
  @Field(() => Int, { description: '이번에 환불한 금액 (결제 취소 금액)' }) refundAmount!: number;
  @Field(() => Int, { description: '이번에 돌려준 포인트' }) refundPoints!: number;
}

@InputType({ description: '주문할 상품' })
export class OrderLineInput {
  @Field(() => ID) productId!: string;
  @Field(() => ID, { nullable: true, description: '옵션이 있는 상품은 필수' }) optionId?: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => ID, { nullable: true, description: '장바구니에서 주문하면 그 장바구니 상품 번호: 결제되면 장바구니에서 구매한 상품이 됩니다 (바로 구매는 비워 두고 장바구니는 그대로)' }) cartLineId?: string | null;
}

@InputType({ description: '배송지' })
export class OrderAddressInput {
  @Field(() => String) recipientName!: string;
  @Field(() => String) recipientPhone!: string;
  @Field(() => String) postcode!: string;
  @Field(() => String) address1!: string;
  @Field(() => String, { nullable: true }) address2?: string | null;
}

@InputType({ description: '선물하기: 받는 분이 선물 링크에서 배송지를 입력합니다' })
export class OrderGiftInput {
  @Field(() => String) senderName!: string;
  @Field(() => String) receiverName!: string;
  @Field(() => String) receiverPhone!: string;
}

@InputType({ description: '주문서: 상품(lines) 또는 장바구니에서 선택한 상품(fromCart), 배송지(address) 또는 배송지 목록의 것(addressId)' })
export class CreateOrderInput {
  @Field(() => [OrderLineInput], { nullable: true }) lines?: OrderLineInput[] | null;
  @Field(() => Boolean, { nullable: true, description: 'true: 장바구니에서 선택한 상품을 주문' }) fromCart?: boolean | null;
  @Field(() => OrderAddressInput, { nullable: true }) address?: OrderAddressInput | null;
  @Field(() => ID, { nullable: true }) addressId?: string | null;
  @Field(() => String, { nullable: true }) deliveryMemo?: string | null;
  @Field(() => String) ordererName!: string;
  @Field(() => String, { description: '휴대폰 번호 (비회원 주문 조회에 쓰입니다)' }) ordererPhone!: string;
  @Field(() => PayMethodEnum) payMethod!: PayMethod;
  @Field(() => OrderGiftInput, { nullable: true }) gift?: OrderGiftInput | null;
}

@InputType({ description: '취소 요청, 반품, 교환 신청' })
export class OrderClaimInput {
  @Field(() => ClaimKindEnum) kind!: string;
  @Field(() => ClaimReasonEnum, { nullable: true, description: '반품·교환은 필수' }) reasonKind?: string | null;
  @Field(() => String, { nullable: true }) reason?: string | null;
  @Field(() => [ID], { nullable: true, description: '비우면 남은 상품 전체' }) lineIds?: string[] | null;
}

const orderLoaders = (ctx: Context) => ({
  lines: ctx.loaders.get<string, OrderLine[]>('orderLines', async (ids) => groupByKeys(ids, await ctx.em.find(OrderLineEntity, { orderId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (l) => l.orderId)),
  shipments: ctx.loaders.get<string, OrderShipment[]>('orderShipments', async (ids) => groupByKeys(ids, await ctx.em.find(OrderShipmentEntity, { orderId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (s) => s.orderId)),
  history: ctx.loaders.get<string, OrderStatusHistory[]>('orderHistory', async (ids) =>
    groupByKeys(ids, await ctx.em.find(OrderStatusHistoryEntity, { orderId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (h) => h.orderId),
  ),
  refunds: ctx.loaders.get<string, OrderRefund[]>('orderRefunds', async (ids) => groupByKeys(ids, await ctx.em.find(OrderRefundEntity, { orderId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (r) => r.orderId)),
  sellerName: ctx.loaders.get<string, string | null>('sellerNameById', async (ids) => byKeys(ids, (await ctx.em.find(SellerEntity, { id: { $in: [...ids] } })).map((s) => ({ id: s.id, name: s.name })), (s) => s.id, null).map((s) => s?.name ?? null)),
});

const SIGNED_IN = ['guest', 'member', 'influencer', 'admin'] as const;
const STAFF = ['member', 'influencer', 'admin'] as const;
const refundResult = ({ order, refund }: changes.CancelResult) => ({ order, refundAmount: refund.amount, refundPoints: refund.points });

@Resolver(() => OrderView)
export class OrdersResolver {
  @FieldResolver(() => String, { description: '상태의 한글 이름' })
  statusLabel(@Root() order: Order) {
    return ORDER_STATUS_INFO[order.status as OrderStatus].label;
  }

  @FieldResolver(() => String, { description: '상태 색 구분: success 또는 fail' })
  statusColour(@Root() order: Order) {
    return ORDER_STATUS_INFO[order.status as OrderStatus].colour;
  }

  @FieldResolver(() => [OrderLineView])
  lines(@Root() order: Order, @Ctx() ctx: Context) {
    return orderLoaders(ctx).lines.load(order.id);
  }

  @FieldResolver(() => [OrderShipmentView])
  shipments(@Root() order: Order, @Ctx() ctx: Context) {
    return orderLoaders(ctx).shipments.load(order.id);
  }

  @FieldResolver(() => [OrderHistoryEntry], { description: '상태 변경 기록 (오래된 것부터)' })
  history(@Root() order: Order, @Ctx() ctx: Context) {
    return orderLoaders(ctx).history.load(order.id);
  }

  @FieldResolver(() => [OrderRefundView], { description: '환불 내역 (상품별)' })
  refunds(@Root() order: Order, @Ctx() ctx: Context) {
    return orderLoaders(ctx).refunds.load(order.id);
  }

  @FieldResolver(() => Int, { description: '지금까지 환불한 금액' })
  async refundedTotal(@Root() order: Order, @Ctx() ctx: Context) {
    return (await orderLoaders(ctx).refunds.load(order.id)).reduce((sum, r) => sum + r.amount, 0);
  }

  @Query(() => [OrderStatusInfo], { description: '주문 상태 19가지의 한글 이름과 색 구분' })
  orderStatuses() {
    return ORDER_STATUSES.map((status) => ({ status, ...ORDER_STATUS_INFO[status] }));
  }

  @Query(() => [Carrier], { description: '등록할 수 있는 택배사' })
  carriers() {
    return Object.entries(CARRIERS).map(([code, name]) => ({ code, name }));
  }

  @Authorized()
  @Query(() => OrderPage, { description: '내 주문 (최신순, 삭제한 주문 제외; status로 거르기)' })
  myOrders(@Arg('status', () => OrderStatusEnum, { nullable: true }) status: string | null, @Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context) {
    return orders.myOrders(ctx.em, requireIdentity(ctx), status, parsePage(page));
  }

  @Authorized()
  @Query(() => OrderView, { description: '주문 (구매자, 그 주문의 판매자, 관리자)' })
  order(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return orders.readOrder(ctx.em, requireIdentity(ctx), id);
  }

  @Query(() => OrderView, { description: '비회원 주문 조회: 휴대폰 인증(GUEST_ORDER) 토큰과 주문번호' })
  guestOrder(@Arg('phone', () => String) phone: string, @Arg('orderNumber', () => String) orderNumber: string, @Arg('smsToken', () => String) smsToken: string, @Ctx() ctx: Context) {
    return orders.guestOrder(ctx.em, phone, orderNumber, smsToken);
  }

  @Authorized(...SIGNED_IN)
  @Mutation(() => OrderView, { description: '주문 생성 (order_request): 금액과 배송비는 서버가 계산하고 재고를 바로 잡아둡니다' })
  createOrder(@Arg('input', () => CreateOrderInput) input: CreateOrderInput, @Ctx() ctx: Context) {
    return orders.createOrder(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_IN)
  @Mutation(() => OrderRefundResult, { description: '배송 전 취소: 결제 전이면 주문 전체, 결제 후면 고른 상품(비우면 전체)을 바로 환불' })
  async cancelOrder(
    @Arg('id', () => ID) id: string,
    @Arg('lineIds', () => [ID], { nullable: true }) lineIds: string[] | null,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ) {
    return refundResult(await changes.cancelOrder(ctx.em, requireIdentity(ctx), id, { lineIds, reason }));
  }

  @Authorized(...SIGNED_IN)
  @Mutation(() => OrderView, { description: '취소 요청(배송 준비 중), 반품·교환 신청(배송 완료 후 7일 안)' })
  requestReturn(@Arg('id', () => ID) id: string, @Arg('input', () => OrderClaimInput) input: OrderClaimInput, @Ctx() ctx: Context) {
    return changes.requestClaim(ctx.em, requireIdentity(ctx), id, input);
  }

  @Authorized(...STAFF)
  @Mutation(() => OrderRefundResult, { description: '판매자·관리자: 취소 요청, 반품, 교환 완료 (환불 포함)' })
  async completeReturn(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return refundResult(await changes.completeClaim(ctx.em, requireIdentity(ctx), id));
  }

  @Authorized(...STAFF)
  @Mutation(() => OrderView, { description: '판매자·관리자: 취소 요청, 반품, 교환 거절' })
  refuseReturn(@Arg('id', () => ID) id: string, @Arg('reason', () => String, { nullable: true }) reason: string | null, @Ctx() ctx: Context) {
    return changes.refuseClaim(ctx.em, requireIdentity(ctx), id, reason);
  }

  @Authorized(...STAFF)
  @Mutation(() => OrderView, { description: '판매자·관리자: 배송 준비, 배송 완료, 반품 승인·회수 단계' })
  advanceOrder(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => OrderStatusEnum) status: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ) {
    return changes.advanceOrder(ctx.em, requireIdentity(ctx), id, status, reason);
  }

  @Authorized(...STAFF)
  @Mutation(() => OrderView, { description: '판매자·관리자: 택배사와 운송장 번호 등록 (모든 판매자가 보내면 배송중)' })
  registerDeliveryInfo(
    @Arg('id', () => ID) id: string,
    @Arg('carrier', () => String, { description: '택배사 코드 (carriers)' }) carrier: CarrierCode,
    @Arg('trackingNumber', () => String) trackingNumber: string,
    @Arg('sellerId', () => ID, { nullable: true, description: '관리자: 여러 판매자의 주문에서 어느 배송인지' }) sellerId: string | null,
    @Ctx() ctx: Context,
  ) {
    return changes.registerDeliveryInfo(ctx.em, requireIdentity(ctx), id, { carrier, trackingNumber, sellerId });
  }

  @Authorized(...SIGNED_IN)
  @Mutation(() => OrderView, { description: '구매확정' })
  confirmPurchase(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return changes.confirmPurchase(ctx.em, requireIdentity(ctx), id);
  }

  @Authorized(...SIGNED_IN)
  @Mutation(() => OrderView, { description: '끝난 주문을 내 주문 목록에서 삭제 (주문 기록은 남습니다)' })
  hideOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return orders.hideOrder(ctx.em, requireIdentity(ctx), id);
  }
}

@Resolver(() => OrderLineView)
export class OrderLinesResolver {
  @FieldResolver(() => Product, { nullable: true })
  product(@Root() line: OrderLine, @Ctx() ctx: Context) {
    return catalogLoaders(ctx).product.load(line.productId);
  }
}

@Resolver(() => OrderShipmentView)
export class OrderShipmentsResolver {
  @FieldResolver(() => String, { nullable: true })
  sellerName(@Root() shipment: OrderShipment, @Ctx() ctx: Context) {
    return orderLoaders(ctx).sellerName.load(shipment.sellerId);
  }

  @FieldResolver(() => String, { nullable: true })
  carrierName(@Root() shipment: OrderShipment) {
    return shipment.carrier ? (CARRIERS[shipment.carrier as CarrierCode] ?? null) : null;
  }
}

@ObjectType({ description: '택배사가 알려 준 배송 단계' })
export class TrackingEventView {
  @Field(() => Date) at!: Date;
  @Field(() => String, { description: 'accepted (집화), in_transit (이동 중), at_branch (배달지 도착), out_for_delivery (배송출발), delivered (배송완료)' }) step!: string;
  @Field(() => String) location!: string;
  @Field(() => String) description!: string;
}

@ObjectType({ description: '운송장 하나의 배송 조회' })
export class ShipmentTrackingView {
  @Field(() => ID) sellerId!: string;
  @Field(() => String) carrier!: string;
  @Field(() => String) carrierName!: string;
  @Field(() => String) trackingNumber!: string;
  @Field(() => Boolean, { description: '택배사가 아직 모르는 번호면 false' }) found!: boolean;
  @Field(() => Boolean) delivered!: boolean;
  @Field(() => [TrackingEventView], { description: '오래된 것부터' }) events!: TrackingEventView[];
}

@Resolver()
export class OrderTrackingResolver {
  @Authorized()
  @Query(() => [ShipmentTrackingView], { description: '주문의 배송 조회 (운송장마다; 구매자, 판매자, 관리자)' })
  orderTracking(@Arg('orderId', () => ID) orderId: string, @Ctx() ctx: Context) {
    return trackOrder(ctx.em, requireIdentity(ctx), orderId);
  }
}
