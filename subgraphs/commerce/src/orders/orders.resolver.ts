import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SIGNED_IN, SIGNED_UP, PageArgs, byKeys, groupByKeys, parsePage, requireIdentity, type Context } from '@shop/kit';
import { Product } from '../catalog/catalog.types.js';
import { catalogLoaders } from '../catalog/catalog.loaders.js';
import { SellerEntity } from '../catalog/catalog.entities.js';
import { CARRIERS, type CarrierCode } from './carriers.js';
import { ORDER_STATUSES, ORDER_STATUS_INFO, type ClaimReason, type OrderStatus } from './order-statuses.js';
import {
  OrderLineEntity,
  OrderRefundEntity,
  OrderShipmentEntity,
  OrderStatusHistoryEntity,
  type Order,
  type OrderLine,
  type OrderRefund,
  type OrderShipment,
  type OrderStatusHistory,
} from './order.entities.js';
import * as changes from './order-changes.service.js';
import * as orders from './orders.service.js';
import { trackOrder } from './tracking.service.js';
import { orderActions } from './order-actions.js';
import { RETURN_REASONS, claimReasonChoices } from './claim-reasons.js';
import { expectedArrival } from './delivery-schedule.js';
import { reorder } from './reorder.service.js';
import { PaymentEntity, type Payment } from '../payments/payment.entities.js';
import { PaymentVbank, vbankOf } from '../payments/payments.resolver.js';
import type { ClaimKind } from './order-statuses.js';
import {
  Carrier,
  ClaimKindEnum,
  ClaimReasonChoiceView,
  ExpectedArrivalView,
  OrderListViewEnum,
  ReorderResult,
  CreateOrderInput,
  OrderActionsView,
  OrderClaimInput,
  OrderHistoryEntry,
  OrderLineView,
  OrderPage,
  OrderRefundResult,
  OrderRefundView,
  OrderShipmentView,
  OrderStatusEnum,
  OrderStatusCount,
  OrderStatusInfo,
  OrderView,
  ShipmentTrackingView,
} from './orders.types.js';

const orderLoaders = (ctx: Context) => ({
  lines: ctx.loaders.get<string, OrderLine[]>('orderLines', async (ids) =>
    groupByKeys(ids, await ctx.em.find(OrderLineEntity, { orderId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (l) => l.orderId),
  ),
  shipments: ctx.loaders.get<string, OrderShipment[]>('orderShipments', async (ids) =>
    groupByKeys(ids, await ctx.em.find(OrderShipmentEntity, { orderId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (s) => s.orderId),
  ),
  history: ctx.loaders.get<string, OrderStatusHistory[]>('orderHistory', async (ids) =>
    groupByKeys(ids, await ctx.em.find(OrderStatusHistoryEntity, { orderId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (h) => h.orderId),
  ),
  refunds: ctx.loaders.get<string, OrderRefund[]>('orderRefunds', async (ids) =>
    groupByKeys(ids, await ctx.em.find(OrderRefundEntity, { orderId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }), (r) => r.orderId),
  ),
  // The virtual account an order waits on: its latest attempt still ready with an issued account.
  depositAccount: ctx.loaders.get<string, Payment | null>('orderDepositAccount', async (ids) =>
    byKeys(
      ids,
      // Ascending: byKeys keeps the last row of a key, the latest attempt.
      await ctx.em.find(PaymentEntity, { orderId: { $in: [...ids] }, status: 'ready', vbankNumber: { $ne: null } }, { orderBy: { id: 'asc' } }),
      (p) => p.orderId,
      null,
    ),
  ),
  sellerName: ctx.loaders.get<string, string | null>('sellerNameById', async (ids) =>
    byKeys(
      ids,
      (await ctx.em.find(SellerEntity, { id: { $in: [...ids] } })).map((s) => ({ id: s.id, name: s.name })),
      (s) => s.id,
      null,
    ).map((s) => s?.name ?? null),
  ),
});

const refundResult = ({ order, refund }: changes.CancelResult) => ({ order, refundAmount: refund.amount, refundPoints: refund.points });

@Resolver(() => OrderView)
export class OrdersResolver {
  @FieldResolver(() => OrderActionsView, { description: '호출한 사람이 이 주문에 지금 할 수 있는 일과 기한' })
  actions(@Root() order: Order, @Ctx() ctx: Context) {
    return orderActions(order, ctx.identity);
  }

  @FieldResolver(() => PaymentVbank, { nullable: true, description: '입금할 가상계좌 (입금대기인 주문만): 은행, 계좌번호, 예금주, 입금 기한' })
  async depositAccount(@Root() order: Order, @Ctx() ctx: Context): Promise<PaymentVbank | null> {
    if (order.status !== 'ready') return null;
    const payment = await orderLoaders(ctx).depositAccount.load(order.id);
    return payment ? vbankOf(payment) : null;
  }

  @FieldResolver(() => String, { description: '상태의 한글 이름' })
  statusLabel(@Root() order: Order) {
    return ORDER_STATUS_INFO[order.status as OrderStatus].label;
  }

  @FieldResolver(() => String, { nullable: true, description: '반품·교환 사유의 한글 이름 (orderClaimReasons와 같은 이름)' })
  claimReasonLabel(@Root() order: Order) {
    return order.claimReason ? RETURN_REASONS[order.claimReason as ClaimReason] : null;
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
  @Query(() => OrderPage, { description: '내 주문 (최신순, 삭제한 주문 제외; status로 거르기; view: 주문 내역 또는 결제대기)' })
  myOrders(
    @Arg('status', () => OrderStatusEnum, { nullable: true }) status: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
    @Arg('view', () => OrderListViewEnum, { nullable: true, description: '기본 orders: 결제하지 않고 떠난 주문은 pending_payment(결제대기)에만' }) view?: string | null,
  ) {
    return orders.myOrders(ctx.em, requireIdentity(ctx), status, parsePage(page), view);
  }

  @Query(() => [ClaimReasonChoiceView], { description: '취소·반품·교환 사유 목록 (고르는 사유와 직접 입력이 필요한 사유)' })
  orderClaimReasons(@Arg('kind', () => ClaimKindEnum) kind: ClaimKind) {
    return claimReasonChoices(kind);
  }

  @Authorized(...SIGNED_IN)
  @Mutation(() => ReorderResult, { description: '재구매: 결제했던 내 주문의 상품을 같은 옵션·수량으로 장바구니에 담기 (담지 못한 상품은 이유와 함께)' })
  reorder(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return reorder(ctx.em, requireIdentity(ctx), id);
  }

  @FieldResolver(() => ExpectedArrivalView, { nullable: true, description: '도착 예정일 (결제 후 배송 완료 전; 발송되면 발송일 기준)' })
  async expectedArrival(@Root() order: Order, @Ctx() ctx: Context) {
    if (!order.paidAt) return null;
    const shipped = (await orderLoaders(ctx).shipments.load(order.id)).map((s) => s.shippedAt).filter((at): at is Date => at != null);
    return expectedArrival(order, shipped.length ? new Date(Math.max(...shipped.map((at) => at.getTime()))) : null);
  }

  @Authorized()
  @Query(() => [OrderStatusCount], { description: '내 주문의 상태별 수 (삭제한 주문 제외; 마이페이지 요약)' })
  myOrderCounts(@Ctx() ctx: Context) {
    return orders.myOrderCounts(ctx.em, requireIdentity(ctx));
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
    return orders.placeOrder(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_IN)
  @Mutation(() => OrderRefundResult, { description: '배송 전 취소: 결제 전이면 주문 전체, 결제 후면 고른 상품(비우면 전체)을 바로 환불' })
  async cancelOrder(
    @Arg('id', () => ID) id: string,
    @Arg('lineIds', () => [ID], { nullable: true }) lineIds: string[] | null,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
    @Arg('reasonCode', () => String, { nullable: true, description: '취소 사유 코드 (orderClaimReasons(kind: cancel)); reason은 덧붙이는 말' }) reasonCode?: string | null,
  ) {
    return refundResult(await changes.cancelOrder(ctx.em, requireIdentity(ctx), id, { lineIds, reason, reasonCode }));
  }

  @Authorized(...SIGNED_IN)
  @Mutation(() => OrderView, { description: '취소 요청(배송 준비 중), 반품·교환 신청(배송 완료 후 7일 안)' })
  requestReturn(@Arg('id', () => ID) id: string, @Arg('input', () => OrderClaimInput) input: OrderClaimInput, @Ctx() ctx: Context) {
    return changes.requestClaim(ctx.em, requireIdentity(ctx), id, input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => OrderRefundResult, { description: '판매자·관리자: 취소 요청, 반품, 교환 완료 (환불 포함)' })
  async completeReturn(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return refundResult(await changes.completeClaim(ctx.em, requireIdentity(ctx), id));
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => OrderView, { description: '판매자·관리자: 취소 요청, 반품, 교환 거절' })
  refuseReturn(@Arg('id', () => ID) id: string, @Arg('reason', () => String, { nullable: true }) reason: string | null, @Ctx() ctx: Context) {
    return changes.refuseClaim(ctx.em, requireIdentity(ctx), id, reason);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => OrderView, { description: '판매자·관리자: 배송 준비, 배송 완료, 반품 승인·회수 단계' })
  advanceOrder(@Arg('id', () => ID) id: string, @Arg('status', () => OrderStatusEnum) status: string, @Arg('reason', () => String, { nullable: true }) reason: string | null, @Ctx() ctx: Context) {
    return changes.advanceOrder(ctx.em, requireIdentity(ctx), id, status, reason);
  }

  @Authorized(...SIGNED_UP)
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

@Resolver()
export class OrderTrackingResolver {
  @Authorized()
  @Query(() => [ShipmentTrackingView], { description: '주문의 배송 조회 (운송장마다; 구매자, 판매자, 관리자)' })
  orderTracking(@Arg('orderId', () => ID) orderId: string, @Ctx() ctx: Context) {
    return trackOrder(ctx.em, requireIdentity(ctx), orderId);
  }
}
