import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import {
  AdminAdvanceOrderDocument,
  AdminCancelOrderDocument,
  AdminCarriersDocument,
  AdminCompleteClaimDocument,
  AdminOrderDocument,
  AdminOrderQueuesDocument,
  AdminOrderStatusCountsDocument,
  AdminRefuseClaimDocument,
  AdminShipOrderDocument,
  type AdminOrderDetailFieldsFragment,
  type OrderStaffActionKind,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { Button, Card, Dialog, ErrorState, LoadingState, Select, TextArea, TextField } from '../../ui';
import { AdminOnly } from '../admin/AdminOnly';
import { NO_ERRORS, formErrorsOf, type FormErrors } from '../../lib/form-errors';
import { ACTOR, CLAIM_KIND, LINE_STATUS, PAY_METHOD, koreanDateTime, won } from '../orders/order-text';
import { OrderAmounts } from '../orders/OrderAmounts';
import { OrderStatusChip, useOrderStatuses } from '../orders/OrderStatusChip';
import './admin-orders.css';

type Order = AdminOrderDetailFieldsFragment;
type Action = Order['actions']['staff'][number];

const TEXT = {
  back: '주문 목록',
  notFound: '주문을 찾을 수 없습니다.',
  placed: (at: string) => `주문일 ${koreanDateTime(at)}`,
  work: '처리',
  nothingToDo: '지금 할 수 있는 처리가 없습니다.',
  shipTitle: '발송 처리',
  carrier: '택배사',
  chooseCarrier: '택배사를 선택해주세요',
  trackingNumber: '운송장 번호',
  trackingHint: '숫자만 또는 하이픈(-)과 함께 입력하세요.',
  ship: '발송 처리',
  done: (label: string) => `${label}했습니다.`,
  shipped: (carrier: string) => `${withJosa(carrier, '으로/로')} 발송 처리했습니다.`,
  refunded: (amount: number) => `${won(amount)}을 환불했습니다.`,
  reason: '사유',
  reasonHint: '구매자에게 보이는 주문 기록에 남습니다.',
  cancelAsk: '결제한 금액 전체를 환불하고 주문을 취소할까요?',
  completeAsk: (kind: string) => `${kind} 요청을 완료할까요? 취소·반품은 환불까지 함께 처리됩니다.`,
  refuseAsk: (kind: string) => `${kind} 요청을 거절할까요?`,
  buyer: '구매자',
  orderer: '주문자',
  phone: '휴대폰',
  account: '계정',
  guest: '비회원',
  lines: '주문 상품',
  payment: '결제',
  payments: '결제 내역',
  delivery: '배송지',
  gift: '선물 (받는 분이 배송지를 입력합니다)',
  parcels: '배송',
  noTracking: '운송장 미등록',
  history: '진행 기록',
};

/** /admin/orders/:id: one order for the desk, with the actions the server offers on it now (Order.actions.staff). */
export function AdminOrder() {
  return (
    <AdminOnly>
      <OrderDesk />
    </AdminOnly>
  );
}

function OrderDesk() {
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(AdminOrderDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const statuses = useOrderStatuses();
  if (error && !data) return <ErrorState message={errorMessage(error) || TEXT.notFound} onRetry={() => void refetch()} />;
  const order = data?.order;
  if (!order) return loading ? <LoadingState /> : <ErrorState message={TEXT.notFound} />;
  return (
    <section className="stack admin-order" data-testid="admin-order">
      <p>
        <Link to="/admin/orders">← {TEXT.back}</Link>
      </p>
      <Card>
        <div className="row between">
          <h1 className="admin-order__number">{order.orderNumber}</h1>
          <OrderStatusChip status={order.status} statuses={statuses} fallback={{ label: order.statusLabel, colour: order.statusColour }} />
        </div>
        <p className="hint">{TEXT.placed(order.createdAt)}</p>
        {order.claimKind && (
          <p className="hint" data-testid="admin-order-claim">
            {CLAIM_KIND[order.claimKind]} 요청{order.claimReasonLabel ? ` · ${order.claimReasonLabel}` : ''}
            {order.claimText ? ` · ${order.claimText}` : ''}
          </p>
        )}
      </Card>
      <WorkCard order={order} />
      <Card title={TEXT.buyer}>
        <dl className="admin-order__facts">
          <dt>{TEXT.orderer}</dt>
          <dd>{order.ordererName}</dd>
          <dt>{TEXT.phone}</dt>
          <dd>{order.ordererPhone ?? '-'}</dd>
          <dt>{TEXT.account}</dt>
          <dd>{order.buyer ? (order.buyer.provider === 'guest' ? TEXT.guest : `${order.buyer.nickname}${order.buyer.loginId ? ` (${order.buyer.loginId})` : ''}`) : '-'}</dd>
        </dl>
      </Card>
      <Card title={TEXT.lines}>
        <ul className="order-lines">
          {order.lines.map((line) => (
            <li key={line.id}>
              <span className="order-lines__name">
                <Link to={`/admin/products/${line.productId}`}>{line.name}</Link>
                {line.optionName && <span className="hint"> · {line.optionName}</span>}
                <br />
                <span className="hint">
                  {won(line.unitPrice)} × {line.quantity}개
                </span>
              </span>
              <span>
                <strong>{won(line.lineTotal)}</strong>
                <br />
                <span className="hint">
                  {LINE_STATUS[line.status] ?? line.status}
                  {line.refundedAmount > 0 ? ` · 환불 ${won(line.refundedAmount)}` : ''}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={TEXT.payment}>
        <OrderAmounts order={order} />
        {order.payments.length > 0 && (
          <ul className="admin-order__payments" aria-label={TEXT.payments}>
            {order.payments.map((p) => (
              <li key={p.id}>
                <span>
                  {PAY_METHOD[p.payMethod]} · {p.statusLabel}
                  <br />
                  <span className="hint">
                    {p.merchantUid}
                    {p.paidAt ? ` · ${koreanDateTime(p.paidAt)}` : ''}
                  </span>
                </span>
                <span>
                  {won(p.amount)}
                  {p.cancelledAmount > 0 && <span className="hint"> (취소 {won(p.cancelledAmount)})</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={TEXT.delivery}>
        {order.address1 ? (
          <dl className="admin-order__facts">
            <dt>받는 분</dt>
            <dd>
              {order.recipientName} · {order.recipientPhone}
            </dd>
            <dt>주소</dt>
            <dd>
              ({order.postcode}) {order.address1} {order.address2 ?? ''}
            </dd>
            {order.deliveryMemo && (
              <>
                <dt>배송 메모</dt>
                <dd>{order.deliveryMemo}</dd>
              </>
            )}
          </dl>
        ) : (
          <p className="hint">{order.isGift ? TEXT.gift : '-'}</p>
        )}
        {order.isGift && (
          <p className="hint">
            선물: {order.senderName} → {order.receiverName}
          </p>
        )}
      </Card>
      <Card title={TEXT.parcels}>
        <ul className="admin-order__payments">
          {order.shipments.map((s) => (
            <li key={s.sellerId} data-testid="admin-order-shipment">
              <span>{s.sellerName ?? '-'}</span>
              <span>{s.trackingNumber ? `${s.carrierName ?? s.carrier} ${s.trackingNumber}` : TEXT.noTracking}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={TEXT.history}>
        <ol className="order-timeline" aria-label={TEXT.history}>
          {order.history.map((entry, i) => (
            <li key={i}>
              <strong>{statuses.get(entry.toStatus)?.label ?? entry.toStatus}</strong>
              <span className="hint">
                {' '}
                · {ACTOR[entry.actorRole] ?? entry.actorRole} · {koreanDateTime(entry.createdAt)}
              </span>
              {entry.reason && <p className="hint">{entry.reason}</p>}
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}

/** Actions that ask first (and the ones that take a reason). */
const ASKS: Partial<Record<OrderStaffActionKind, 'plain' | 'reason'>> = { cancel: 'reason', complete_claim: 'plain', refuse_claim: 'reason' };

/** The 처리 card: one button per action the server offers now; 발송 opens the carrier and tracking number form. */
function WorkCard({ order }: { order: Order }) {
  const { toast, alert } = useFeedback();
  const refetchQueries = [AdminOrderQueuesDocument, AdminOrderStatusCountsDocument];
  const [advance, advancing] = useMutation(AdminAdvanceOrderDocument, { refetchQueries });
  const [cancel, cancelling] = useMutation(AdminCancelOrderDocument, { refetchQueries });
  const [complete, completing] = useMutation(AdminCompleteClaimDocument, { refetchQueries });
  const [refuse, refusing] = useMutation(AdminRefuseClaimDocument, { refetchQueries });
  const [shipping, setShipping] = useState(false);
  const [asking, setAsking] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const busy = advancing.loading || cancelling.loading || completing.loading || refusing.loading;
  const claim = order.claimKind ? CLAIM_KIND[order.claimKind] : '';

  async function run(action: Action, why: string | null) {
    setAsking(null);
    try {
      switch (action.action) {
        case 'cancel': {
          const result = await cancel({ variables: { id: order.id, reason: why } });
          toast(result.data ? TEXT.refunded(result.data.cancelOrder.refundAmount) : TEXT.done(action.label));
          break;
        }
        case 'complete_claim': {
          const result = await complete({ variables: { id: order.id } });
          const amount = result.data?.completeReturn.refundAmount ?? 0;
          toast(amount > 0 ? TEXT.refunded(amount) : TEXT.done(action.label));
          break;
        }
        case 'refuse_claim':
          await refuse({ variables: { id: order.id, reason: why } });
          toast(TEXT.done(action.label));
          break;
        default:
          await advance({ variables: { id: order.id, status: action.toStatus } });
          toast(TEXT.done(action.label));
      }
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  function press(action: Action) {
    if (action.action === 'ship') return setShipping(true);
    if (ASKS[action.action]) {
      setReason('');
      return setAsking(action);
    }
    void run(action, null);
  }

  const actions = order.actions.staff;
  return (
    <Card title={TEXT.work} data-testid="admin-order-actions">
      {actions.length === 0 ? (
        <p className="hint">{TEXT.nothingToDo}</p>
      ) : (
        <div className="row admin-order__actions">
          {actions.map((action) => (
            <Button
              key={action.action}
              size="sm"
              variant={action.action === 'cancel' || action.action === 'refuse_claim' ? 'danger' : action.action === 'ship' ? 'primary' : 'secondary'}
              disabled={busy}
              aria-expanded={action.action === 'ship' ? shipping : undefined}
              onClick={() => press(action)}
            >
              {action.label}
            </Button>
          ))}
        </div>
      )}
      {shipping && actions.some((a) => a.action === 'ship') && <ShipForm order={order} onDone={() => setShipping(false)} />}
      {asking && (
        <Dialog title={asking.label} danger={asking.action !== 'complete_claim'} confirmLabel={asking.label} onConfirm={() => void run(asking, reason.trim() || null)} onCancel={() => setAsking(null)}>
          <p>{asking.action === 'cancel' ? TEXT.cancelAsk : asking.action === 'complete_claim' ? TEXT.completeAsk(claim) : TEXT.refuseAsk(claim)}</p>
          {ASKS[asking.action] === 'reason' && <TextArea label={TEXT.reason} hint={TEXT.reasonHint} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Dialog>
      )}
    </Card>
  );
}

/** Carrier (from the server's `carriers`) and tracking number; the server's Korean refusals under their fields. */
function ShipForm({ order, onDone }: { order: Order; onDone(): void }) {
  const carriers = useQuery(AdminCarriersDocument);
  const [ship, { loading }] = useMutation(AdminShipOrderDocument, { refetchQueries: [AdminOrderQueuesDocument, AdminOrderStatusCountsDocument] });
  const { toast } = useFeedback();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      await ship({ variables: { id: order.id, carrier, trackingNumber } });
      toast(TEXT.shipped(carriers.data?.carriers.find((c) => c.code === carrier)?.name ?? TEXT.carrier));
      onDone();
    } catch (e) {
      setErrors(formErrorsOf(e, ['carrier', 'trackingNumber']));
    }
  }

  return (
    <form className="stack admin-order__ship" aria-label={TEXT.shipTitle} noValidate onSubmit={(e) => void submit(e)}>
      <Select label={TEXT.carrier} name="carrier" value={carrier} error={errors.fields.carrier} onChange={(e) => setCarrier(e.target.value)}>
        <option value="">{TEXT.chooseCarrier}</option>
        {(carriers.data?.carriers ?? []).map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </Select>
      <TextField
        label={TEXT.trackingNumber}
        name="trackingNumber"
        inputMode="numeric"
        autoComplete="off"
        hint={TEXT.trackingHint}
        value={trackingNumber}
        error={errors.fields.trackingNumber}
        onChange={(e) => setTrackingNumber(e.target.value)}
      />
      {errors.form && (
        <p className="ui-field__error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="row">
        <Button type="submit" loading={loading}>
          {TEXT.ship}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          닫기
        </Button>
      </div>
    </form>
  );
}
