import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminOrderQueuesDocument } from '../../gql/graphql';
import { Card, Skeleton } from '../../ui';

const TEXT = {
  title: '주문 관리',
  open: '바로 가기',
  count: (n: number) => `${n.toLocaleString('ko-KR')}건`,
};

/**
 * The admin home's cards for the orders desk: one per queue the server defines (배송 준비 대기,
 * 발송 대기, 취소·반품·교환 요청) with its count, each opening /admin/orders on that queue.
 */
export function OrderDeskCards() {
  const { data, error } = useQuery(AdminOrderQueuesDocument, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return null;
  const queues = data?.adminOrderQueues;
  if (!queues) {
    return (
      <Card title={TEXT.title}>
        <Skeleton width={48} height={24} />
      </Card>
    );
  }
  return (
    <>
      {queues.map((queue) => (
        <Card
          key={queue.queue}
          title={TEXT.title}
          data-testid="order-queue"
          actions={
            <Link to={`/admin/orders?queue=${queue.queue}`} aria-label={`${queue.label} ${TEXT.open}`}>
              {TEXT.open}
            </Link>
          }
        >
          <p className="hint">{queue.label}</p>
          <p className="admin-hub__count">{TEXT.count(queue.count)}</p>
        </Card>
      ))}
    </>
  );
}
