import { act, type ReactNode } from 'react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeedbackProvider } from '../../components/Feedback';
import { AdminCategoryTreeDocument, AdminDeleteCategoryDocument, AdminRenameCategoryDocument, MeDocument, type AdminCategoryTreeQuery, type MeQuery, type Role } from '../../gql/graphql';
import { mountedPerTest, until } from '../../testing/dom';
import { AdminCategories } from './AdminCategories';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountedPerTest();

// Responses as the gateway sends them (with __typename, which the cache asks for).
const typed = <T,>(typename: string, value: T) => ({ __typename: typename, ...value });
const meAs = (role: Role): MeQuery => ({
  me: typed('User', { id: '1', loginId: 'boss', nickname: '관리자', role, provider: 'local', gender: null, birthday: null, phone: null, email: null }),
});
const category = (id: string, name: string, level: number, parentId: string | null) => typed('Category', { id, name, kind: 'mall', level, parentId });
const tree: AdminCategoryTreeQuery = { adminCategories: [category('1', '비타민', 1, null), category('2', '비타민D', 2, '1'), category('3', '미네랄', 1, null)] };
const SAME_NAME = '같은 위치에 같은 이름의 카테고리가 있습니다.';
const IN_USE = '상품이 있는 카테고리는 삭제할 수 없습니다. 상품을 다른 카테고리로 옮긴 뒤 삭제해주세요.';
const refusal = (message: string, field: string) => ({ errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT', fields: [{ field, message }] } })] });

function render(role: Role, extra: MockLink.MockedResponse[] = []): Promise<void> {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: MeDocument }, result: { data: meAs(role) }, maxUsageCount: 10 },
    { request: { query: AdminCategoryTreeDocument, variables: { kind: 'mall' } }, result: { data: tree }, maxUsageCount: 10 },
    ...extra,
  ];
  const router = createMemoryRouter([{ path: '/admin/categories', element: <AdminCategories /> }], { initialEntries: ['/admin/categories'] });
  const node: ReactNode = (
    <MockedProvider mocks={mocks}>
      <FeedbackProvider>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </MockedProvider>
  );
  return act(async () => dom.root.render(node));
}

const button = (label: string) => dom.container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const buttonByText = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!;
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('/admin/categories', () => {
  it('tells a member the page is for admins and shows no tree', async () => {
    await render('member');
    await until(() => dom.container.textContent!.includes('관리자만 볼 수 있는 페이지입니다.'), 'the admin-only message');
    expect(dom.container.querySelector('[data-testid=category]')).toBeNull();
  });

  it('shows the tree with children under their parent, and child buttons only where a level is left', async () => {
    await render('admin');
    await until(() => dom.container.querySelectorAll('[data-testid=category]').length === 3, 'the tree');
    const children = dom.container.querySelector('ul[aria-label="비타민의 하위 카테고리"]')!;
    expect(children.textContent).toContain('비타민D');
    expect(button('비타민 하위 추가')).not.toBeNull();
    expect(button('비타민D 하위 추가')).toBeNull();
  });

  it('shows a refused rename under the name field', async () => {
    await render('admin', [{ request: { query: AdminRenameCategoryDocument, variables: { id: '2', name: '비타민C' } }, result: refusal(SAME_NAME, 'name') }]);
    await until(() => button('비타민D 이름 변경') !== null, 'the rename button');
    await act(async () => button('비타민D 이름 변경')!.click());
    const form = dom.container.querySelector<HTMLFormElement>('form[aria-label="\'비타민D\' 이름 변경"]')!;
    const input = form.querySelector('input')!;
    expect(input.value).toBe('비타민D');
    await act(async () => type(input, '비타민C'));
    await act(async () => form.requestSubmit());
    await until(() => form.querySelector('.ui-field__error') !== null, 'the field error');
    expect(form.querySelector('.ui-field__error')!.textContent).toBe(SAME_NAME);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before deleting and shows why a category in use stays', async () => {
    await render('admin', [{ request: { query: AdminDeleteCategoryDocument, variables: { id: '3' } }, result: refusal(IN_USE, 'id') }]);
    await until(() => button('미네랄 삭제') !== null, 'the delete button');
    await act(async () => button('미네랄 삭제')!.click());
    const dialog = document.querySelector('[role=dialog]')!;
    expect(dialog.textContent).toContain("'미네랄' 카테고리를 삭제할까요?");
    await act(async () => buttonByText(dialog, '삭제').click());
    await until(() => document.querySelector('[role=alertdialog]')?.textContent?.includes(IN_USE) === true, 'the refusal');
  });
});
