import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { MoreProducts } from '../../components/paging';
import { MeDocument, MyPointHistoryDocument, MyPointsDocument, type MyPointsQuery, type PointEntryKind } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Card, Chip, EmptyState, ErrorState, LoadingState } from '../../ui';

export const POINT_PAGE = 20;

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** The filter chips: what a member looks for (사용 취소 and 적립 취소 show under 전체). */
const FILTERS: readonly [PointEntryKind | null, string][] = [
  [null, '전체'],
  ['earn', '적립'],
  ['spend', '사용'],
  ['expire', '소멸'],
];

export const POINT_TEXT = {
  title: '적립금',
  balance: '보유 적립금',
  expiringSoon: (amount: number) => `30일 내 소멸 예정 ${won(amount)}`,
  nextExpiry: (day: string) => `가장 먼저 소멸되는 날 ${day}`,
  rules: (r: MyPointsQuery['pointRules']) =>
    [
      `구매확정 시 결제 금액의 ${r.purchaseRatePercent}% 적립`,
      `리뷰 ${won(r.reviewText)}, 사진 리뷰 ${won(r.reviewPhoto)}`,
      `${won(r.minBalance)} 이상부터 ${won(r.useUnit)} 단위 사용`,
      `적립 후 ${r.expiryDays}일 뒤 소멸`,
    ].join(' · '),
  filters: '적립금 내역 종류',
  history: '적립금 내역',
  kinds: { earn: '적립', spend: '사용', return: '사용 취소', expire: '소멸', revoke: '적립 취소' } satisfies Record<PointEntryKind, string>,
  /** A change as the member reads it: + for what came in, − (the minus sign) for what went. */
  signed: (amount: number) => (amount > 0 ? `+${won(amount)}` : amount < 0 ? `−${won(-amount)}` : won(0)),
  balanceAfter: (amount: number) => `잔액 ${won(amount)}`,
  expiresAt: (day: string) => `소멸 예정 ${day}`,
  loading: '적립금을 불러오는 중…',
  historyLoading: '적립금 내역을 불러오는 중…',
  empty: '아직 적립금 내역이 없어요',
  emptyFiltered: (label: string) => `${label} 내역이 없어요`,
};

function kindFrom(raw: string | null): PointEntryKind | null {
  return FILTERS.find(([kind]) => kind !== null && kind === raw)?.[0] ?? null;
}

/** 보유 적립금 in large type, what expires within 30 days and the first expiry, and the server's rules in one line. */
function Summary({ data }: { data: MyPointsQuery }) {
  const { balance, expiringSoon, nextExpiryAt } = data.myPoints;
  return (
    <Card className="points-summary" aria-label={POINT_TEXT.balance}>
      <p className="points-summary__label">{POINT_TEXT.balance}</p>
      <p className="points-summary__balance" data-testid="points-balance">
        {won(balance)}
      </p>
      {(expiringSoon > 0 || nextExpiryAt) && (
        <ul className="points-summary__expiry">
          {expiringSoon > 0 && <li className="points-summary__soon">{POINT_TEXT.expiringSoon(expiringSoon)}</li>}
          {nextExpiryAt && <li>{POINT_TEXT.nextExpiry(koreanDay(nextExpiryAt))}</li>}
        </ul>
      )}
      <p className="hint points-rules" data-testid="points-rules">
        {POINT_TEXT.rules(data.pointRules)}
      </p>
    </Card>
  );
}

/**
 * /mypage/point: the member's points (적립금): the balance and what expires soon, the server's
 * rules, and the ledger newest first, filtered by kind (`?kind=`), with 더보기.
 */
export function MyPoints() {
  const me = useQuery(MeDocument);
  const [params] = useSearchParams();
  const kind = kindFrom(params.get('kind'));
  const member = Boolean(me.data?.me && me.data.me.role !== 'guest');
  const summary = useQuery(MyPointsDocument, { skip: !member });
  const history = useQuery(MyPointHistoryDocument, { variables: { kind, offset: 0, limit: POINT_PAGE }, skip: !member });
  if (!me.loading && !member) return <Navigate to="/login" replace />;
  const page = history.data?.pointHistory;
  const filterLabel = FILTERS.find(([k]) => k === kind)![1];

  return (
    <div className="stack points">
      <h1>{POINT_TEXT.title}</h1>
      {summary.error && !summary.data ? (
        <ErrorState message={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />
      ) : !summary.data ? (
        <LoadingState label={POINT_TEXT.loading} />
      ) : (
        <Summary data={summary.data} />
      )}
      <nav className="points-filters" aria-label={POINT_TEXT.filters}>
        {FILTERS.map(([code, label]) => (
          <Chip key={code ?? 'all'} active={kind === code}>
            <Link to={code ? `?kind=${code}` : '.'} aria-current={kind === code ? 'page' : undefined} replace>
              {label}
            </Link>
          </Chip>
        ))}
      </nav>
      <Card aria-label={POINT_TEXT.history}>
        {history.error && !page ? (
          <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
        ) : !page ? (
          <LoadingState label={POINT_TEXT.historyLoading} />
        ) : page.items.length === 0 ? (
          <EmptyState title={kind ? POINT_TEXT.emptyFiltered(filterLabel) : POINT_TEXT.empty} />
        ) : (
          <>
            <ul className="points-history" data-testid="point-history">
              {page.items.map((entry) => (
                <li key={entry.id} className="points-entry">
                  <div className="points-entry__main">
                    <p className="hint">
                      {koreanDay(entry.createdAt)} · {POINT_TEXT.kinds[entry.kind]}
                    </p>
                    <p className="points-entry__reason">{entry.reason}</p>
                    {entry.kind === 'earn' && <p className="hint">{POINT_TEXT.expiresAt(koreanDay(entry.expiresAt))}</p>}
                  </div>
                  <div className="points-entry__amounts">
                    <strong className={entry.amount > 0 ? 'points-amount points-amount--plus' : 'points-amount'}>{POINT_TEXT.signed(entry.amount)}</strong>
                    <span className="hint">{POINT_TEXT.balanceAfter(entry.balanceAfter)}</span>
                  </div>
                </li>
              ))}
            </ul>
            <MoreProducts shown={page.items.length} total={page.total} onMore={() => history.fetchMore({ variables: { offset: page.items.length } })} />
          </>
        )}
      </Card>
    </div>
  );
}
