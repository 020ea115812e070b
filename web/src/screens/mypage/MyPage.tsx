import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { accountLinks } from '../../components/Layout';
import { MeDocument } from '../../gql/graphql';
import { ButtonLink, Card, LoadingState, icons } from '../../ui';
import { MyPageSummary } from './MyPageSummary';

const TEXT = {
  title: '마이페이지',
  guestLead: '로그인하면 관심 상품, 가족 프로필, 영양 관리와 문의 내역을 볼 수 있습니다.',
  login: '로그인',
  signup: '회원가입',
  nutrition: '영양 관리',
  compare: '비교함',
};

/** The member's hub (the 마이 tab on phones): every page of theirs in one list. */
export function MyPage() {
  const { data, loading } = useQuery(MeDocument);
  const me = data?.me;
  const member = me && me.role !== 'guest';
  if (loading && !data) return <LoadingState />;

  const links: [string, string][] = member
    ? [['/mypage/nutrition', TEXT.nutrition], ['/cart', '장바구니'], ['/compare', TEXT.compare], ...accountLinks(me.role)]
    : [
        ['/cart', '장바구니'],
        ['/mypage/orderList/delivery', '주문·배송 조회'],
        ['/guest-order', '비회원 주문 조회'],
        ['/events', '이벤트'],
        ['/cs', '고객센터'],
        ['/mypage/notice', '공지사항'],
      ];

  return (
    <div className="stack">
      <h1 className="page-title">{member ? `${me.nickname}님` : TEXT.title}</h1>
      {!member && (
        <Card>
          <p className="hint">{TEXT.guestLead}</p>
          <div className="row">
            <ButtonLink to="/login" className="grow">
              {TEXT.login}
            </ButtonLink>
            <ButtonLink to="/signup" variant="secondary" className="grow">
              {TEXT.signup}
            </ButtonLink>
          </div>
        </Card>
      )}
      {member && <MyPageSummary />}
      <nav aria-label="마이페이지 메뉴">
        <ul className="menu-list">
          {links.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>
                <span>{label}</span>
                <icons.ChevronRightIcon />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
