import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { won } from '../../components/ProductCard';
import { CompletePaymentDocument, OrderCompleteDocument, type CompletePaymentMutation } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { ButtonLink, Card, LoadingState } from '../../ui';
import { CHECKOUT_PATH } from '../cart/checkout-path';
import '../cart/buying.css';
import { checkoutToRetry } from './payment-flow';
import { arrivalText } from '../orders/order-text';
import { VbankRows } from '../orders/VbankRows';
import '../orders/orders.css';

export const RESULT_TEXT = {
  checking: '결제를 확인하는 중…',
  paid: '결제가 완료되었습니다.',
  vbankIssued: '가상계좌가 발급되었습니다.',
  vbankHint: '입금 기한까지 아래 계좌로 입금해주세요. 입금이 확인되면 주문이 접수됩니다.',
  failed: '결제에 실패했습니다.',
  cancelled: '결제를 취소했습니다.',
  cancelledHint: '결제하지 않아 주문이 접수되지 않았습니다. 담아 둔 상품은 그대로 있으니 다시 결제할 수 있습니다.',
  items: '주문 상품',
  address: '배송지',
  arrival: '도착 예정',
  quantity: (n: number) => `${n}개`,
  unknownError: '결제가 완료되지 않았습니다.',
  orderNumber: '주문번호',
  amount: '결제 금액',
  status: '주문 상태',
  orders: '주문 내역 보기',
  continue: '쇼핑 계속하기',
  retry: '다시 결제하기',
  giftLink: (receiver: string) => `${receiver}님께 이 링크를 보내주세요. 받는 분이 배송지를 입력하면 발송됩니다.`,
};

export const ORDER_LIST_PATH = '/mypage/orderList/delivery';

type Completion = CompletePaymentMutation['completePayment'];
type State = { kind: 'checking' } | { kind: 'done'; completion: Completion } | { kind: 'failed'; message: string; cancelled?: boolean };

/**
 * The buyer closed the payment window or pressed its cancel button. PortOne v1 has no fixed
 * error_code for it (its redirect guide: "현재 정리된 체계는 없음"); the PGs' messages say it:
 * "사용자가 결제를 취소하셨습니다", "[결제포기] ...", "사용자 취소".
 */
const BUYER_CANCEL = /사용자가\s*(결제를\s*)?취소|결제\s*포기|사용자\s*취소|user[\s_-]*cancel/i;

/** The gateway's answer in the address it sent the buyer back to (PortOne v1 m_redirect_url). */
export function gatewayAnswer(params: URLSearchParams) {
  const errorMessage = params.get('error_msg');
  return {
    impUid: params.get('imp_uid'),
    merchantUid: params.get('merchant_uid'),
    success: params.get('imp_success') === 'true' || params.get('success') === 'true',
    errorMessage,
    cancelledByBuyer: Boolean(errorMessage && BUYER_CANCEL.test(errorMessage)),
  };
}

/**
 * The payment result pages (/purchase/success, /purchase/Mobile/success, /purchase/fail). The
 * gateway's word in the address is not trusted: on success the server asks the gateway
 * (completePayment, once per page; it is idempotent, so a reload asks again safely) and the page
 * shows what it answers — the order number and amount, or the virtual account to pay into. A
 * failure shows the gateway's message, and the server is told of it too (the order is given up
 * and its stock released at once) when the gateway named the payment.
 */
export function PaymentResult({ failed = false }: { failed?: boolean }) {
  const [params] = useSearchParams();
  const answer = gatewayAnswer(params);
  const [complete] = useMutation(CompletePaymentDocument);
  const [state, setState] = useState<State>(() =>
    failed || !answer.success
      ? answer.cancelledByBuyer
        ? { kind: 'failed', message: RESULT_TEXT.cancelledHint, cancelled: true }
        : { kind: 'failed', message: answer.errorMessage || RESULT_TEXT.unknownError }
      : !answer.impUid || !answer.merchantUid
        ? { kind: 'failed', message: RESULT_TEXT.unknownError }
        : { kind: 'checking' },
  );
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const { impUid, merchantUid } = answer;
    // Without the ids there is nothing to ask (the state says so from the start).
    if (!impUid || !merchantUid) return;
    const told = complete({
      variables: { merchantUid, impUid },
      // The cart lost the lines the order paid for: the header's count and the cart are read again.
      update: (cache) => {
        cache.evict({ fieldName: 'myCart' });
        cache.gc();
      },
    });
    if (state.kind === 'failed') return void told.catch(() => undefined);
    told.then(
      ({ data }) => setState(data ? { kind: 'done', completion: data.completePayment } : { kind: 'failed', message: RESULT_TEXT.unknownError }),
      (e: unknown) => setState({ kind: 'failed', message: errorMessage(e) }),
    );
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per result page: completePayment must not run twice

  if (state.kind === 'checking') return <LoadingState label={RESULT_TEXT.checking} lines={4} />;
  if (state.kind === 'failed') {
    return (
      <Card className="payment-result" data-testid="payment-result">
        <h1>{state.cancelled ? RESULT_TEXT.cancelled : RESULT_TEXT.failed}</h1>
        {state.cancelled ? (
          <p role="status">{state.message}</p>
        ) : (
          <p className="error" role="alert">
            {state.message}
          </p>
        )}
        <ResultActions to={checkoutToRetry(CHECKOUT_PATH)} label={RESULT_TEXT.retry} />
      </Card>
    );
  }

  const { order, payment } = state.completion;
  const vbank = payment.status === 'ready' ? payment.vbank : null;
  return (
    <Card className="payment-result" data-testid="payment-result">
      <h1>{vbank ? RESULT_TEXT.vbankIssued : RESULT_TEXT.paid}</h1>
      {vbank && <p>{RESULT_TEXT.vbankHint}</p>}
      {order.isGift && order.giftToken && (
        <p data-testid="gift-link">
          {RESULT_TEXT.giftLink(order.receiverName ?? '')}
          <br />
          <a href={`/gift/${order.giftToken}`}>{`${window.location.origin}/gift/${order.giftToken}`}</a>
        </p>
      )}
      <dl>
        <dt>{RESULT_TEXT.orderNumber}</dt>
        <dd data-testid="order-number">{order.orderNumber}</dd>
        <dt>{RESULT_TEXT.amount}</dt>
        <dd>{won(payment.amount)}</dd>
        <dt>{RESULT_TEXT.status}</dt>
        <dd>{order.statusLabel}</dd>
        {vbank && <VbankRows vbank={vbank} />}
      </dl>
      <OrderCompleteDetails orderId={order.id} />
      <ResultActions to={ORDER_LIST_PATH} label={RESULT_TEXT.orders} />
    </Card>
  );
}

/** The order-complete page's items, address and the server's expected arrival date. */
function OrderCompleteDetails({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderCompleteDocument, { variables: { id: orderId } });
  const order = data?.order;
  if (!order) return null;
  return (
    <div className="stack" data-testid="order-complete">
      {order.expectedArrival && (
        <p className="order-arrival" data-testid="expected-arrival">
          <strong>{arrivalText(order.expectedArrival)}</strong>
        </p>
      )}
      <section className="stack" aria-label={RESULT_TEXT.items}>
        <h2>{RESULT_TEXT.items}</h2>
        <ul className="order-complete__lines">
          {order.lines.map((line) => (
            <li key={line.id} className="order-thumb-link">
              {line.product?.imageUrl && <img className="order-thumb" src={line.product.imageUrl} alt="" width={56} height={56} loading="lazy" />}
              <span>
                {line.name}
                {line.optionName ? ` (${line.optionName})` : ''} · {RESULT_TEXT.quantity(line.quantity)} · {won(line.lineTotal)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {order.address1 && (
        <section className="stack" aria-label={RESULT_TEXT.address}>
          <h2>{RESULT_TEXT.address}</h2>
          <p>
            {order.recipientName}
            <br />({order.postcode}) {order.address1} {order.address2}
          </p>
        </section>
      )}
    </div>
  );
}

/** The page's next step (주문 내역 보기 or 다시 결제하기), then 쇼핑 계속하기. */
function ResultActions({ to, label }: { to: string; label: string }) {
  return (
    <div className="payment-result__actions">
      <ButtonLink to={to} size="lg">
        {label}
      </ButtonLink>
      <ButtonLink to="/" variant="secondary" size="lg">
        {RESULT_TEXT.continue}
      </ButtonLink>
    </div>
  );
}

export const PaymentFail = () => <PaymentResult failed />;
