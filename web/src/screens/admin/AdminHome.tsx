import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminCountsDocument } from '../../gql/graphql';
import { Card, ErrorState, Skeleton } from '../../ui';
import { AdminOnly } from './AdminOnly';
import { OrderDeskCards } from '../admin-orders/OrderDeskCards';
import './admin.css';

const TEXT = {
  title: '관리자',
  loadFailed: '대기 건수를 불러오지 못했습니다.',
  count: (n: number) => `${n.toLocaleString('ko-KR')}건`,
  waitingAnswer: '답변 대기',
  waitingReview: '승인 대기',
  open: '바로 가기',
};

/** /admin: what waits for an admin, with a link to each desk. */
export function AdminHome() {
  return (
    <AdminOnly>
      <Hub />
    </AdminOnly>
  );
}

function Hub() {
  const { data, error, refetch } = useQuery(AdminCountsDocument);
  const queues: { title: string; label: string; count: number | undefined; to: string }[] = [
    { title: '1:1 문의', label: TEXT.waitingAnswer, count: data?.adminInquiries.total, to: '/admin/inquiries?tab=counsel' },
    { title: '상품 문의', label: TEXT.waitingAnswer, count: data?.allProductQuestions.total, to: '/admin/inquiries?tab=product' },
    { title: '이벤트 문의', label: TEXT.waitingAnswer, count: data?.adminEventInquiries.total, to: '/admin/inquiries?tab=event' },
    { title: '음식 등록', label: TEXT.waitingReview, count: data?.pendingFood.total, to: '/admin/approvals?tab=food' },
    { title: '식재료 등록', label: TEXT.waitingReview, count: data?.pendingIngredient.total, to: '/admin/approvals?tab=ingredient' },
    { title: '영양제 등록', label: TEXT.waitingReview, count: data?.adminSupplements.total, to: '/admin/approvals?tab=supplement' },
  ];
  const pages = [
    { title: '주문 관리', to: '/admin/orders' },
    { title: '상품 관리', to: '/admin/products' },
    { title: '회원 관리', to: '/admin/members' },
    { title: '공지사항·자주 묻는 질문', to: '/admin/notices' },
    { title: '카테고리 관리', to: '/admin/categories' },
    { title: '콘텐츠 관리', to: '/admin/content' },
    { title: '추천 설문 관리', to: '/admin/recommendation' },
    { title: '추천 문의 (약사)', to: '/admin/recommend-inquiries' },
    { title: '약관·방침 관리', to: '/admin/terms' },
  ];
  return (
    <div className="stack">
      <h1>{TEXT.title}</h1>
      {error && !data && <ErrorState message={TEXT.loadFailed} onRetry={() => void refetch()} />}
      <div className="admin-hub" data-testid="admin-hub">
        <OrderDeskCards />
        {queues.map((queue) => (
          <Card
            key={queue.title}
            title={queue.title}
            actions={
              <Link to={queue.to} aria-label={`${queue.title} ${TEXT.open}`}>
                {TEXT.open}
              </Link>
            }
          >
            <p className="hint">{queue.label}</p>
            <p className="admin-hub__count">{queue.count !== undefined ? TEXT.count(queue.count) : error ? '-' : <Skeleton width={48} height={24} />}</p>
          </Card>
        ))}
        {pages.map((page) => (
          <Card
            key={page.to}
            title={page.title}
            actions={
              <Link to={page.to} aria-label={`${page.title} ${TEXT.open}`}>
                {TEXT.open}
              </Link>
            }
          />
        ))}
      </div>
    </div>
  );
}
