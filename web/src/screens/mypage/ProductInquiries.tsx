import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { MeDocument, MyProductQuestionsDocument } from '../../gql/graphql';
import { koreanDay } from '../../lib/format';
import { itemAnchor, targetIdFrom, useScrollToTarget } from '../../lib/query-params';
import { EmptyState, ResponsiveTable } from '../../ui';

/** Mypage product inquiries: my questions about products, with their answers; `?targetId=` shows one. */
export function ProductInquiries() {
  const me = useQuery(MeDocument);
  const { data } = useQuery(MyProductQuestionsDocument, { skip: !me.data?.me, fetchPolicy: 'network-only' });
  const [params] = useSearchParams();
  const target = targetIdFrom(params);
  useScrollToTarget('product-question', target, Boolean(data?.myProductQuestions.items.length));
  if (!me.loading && (!me.data?.me || me.data.me.role === 'guest')) return <Navigate to="/login" replace />;
  const items = data?.myProductQuestions.items ?? [];
  return (
    <section className="card">
      <h1>상품 문의</h1>
      {items.length === 0 ? (
        <EmptyState title="남긴 상품 문의가 없습니다." description="상품 페이지에서 궁금한 점을 물어보세요." />
      ) : (
        <ResponsiveTable
          data-testid="my-product-questions"
          caption="내 상품 문의"
          rows={items}
          rowKey={(q) => q.id}
          columns={[
            {
              key: 'content',
              header: '내용',
              label: '내용',
              primary: true,
              cell: (q) => (
                <div id={itemAnchor('product-question', q.id)} tabIndex={-1} aria-current={q.id === target || undefined}>
                  <Link to={`/products/${q.productId}`}>{q.content}</Link>
                  {q.answer && <div className="hint">답변: {q.answer}</div>}
                </div>
              ),
            },
            { key: 'state', header: '답변 상태', label: '답변 상태', cell: (q) => (q.answer ? '답변 완료' : '답변 대기') },
            { key: 'date', header: '날짜', label: '날짜', cell: (q) => koreanDay(q.createdAt) },
          ]}
        />
      )}
    </section>
  );
}
