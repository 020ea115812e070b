import { useQuery } from '@apollo/client/react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { MeDocument } from '../gql/graphql';
import { CartLink } from '../screens/cart/CartLink';
import { BusinessFooter } from '../screens/legal/BusinessFooter';
import { PendingConsentsBanner } from '../screens/legal/PendingConsents';
import { icons } from '../ui';
import { ProgressBar } from './ProgressBar';
import { RouteEffects } from './RouteEffects';

/** The member's own pages: the wide header's second row, and the /mypage hub on phones. */
export const MEMBER_LINKS: [to: string, label: string][] = [
  ['/mypage/orderList/delivery', '주문·배송 조회'],
  ['/mypage/orderList/request', '취소·반품·교환'],
  ['/mypage/review', '내 리뷰'],
  ['/mypage/point', '적립금'],
  ['/mypage/coupon', '쿠폰'],
  ['/mypage/subscription', '정기배송'],
  ['/mypage/cards', '카드 관리'],
  ['/mypage/address', '배송지 관리'],
  ['/mypage/notifications', '알림'],
  ['/mypage/favorite', '관심 상품'],
  ['/mypage/viewed_goods', '최근 본 상품'],
  ['/mypage/profiles', '가족 프로필'],
  ['/mypage/inquiry/counsel', '1:1 문의'],
  ['/mypage/inquiry/product', '상품 문의'],
  ['/events', '이벤트'],
  ['/cs', '고객센터'],
  ['/mypage/edit', '내 정보'],
  ['/logout', '로그아웃'],
];

/**
 * The area of a role beyond the member's pages, first in its menus: admins manage the shop,
 * influencers their channel. What is shown only; the server refuses the areas' operations to
 * anyone else (gateway/src/authz/matrix.ts).
 */
export const ROLE_AREAS: Record<string, [to: string, label: string] | undefined> = {
  admin: ['/admin', '관리자'],
  influencer: ['/partner', '파트너 센터'],
};

/** The links of a signed-in account's menus: its role's area first, then the member's pages. */
export function accountLinks(role: string): [string, string][] {
  const area = ROLE_AREAS[role];
  return area ? [area, ...MEMBER_LINKS] : MEMBER_LINKS;
}

/** Phones: the bottom tab bar. `match` says which paths light the tab up. */
const TABS = [
  { to: '/', label: '홈', Icon: icons.HomeIcon, match: (p: string) => p === '/' },
  { to: '/categories/1', label: '카테고리', Icon: icons.GridIcon, match: (p: string) => p.startsWith('/categories') || p.startsWith('/brands') },
  { to: '/search', label: '검색', Icon: icons.SearchIcon, match: (p: string) => p.startsWith('/search') },
  { to: '/mypage/nutrition', label: '영양 관리', Icon: icons.LeafIcon, match: (p: string) => p.startsWith('/mypage/nutrition') },
  { to: '/mypage', label: '마이', Icon: icons.UserIcon, match: (p: string) => p.startsWith('/mypage') && !p.startsWith('/mypage/nutrition') },
];

/**
 * The page shell, mobile first: a compact header (brand, search, login or my page) and, below
 * 768 px, a bottom tab bar (홈, 카테고리, 검색, 영양 관리, 마이); from 768 px the header carries
 * the navigation and, for members, a second row with their pages, led by their role's area (관리자
 * for admins, 파트너 센터 for influencers). Progress bar and per-route behaviours of spec section 1
 * as before.
 */
export function Layout() {
  const { data } = useQuery(MeDocument);
  const { pathname } = useLocation();
  const me = data?.me;
  const member = me && me.role !== 'guest';

  return (
    <>
      <RouteEffects />
      <ProgressBar />
      <header className="shell-header">
        <div className="shell-bar">
          <Link to="/" className="shell-brand">
            영양제 쇼핑몰
          </Link>
          <nav className="shell-nav" aria-label="주 메뉴">
            <NavLink to="/categories/1">카테고리</NavLink>
            <NavLink to="/content">콘텐츠</NavLink>
            <NavLink to="/mypage/nutrition">영양 관리</NavLink>
            <NavLink to="/compare">비교함</NavLink>
          </nav>
          <span className="shell-spacer" />
          <Link to="/search" className="shell-icon-link" aria-label="검색">
            <icons.SearchIcon />
          </Link>
          <CartLink />
          <div className="shell-account">
            {member ? (
              <>
                <Link to="/mypage" className="shell-greeting" data-testid="greeting">
                  {me.nickname}님
                </Link>
              </>
            ) : (
              <>
                <Link to="/login">로그인</Link>
                <Link to="/signup" className="shell-wide-only">
                  회원가입
                </Link>
              </>
            )}
          </div>
        </div>
        {member && (
          <nav className="shell-subnav" aria-label="마이 메뉴">
            {accountLinks(me.role).map(([to, label]) => (
              <NavLink key={to} to={to}>
                {label}
              </NavLink>
            ))}
          </nav>
        )}
      </header>
      <main className="shell-main">
        <PendingConsentsBanner />
        <Outlet />
      </main>
      <footer className="shell-footer">
        <BusinessFooter />
      </footer>
      <nav className="shell-tabbar" aria-label="하단 메뉴">
        {TABS.map(({ to, label, Icon, match }) => (
          <Link key={to} to={to} className="shell-tab" aria-current={match(pathname) ? 'page' : undefined}>
            <Icon />
            {label}
          </Link>
        ))}
      </nav>
    </>
  );
}
