import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { CsCenterEntriesDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Button, ButtonLink, EmptyState, ErrorState, LoadingState, Tabs } from '../../ui';

type Tab = 'faq' | 'notice';

/** Entries shown at first and added per 더보기 (the server answers up to 100 of a kind). */
const STEP = 10;

const TEXT = {
  title: '고객센터',
  tabs: [
    ['faq', '자주 묻는 질문'],
    ['notice', '공지사항'],
  ] as [Tab, string][],
  tabsLabel: '고객센터 메뉴',
  empty: { faq: '등록된 질문이 없습니다.', notice: '공지사항이 없습니다.' } as Record<Tab, string>,
  emptyHint: '찾는 답이 없다면 1:1 문의를 남겨주세요.',
  more: '더보기',
  count: (total: number, shown: number) => `${total.toLocaleString('ko-KR')}개 중 ${shown.toLocaleString('ko-KR')}개`,
  askTitle: '원하는 답을 찾지 못하셨나요?',
  counsel: '1:1 문의',
  product: '상품 문의',
};

/** /cs: frequently asked questions and notices (each opens in place), and the ways to ask. */
export function CsCenter() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'notice' ? 'notice' : 'faq';
  return (
    <div className="stack">
      <h1>{TEXT.title}</h1>
      <section className="card">
        <Tabs label={TEXT.tabsLabel} value={tab} options={TEXT.tabs} onChange={(next) => setParams(next === 'faq' ? {} : { tab: next }, { replace: true })} />
        <Entries key={tab} kind={tab} />
      </section>
      <section className="card">
        <h2>{TEXT.askTitle}</h2>
        <div className="row">
          <ButtonLink to="/mypage/inquiry/counsel" variant="secondary">
            {TEXT.counsel}
          </ButtonLink>
          <ButtonLink to="/mypage/inquiry/product" variant="secondary">
            {TEXT.product}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

function Entries({ kind }: { kind: Tab }) {
  const { data, loading, error, refetch } = useQuery(CsCenterEntriesDocument, { variables: { kind } });
  const [shown, setShown] = useState(STEP);
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (loading && !data) return <LoadingState />;
  const entries = data?.csEntries ?? [];
  if (entries.length === 0) return <EmptyState title={TEXT.empty[kind]} description={TEXT.emptyHint} />;
  return (
    <>
      <ul className="lines" data-testid={`cs-${kind}`}>
        {entries.slice(0, shown).map((entry) => (
          <li key={entry.id}>
            <details>
              <summary>{entry.title}</summary>
              {kind === 'notice' && <p className="hint">{koreanDay(entry.createdAt)}</p>}
              {entry.body
                .split('\n')
                .filter(Boolean)
                .map((line, i) => (
                  <p key={i}>{line}</p>
                ))}
            </details>
          </li>
        ))}
      </ul>
      <p className="hint" aria-live="polite">
        {TEXT.count(entries.length, Math.min(shown, entries.length))}
      </p>
      {shown < entries.length && (
        <Button variant="secondary" block onClick={() => setShown(shown + STEP)}>
          {TEXT.more}
        </Button>
      )}
    </>
  );
}
