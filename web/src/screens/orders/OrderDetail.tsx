import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useCopyText, useFeedback } from '../../components/Feedback';
import { VbankRows } from './VbankRows';
import {
  CancelMyOrderDocument,
  ConfirmMyPurchaseDocument,
  HideMyOrderDocument,
  MeDocument,
  OrderDetailDocument,
  OrderTrackingDocument,
  RequestOrderClaimDocument,
  type ClaimKind,
  type OrderDetailFieldsFragment,
  type OrderStatus,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Button, ButtonLink, Card, ErrorState, LoadingState } from '../../ui';
import { AddressFacts } from '../addresses/address-form';
import { ClaimDialog, type ClaimChoice } from './ClaimDialog';
import { LineReviewLink } from './LineReviewLink';
import { ACTOR, CLAIM_KIND, LINE_STATUS, REFUND_ITEM, TRACKING_STEP, koreanDateTime, won, arrivalText } from './order-text';
import { OrderAmounts } from './OrderAmounts';
import { OrderStatusChip, useOrderStatuses, type StatusInfo } from './OrderStatusChip';

type OrderDetail = OrderDetailFieldsFragment;

/** Statuses after which nothing more happens: such an order may be removed from the list (hideOrder). */

/** The dialog open on the page: a cancel, or a claim of a kind. */
type Open = { kind: 'cancel' } | { kind: 'claim'; claim: ClaimKind } | null;

/** The refund of the cancel just done, shown until the page is left. */
interface Refund {
  amount: number;
  points: number;
}

/**
 * One order in full (spec section 2 "order details"): lines with their own status, amounts,
 * payment method, the address or the gift's sender and receiver, parcels and their tracking, the
 * status history as a timeline, and — for the buyer (`actions`) — what the status allows:
 * 주문 취소 (whole or chosen lines, then the refund), 취소 요청, 반품 신청, 교환 신청, 구매 확정,
 * 주문 내역에서 삭제.
 */
/** 입금 계좌: the virtual account of an order waiting for its deposit, with the number to copy. */
function DepositAccount({ account, total }: { account: NonNullable<OrderDetail['depositAccount']>; total: number }) {
  const copyText = useCopyText();
  const copy = () => copyText(account.number, { copied: '계좌번호를 복사했습니다.', failed: `계좌번호를 복사하지 못했습니다. ${account.number}` });
  return (
    <Card title="입금 계좌" data-testid="deposit-account">
      <dl className="order-amounts">
        <VbankRows vbank={account} />
        <dt>입금 금액</dt>
        <dd>{won(total)}</dd>
      </dl>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        계좌번호 복사
      </Button>
      <p className="hint">기한까지 입금하지 않으면 주문이 취소됩니다.</p>
    </Card>
  );
}

export function OrderDetailView({ order, actions = false, onHidden }: { order: OrderDetail; actions?: boolean; onHidden?: () => void }) {
  const statuses = useOrderStatuses();
  return (
    <div className="stack" data-testid="order-detail">
      <Card>
        <div className="row between">
          <h2>주문번호 {order.orderNumber}</h2>
          <OrderStatusChip status={order.status} statuses={statuses} fallback={{ label: order.statusLabel, colour: order.statusColour }} />
        </div>
        <p className="hint">주문일 {koreanDateTime(order.createdAt)}</p>
        {order.status === 'order_request' && order.expiresAt && <p className="hint">{koreanDateTime(order.expiresAt)}까지 결제하지 않으면 주문이 취소됩니다.</p>}
        {order.claimKind && (
          <p className="hint">
            {CLAIM_KIND[order.claimKind]} 요청{order.claimReasonLabel ? ` · ${order.claimReasonLabel}` : ''}
            {order.claimText ? ` · ${order.claimText}` : ''}
          </p>
        )}
      </Card>
      {order.depositAccount && <DepositAccount account={order.depositAccount} total={order.total} />}
      {actions && <OrderActions order={order} onHidden={onHidden} />}
      <Card title="주문 상품">
        <ul className="order-lines">
          {order.lines.map((line) => (
            <li key={line.id}>
              <span className="order-lines__name">
                <Link to={`/products/${line.productId}`}>{line.name}</Link>
                {line.optionName && <span className="hint"> · {line.optionName}</span>}
                <br />
                <span className="hint">
                  {won(line.unitPrice)} × {line.quantity}개
                </span>
                {/* The server's share of the order's coupons and points on this line (refunds return them in proportion). */}
                {(line.discountShare > 0 || line.pointsShare > 0) && (
                  <>
                    <br />
                    <span className="hint" data-testid="line-shares">
                      {[line.discountShare > 0 && `쿠폰 할인 -${won(line.discountShare)}`, line.pointsShare > 0 && `적립금 -${won(line.pointsShare)}`].filter(Boolean).join(' · ')}
                    </span>
                  </>
                )}
              </span>
              <span>
                <strong>{won(line.lineTotal)}</strong>
                <br />
                <span className="hint" data-testid="line-status">
                  {LINE_STATUS[line.status] ?? line.status}
                  {line.refundedAmount > 0 ? ` · 환불 ${won(line.refundedAmount)}` : ''}
                </span>
              </span>
              {(line.reviewable || line.reviewId) && (
                <span className="order-lines__review">
                  <LineReviewLink orderId={order.id} line={line} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </Card>
      <Card title="결제 정보">
        <OrderAmounts order={order} />
        {order.refunds.length > 0 && <RefundList order={order} />}
      </Card>
      <DeliveryCard order={order} />
      <ParcelCard order={order} tracking={actions} />
      <Card title="주문 진행">
        {statuses.size === 0 ? (
          <LoadingState lines={2} label="상태 이름을 불러오는 중…" />
        ) : (
          <ol className="order-timeline" aria-label="상태 변경 기록">
            {order.history.map((entry, i) => (
              <li key={i}>
                <strong>{statusLabel(statuses, entry.toStatus)}</strong>
                <br />
                <span className="hint">
                  {koreanDateTime(entry.createdAt)} · {ACTOR[entry.actorRole] ?? entry.actorRole}
                  {entry.reason ? ` · ${entry.reason}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}

const statusLabel = (statuses: Map<OrderStatus, StatusInfo>, status: OrderStatus) => statuses.get(status)?.label ?? status;

function RefundList({ order }: { order: OrderDetail }) {
  const names = new Map(order.lines.map((l) => [l.id, l.name]));
  return (
    <ul className="order-lines" aria-label="환불 내역">
      {order.refunds.map((refund, i) => (
        <li key={i}>
          <span className="order-lines__name">
            {refund.cause === 'cancel' ? '취소' : '반품'} · {REFUND_ITEM[refund.item] ?? refund.item}
            {refund.lineId && names.get(refund.lineId) ? ` · ${names.get(refund.lineId)}` : ''}
            <br />
            <span className="hint">{koreanDay(refund.createdAt)}</span>
          </span>
          <span>
            {won(refund.amount)}
            {refund.points > 0 ? ` · 적립금 ${won(refund.points)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

function DeliveryCard({ order }: { order: OrderDetail }) {
  const hasAddress = Boolean(order.address1);
  return (
    <Card title={order.isGift ? '선물 정보' : '배송지'}>
      {order.isGift && (
        <dl className="facts">
          <dt>보내는 분</dt>
          <dd>{order.senderName}</dd>
          <dt>받는 분</dt>
          <dd>{order.receiverName}</dd>
        </dl>
      )}
      {hasAddress ? <AddressFacts address={order} /> : order.isGift && <p className="hint">받는 분이 선물 링크에서 배송지를 입력하면 보내드립니다.</p>}
      {order.expectedArrival && (
        <p className="order-arrival" data-testid="expected-arrival">
          <strong>{arrivalText(order.expectedArrival)}</strong>
        </p>
      )}
      {order.giftToken && <GiftLink token={order.giftToken} />}
    </Card>
  );
}

/** The buyer's gift link to send to the receiver (copied to the clipboard when the browser allows). */
function GiftLink({ token }: { token: string }) {
  const copyText = useCopyText();
  const path = `/gift/${token}`;
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  const copy = () => copyText(url, { copied: '선물 링크를 복사했습니다.', failed: '링크를 길게 눌러 복사해주세요.', quietFailure: true });
  return (
    <div className="row between">
      <Link to={path}>선물 링크 열기</Link>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        선물 링크 복사
      </Button>
    </div>
  );
}

/** Parcels per seller: carrier and number, and (for the buyer) the carrier's events. */
function ParcelCard({ order, tracking }: { order: OrderDetail; tracking: boolean }) {
  const sent = order.shipments.filter((s) => s.trackingNumber);
  const tracked = useQuery(OrderTrackingDocument, { variables: { orderId: order.id }, skip: !tracking || sent.length === 0 });
  if (sent.length === 0) return null;
  return (
    <Card title="배송 조회">
      {sent.map((shipment) => {
        const parcel = tracked.data?.orderTracking.find((t) => t.sellerId === shipment.sellerId && t.trackingNumber === shipment.trackingNumber);
        return (
          <div key={shipment.sellerId} className="stack">
            <p>
              {shipment.sellerName && <span className="hint">{shipment.sellerName} · </span>}
              {shipment.carrierName ?? shipment.carrier} <strong>{shipment.trackingNumber}</strong>
            </p>
            {parcel && !parcel.found && <p className="hint">택배사에 아직 등록되지 않은 운송장입니다. 잠시 후 다시 확인해주세요.</p>}
            {parcel && parcel.events.length > 0 && (
              <ol className="order-timeline" aria-label={`${shipment.trackingNumber} 배송 단계`}>
                {parcel.events.map((event, i) => (
                  <li key={i}>
                    <strong>{TRACKING_STEP[event.step] ?? event.description}</strong> <span className="hint">{event.location}</span>
                    <br />
                    <span className="hint">
                      {koreanDateTime(event.at)} · {event.description}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
      {tracked.error && <ErrorState message={errorMessage(tracked.error)} onRetry={() => void tracked.refetch()} />}
    </Card>
  );
}

/** 주문 내역에서 삭제 of a finished order (asked first; the order itself is kept). */
export function HideOrderButton({ orderId, orderNumber, onHidden }: { orderId: string; orderNumber?: string; onHidden?: () => void }) {
  const [hide, { loading }] = useMutation(HideMyOrderDocument);
  const { toast, alert, confirm } = useFeedback();
  async function doHide() {
    if (!(await confirm('이 주문을 주문 내역에서 삭제할까요? 주문 기록은 보관됩니다.'))) return;
    try {
      await hide({ variables: { id: orderId } });
      toast('주문 내역에서 삭제했습니다.');
      onHidden?.();
    } catch (e) {
      alert(errorMessage(e));
    }
  }
  return (
    <Button variant="ghost" size="sm" loading={loading} aria-label={orderNumber ? `주문 내역에서 삭제 (${orderNumber})` : undefined} onClick={() => void doHide()}>
      주문 내역에서 삭제
    </Button>
  );
}

/** The buyer's actions the order's status allows, and the refund of a cancel once done. */
function OrderActions({ order, onHidden }: { order: OrderDetail; onHidden?: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const [refund, setRefund] = useState<Refund | null>(null);
  const [cancel, cancelling] = useMutation(CancelMyOrderDocument);
  const [claim, claiming] = useMutation(RequestOrderClaimDocument);
  const [confirmPurchase, confirming] = useMutation(ConfirmMyPurchaseDocument);
  const { toast, alert, confirm } = useFeedback();
  const ordered = order.lines.filter((l) => l.status === 'ordered');
  // What may be done, and until when, is the server's answer (Order.actions), never a copy of its rules.
  const { actions } = order;
  const unpaid = actions.cancel && !actions.cancelLines;

  async function doCancel(choice: ClaimChoice) {
    setOpen(null);
    const whole = unpaid || choice.lineIds.length === ordered.length;
    // A paid cancel is refunded at once and cannot be undone: asked once more, saying what goes.
    if (!unpaid) {
      const question = whole
        ? '주문 전체를 취소할까요? 결제 금액을 바로 환불하며 되돌릴 수 없습니다.'
        : `선택한 상품 ${choice.lineIds.length}개를 취소할까요? 쿠폰·적립금 할인을 나눠 계산한 금액을 바로 환불하며 되돌릴 수 없습니다.`;
      if (!(await confirm(question))) return;
    }
    try {
      const { data } = await cancel({ variables: { id: order.id, lineIds: whole ? null : choice.lineIds, reason: choice.reason, reasonCode: choice.reasonCode } });
      const result = data!.cancelOrder;
      setRefund({ amount: result.refundAmount, points: result.refundPoints });
      toast(unpaid ? '주문을 취소했습니다.' : `주문을 취소했습니다. ${won(result.refundAmount)}을 환불합니다.`);
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  async function doClaim(kind: ClaimKind, choice: ClaimChoice) {
    setOpen(null);
    try {
      const lineIds = choice.lineIds.length === ordered.length ? null : choice.lineIds;
      await claim({
        variables: {
          id: order.id,
          input: { kind, lineIds, reasonKind: kind === 'cancel' ? null : choice.reasonKind, cancelReason: kind === 'cancel' ? choice.reasonCode : null, reason: choice.reason },
        },
      });
      toast(`${CLAIM_KIND[kind]} 요청을 접수했습니다.`);
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  async function doConfirm() {
    if (!(await confirm('구매를 확정할까요? 확정 후에는 반품·교환을 신청할 수 없습니다.'))) return;
    try {
      await confirmPurchase({ variables: { id: order.id } });
      toast('구매를 확정했습니다.');
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  const busy = cancelling.loading || claiming.loading || confirming.loading;
  const buttons = [
    actions.cancel && (
      <Button key="cancel" variant="danger" loading={cancelling.loading} disabled={busy} onClick={() => setOpen({ kind: 'cancel' })}>
        주문 취소
      </Button>
    ),
    actions.requestCancel && (
      <Button key="cancel-request" variant="secondary" disabled={busy} onClick={() => setOpen({ kind: 'claim', claim: 'cancel' })}>
        취소 요청
      </Button>
    ),
    actions.requestReturn && (
      <Button key="return" variant="secondary" disabled={busy} onClick={() => setOpen({ kind: 'claim', claim: 'return' })}>
        반품 신청
      </Button>
    ),
    actions.requestExchange && (
      <Button key="exchange" variant="secondary" disabled={busy} onClick={() => setOpen({ kind: 'claim', claim: 'exchange' })}>
        교환 신청
      </Button>
    ),
    actions.confirmPurchase && (
      <Button key="confirm" loading={confirming.loading} disabled={busy} onClick={() => void doConfirm()}>
        구매 확정
      </Button>
    ),
    actions.hide && <HideOrderButton key="hide" orderId={order.id} onHidden={onHidden} />,
  ].filter(Boolean);

  return (
    <>
      {refund && (
        <Card role="status" aria-live="polite" data-testid="cancel-refund">
          <strong>주문을 취소했습니다.</strong>
          {unpaidRefund(refund) ? (
            <p className="hint">결제 전 주문이라 환불할 금액이 없습니다.</p>
          ) : (
            <p>
              환불 금액 <strong>{won(refund.amount)}</strong>
              {refund.points > 0 ? ` · 적립금 ${won(refund.points)} 돌려받음` : ''}
              <br />
              <span className="hint">결제하신 수단으로 환불됩니다.</span>
            </p>
          )}
        </Card>
      )}
      {buttons.length > 0 && <div className="order-actions">{buttons}</div>}
      {actions.returnDeadline &&
        (actions.requestReturn ? (
          <p className="hint">반품·교환은 {koreanDateTime(actions.returnDeadline)}까지 신청할 수 있습니다.</p>
        ) : (
          <p className="hint">반품·교환 신청 기한({koreanDateTime(actions.returnDeadline)})이 지났습니다.</p>
        ))}
      {open?.kind === 'cancel' && (
        <ClaimDialog
          title="주문 취소"
          confirmLabel="취소하기"
          lines={unpaid || ordered.length < 2 ? [] : ordered}
          note={unpaid ? '결제 전 주문은 전체가 취소됩니다.' : ordered.length < 2 ? '주문 전체를 취소하고 결제 금액을 환불합니다.' : '취소할 상품을 고르세요. 고른 상품의 금액을 바로 환불합니다.'}
          kind="cancel"
          onSubmit={(choice) => void doCancel(choice)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'claim' && (
        <ClaimDialog
          title={`${CLAIM_KIND[open.claim]} ${open.claim === 'cancel' ? '요청' : '신청'}`}
          confirmLabel={`${CLAIM_KIND[open.claim]} ${open.claim === 'cancel' ? '요청하기' : '신청하기'}`}
          lines={ordered.length < 2 ? [] : ordered}
          note={open.claim === 'cancel' ? '상품을 준비하고 있어 판매자의 확인 후 취소됩니다.' : '단순 변심은 반품 배송비를 구매자가 부담합니다. 상품 불량·오배송은 판매자가 부담합니다.'}
          kind={open.claim}
          onSubmit={(choice) => void doClaim(open.claim, choice)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

const unpaidRefund = (refund: Refund) => refund.amount === 0 && refund.points === 0;

/** /mypage/orderList/detail/:id — one of the member's orders, with its actions. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const me = useQuery(MeDocument);
  const navigate = useNavigate();
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;
  return (
    <div className="stack">
      <div className="row between">
        <h1>주문 상세</h1>
        <ButtonLink to="/mypage/orderList/delivery" variant="secondary" size="sm">
          주문 목록
        </ButtonLink>
      </div>
      {me.data?.me && <MemberOrder id={id} onHidden={() => navigate('/mypage/orderList/delivery', { replace: true })} />}
    </div>
  );
}

/** A member's order by id (the detail page and the list's `?detail=` panel). */
export function MemberOrder({ id, onHidden }: { id: string; onHidden?: () => void }) {
  const { data, loading, error, refetch } = useQuery(OrderDetailDocument, { variables: { id } });
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (loading && !data) return <LoadingState label="주문을 불러오는 중…" />;
  return data ? <OrderDetailView order={data.order} actions onHidden={onHidden} /> : null;
}
