import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateMyAddressDocument, DeleteMyAddressDocument, MyAddressBookDocument } from '../../gql/graphql';
import { signedIn, typed } from '../orders/screen-testing';
import { AddressBook } from './AddressBook';

afterEach(cleanup);

const address = (id: string, label: string, isDefault: boolean) =>
  typed('Address', { id, label, recipient: '김하나', phone: '01012345678', postcode: '06236', address1: '서울 강남구 테헤란로 1', address2: '101호', isDefault, source: 'manual' });

const app = (mocks: MockLink.MockedResponse[]) => signedIn('/mypage/address', '/mypage/address', <AddressBook />, mocks);

describe('address book', () => {
  it('lists recipient, address, contact with the default badge, and deletes after a confirmation', async () => {
    const deleted: object[] = [];
    const mocks = [
      { request: { query: MyAddressBookDocument }, result: { data: { myAddresses: [address('3', '집', true), address('4', '회사', false)] } }, maxUsageCount: 5 },
      {
        request: { query: DeleteMyAddressDocument, variables: () => true },
        result: (variables: object) => {
          deleted.push(variables);
          return { data: { deleteAddress: true } };
        },
      },
    ];
    const user = userEvent.setup();
    render(app(mocks));
    const table = await screen.findByRole('table', { name: '내 배송지 목록' });
    const [, body] = within(table).getAllByRole('rowgroup');
    const rows = within(body!).getAllByRole('row');
    expect(rows).toHaveLength(2);
    within(rows[0]!).getByText('기본 배송지');
    expect(within(rows[1]!).queryByText('기본 배송지')).toBeNull();
    within(rows[0]!).getByText('(06236) 서울 강남구 테헤란로 1 101호');
    within(rows[0]!).getByText('010-1234-5678');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['받는 분', '주소', '연락처', '수정/삭제']);

    await user.click(screen.getByRole('button', { name: '삭제 (회사)' }));
    expect(deleted).toHaveLength(0);
    const question = screen.getByRole('dialog');
    within(question).getByText("'회사' 배송지를 삭제할까요?");
    await user.click(within(question).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    expect(deleted).toEqual([{ id: '4' }]);
  });

  it('refuses a 4-digit postcode before asking the server, then adds the address', async () => {
    const created: object[] = [];
    const mocks = [
      { request: { query: MyAddressBookDocument }, result: { data: { myAddresses: [] } }, maxUsageCount: 5 },
      {
        request: { query: CreateMyAddressDocument, variables: () => true },
        result: (variables: object) => {
          created.push(variables);
          return { data: { createAddress: address('9', '배송지', true) } };
        },
      },
    ];
    const user = userEvent.setup();
    render(app(mocks));
    await screen.findByText('저장된 배송지가 없습니다.');
    await user.click(screen.getByRole('button', { name: '배송지 추가' }));
    const form = screen.getByRole('form', { name: '배송지 추가' });
    const field = (label: string) => within(form).getByLabelText(label);
    await user.type(field('받는 분'), '김하나');
    await user.type(field('연락처'), '010-1234-5678');
    await user.type(field('우편번호'), '0623');
    await user.type(field('주소'), '서울 강남구 테헤란로 1');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    within(form).getByText('우편번호는 숫자 5자리입니다.');
    expect(created).toHaveLength(0);
    await user.clear(field('우편번호'));
    await user.type(field('우편번호'), '06236');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created).toEqual([{ input: { label: null, recipient: '김하나', phone: '010-1234-5678', postcode: '06236', address1: '서울 강남구 테헤란로 1', address2: null, isDefault: true } }]);
  });
});
