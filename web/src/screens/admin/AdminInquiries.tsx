import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import {
  AdminEventInquiriesDocument,
  AdminInquiriesDocument,
  AdminProductQuestionsDocument,
  AnswerEventInquiryDocument,
  AnswerInquiryDocument,
  AnswerProductQuestionDocument,
} from '../../gql/graphql';
import { Checkbox, Tabs } from '../../ui';
import { AdminOnly } from './AdminOnly';
import { AnswerList } from './AnswerList';
import { ADMIN_PAGE } from './paging';
import './admin.css';

type Queue = 'counsel' | 'product' | 'event';

const TEXT = {
  title: '문의 답변',
  tabs: [
    ['counsel', '1:1 문의'],
    ['product', '상품 문의'],
    ['event', '이벤트 문의'],
  ] as [Queue, string][],
  tabsLabel: '문의 종류',
  unansweredOnly: '답변 대기만 보기',
  secret: '비밀글',
  product: (id: string) => `상품 번호 ${id}`,
  event: (code: string) => `이벤트 ${code}`,
};

const CATEGORY: Record<string, string> = { order: '주문·결제', delivery: '배송', return: '취소·반품·교환', product: '상품', account: '회원 정보', etc: '기타' };

/** The first words of a question without a title. */
const headingOf = (content: string) => (content.length > 40 ? `${content.slice(0, 40)}…` : content);

/** /admin/inquiries: the three question queues, unanswered ones first (spec: admin CS desk). */
export function AdminInquiries() {
  const [params, setParams] = useSearchParams();
  const queue = (TEXT.tabs.find(([key]) => key === params.get('tab'))?.[0] ?? 'counsel') as Queue;
  const [unansweredOnly, setUnansweredOnly] = useState(true);
  return (
    <AdminOnly>
      <section className="card">
        <h1>{TEXT.title}</h1>
        <Tabs label={TEXT.tabsLabel} value={queue} options={TEXT.tabs} onChange={(tab) => setParams({ tab }, { replace: true })} />
        <Checkbox label={TEXT.unansweredOnly} checked={unansweredOnly} onChange={(e) => setUnansweredOnly(e.target.checked)} />
        {queue === 'counsel' && <CounselQueue unansweredOnly={unansweredOnly} />}
        {queue === 'product' && <ProductQueue unansweredOnly={unansweredOnly} />}
        {queue === 'event' && <EventQueue unansweredOnly={unansweredOnly} />}
      </section>
    </AdminOnly>
  );
}

function CounselQueue({ unansweredOnly }: { unansweredOnly: boolean }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminInquiriesDocument, { variables: { unansweredOnly, offset: 0, limit: ADMIN_PAGE } });
  const [answer] = useMutation(AnswerInquiryDocument);
  const page = data?.adminInquiries;
  return (
    <AnswerList
      caption={TEXT.tabs[0][1]}
      items={page?.items.map((i) => ({ ...i, heading: i.title, context: CATEGORY[i.category] ?? i.category }))}
      total={page?.total ?? 0}
      {...{ loading, error, unansweredOnly }}
      onRetry={() => void refetch()}
      onMore={() => fetchMore({ variables: { offset: page?.items.length ?? 0 } })}
      onAnswer={(id, text) => answer({ variables: { id, answer: text } })}
    />
  );
}

function ProductQueue({ unansweredOnly }: { unansweredOnly: boolean }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminProductQuestionsDocument, { variables: { unansweredOnly, offset: 0, limit: ADMIN_PAGE } });
  const [answer] = useMutation(AnswerProductQuestionDocument);
  const page = data?.allProductQuestions;
  return (
    <AnswerList
      caption={TEXT.tabs[1][1]}
      items={page?.items.map((q) => ({
        ...q,
        heading: headingOf(q.content),
        context: (
          <>
            <Link to={`/products/${q.productId}`}>{TEXT.product(q.productId)}</Link>
            {q.secret && ` · ${TEXT.secret}`}
          </>
        ),
      }))}
      total={page?.total ?? 0}
      {...{ loading, error, unansweredOnly }}
      onRetry={() => void refetch()}
      onMore={() => fetchMore({ variables: { offset: page?.items.length ?? 0 } })}
      onAnswer={(id, text) => answer({ variables: { id, answer: text } })}
    />
  );
}

function EventQueue({ unansweredOnly }: { unansweredOnly: boolean }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminEventInquiriesDocument, { variables: { unansweredOnly, offset: 0, limit: ADMIN_PAGE } });
  const [answer] = useMutation(AnswerEventInquiryDocument);
  const page = data?.adminEventInquiries;
  return (
    <AnswerList
      caption={TEXT.tabs[2][1]}
      items={page?.items.map((q) => ({ ...q, heading: headingOf(q.content), context: TEXT.event(q.eventCode) }))}
      total={page?.total ?? 0}
      {...{ loading, error, unansweredOnly }}
      onRetry={() => void refetch()}
      onMore={() => fetchMore({ variables: { offset: page?.items.length ?? 0 } })}
      onAnswer={(id, text) => answer({ variables: { id, answer: text } })}
    />
  );
}
