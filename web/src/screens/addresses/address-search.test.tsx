import { useState } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchRoadAddressesDocument } from '../../gql/graphql';
import { signedIn, typed } from '../orders/screen-testing';
import { AddressInputs, EMPTY_ADDRESS, type AddressForm } from './address-form';
import { ADDRESS_SEARCH_TEXT } from './AddressSearchDialog';

afterEach(cleanup);

const found = (n: number, page: number) =>
  Array.from({ length: n }, (_, i) =>
    typed('RoadAddress', {
      roadAddress: `서울특별시 중구 세종대로 ${100 + (page - 1) * 10 + i} (태평로1가)`,
      jibunAddress: `서울특별시 중구 태평로1가 ${i + 1}`,
      postcode: `0452${i % 10}`,
      buildingName: null,
    }),
  );
const pageOf = (page: number, n: number, hasMore: boolean, total: number) => ({
  data: { searchRoadAddresses: typed('RoadAddressPage', { total, page, hasMore, items: found(n, page) }) },
});

/** The address fields as the address book and the checkout use them. */
function Harness() {
  const [form, setForm] = useState<AddressForm>(EMPTY_ADDRESS);
  return (
    <form aria-label="배송지" noValidate>
      <AddressInputs form={form} onChange={setForm} problems={{}} />
    </form>
  );
}
const app = (mocks: MockLink.MockedResponse[]) => signedIn('/', '/', <Harness />, mocks);
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('주소 검색', () => {
  it('shows 검색 팁 until a search, pages with 더 보기, and choosing fills 우편번호 and 주소 and focuses 상세 주소', async () => {
    const asked: unknown[] = [];
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: SearchRoadAddressesDocument, variables: () => true },
        result: (variables: { keyword: string; page: number }) => {
          asked.push(variables);
          return variables.page === 1 ? pageOf(1, 10, true, 12) : pageOf(2, 2, false, 12);
        },
        maxUsageCount: 5,
      } as MockLink.MockedResponse,
    ];
    const user = userEvent.setup();
    render(app(mocks));
    await user.click(await screen.findByRole('button', { name: ADDRESS_SEARCH_TEXT.open }));
    const dialog = await screen.findByRole('alertdialog', { name: ADDRESS_SEARCH_TEXT.title });
    within(dialog).getByText(ADDRESS_SEARCH_TEXT.tipsTitle);
    const keyword = within(dialog).getByRole('searchbox', { name: ADDRESS_SEARCH_TEXT.keyword });
    await waitFor(() => expect(document.activeElement).toBe(keyword));

    await user.type(keyword, '세종대로{Enter}');
    const list = await within(dialog).findByRole('list', { name: ADDRESS_SEARCH_TEXT.title });
    expect(within(list).getAllByRole('button')).toHaveLength(10);
    within(dialog).getByText('검색 결과 12건');
    expect(within(dialog).queryByText(ADDRESS_SEARCH_TEXT.tipsTitle)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: ADDRESS_SEARCH_TEXT.more }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(12));
    expect(within(dialog).queryByRole('button', { name: ADDRESS_SEARCH_TEXT.more })).toBeNull();
    expect(asked).toEqual([
      { keyword: '세종대로', page: 1 },
      { keyword: '세종대로', page: 2 },
    ]);

    await user.click(within(list).getByRole('button', { name: /세종대로 111 \(태평로1가\)/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field('우편번호').value).toBe('04521');
    expect(field('주소').value).toBe('서울특별시 중구 세종대로 111 (태평로1가)');
    await waitFor(() => expect(document.activeElement).toBe(field('상세 주소')));
  });

  it("a refused keyword shows the server's Korean message under the field, and the tips stay", async () => {
    const message = '시·도 이름만으로는 찾을 수 없어요. 도로명이나 건물 이름을 함께 입력해주세요.';
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: SearchRoadAddressesDocument, variables: { keyword: '서울', page: 1 } },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'keyword', message }] } })] },
      },
    ];
    const user = userEvent.setup();
    render(app(mocks));
    await user.click(await screen.findByRole('button', { name: ADDRESS_SEARCH_TEXT.open }));
    const dialog = await screen.findByRole('alertdialog', { name: ADDRESS_SEARCH_TEXT.title });
    const keyword = within(dialog).getByRole('searchbox', { name: ADDRESS_SEARCH_TEXT.keyword });
    await user.type(keyword, '서울');
    await user.click(within(dialog).getByRole('button', { name: ADDRESS_SEARCH_TEXT.search }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(keyword.getAttribute('aria-invalid')).toBe('true');
    within(dialog).getByText(ADDRESS_SEARCH_TEXT.tipsTitle);
    // An empty keyword is refused before asking.
    await user.clear(keyword);
    await user.click(within(dialog).getByRole('button', { name: ADDRESS_SEARCH_TEXT.search }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('검색어를 입력해주세요.');
    // 닫기 leaves the fields as they were.
    await user.click(within(dialog).getByRole('button', { name: ADDRESS_SEARCH_TEXT.close }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field('우편번호').value).toBe('');
  });
});
