import type { ReactNode } from 'react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExhibitionDocument, HomeContentDocument, type HomeContentQuery } from '../../gql/graphql';
import { renderScreen, typed } from '../../testing/render-screen';
import { ExhibitionPage } from '../browse/ExhibitionPage';
import { NotFound } from '../browse/NotFound';
import { HomeBanners, HomeCategoryIcons, HomeExhibitions } from './HomeContent';

afterEach(cleanup);

const content: HomeContentQuery = {
  banners: [
    typed('Banner', { id: '1', title: '겨울 면역력 기획전', imageUrl: null, linkUrl: '/exhibitions/5' }),
    typed('Banner', { id: '2', title: '브랜드 위크', imageUrl: '/files/banner.png', linkUrl: 'https://brand.example/week' }),
  ],
  homeCategoryIcons: [
    typed('HomeCategoryIcon', { id: '1', label: '비타민', iconKey: 'vitamin' as const, categoryId: '1' }),
    typed('HomeCategoryIcon', { id: '2', label: '오메가3', iconKey: 'omega' as const, categoryId: '12' }),
  ],
  exhibitions: [typed('Exhibition', { id: '5', title: '겨울 면역력 기획전', summary: '비타민C와 아연', bannerImageUrl: null })],
};

function mount(element: ReactNode, url = '/', mocks: MockLink.MockedResponse[] = []) {
  renderScreen({
    routes: [
      { path: '/exhibitions/:id', element },
      { path: '*', element },
    ],
    at: url,
    mocks: [{ request: { query: HomeContentDocument }, result: { data: content }, maxUsageCount: 5 }, ...mocks],
  });
}

describe('the home page’s admin content', () => {
  it('shows the banners as a carousel: a shop link, an https link with its picture', () => {
    mount(<HomeBanners banners={content.banners} />);
    const carousel = screen.getByRole('region', { name: '기획전·이벤트 배너' });
    const links = carousel.querySelectorAll('a');
    expect([...links].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['겨울 면역력 기획전', '/exhibitions/5'],
      ['브랜드 위크', 'https://brand.example/week'],
    ]);
    expect(links[1]!.querySelector('img')?.getAttribute('src')).toBe('/files/banner.png');
    expect(links[1]!.getAttribute('rel')).toContain('noopener');
  });

  it('holds the carousel’s and the icons’ places while loading, and shows nothing when there is none', () => {
    const { container } = render(
      <>
        <HomeBanners banners={undefined} />
      </>,
    );
    expect(container.querySelector('.home-banners__placeholder')).not.toBeNull();
    cleanup();
    mount(
      <>
        <HomeBanners banners={[]} />
        <HomeCategoryIcons icons={[]} />
        <HomeExhibitions exhibitions={[]} />
      </>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('links each category icon to its category, and each 기획전 to its page', () => {
    mount(
      <>
        <HomeCategoryIcons icons={content.homeCategoryIcons} />
        <HomeExhibitions exhibitions={content.exhibitions} />
      </>,
    );
    const nav = screen.getByRole('navigation', { name: '카테고리 바로가기' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['비타민', '/categories/1'],
      ['오메가3', '/categories/12'],
    ]);
    expect(screen.getByRole('link', { name: /겨울 면역력 기획전/ }).getAttribute('href')).toBe('/exhibitions/5');
  });
});

describe('not found', () => {
  it('says what happened and offers home, a search and the featured categories', async () => {
    mount(<NotFound />, '/no-such-page');
    screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다.' });
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
    within(screen.getByRole('search')).getByRole('button', { name: '검색' });
    const nav = await screen.findByRole('navigation', { name: '카테고리 바로가기' });
    await within(nav).findByRole('link', { name: '비타민' });
  });

  it('is what a 기획전 that is not running shows', async () => {
    mount(<ExhibitionPage />, '/exhibitions/9', [
      { request: { query: ExhibitionDocument, variables: { id: '9' } }, result: { errors: [new GraphQLError('기획전을 찾을 수 없습니다.', { extensions: { code: 'NOT_FOUND' } })] } },
    ]);
    await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다.' });
  });

  it('shows a running 기획전 with its title and summary', async () => {
    mount(<ExhibitionPage />, '/exhibitions/5', [
      {
        request: { query: ExhibitionDocument, variables: { id: '5' } },
        result: { data: { exhibition: typed('Exhibition', { id: '5', title: '겨울 면역력 기획전', summary: '비타민C와 아연', bannerImageUrl: null, endsAt: null, products: [] }) } },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: '겨울 면역력 기획전' });
    screen.getByText('비타민C와 아연');
    screen.getByText('지금 이 기획전에서 살 수 있는 상품이 없습니다.');
  });
});
