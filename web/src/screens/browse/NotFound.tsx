import { useQuery } from '@apollo/client/react';
import { SearchBox } from '../../components/SearchBox';
import { HomeContentDocument } from '../../gql/graphql';
import { ButtonLink } from '../../ui';
import { HomeCategoryIcons } from '../home/HomeContent';

const TEXT = {
  title: '페이지를 찾을 수 없습니다.',
  description: '주소가 바뀌었거나 없어진 페이지입니다. 찾던 상품을 검색하거나 인기 카테고리에서 골라 보세요.',
  home: '홈으로',
  search: '상품 검색',
  categories: '인기 카테고리',
};

/**
 * An unknown address (routes.tsx `*` and a single segment that is no @channel): what happened and
 * a way on - home, a search box, and the shop's featured categories (the admin's home icons).
 */
export function NotFound() {
  const { data } = useQuery(HomeContentDocument);
  return (
    <div className="stack" data-testid="not-found">
      <section className="card stack">
        <h1>{TEXT.title}</h1>
        <p>{TEXT.description}</p>
        <div>
          <ButtonLink to="/">{TEXT.home}</ButtonLink>
        </div>
      </section>
      <section className="card stack" aria-label={TEXT.search}>
        <h2>{TEXT.search}</h2>
        <SearchBox />
      </section>
      {(!data || data.homeCategoryIcons.length > 0) && (
        <section className="card stack">
          <h2>{TEXT.categories}</h2>
          <HomeCategoryIcons icons={data?.homeCategoryIcons} />
        </section>
      )}
    </div>
  );
}
