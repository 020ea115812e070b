import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, Navigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { won } from '../../components/ProductCard';
import {
  CancelMySubscriptionDocument,
  MeDocument,
  MoveMySubscriptionDocument,
  MySubscriptionListDocument,
  PauseMySubscriptionDocument,
  ResumeMySubscriptionDocument,
  SkipMySubscriptionDocument,
  type SubscriptionItemFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, Card, DateField, EmptyState, ErrorState, LoadingState } from '../../ui';
import { billingFailureText } from './billing-errors';
import './subscriptions.css';

export const SUBSCRIPTION_TEXT = {
  title: '정기배송',
  loading: '정기배송을 불러오는 중…',
  empty: '정기배송 중인 상품이 없어요',
  emptyHint: '매일 먹는 영양제를 정해진 주기로 받아 보세요. 상품 페이지나 내 영양제에서 신청할 수 있어요.',
  toShop: '쇼핑하러 가기',
  every: (weeks: number) => `${weeks}주마다`,
  quantity: (n: number) => `${n}개`,
  next: '다음 결제일',
  card: '결제 카드',
  address: '배송지',
  status: { active: '진행 중', paused: '일시정지', cancelled: '해지' } as Record<string, string>,
  retry: (date: string) => `결제 실패 · ${date}에 다시 결제해요`,
  skip: '이번 회차 건너뛰기',
  skipped: (date: string) => `이번 회차를 건너뛰었어요. 다음 결제일은 ${date}이에요.`,
  move: '결제일 변경',
  moveField: '새 결제일',
  moveSave: '변경',
  moved: (date: string) => `다음 결제일을 ${date}로 바꿨어요.`,
  pause: '일시정지',
  paused: '정기배송을 일시정지했어요.',
  resume: '다시 시작',
  resumed: (date: string) => `정기배송을 다시 시작했어요. 다음 결제일은 ${date}이에요.`,
  cancel: '해지',
  cancelConfirm: (name: string) => `${name} 정기배송을 해지할까요? 이미 결제한 주문은 그대로 배송돼요.`,
  cancelled: '정기배송을 해지했어요.',
};

/** "2026-12-24" as "12월 24일 (목)". */
export function koreanDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = '일월화수목금토'[new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()];
  return `${m}월 ${d}일 (${day})`;
}

export const addDays = (date: string, days: number) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};
/** Today in Korea, as the server counts dates. */
export const koreaToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** One subscription: what, how often, the next date, its card and address, and exactly the actions the server allows now. */
function SubscriptionCard({ item, maxDaysAhead, onChanged }: { item: SubscriptionItemFragment; maxDaysAhead: number; onChanged(): void }) {
  const { toast, alert, confirm } = useFeedback();
  const [moving, setMoving] = useState(false);
  const [date, setDate] = useState(item.nextChargeOn);
  const [skip, skipping] = useMutation(SkipMySubscriptionDocument);
  const [move, movingSave] = useMutation(MoveMySubscriptionDocument);
  const [pause, pausing] = useMutation(PauseMySubscriptionDocument);
  const [resume, resuming] = useMutation(ResumeMySubscriptionDocument);
  const [cancel, cancelling] = useMutation(CancelMySubscriptionDocument);
  const busy = skipping.loading || movingSave.loading || pausing.loading || resuming.loading || cancelling.loading;
  const name = `${item.product?.name ?? ''}${item.option?.name ? ` (${item.option.name})` : ''}`;
  const lastFailure = item.charges.find((c) => c.status === 'failed');

  /** The actions the server allows now, each with what it says when done (결제일 변경 opens its form above). */
  const buttons: { shown: boolean; label: string; variant: 'secondary' | 'ghost'; confirm?: string; act?: () => Promise<string> }[] = [
    {
      shown: item.actions.skip,
      label: SUBSCRIPTION_TEXT.skip,
      variant: 'secondary',
      act: async () => SUBSCRIPTION_TEXT.skipped(koreanDate((await skip({ variables: { id: item.id } })).data!.skipSubscription.nextChargeOn)),
    },
    { shown: item.actions.change && !moving, label: SUBSCRIPTION_TEXT.move, variant: 'secondary' },
    { shown: item.actions.pause, label: SUBSCRIPTION_TEXT.pause, variant: 'ghost', act: async () => (await pause({ variables: { id: item.id } }), SUBSCRIPTION_TEXT.paused) },
    {
      shown: item.actions.resume,
      label: SUBSCRIPTION_TEXT.resume,
      variant: 'secondary',
      act: async () => SUBSCRIPTION_TEXT.resumed(koreanDate((await resume({ variables: { id: item.id } })).data!.resumeSubscription.nextChargeOn)),
    },
    {
      shown: item.actions.cancel,
      label: SUBSCRIPTION_TEXT.cancel,
      variant: 'ghost',
      confirm: SUBSCRIPTION_TEXT.cancelConfirm(name),
      act: async () => (await cancel({ variables: { id: item.id } }), SUBSCRIPTION_TEXT.cancelled),
    },
  ];

  async function run(action: () => Promise<string>) {
    try {
      toast(await action());
      onChanged();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <Card className={`subscription subscription--${item.status}`} aria-label={name}>
      <div className="subscription__head">
        {item.product && <img className="subscription__image" src={item.product.imageUrl} alt="" width={64} height={64} />}
        <div className="grow">
          <Link to={`/products/${item.product?.id ?? ''}`} className="subscription__name">
            {name}
          </Link>
          <p className="hint">
            {SUBSCRIPTION_TEXT.quantity(item.quantity)} · {SUBSCRIPTION_TEXT.every(item.intervalWeeks)}
            {item.product && ` · ${won(item.product.salePrice * item.quantity)}`}
          </p>
        </div>
        <span className={item.status === 'active' ? 'badge' : 'badge subscription__badge--off'}>{SUBSCRIPTION_TEXT.status[item.status]}</span>
      </div>
      <dl className="subscription__facts">
        {item.status !== 'cancelled' && (
          <>
            <dt>{SUBSCRIPTION_TEXT.next}</dt>
            <dd data-testid="next-charge">{koreanDate(item.nextChargeOn)}</dd>
          </>
        )}
        <dt>{SUBSCRIPTION_TEXT.card}</dt>
        <dd>
          {item.card?.cardName} {item.card?.cardNumber}
        </dd>
        <dt>{SUBSCRIPTION_TEXT.address}</dt>
        <dd>
          {item.recipientName} · {item.address1} {item.address2}
        </dd>
      </dl>
      {item.retryOn && item.status === 'active' && (
        <p className="subscription__warning" role="status">
          {SUBSCRIPTION_TEXT.retry(koreanDate(item.retryOn))}
          {lastFailure && ` (${billingFailureText(lastFailure.failReason)})`}
        </p>
      )}
      {item.status === 'paused' && item.pausedReason && <p className="hint">{billingFailureText(item.pausedReason)}</p>}
      {moving && (
        <form
          className="subscription__move"
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () => {
              const { data } = await move({ variables: { id: item.id, nextChargeOn: date } });
              setMoving(false);
              return SUBSCRIPTION_TEXT.moved(koreanDate(data!.changeSubscription.nextChargeOn));
            });
          }}
        >
          <DateField label={SUBSCRIPTION_TEXT.moveField} name="nextChargeOn" min={addDays(koreaToday(), 1)} max={addDays(koreaToday(), maxDaysAhead)} value={date} onChange={setDate} />
          <Button type="submit" loading={movingSave.loading} disabled={!date}>
            {SUBSCRIPTION_TEXT.moveSave}
          </Button>
        </form>
      )}
      <div className="subscription__actions">
        {buttons
          .filter((b) => b.shown)
          .map((b) => (
            <Button
              key={b.label}
              variant={b.variant}
              size="sm"
              disabled={busy}
              onClick={() =>
                void (async () => {
                  if (!b.act) return setMoving(true);
                  if (b.confirm && !(await confirm(b.confirm))) return;
                  await run(b.act);
                })()
              }
            >
              {b.label}
            </Button>
          ))}
      </div>
    </Card>
  );
}

/** /mypage/subscription: the member's 정기배송, live ones first, each with the actions its status allows. */
export function MySubscriptions() {
  const me = useQuery(MeDocument);
  const member = Boolean(me.data?.me && me.data.me.role !== 'guest');
  const list = useQuery(MySubscriptionListDocument, { skip: !member, fetchPolicy: 'cache-and-network' });
  if (!me.loading && !member) return <Navigate to="/login" replace />;
  const items = list.data?.mySubscriptions;
  return (
    <div className="stack subscriptions">
      <h1>{SUBSCRIPTION_TEXT.title}</h1>
      {list.error && !list.data ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : !items ? (
        <LoadingState label={SUBSCRIPTION_TEXT.loading} />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState title={SUBSCRIPTION_TEXT.empty} description={SUBSCRIPTION_TEXT.emptyHint} />
          <Link to="/" className="chip">
            {SUBSCRIPTION_TEXT.toShop}
          </Link>
        </Card>
      ) : (
        <ul className="subscription-list" data-testid="subscriptions">
          {items.map((item) => (
            <li key={item.id}>
              <SubscriptionCard item={item} maxDaysAhead={list.data!.subscriptionRules.maxDaysAhead} onChanged={() => void list.refetch()} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
