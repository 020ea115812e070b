import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MyPageSummaryDocument } from '../../gql/graphql';
import { signedIn, typed } from '../orders/screen-testing';
import { MyPageSummary } from './MyPageSummary';

afterEach(cleanup);

const summary = {
  myPoints: typed('PointSummary', { balance: 1738 }),
  myCoupons: [typed('UserCoupon', { id: '1' }), typed('UserCoupon', { id: '2' })],
  myOrderCounts: [typed('OrderStatusCount', { status: 'paid', label: '결제완료', count: 2 }), typed('OrderStatusCount', { status: 'complete', label: '구매확정', count: 3 })],
};

describe('마이페이지 summary', () => {
  it('shows the points, the usable coupons and the orders by status as the server counts them, each a link to its page', async () => {
    render(signedIn('/mypage', '/mypage', <MyPageSummary />, [{ request: { query: MyPageSummaryDocument }, result: { data: summary } }]));
    const points = await screen.findByRole('link', { name: /적립금/ });
    expect(points.textContent).toContain('1,738원');
    expect(points.getAttribute('href')).toBe('/mypage/point');
    expect(screen.getByRole('link', { name: /쿠폰/ }).textContent).toContain('2장');
    const orders = within(screen.getByRole('list', { name: '주문' }));
    const complete = orders.getByRole('link', { name: /구매확정/ });
    expect(complete.textContent).toContain('3');
    expect(complete.getAttribute('href')).toBe('/mypage/orderList/delivery?status=complete');
  });
});
