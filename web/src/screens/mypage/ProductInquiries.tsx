import { useQuery } from '@apollo/client/react';
import { Link, Navigate } from 'react-router';
import { MeDocument, MyProductQuestionsDocument } from '../../gql/graphql';
import { koreanDay } from '../../lib/format';

/** Mypage product inquiries: my questions about products, with their answers. */
export function ProductInquiries() {
  const me = useQuery(MeDocument);
  const { data } = useQuery(MyProductQuestionsDocument, { skip: !me.data?.me, fetchPolicy: 'network-only' });
  if (!me.loading && (!me.data?.me || me.data.me.role === 'guest')) return <Navigate to="/login" replace />;
  const items = data?.myProductQuestions.items ?? [];
  return (
    <section className="card">
      <h1>상품 문의</h1>
      {items.length === 0 && <p className="hint">남긴 상품 문의가 없습니다.</p>}
      <table className="table" data-testid="my-product-questions">
        <thead>
          <tr>
            <th>답변 상태</th>
            <th>내용</th>
            <th>날짜</th>
          </tr>
        </thead>
        <tbody>
          {items.map((q) => (
            <tr key={q.id}>
              <td>{q.answer ? '답변 완료' : '답변 대기'}</td>
              <td>
                <Link to={`/products/${q.productId}`}>{q.content}</Link>
                {q.answer && <div className="hint">답변: {q.answer}</div>}
              </td>
              <td>{koreanDay(q.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
