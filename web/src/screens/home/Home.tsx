import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { ProductCard } from '../../components/ProductCard';
import { SearchBox } from '../../components/SearchBox';
import { HomeContentDocument, HomeProductsDocument, MeDocument } from '../../gql/graphql';
import { ButtonLink, LoadingState } from '../../ui';
import { ChannelBanner } from '../channel/ChannelBanner';
import { HomeBanners, HomeCategoryIcons, HomeExhibitions } from './HomeContent';

const TEXT = {
  title: '나와 가족에게 맞는 영양제',
  lead: '영양제를 검색하고, 리뷰를 보고, 비교하고, 구매하세요. 가족 한 사람 한 사람의 식단과 영양 점수도 함께 관리할 수 있습니다.',
  guest: '지금은 비회원으로 둘러보는 중입니다.',
  signup: '회원가입하고 가족 프로필 만들기',
  profiles: '가족 프로필 관리',
  popular: '베스트 상품',
  picks: '추천 모음',
  contents: '영양 콘텐츠',
  terms: '인기 검색어',
  recommendTitle: '맞춤 영양제 추천',
  recommendLead: '간단한 설문과 식단 기록으로 나와 가족에게 맞는 영양제를 골라드려요.',
  recommendGo: '추천 받기',
};

export function Home() {
  const { data } = useQuery(MeDocument);
  const shop = useQuery(HomeProductsDocument);
  // The admin's content (banners, category icons, 기획전): its blocks hold their place while it loads.
  const content = useQuery(HomeContentDocument);
  const member = data?.me && data.me.role !== 'guest';
  return (
    <div className="stack">
      <ChannelBanner />
      <HomeBanners banners={content.data?.banners} />
      <HomeCategoryIcons icons={content.data?.homeCategoryIcons} />
      <section className="hero">
        <h1>{TEXT.title}</h1>
        <p>{TEXT.lead}</p>
        <SearchBox />
        {member ? (
          <ButtonLink to="/mypage/profiles">{TEXT.profiles}</ButtonLink>
        ) : (
          <>
            <p className="hint">{TEXT.guest}</p>
            <ButtonLink to="/signup">{TEXT.signup}</ButtonLink>
          </>
        )}
      </section>
      <section className="card" data-testid="recommend-entry">
        <div className="row between">
          <div className="grow">
            <strong>{TEXT.recommendTitle}</strong>
            <p className="hint">{TEXT.recommendLead}</p>
          </div>
          <ButtonLink to="/recommend" size="sm">
            {TEXT.recommendGo}
          </ButtonLink>
        </div>
      </section>
      <section className="stack">
        <h2>{TEXT.popular}</h2>
        {shop.data ? (
          <div className="grid">
            {shop.data.bestProducts.map((product, index) => (
              <ProductCard key={product.id} product={product} priority={index < 2} />
            ))}
          </div>
        ) : (
          <LoadingState tiles={4} label="베스트 상품을 불러오는 중…" />
        )}
      </section>
      {/* What arrives with the data goes below the best products (whose skeleton holds their place), so nothing above them moves. */}
      {shop.data && shop.data.popularSearchTerms.length > 0 && (
        <div className="chips" aria-label={TEXT.terms}>
          {shop.data.popularSearchTerms.map((t) => (
            <Link key={t.query} className="chip" to={`/search?query=${encodeURIComponent(t.query)}`}>
              {t.query}
            </Link>
          ))}
        </div>
      )}
      <HomeExhibitions exhibitions={content.data?.exhibitions} />
      {shop.data && (
        <section className="stack">
          <h2>{TEXT.contents}</h2>
          <div className="chips">
            {shop.data.contentCategories.map((c) => (
              <Link key={c.code} className="chip" to="/content">
                {c.title}
              </Link>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
