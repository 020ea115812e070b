import { GraphQLError } from 'graphql';
import { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCreateProductDocument, AdminProductChoicesDocument, AdminProductsDocument } from '../../gql/graphql';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { AdminProductNew } from './AdminProductForm';
import { AdminProducts } from './AdminProducts';

afterEach(cleanup);

const choices = {
  brands: [typed('Brand', { id: '3', name: '영양브랜드' })],
  adminCategories: [typed('Category', { id: '10', name: '비타민', level: 1, parentId: null }), typed('Category', { id: '11', name: '비타민D', level: 2, parentId: '10' })],
  adminSellers: [typed('Seller', { id: '2', name: '영양상점' })],
};
const product = (id: string, name: string, status: string) =>
  typed('Product', {
    id,
    name,
    status,
    price: 30000,
    salePrice: 25000,
    imageUrl: 'data:,',
    brand: typed('Brand', { id: '3', name: '영양브랜드' }),
    options: [typed('ProductOption', { id: `${id}0`, stock: 7 })],
  });

function mount(url: string, mocks: MockLink.MockedResponse[]) {
  const headers: Record<string, string>[] = [];
  const spy = new ApolloLink((operation, forward) => {
    headers.push({ ...(operation.getContext().headers as Record<string, string> | undefined) });
    return forward(operation);
  });
  const all = [meMock('admin'), { request: { query: AdminProductChoicesDocument }, result: { data: choices }, maxUsageCount: 20 }, ...mocks];
  const router = renderScreen({
    routes: [
      { path: '/admin/products', element: <AdminProducts /> },
      { path: '/admin/products/new', element: <AdminProductNew /> },
      { path: '/admin/products/:id', element: <p>상품 수정 화면</p> },
    ],
    at: url,
    mocks: all,
    appCache: true,
    link: spy,
  });
  return { router, headers };
}

describe('/admin/products', () => {
  it('lists every status with its Korean name and searches through the URL', async () => {
    const user = userEvent.setup();
    const { router } = mount('/admin/products', [
      {
        request: { query: AdminProductsDocument, variables: { query: null, status: null, offset: 0, limit: 20 } },
        result: { data: { adminProducts: typed('AdminProductPage', { total: 2, items: [product('5', '멀티비타민', 'on_sale'), product('6', '오메가3', 'hidden')] }) } },
      },
      {
        request: { query: AdminProductsDocument, variables: { query: '오메가', status: null, offset: 0, limit: 20 } },
        result: { data: { adminProducts: typed('AdminProductPage', { total: 1, items: [product('6', '오메가3', 'hidden')] }) } },
      },
    ]);
    const table = await screen.findByTestId('admin-products');
    within(table).getByText('숨김');
    within(table).getByText('판매중');
    await user.type(screen.getByRole('searchbox', { name: '상품 이름, 브랜드, 키워드 또는 상품 번호' }), '오메가');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    await waitFor(() => expect(within(screen.getByTestId('admin-products')).queryByText('멀티비타민')).toBeNull());
    expect(router.state.location.search).toBe('?q=%EC%98%A4%EB%A9%94%EA%B0%80');
  });
});

describe('/admin/products/new', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, stock: string) => {
    await user.type(await screen.findByRole('textbox', { name: '상품 이름' }), '새 비타민');
    await screen.findByRole('option', { name: '영양브랜드' });
    await user.selectOptions(screen.getByRole('combobox', { name: '브랜드' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: '카테고리' }), '11');
    await user.selectOptions(screen.getByRole('combobox', { name: '판매자' }), '2');
    await user.type(screen.getByRole('textbox', { name: '정가 (원)' }), '30,000');
    await user.type(screen.getByRole('textbox', { name: '판매가 (원)' }), '25000');
    await user.type(screen.getByRole('textbox', { name: '재고 (개)' }), stock);
  };
  const input = (stock: number) => ({
    name: '새 비타민',
    brandId: '3',
    categoryId: '11',
    sellerId: '2',
    price: 30000,
    salePrice: 25000,
    formulation: 'pill',
    status: 'on_sale',
    description: '',
    keywords: '',
    options: [{ name: '기본', extraPrice: 0, stock }],
  });

  it("shows the server's refusal under the option's own field, then creates with one Idempotency-Key per attempt", async () => {
    const user = userEvent.setup();
    const message = '재고는 100,000개 이하여야 합니다.';
    const { router, headers } = mount('/admin/products/new', [
      {
        request: { query: AdminCreateProductDocument, variables: { input: input(200000) } },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'options.0.stock', message }] } })] },
      },
      {
        request: { query: AdminCreateProductDocument, variables: { input: input(20) } },
        result: {
          data: {
            createProduct: typed('Product', {
              id: '77',
              name: '새 비타민',
              status: 'on_sale',
              price: 30000,
              salePrice: 25000,
              formulation: 'pill',
              description: null,
              keywords: '',
              imageUrl: 'data:,',
              brand: typed('Brand', { id: '3' }),
              category: typed('Category', { id: '11' }),
              seller: typed('Seller', { id: '2' }),
              options: [typed('ProductOption', { id: '770', name: '기본', extraPrice: 0, stock: 20 })],
            }),
          },
        },
      },
      { request: { query: AdminProductsDocument, variables: () => true }, result: { data: { adminProducts: typed('AdminProductPage', { total: 0, items: [] }) } }, maxUsageCount: 5 },
    ]);
    await fill(user, '200000');
    await user.click(screen.getByRole('button', { name: '등록' }));
    const stock = screen.getByRole('textbox', { name: '재고 (개)' });
    await waitFor(() => expect(stock.getAttribute('aria-invalid')).toBe('true'));
    screen.getByText(message);
    await user.clear(stock);
    await user.type(stock, '20');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await screen.findByText('상품 수정 화면');
    expect(router.state.location.pathname).toBe('/admin/products/77');
    const keys = headers.map((h) => h['idempotency-key']).filter(Boolean);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says a stock that is not a number before sending anything', async () => {
    const user = userEvent.setup();
    const { headers } = mount('/admin/products/new', []);
    await fill(user, '십');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '재고 (개)' }).getAttribute('aria-invalid')).toBe('true'));
    screen.getByText('재고는 숫자로 입력해주세요. (최대 9자리)');
    expect(headers.filter((h) => h['idempotency-key'])).toHaveLength(0);
  });

  it('says what is wrong with an empty or a negative price, each at its field', async () => {
    const user = userEvent.setup();
    const { headers } = mount('/admin/products/new', []);
    await user.click(await screen.findByRole('button', { name: '등록' }));
    await screen.findByText('정가를 입력해주세요.');
    screen.getByText('판매가를 입력해주세요.');
    screen.getByText('재고를 입력해주세요.');
    await user.type(screen.getByRole('textbox', { name: '정가 (원)' }), '-5000');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await screen.findByText('정가는 0 이상이어야 합니다.');
    expect(headers.filter((h) => h['idempotency-key'])).toHaveLength(0);
  });
});
