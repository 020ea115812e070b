import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated, graphqlEnum } from '@shop/kit';
import { CLAIM_KINDS, CLAIM_REASONS, LINE_STATUSES, ORDER_STATUSES, type LineStatus, type OrderStatus, type PayMethod } from './order-statuses.js';
import { PayMethodEnum } from '../payments/payments.resolver.js';
import type { Order } from './order.entities.js';
import { STAFF_ACTIONS, type StaffActionKind } from './order-actions.js';

/** The orders module's GraphQL types (enums, objects, inputs); the resolvers are in orders.resolver.ts. */

export const OrderStatusEnum = graphqlEnum(ORDER_STATUSES, 'OrderStatus', '주문 상태 (spec 4장의 19가지; 한글 이름은 statusLabel)');
const OrderLineStatusEnum = graphqlEnum(LINE_STATUSES, 'OrderLineStatus', '주문 상품 상태: ordered, cancel_requested, cancelled, return_requested, returned, exchange_requested, exchanged');
export const ClaimKindEnum = graphqlEnum(CLAIM_KINDS, 'ClaimKind', 'cancel (배송 준비 중 취소 요청), return (반품), exchange (교환)');
/** Which of the buyer's orders a list shows (orders.service.ts myOrders). */
export const ORDER_LIST_VIEWS = ['orders', 'pending_payment'] as const;
export type OrderListViewKind = (typeof ORDER_LIST_VIEWS)[number];
export const OrderListViewEnum = graphqlEnum(
  ORDER_LIST_VIEWS,
  'OrderListView',
  'orders (주문 내역: 결제하지 않고 떠난 주문 제외), pending_payment (결제대기: 결제하지 않은 주문, 기한이 지나 풀리기 전까지)',
);
const ClaimReasonEnum = graphqlEnum(CLAIM_REASONS, 'ClaimReason', 'change_of_mind (단순 변심: 반품 배송비 구매자 부담), defect (상품 불량), wrong_item (오배송): 판매자 부담');

const OrderStaffActionKindEnum = graphqlEnum(
  STAFF_ACTIONS,
  'OrderStaffActionKind',
  '주문 관리 화면의 처리: prepare·deliver·approve_return·collect·collected (advanceOrder), ship (registerDeliveryInfo), cancel (cancelOrder), complete_claim (completeReturn), refuse_claim (refuseReturn)',
);

@ObjectType('OrderStaffAction', { description: '관리자가 이 주문에 지금 할 수 있는 처리 (상태 전이표에서 계산)' })
export class OrderStaffActionView {
  @Field(() => OrderStaffActionKindEnum) action!: StaffActionKind;
  @Field(() => String, { description: '버튼 이름' }) label!: string;
  @Field(() => OrderStatusEnum, { description: '처리하면 바뀌는 상태' }) toStatus!: OrderStatus;
}

@ObjectType('OrderActions', { description: '이 주문에 지금 할 수 있는 일 (서버의 상태 전이표, 반품 기한에서 계산; 화면은 규칙을 따로 갖지 않습니다)' })
export class OrderActionsView {
  @Field(() => Boolean, { description: '결제하기 (결제 전 주문)' }) pay!: boolean;
  @Field(() => Boolean, { description: '바로 취소 (판매자가 상품을 준비하기 전)' }) cancel!: boolean;
  @Field(() => Boolean, { description: '상품을 골라 일부만 취소 (결제한 주문; 결제 전 주문은 전체만)' }) cancelLines!: boolean;
  @Field(() => Boolean, { description: '취소 요청 (상품 준비 중)' }) requestCancel!: boolean;
  @Field(() => Boolean, { description: '반품 신청' }) requestReturn!: boolean;
  @Field(() => Boolean, { description: '교환 신청' }) requestExchange!: boolean;
  @Field(() => Date, { nullable: true, description: '반품·교환 신청 기한 (배송 완료 + ORDER_RETURN_DAYS일; 배송 완료 전에는 없음)' }) returnDeadline!: Date | null;
  @Field(() => Boolean, { description: '구매 확정' }) confirmPurchase!: boolean;
  @Field(() => Boolean, { description: '주문 내역에서 삭제 (끝난 주문)' }) hide!: boolean;
  @Field(() => [OrderStatusEnum], { description: '호출한 사람이 바꿀 수 있는 다음 상태 (상태 전이표)' }) nextStatuses!: OrderStatus[];
  @Field(() => [OrderStaffActionView], { description: '관리자: 주문 관리 화면에서 지금 할 수 있는 처리 (관리자가 아니면 빈 목록)' }) staff!: OrderStaffActionView[];
  @Field(() => Boolean, { description: '재구매: 이 주문의 상품을 장바구니에 다시 담기 (결제했던 내 주문)' }) reorder!: boolean;
  @Field(() => Boolean, { description: '배송조회 (발송된 주문)' }) track!: boolean;
}

@ObjectType({ description: '도착 예정일 (한국 날짜; 다음 영업일 발송, 발송 후 1~2영업일 도착, 공휴일 제외)' })
export class ExpectedArrivalView {
  @Field(() => String, { description: '가장 이른 도착 예정일 (YYYY-MM-DD)' }) earliest!: string;
  @Field(() => String, { description: '가장 늦은 도착 예정일 (YYYY-MM-DD)' }) latest!: string;
  @Field(() => String, { description: '발송(예정)일 (YYYY-MM-DD)' }) shipsOn!: string;
}

@ObjectType({ description: '취소·반품·교환 사유 (고르는 목록)' })
export class ClaimReasonChoiceView {
  @Field(() => String, { description: '취소는 cancelOrder의 reasonCode·OrderClaimInput.cancelReason, 반품·교환은 ClaimReason 값' }) code!: string;
  @Field(() => String) label!: string;
  @Field(() => Boolean, { description: '직접 입력한 사유가 필요함 (기타)' }) textRequired!: boolean;
}

@ObjectType({ description: '재구매로 담지 못한 상품' })
export class ReorderSkippedLine {
  @Field(() => String) name!: string;
  @Field(() => String) reason!: string;
}

@ObjectType({ description: '재구매 결과' })
export class ReorderResult {
  @Field(() => Int, { description: '장바구니에 담은 상품 수' }) added!: number;
  @Field(() => [ReorderSkippedLine], { description: '담지 못한 상품과 이유 (판매 중지, 품절 등)' }) skipped!: ReorderSkippedLine[];
}

@ObjectType({ description: '주문 상태의 한글 이름과 색 구분' })
export class OrderStatusInfo {
  @Field(() => OrderStatusEnum) status!: OrderStatus;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'success 또는 fail' }) colour!: string;
}

@ObjectType({ description: '상태별 주문 수 (마이페이지 요약)' })
export class OrderStatusCount {
  @Field(() => OrderStatusEnum) status!: OrderStatus;
  @Field(() => String) label!: string;
  @Field(() => Int) count!: number;
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
  @Field(() => ID, { nullable: true, description: '공동구매가로 산 상품이면 그 공동구매 번호' }) cooperateEventId!: string | null;
  @Field(() => ID, { nullable: true, description: '채널 조합 할인으로 산 상품이면 그 조합 번호' }) combinationId!: string | null;
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
  @Field(() => ID, { nullable: true, description: '장바구니에서 주문하면 그 장바구니 상품 번호: 결제되면 장바구니에서 구매한 상품이 됩니다 (바로 구매는 비워 두고 장바구니는 그대로)' }) cartLineId?:
    string | null;
  @Field(() => ID, { nullable: true, description: '공동구매 페이지에서 산 상품이면 그 공동구매 번호: 진행 중이면 공동구매가로 결제됩니다' }) cooperateEventId?: string | null;
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
  @Field(() => [ID], { nullable: true, description: '쓸 쿠폰 (내 쿠폰함의 번호; 상품마다 상품 쿠폰 하나, 주문 쿠폰 하나, 배송비 쿠폰 하나)' }) couponIds?: string[] | null;
  @Field(() => Int, { nullable: true, description: '쓸 적립금 (원; 최대는 deliveryQuote의 pointsUsable)' }) points?: number | null;
  @Field(() => Boolean, { nullable: true, description: '주문 내용 확인 및 결제 동의: true가 아니면 주문하지 않습니다 (agreedToTerms를 가리키는 BAD_USER_INPUT)' })
  agreedToTerms?: boolean | null;
}

@InputType({ description: '취소 요청, 반품, 교환 신청' })
export class OrderClaimInput {
  @Field(() => ClaimKindEnum) kind!: string;
  @Field(() => ClaimReasonEnum, { nullable: true, description: '반품·교환은 필수' }) reasonKind?: string | null;
  @Field(() => String, { nullable: true }) reason?: string | null;
  @Field(() => String, { nullable: true, description: '취소 사유 코드 (orderClaimReasons(kind: cancel))' }) cancelReason?: string | null;
  @Field(() => [ID], { nullable: true, description: '비우면 남은 상품 전체' }) lineIds?: string[] | null;
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
