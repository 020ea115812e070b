import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { ClaimCouponDocument, IssuableCouponsDocument, MeDocument, MyCouponsDocument, type WalletCouponFragment, type WalletCouponStatus } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Button, Card, Chip, EmptyState, ErrorState, LoadingState, TextField } from '../../ui';
import { couponRefusal, fieldRefusal } from './coupon-errors';

type Tab = 'usable' | 'done';

/** The wallet's two tabs: what may still be used (one held by an unpaid order shows 사용 중), and what is over. */
const TABS: readonly [Tab, string, readonly WalletCouponStatus[]][] = [
  ['usable', '사용 가능', ['available', 'reserved']],
  ['done', '사용·만료', ['used', 'withdrawn', 'expired']],
];

export const COUPON_TEXT = {
  title: '쿠폰',
  claim: '쿠폰 코드 입력',
  codeField: '쿠폰 코드',
  codePlaceholder: '받은 쿠폰 코드를 입력해주세요',
  claimButton: '받기',
  claimed: '쿠폰을 받았어요.',
  tabs: '쿠폰 상태',
  wallet: '내 쿠폰',
  until: (day: string) => `${day}까지`,
  badges: { reserved: '사용 중', used: '사용함', withdrawn: '사용 불가', expired: '기간 만료' } satisfies Partial<Record<WalletCouponStatus, string>>,
  loading: '쿠폰을 불러오는 중…',
  empty: '사용할 수 있는 쿠폰이 없어요',
  emptyHint: '쿠폰 코드가 있다면 위에 입력해 받아 보세요.',
  emptyDone: '사용했거나 기간이 지난 쿠폰이 없어요',
  issuable: '받을 수 있는 쿠폰',
  issuableHint: '안내받은 쿠폰 코드를 위에 입력하면 받을 수 있어요.',
  issuableUntil: (day: string) => `${day}까지 받을 수 있어요`,
};

function tabFrom(raw: string | null): Tab {
  return TABS.find(([tab]) => tab === raw)?.[0] ?? 'usable';
}

/** One wallet coupon: the benefit in large type, its name, the condition, the expiry and a badge when it is not usable. */
function CouponCard({ coupon }: { coupon: WalletCouponFragment }) {
  const badge = coupon.status === 'available' ? null : COUPON_TEXT.badges[coupon.status];
  const off = coupon.status === 'used' || coupon.status === 'withdrawn' || coupon.status === 'expired';
  return (
    <Card className={off ? 'coupons-card coupons-card--off' : 'coupons-card'} aria-label={coupon.master.name}>
      <div className="coupons-card__top">
        <p className="coupons-card__benefit">{coupon.master.benefit}</p>
        {badge && <span className={coupon.status === 'reserved' ? 'badge' : 'badge coupons-badge--off'}>{badge}</span>}
      </div>
      <p className="coupons-card__name">{coupon.master.name}</p>
      {coupon.master.condition && <p className="hint">{coupon.master.condition}</p>}
      <p className="hint coupons-card__until">{COUPON_TEXT.until(koreanDay(coupon.expiresAt))}</p>
    </Card>
  );
}

/** 쿠폰 코드 입력: claims a coupon by its code; the spec's refusals (410/411) show in a dialog with 확인. */
function ClaimForm({ onClaimed }: { onClaimed(): void }) {
  const { toast, alert } = useFeedback();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [claim, { loading }] = useMutation(ClaimCouponDocument, { refetchQueries: [MyCouponsDocument, IssuableCouponsDocument], awaitRefetchQueries: true });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed || loading) return;
    setError(null);
    try {
      await claim({ variables: { code: typed } });
      setCode('');
      toast(COUPON_TEXT.claimed);
      onClaimed();
    } catch (e) {
      const refusal = couponRefusal(e);
      const atField = fieldRefusal(e, 'code');
      if (refusal) alert(refusal);
      else if (atField) setError(atField);
      else alert(errorMessage(e));
    }
  }

  return (
    <Card title={COUPON_TEXT.claim}>
      <form className="coupons-claim" onSubmit={submit}>
        <TextField
          className="coupons-claim__field"
          label={COUPON_TEXT.codeField}
          hideLabel
          name="code"
          placeholder={COUPON_TEXT.codePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          value={code}
          error={error}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" loading={loading} disabled={!code.trim()}>
          {COUPON_TEXT.claimButton}
        </Button>
      </form>
    </Card>
  );
}

/** 받을 수 있는 쿠폰: what members may claim now by its code (the server does not expose the codes). */
function Issuable() {
  const issuable = useQuery(IssuableCouponsDocument);
  const items = issuable.data?.issuableCoupons ?? [];
  if (items.length === 0) return null;
  return (
    <Card title={COUPON_TEXT.issuable} aria-label={COUPON_TEXT.issuable}>
      <p className="hint">{COUPON_TEXT.issuableHint}</p>
      <ul className="coupons-issuable" data-testid="issuable-coupons">
        {items.map((master) => (
          <li key={master.id} className="coupons-issuable__item">
            <strong className="coupons-issuable__benefit">{master.benefit}</strong>
            <span>{master.name}</span>
            {master.condition && <span className="hint">{master.condition}</span>}
            <span className="hint">{COUPON_TEXT.issuableUntil(koreanDay(master.endsAt))}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * /mypage/coupon: the member's coupons (쿠폰함): 쿠폰 코드 입력 (claimCoupon; 410/411 refusals in a
 * dialog with 확인), the wallet by tab (`?tab=`: 사용 가능 with those an unpaid order holds, or
 * 사용·만료) as the server orders it, and the coupons that may be claimed now.
 */
export function MyCoupons() {
  const me = useQuery(MeDocument);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = tabFrom(params.get('tab'));
  const member = Boolean(me.data?.me && me.data.me.role !== 'guest');
  const wallet = useQuery(MyCouponsDocument, { skip: !member });
  if (!me.loading && !member) return <Navigate to="/login" replace />;
  const statuses = TABS.find(([t]) => t === tab)![2];
  const shown = wallet.data?.myCoupons.filter((c) => statuses.includes(c.status));

  return (
    <div className="stack coupons">
      <h1>{COUPON_TEXT.title}</h1>
      {/* A new coupon is usable: back to 사용 가능 to see it. */}
      <ClaimForm onClaimed={() => tab !== 'usable' && void navigate('.', { replace: true })} />
      <nav className="coupons-tabs" aria-label={COUPON_TEXT.tabs}>
        {TABS.map(([code, label]) => (
          <Chip key={code} active={tab === code}>
            <Link to={code === 'usable' ? '.' : `?tab=${code}`} aria-current={tab === code ? 'page' : undefined} replace>
              {label}
            </Link>
          </Chip>
        ))}
      </nav>
      <section aria-label={COUPON_TEXT.wallet}>
        {wallet.error && !wallet.data ? (
          <ErrorState message={errorMessage(wallet.error)} onRetry={() => void wallet.refetch()} />
        ) : !shown ? (
          <LoadingState label={COUPON_TEXT.loading} />
        ) : shown.length === 0 ? (
          <Card>{tab === 'usable' ? <EmptyState title={COUPON_TEXT.empty} description={COUPON_TEXT.emptyHint} /> : <EmptyState title={COUPON_TEXT.emptyDone} />}</Card>
        ) : (
          <ul className="coupons-list" data-testid="coupon-wallet">
            {shown.map((coupon) => (
              <li key={coupon.id}>
                <CouponCard coupon={coupon} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {member && <Issuable />}
    </div>
  );
}
