import { useQuery } from '@apollo/client/react';
import { Link, NavLink, Outlet } from 'react-router';
import { MeDocument } from '../gql/graphql';
import { ProgressBar } from './ProgressBar';
import { RouteEffects } from './RouteEffects';

/** The page shell: header, progress bar, and the per-route behaviours of spec section 1. */
export function Layout() {
  const { data } = useQuery(MeDocument);
  const me = data?.me;
  const member = me && me.role !== 'guest';

  return (
    <>
      <RouteEffects />
      <ProgressBar />
      <header className="site-header">
        <Link to="/" className="brand">
          영양제 쇼핑몰
        </Link>
        <nav>
          <NavLink to="/categories/1">카테고리</NavLink>
          <NavLink to="/content">콘텐츠</NavLink>
          {member ? (
            <>
              <span className="greeting" data-testid="greeting">
                {me.nickname}님
              </span>
              <NavLink to="/compare">비교함</NavLink>
              <NavLink to="/mypage/favorite">관심 상품</NavLink>
              <NavLink to="/mypage/viewed_goods">최근 본 상품</NavLink>
              <NavLink to="/mypage/profiles">가족 프로필</NavLink>
              <NavLink to="/mypage/nutrition">영양 관리</NavLink>
              <NavLink to="/mypage/inquiry/counsel">1:1 문의</NavLink>
              <NavLink to="/mypage/edit">내 정보</NavLink>
              <NavLink to="/logout">로그아웃</NavLink>
            </>
          ) : (
            <>
              <NavLink to="/login">로그인</NavLink>
              <NavLink to="/signup">회원가입</NavLink>
            </>
          )}
        </nav>
      </header>
      <main className="page">
        <Outlet />
      </main>
      <footer className="site-footer">
        영양제 검색·리뷰·비교·구매와 가족 영양 관리 · <Link to="/mypage/notice">공지사항</Link>
      </footer>
    </>
  );
}
