import { act } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { CreateMyAddressDocument, DeleteMyAddressDocument, MyAddressBookDocument } from '../../gql/graphql';
import { mountedPerTest } from '../../testing/dom';
import { buttonNamed, click, inputNamed, signedIn, type, typed, until } from '../orders/screen-testing';
import { AddressBook } from './AddressBook';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountedPerTest();
const input = inputNamed;

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
    await act(async () => dom.root.render(app(mocks)));
    await until(() => Boolean(dom.container.querySelector('[data-testid=addresses] tbody tr')), 'the addresses');
    const rows = [...dom.container.querySelectorAll('[data-testid=addresses] tbody tr')];
    expect(rows[0]!.textContent).toContain('기본 배송지');
    expect(rows[1]!.textContent).not.toContain('기본 배송지');
    expect(rows[0]!.textContent).toContain('(06236) 서울 강남구 테헤란로 1 101호');
    expect(rows[0]!.textContent).toContain('010-1234-5678');
    expect([...dom.container.querySelectorAll('[data-testid=addresses] th')].map((th) => th.textContent)).toEqual(['받는 분', '주소', '연락처', '수정/삭제']);

    await click(buttonNamed('삭제 (회사)')!);
    expect(deleted).toHaveLength(0);
    await click(buttonNamed('확인')!);
    await until(() => deleted.length === 1, 'the delete');
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
    await act(async () => dom.root.render(app(mocks)));
    await until(() => dom.container.textContent!.includes('저장된 배송지가 없습니다'), 'the empty state');
    await click(buttonNamed('배송지 추가')!);
    await type(input('recipient'), '김하나');
    await type(input('phone'), '010-1234-5678');
    await type(input('postcode'), '0623');
    await type(input('address1'), '서울 강남구 테헤란로 1');
    await click(buttonNamed('저장')!);
    expect(dom.container.textContent).toContain('우편번호는 숫자 5자리입니다.');
    expect(created).toHaveLength(0);
    await type(input('postcode'), '06236');
    await click(buttonNamed('저장')!);
    await until(() => created.length === 1, 'the create');
    expect(created).toEqual([{ input: { label: null, recipient: '김하나', phone: '010-1234-5678', postcode: '06236', address1: '서울 강남구 테헤란로 1', address2: null, isDefault: true } }]);
  });
});
