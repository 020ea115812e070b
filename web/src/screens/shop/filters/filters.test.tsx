import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoryProductsDocument, FilterNutrientsDocument, ProductFacetsDocument, ProductIdsWithNutrientDocument, type CategoryProductsQueryVariables } from '../../../gql/graphql';
import { renderScreen, typed } from '../../../testing/render-screen';
import { CategoryProducts } from '../../browse/CategoryProducts';
import { activeChips, readFilters, toFilterInput, writeFilters } from './filter-params';

afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name });
const count = () => screen.getByTestId('category-count').textContent;

const product = (id: string, brand: [string, string]) =>
  typed('Product', {
    id,
    name: `상품 ${id}`,
    price: 20000,
    salePrice: 18000,
    discountRate: 10,
    imageUrl: 'data:,',
    status: 'on_sale',
    brand: typed('Brand', { id: brand[0], name: brand[1] }),
    rating: typed('RatingSummary', { reviewCount: 0, average: null }),
  });
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
            products: typed('ProductPage', { total: brands.length, totalCapped: false, items: brands.map(String).map((b) => product(`10${b}`, [b, BRANDS[b]])) }),
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
            sampled: true,
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
  const router = renderScreen({ routes: [{ path: '/categories/:id', element: <CategoryProducts /> }], at: url, mocks });
  return { router, asked };
}

describe('filters of a product list (category page)', () => {
  it('shows a brand filter from the URL as a chip, and removing the chip drops it from the URL and the query', async () => {
    const user = userEvent.setup();
    const { router, asked } = app('/categories/3?brand=1&sort=PRICE_ASC');
    await screen.findByRole('button', { name: '뉴트리원 필터 해제' }); // the brand chip with its name
    // (The chip comes from the URL; the list's query may still be on its way on a busy machine.)
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.at(-1)).toMatchObject({ filter: { categoryId: '3', brandIds: ['1'] }, sort: 'PRICE_ASC', offset: 0 });
    await waitFor(() => expect(count()).toBe('상품 1개'));

    await user.click(button('뉴트리원 필터 해제'));
    await waitFor(() => expect(router.state.location.search).not.toContain('brand'));
    expect(router.state.location.search).toBe('?sort=PRICE_ASC');
    await waitFor(() => expect(asked.at(-1)?.filter.brandIds).toBeUndefined());
    expect(asked.at(-1)).toEqual({ filter: { categoryId: '3' }, sort: 'PRICE_ASC', offset: 0, limit: 40 });
    await waitFor(() => expect(count()).toBe('상품 2개'));
  });

  it('applies brand chips, a price preset and 품절 제외 from the 필터 sheet to the URL and the query variables', async () => {
    const user = userEvent.setup();
    const { router, asked } = app('/categories/3');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0]).toMatchObject({ filter: { categoryId: '3' }, sort: 'POPULAR' });

    await user.click(button('필터'));
    const sheet = await screen.findByRole('dialog', { name: '필터' });
    const brand = await within(sheet).findByRole('button', { name: '종근당건강' }); // the brand chips of the sheet
    expect(brand.getAttribute('aria-pressed')).toBe('false');
    // The server counted a sample of the results (more than it counts): the sheet says so.
    within(sheet).getByText('결과가 많아 그중 일부 상품으로 센 수예요.');
    expect(brand.textContent).toContain('3');
    await user.click(brand);
    expect(within(sheet).getByRole('button', { name: '종근당건강' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(sheet).getByRole('button', { name: '1~3만원' }));
    await user.click(within(sheet).getByRole('checkbox', { name: '품절 상품 포함' }));
    // Nothing changes until 적용.
    expect(router.state.location.search).toBe('');
    await user.click(within(sheet).getByRole('button', { name: '적용' }));

    await waitFor(() => expect(router.state.location.search).not.toBe(''));
    expect(new URLSearchParams(router.state.location.search).getAll('brand')).toEqual(['2']);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ min: '10000', max: '30000', soldout: '0' });
    await waitFor(() => expect(asked.at(-1)?.filter.brandIds?.[0]).toBe('2'));
    expect(asked.at(-1)!.filter).toEqual({ categoryId: '3', brandIds: ['2'], minPrice: 10000, maxPrice: 30000, includeSoldOut: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The chosen filters as chips.
    await screen.findByRole('button', { name: '1~3만원 필터 해제' });
    await screen.findByRole('button', { name: '품절 제외 필터 해제' });

    // The sort select writes `sort` too, keeping the filters.
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), 'PRICE_DESC');
    await waitFor(() => expect(router.state.location.search).toContain('sort=PRICE_DESC'));
    expect(new URLSearchParams(router.state.location.search).get('brand')).toBe('2');
    await waitFor(() => expect(asked.at(-1)?.sort).toBe('PRICE_DESC'));
  });

  it('keeps a wrong price range in the sheet with a message instead of applying it', async () => {
    const user = userEvent.setup();
    const { router } = app('/categories/3');
    await user.click(button('필터'));
    const sheet = await screen.findByRole('dialog', { name: '필터' });
    await user.type(within(sheet).getByRole('textbox', { name: '최저 가격(원)' }), '50000');
    await user.type(within(sheet).getByRole('textbox', { name: '최고 가격(원)' }), '20000');
    await user.click(within(sheet).getByRole('button', { name: '적용' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('최저 가격이 최고 가격보다 높습니다.');
    expect(router.state.location.search).toBe('');
  });
});

describe('nutrient filter', () => {
  it('lists label nutrients only, and filters by the products nutrition finds for the chosen one', async () => {
    const user = userEvent.setup();
    const { router, asked } = app('/categories/3');
    await user.click(button('필터'));
    const sheet = await screen.findByRole('dialog', { name: '필터' });
    const select = within(sheet).getByRole('combobox', { name: '영양소' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1)); // the nutrient options
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['전체', '비타민D']);
    await user.selectOptions(select, 'vitamin_d');
    await user.click(within(sheet).getByRole('button', { name: '적용' }));
    await waitFor(() => expect(router.state.location.search).toBe('?nutrient=vitamin_d'));
    await waitFor(() => expect(asked.at(-1)?.filter.productIds).toBeTruthy());
    expect(asked.at(-1)!.filter).toEqual({ categoryId: '3', productIds: ['101', '107'] });
    await screen.findByRole('button', { name: '비타민D 필터 해제' });
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
