import { act } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CategoryProductsDocument, FilterNutrientsDocument, ProductFacetsDocument, ProductIdsWithNutrientDocument, type CategoryProductsQueryVariables } from '../../../gql/graphql';
import { mountedPerTest, until } from '../../../testing/dom';
import { CategoryProducts } from '../../browse/CategoryProducts';
import { activeChips, readFilters, toFilterInput, writeFilters } from './filter-params';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountedPerTest();
const byLabel = (label: string) => dom.container.querySelector<HTMLElement>(`[aria-label="${label}"]`) ?? document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
const buttonNamed = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
const click = (el: HTMLElement | null | undefined) => act(async () => el!.click());

const typed = <T,>(typename: string, value: T) => ({ __typename: typename, ...value });
const product = (id: string, brand: [string, string]) =>
  typed('Product', { id, name: `상품 ${id}`, price: 20000, salePrice: 18000, discountRate: 10, imageUrl: 'data:,', status: 'on_sale', brand: typed('Brand', { id: brand[0], name: brand[1] }) });
const BRANDS: Record<string, string> = { '1': '뉴트리원', '2': '종근당건강' };

function app(url: string) {
  const asked: CategoryProductsQueryVariables[] = [];
  const mocks = [
    {
      request: { query: CategoryProductsDocument, variables: () => true },
      result: (variables: CategoryProductsQueryVariables) => {
        asked.push(variables);
        const brands = variables.filter.brandIds ?? ['1', '2'];
        return {
          data: {
            categories: [typed('Category', { id: '3', name: '비타민D' })],
            products: typed('ProductPage', { total: brands.length, items: brands.map(String).map((b) => product(`10${b}`, [b, BRANDS[b]])) }),
          },
        };
      },
      maxUsageCount: 20,
    },
    {
      request: { query: ProductFacetsDocument, variables: () => true },
      result: {
        data: {
          productFacets: typed('ProductFacets', {
            brands: [typed('BrandFacet', { id: '1', name: '뉴트리원', count: 5 }), typed('BrandFacet', { id: '2', name: '종근당건강', count: 3 })],
            formulations: [typed('FormulationFacet', { value: 'pill', label: '정제·캡슐', count: 8 })],
            price: typed('PriceRange', { min: 9000, max: 41000 }),
          }),
        },
      },
      maxUsageCount: 20,
    },
    {
      request: { query: FilterNutrientsDocument },
      result: {
        data: {
          nutrientCatalog: [typed('NutrientDefinition', { code: 'sodium', name: '나트륨', group: 'limit' }), typed('NutrientDefinition', { code: 'vitamin_d', name: '비타민D', group: 'vitamin' })],
        },
      },
      maxUsageCount: 20,
    },
    { request: { query: ProductIdsWithNutrientDocument, variables: { nutrientCode: 'vitamin_d' } }, result: { data: { productIdsWithNutrient: ['101', '107'] } }, maxUsageCount: 20 },
  ];
  const router = createMemoryRouter([{ path: '/categories/:id', element: <CategoryProducts /> }], { initialEntries: [url] });
  const node = (
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>
  );
  return { router, node, asked };
}

describe('filters of a product list (category page)', () => {
  it('shows a brand filter from the URL as a chip, and removing the chip drops it from the URL and the query', async () => {
    const { router, node, asked } = app('/categories/3?brand=1&sort=PRICE_ASC');
    await act(async () => dom.root.render(node));
    await until(() => Boolean(byLabel('뉴트리원 필터 해제')), 'the brand chip with its name');
    // (The chip comes from the URL; the list's query may still be on its way on a busy machine.)
    await until(() => asked.length > 0, 'the product query');
    expect(asked.at(-1)).toMatchObject({ filter: { categoryId: '3', brandIds: ['1'] }, sort: 'PRICE_ASC', offset: 0 });
    expect(dom.container.querySelector('[data-testid=category-count]')?.textContent).toBe('상품 1개');

    await click(byLabel('뉴트리원 필터 해제'));
    await until(() => !router.state.location.search.includes('brand'), 'the URL without the brand');
    expect(router.state.location.search).toBe('?sort=PRICE_ASC');
    await until(() => asked.at(-1)?.filter.brandIds === undefined, 'a query without the brand');
    expect(asked.at(-1)).toEqual({ filter: { categoryId: '3' }, sort: 'PRICE_ASC', offset: 0, limit: 40 });
    await until(() => dom.container.querySelector('[data-testid=category-count]')?.textContent === '상품 2개', 'the unfiltered count');
  });

  it('applies brand chips, a price preset and 품절 제외 from the 필터 sheet to the URL and the query variables', async () => {
    const { router, node, asked } = app('/categories/3');
    await act(async () => dom.root.render(node));
    await until(() => asked.length > 0, 'the first list query');
    expect(asked[0]).toMatchObject({ filter: { categoryId: '3' }, sort: 'POPULAR' });

    await click(byLabel('필터'));
    await until(() => Boolean(byLabel('종근당건강')), 'the brand chips of the sheet');
    expect(byLabel('종근당건강')!.getAttribute('aria-pressed')).toBe('false');
    expect(byLabel('종근당건강')!.textContent).toContain('3');
    await click(byLabel('종근당건강'));
    expect(byLabel('종근당건강')!.getAttribute('aria-pressed')).toBe('true');
    await click(byLabel('1~3만원'));
    await click(document.querySelector<HTMLInputElement>('.filter-toggle input'));
    // Nothing changes until 적용.
    expect(router.state.location.search).toBe('');
    await click(buttonNamed('적용'));

    await until(() => router.state.location.search !== '', 'the filters in the URL');
    expect(new URLSearchParams(router.state.location.search).getAll('brand')).toEqual(['2']);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ min: '10000', max: '30000', soldout: '0' });
    await until(() => asked.at(-1)?.filter.brandIds?.[0] === '2', 'a query with the brand');
    expect(asked.at(-1)!.filter).toEqual({ categoryId: '3', brandIds: ['2'], minPrice: 10000, maxPrice: 30000, includeSoldOut: false });
    expect(document.querySelector('[role=dialog]')).toBeNull();
    await until(() => Boolean(byLabel('1~3만원 필터 해제')) && Boolean(byLabel('품절 제외 필터 해제')), 'the chosen filters as chips');

    // The sort select writes `sort` too, keeping the filters.
    const select = dom.container.querySelector<HTMLSelectElement>('.sort-select select')!;
    await act(async () => {
      select.value = 'PRICE_DESC';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => router.state.location.search.includes('sort=PRICE_DESC'), 'the sort in the URL');
    expect(new URLSearchParams(router.state.location.search).get('brand')).toBe('2');
    await until(() => asked.at(-1)?.sort === 'PRICE_DESC', 'a query sorted by price');
  });

  it('keeps a wrong price range in the sheet with a message instead of applying it', async () => {
    const { router, node } = app('/categories/3');
    await act(async () => dom.root.render(node));
    await click(byLabel('필터'));
    await until(() => Boolean(document.querySelector('[role=dialog]')), 'the sheet');
    const [min, max] = [...document.querySelectorAll<HTMLInputElement>('.filter-price input')];
    const type = (input: HTMLInputElement, value: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await type(min, '50000');
    await type(max, '20000');
    await click(buttonNamed('적용'));
    expect(document.querySelector('[role=alert]')?.textContent).toBe('최저 가격이 최고 가격보다 높습니다.');
    expect(router.state.location.search).toBe('');
  });
});

describe('nutrient filter', () => {
  it('lists label nutrients only, and filters by the products nutrition finds for the chosen one', async () => {
    const { router, node, asked } = app('/categories/3');
    await act(async () => dom.root.render(node));
    await click(byLabel('필터'));
    await until(() => document.querySelectorAll('.filter-sheet select option').length > 1, 'the nutrient options');
    const select = [...document.querySelectorAll<HTMLSelectElement>('.filter-sheet select')][0];
    expect([...select.options].map((o) => o.textContent)).toEqual(['전체', '비타민D']);
    await act(async () => {
      select.value = 'vitamin_d';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(buttonNamed('적용'));
    await until(() => router.state.location.search === '?nutrient=vitamin_d', 'the nutrient in the URL');
    await until(() => Boolean(asked.at(-1)?.filter.productIds), 'a query with the nutrient products');
    expect(asked.at(-1)!.filter).toEqual({ categoryId: '3', productIds: ['101', '107'] });
    await until(() => Boolean(byLabel('비타민D 필터 해제')), 'the nutrient chip');
  });
});

describe('filter parameters', () => {
  it('reads and writes the URL, keeping the search term and its spec name', () => {
    const params = new URLSearchParams('keyword=%E3%85%82%E3%85%8C%E3%85%81&brand=3&brand=x&brand=3&min=50000&max=10000&form=pill&sort=BAD&soldout=0&nutrient=vitamin_d');
    const filters = readFilters(params);
    expect(filters).toEqual({ sort: null, brandIds: ['3'], minPrice: 10000, maxPrice: 50000, formulations: ['pill'], nutrient: 'vitamin_d', includeSoldOut: false });
    const written = writeFilters(params, { ...filters, sort: 'NEWEST', brandIds: [] });
    expect(written.get('keyword')).toBe('ㅂㅌㅁ');
    expect(written.toString()).toBe('keyword=%E3%85%82%E3%85%8C%E3%85%81&sort=NEWEST&min=10000&max=50000&form=pill&nutrient=vitamin_d&soldout=0');
    expect(readFilters(written)).toEqual({ ...filters, sort: 'NEWEST', brandIds: [] });
  });

  it("sends the nutrient as nutrition's product ids, and names chips from the facets", () => {
    const filters = readFilters(new URLSearchParams('nutrient=vitamin_d&max=10000'));
    expect(toFilterInput(filters, { categoryId: '1' }, ['4', '9'])).toEqual({ categoryId: '1', maxPrice: 10000, productIds: ['4', '9'] });
    const chips = activeChips(filters, { brands: new Map(), formulations: new Map(), nutrients: new Map([['vitamin_d', '비타민D']]) });
    expect(chips.map((c) => c.label)).toEqual(['~1만원', '비타민D']);
    expect(chips[1].without.nutrient).toBeNull();
  });
});
