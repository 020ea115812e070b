import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { MyPageSummaryDocument } from '../../gql/graphql';
import { Card } from '../../ui';

const TEXT = {
  label: '내 쇼핑 요약',
  points: '적립금',
  coupons: '쿠폰',
  orders: '주문',
  won: (n: number) => `${n.toLocaleString('ko-KR')}원`,
  count: (n: number) => `${n.toLocaleString('ko-KR')}장`,
  noOrders: '아직 주문이 없어요',
};

/** 마이페이지's top: 적립금, usable coupons and the member's orders by status, each a way into its page. */
export function MyPageSummary() {
  const { data } = useQuery(MyPageSummaryDocument);
  if (!data) return null;
  return (
    <Card aria-label={TEXT.label} className="mypage-summary">
      <div className="mypage-summary__money">
        <Link to="/mypage/point" className="mypage-summary__item">
          <span className="hint">{TEXT.points}</span>
          <strong>{TEXT.won(data.myPoints.balance)}</strong>
        </Link>
        <Link to="/mypage/coupon" className="mypage-summary__item">
          <span className="hint">{TEXT.coupons}</span>
          <strong>{TEXT.count(data.myCoupons.length)}</strong>
        </Link>
      </div>
      {data.myOrderCounts.length ? (
        <ul className="mypage-summary__orders" aria-label={TEXT.orders}>
          {data.myOrderCounts.map((c) => (
            <li key={c.status}>
              <Link to={`/mypage/orderList/delivery?status=${c.status}`}>
                <strong>{c.count}</strong>
                <span>{c.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{TEXT.noOrders}</p>
      )}
    </Card>
  );
}
