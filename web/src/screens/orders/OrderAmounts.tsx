import type { PayMethod } from '../../gql/graphql';
import { PAY_METHOD, koreanDateTime, won } from './order-text';

/** The order's amounts as the buyer's page and the admin's desk both show them. */
export function OrderAmounts({
  order,
}: {
  order: { goodsTotal: number; deliveryTotal: number; discountTotal: number; pointsUsed: number; total: number; payMethod: PayMethod; paidAt?: string | null; refundedTotal: number };
}) {
  return (
    <dl className="order-amounts">
      <dt>상품 금액</dt>
      <dd>{won(order.goodsTotal)}</dd>
      <dt>배송비</dt>
      <dd>{won(order.deliveryTotal)}</dd>
      <dt>쿠폰 할인</dt>
      <dd>{order.discountTotal > 0 ? `-${won(order.discountTotal)}` : won(0)}</dd>
      <dt>적립금 사용</dt>
      <dd>{order.pointsUsed > 0 ? `-${won(order.pointsUsed)}` : won(0)}</dd>
      <dt className="order-amounts__total">결제 금액</dt>
      <dd className="order-amounts__total">{won(order.total)}</dd>
      <dt>결제 수단</dt>
      <dd>{PAY_METHOD[order.payMethod]}</dd>
      {order.paidAt && (
        <>
          <dt>결제일</dt>
          <dd>{koreanDateTime(order.paidAt)}</dd>
        </>
      )}
      {order.refundedTotal > 0 && (
        <>
          <dt className="order-amounts__total">환불 금액</dt>
          <dd className="order-amounts__total">{won(order.refundedTotal)}</dd>
        </>
      )}
    </dl>
  );
}
