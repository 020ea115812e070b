import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { MoreProducts } from '../../components/paging';
import { PendingFoodsDocument, PendingSupplementsDocument, ReviewFoodDocument, ReviewSupplementDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { withJosa } from '../../lib/korean';
import { Button, Dialog, EmptyState, ErrorState, LoadingState, Tabs, TextArea } from '../../ui';
import { AdminOnly } from './AdminOnly';
import { ADMIN_PAGE } from './paging';
import './admin.css';

type Kind = 'food' | 'ingredient' | 'supplement';

export const APPROVAL_TEXT = {
  title: '등록 승인',
  tabs: [
    ['food', '음식'],
    ['ingredient', '식재료'],
    ['supplement', '영양제'],
  ] as [Kind, string][],
  tabsLabel: '승인 종류',
  approve: '승인',
  reject: '반려',
  rejectTitle: (name: string) => `${withJosa(name, '을/를')} 반려할까요?`,
  reason: '반려 사유',
  reasonHint: '등록한 회원에게 알림으로 전해집니다.',
  reasonRequired: '반려 사유를 입력해주세요.',
  rejectConfirm: '반려하기',
  approved: (name: string) => `${withJosa(name, '을/를')} 승인했습니다.`,
  rejected: (name: string) => `${withJosa(name, '을/를')} 반려했습니다.`,
  empty: '검토를 기다리는 등록 요청이 없습니다.',
  loadFailed: '등록 요청을 불러오지 못했습니다.',
  noNutrients: '입력한 영양 성분이 없습니다.',
};

/** /admin/approvals: members' food, ingredient and supplement submissions waiting for review. */
export function AdminApprovals() {
  const [params, setParams] = useSearchParams();
  const kind = (APPROVAL_TEXT.tabs.find(([key]) => key === params.get('tab'))?.[0] ?? 'food') as Kind;
  return (
    <AdminOnly>
      <section className="card">
        <h1>{APPROVAL_TEXT.title}</h1>
        <Tabs label={APPROVAL_TEXT.tabsLabel} value={kind} options={APPROVAL_TEXT.tabs} onChange={(tab) => setParams({ tab }, { replace: true })} />
        {kind === 'supplement' ? <SupplementQueue /> : <FoodQueue key={kind} kind={kind} />}
      </section>
    </AdminOnly>
  );
}

interface Pending {
  id: string;
  name: string;
  facts: [string, ReactNode][];
  nutrients: { code: string; name: string; unit: string; amount: number }[];
  nutrientsLabel: string;
}

function FoodQueue({ kind }: { kind: 'food' | 'ingredient' }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(PendingFoodsDocument, { variables: { kind, offset: 0, limit: ADMIN_PAGE } });
  const [review] = useMutation(ReviewFoodDocument);
  const page = data?.pendingFoods;
  return (
    <PendingList
      items={page?.items.map((food) => ({
        id: food.id,
        name: food.displayName,
        nutrients: food.nutrients,
        nutrientsLabel: '100g당 영양 성분',
        facts: [
          ['이름', food.name],
          ['분류', food.category ?? '-'],
          ['1회 분량', food.servingGrams != null ? `${food.servingGrams}g` : '-'],
          ['출처', food.source ?? '-'],
          ['등록일', koreanDay(food.createdAt)],
        ],
      }))}
      total={page?.total ?? 0}
      {...{ loading, error }}
      reasonRequired={false}
      onRetry={() => void refetch()}
      onMore={() => fetchMore({ variables: { offset: page?.items.length ?? 0 } })}
      onReview={async (id, approve, reason) => {
        await review({ variables: { id, approve, reason } });
        await refetch();
      }}
    />
  );
}

function SupplementQueue() {
  const { data, loading, error, refetch, fetchMore } = useQuery(PendingSupplementsDocument, { variables: { offset: 0, limit: ADMIN_PAGE } });
  const [review] = useMutation(ReviewSupplementDocument);
  const page = data?.adminSupplements;
  return (
    <PendingList
      items={page?.items.map((s) => ({
        id: s.id,
        name: s.name,
        nutrients: s.nutrients,
        nutrientsLabel: '1일 섭취량당 영양소 함량',
        facts: [
          ['제품명', s.name],
          ['브랜드', s.brandName ?? '-'],
          ['1일 섭취량', s.dailyServing ?? '-'],
          ['알레르기 유발 성분', s.allergens.length > 0 ? s.allergens.join(', ') : '없음'],
          ['신청 회원', s.submittedBy ? `회원 번호 ${s.submittedBy}` : '-'],
          ['신청일', koreanDay(s.createdAt)],
        ],
      }))}
      total={page?.total ?? 0}
      {...{ loading, error }}
      reasonRequired
      onRetry={() => void refetch()}
      onMore={() => fetchMore({ variables: { offset: page?.items.length ?? 0 } })}
      onReview={async (id, approve, reason) => {
        await review({ variables: { id, approve, reason } });
        await refetch();
      }}
    />
  );
}

function PendingList({
  items,
  total,
  loading,
  error,
  reasonRequired,
  onRetry,
  onMore,
  onReview,
}: {
  items: Pending[] | undefined;
  total: number;
  loading: boolean;
  error: unknown;
  reasonRequired: boolean;
  onRetry(): void;
  onMore(): Promise<unknown>;
  onReview(id: string, approve: boolean, reason: string | null): Promise<unknown>;
}) {
  const { toast, alert } = useFeedback();
  const [rejecting, setRejecting] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  if (error && !items) return <ErrorState message={APPROVAL_TEXT.loadFailed} onRetry={onRetry} />;
  if (!items) return loading ? <LoadingState /> : null;
  if (items.length === 0) return <EmptyState title={APPROVAL_TEXT.empty} />;

  async function decide(item: Pending, approve: boolean, why: string | null) {
    setBusy(item.id);
    try {
      await onReview(item.id, approve, why);
      toast(approve ? APPROVAL_TEXT.approved(item.name) : APPROVAL_TEXT.rejected(item.name));
    } catch (e) {
      alert(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  function confirmReject() {
    if (!rejecting) return;
    const why = reason.trim();
    if (reasonRequired && !why) {
      setReasonError(APPROVAL_TEXT.reasonRequired);
      return;
    }
    const item = rejecting;
    setRejecting(null);
    void decide(item, false, why || null);
  }

  return (
    <>
      <ul className="admin-list" aria-label={APPROVAL_TEXT.title}>
        {items.map((item) => (
          <li key={item.id} className="card" data-testid="pending-item">
            <h2>{item.name}</h2>
            <dl className="admin-facts">
              {item.facts.map(([term, value]) => (
                <Fact key={term} term={term} value={value} />
              ))}
            </dl>
            <h3 className="hint">{item.nutrientsLabel}</h3>
            {item.nutrients.length === 0 ? (
              <p className="hint">{APPROVAL_TEXT.noNutrients}</p>
            ) : (
              <dl className="admin-facts">
                {item.nutrients.map((n) => (
                  <Fact key={n.code} term={n.name} value={`${n.amount.toLocaleString('ko-KR')}${n.unit}`} />
                ))}
              </dl>
            )}
            <div className="row">
              <Button loading={busy === item.id} aria-label={`${item.name} ${APPROVAL_TEXT.approve}`} onClick={() => void decide(item, true, null)}>
                {APPROVAL_TEXT.approve}
              </Button>
              <Button
                variant="secondary"
                disabled={busy === item.id}
                aria-label={`${item.name} ${APPROVAL_TEXT.reject}`}
                onClick={() => {
                  setReason('');
                  setReasonError(null);
                  setRejecting(item);
                }}
              >
                {APPROVAL_TEXT.reject}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <MoreProducts shown={items.length} total={total} onMore={onMore} />
      {rejecting && (
        <Dialog title={APPROVAL_TEXT.rejectTitle(rejecting.name)} confirmLabel={APPROVAL_TEXT.rejectConfirm} danger onConfirm={confirmReject} onCancel={() => setRejecting(null)}>
          <TextArea label={APPROVAL_TEXT.reason} hint={APPROVAL_TEXT.reasonHint} error={reasonError} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Dialog>
      )}
    </>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
