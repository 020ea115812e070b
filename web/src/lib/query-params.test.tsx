import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentHomeDocument, MyProfilesDocument, NoticesDocument } from '../gql/graphql';
import { Notices } from '../screens/mypage/Notices';
import { ContentHome } from '../screens/browse/ContentHome';
import { Nutrition } from '../screens/nutrition/Nutrition';
import { meMock, renderScreen, typed } from '../testing/render-screen';
import { orderIdFrom, tabFrom, targetIdFrom } from './query-params';

afterEach(cleanup);

describe('spec section 2 query parameters', () => {
  it('reads targetId (else detail) as an id, and type as one of the tabs', () => {
    expect(targetIdFrom(new URLSearchParams('targetId=12'))).toBe('12');
    expect(targetIdFrom(new URLSearchParams('detail=7'))).toBe('7');
    expect(targetIdFrom(new URLSearchParams('targetId=x&detail=3'))).toBe('3');
    expect(targetIdFrom(new URLSearchParams('targetId=0'))).toBeNull();
    // An order list also reads orderId, and simpleOrderId's id (an array of action and id).
    expect(orderIdFrom(new URLSearchParams('orderId=41'))).toBe('41');
    expect(orderIdFrom(new URLSearchParams('detail=5&orderId=41'))).toBe('5');
    expect(orderIdFrom(new URLSearchParams('simpleOrderId=success&simpleOrderId=42'))).toBe('42');
    expect(orderIdFrom(new URLSearchParams('simpleOrderId=success&orderId=x'))).toBeNull();
    expect(targetIdFrom(new URLSearchParams('orderId=41'))).toBeNull();
    expect(tabFrom(new URLSearchParams('type=score'), ['diary', 'score'])).toBe('score');
    expect(tabFrom(new URLSearchParams('type=admin'), ['diary', 'score'])).toBeNull();
  });

  it('/mypage/notice?targetId= opens that notice and focuses it', async () => {
    const notice = (id: string, title: string) => typed('CsEntry', { id, title, body: `${title} 본문`, createdAt: '2026-11-01T00:00:00.000Z' });
    const data = { csEntries: [notice('3', '배송 안내'), notice('2', '설 연휴 안내'), notice('1', '개인정보 처리방침 변경')] };
    renderScreen({ routes: [{ path: '/mypage/notice', element: <Notices /> }], at: '/mypage/notice?targetId=2', mocks: [{ request: { query: NoticesDocument }, result: { data } }] });
    await screen.findByRole('table', { name: '공지사항 목록' });
    // Each notice is a <details> (role group) whose summary is its title.
    const notices = screen.getAllByRole<HTMLDetailsElement>('group');
    expect(notices.map((d) => d.querySelector('summary')?.textContent)).toEqual(['배송 안내', '설 연휴 안내', '개인정보 처리방침 변경']);
    expect(notices.map((d) => d.open)).toEqual([false, true, false]);
    await waitFor(() => expect(document.activeElement?.id).toBe('notice-2'));
    expect(document.activeElement).toBe(screen.getByText('설 연휴 안내'));
  });

  it('/content?type= shows that category under its tab, and the tabs change it', async () => {
    const category = (code: string, title: string, item: string) => typed('ContentCategory', { code, title, items: [typed('Content', { id: item, title: `${title} 글`, summary: null })] });
    const data = { contentCategories: [category('best', '베스트', '1'), category('guide', '가이드', '2')], todayComment: null };
    const user = userEvent.setup();
    const router = renderScreen({
      routes: [{ path: '/content', element: <ContentHome /> }],
      at: '/content?type=guide',
      mocks: [{ request: { query: ContentHomeDocument }, result: { data }, maxUsageCount: 5 }],
    });
    await screen.findByRole('tablist', { name: '콘텐츠 분류' });
    expect(screen.queryByTestId('content-best')).toBeNull();
    expect(screen.queryByTestId('content-guide')).not.toBeNull();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('가이드');
    await user.click(screen.getByRole('tab', { name: '전체' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByTestId(/^content-/)).toHaveLength(2);
  });

  it('/mypage/nutrition?type=score opens the score tab, keeping profile and date', async () => {
    const profile = typed('Profile', {
      id: '10',
      name: '엄마',
      gender: 2,
      birthday: '1990-03-15',
      isPrimary: true,
      imageNo: 3,
      genderLabel: '여성',
      age: typed('AgeDisplay', { text: '36세' }),
      lifeStage: typed('LifeStage', { promiseType: 0, pregnantType: null, pregnantDay: null, vegetarianType: null, label: '일반' }),
    });
    const router = renderScreen({
      routes: [
        {
          path: '/mypage/nutrition',
          element: <Nutrition />,
          children: [
            { index: true, element: <p>일기 화면</p> },
            { path: 'score', element: <p>점수 화면</p> },
          ],
        },
      ],
      at: '/mypage/nutrition?type=score&date=2026-11-01',
      mocks: [meMock('member'), { request: { query: MyProfilesDocument }, result: { data: { myProfiles: [profile] } }, maxUsageCount: 5 }],
    });
    await screen.findByText('점수 화면');
    expect(router.state.location.pathname).toBe('/mypage/nutrition/score');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('profile')).toBe('10'));
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2026-11-01');
    expect(new URLSearchParams(router.state.location.search).has('type')).toBe(false);
  });
});
