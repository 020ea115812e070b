import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCategoryTreeDocument, AdminDeleteCategoryDocument, AdminRenameCategoryDocument, type AdminCategoryTreeQuery, type Role } from '../../gql/graphql';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { AdminCategories } from './AdminCategories';

afterEach(cleanup);

const category = (id: string, name: string, level: number, parentId: string | null) => typed('Category', { id, name, kind: 'mall', level, parentId });
const tree: AdminCategoryTreeQuery = { adminCategories: [category('1', '비타민', 1, null), category('2', '비타민D', 2, '1'), category('3', '미네랄', 1, null)] };
const SAME_NAME = '같은 위치에 같은 이름의 카테고리가 있습니다.';
const IN_USE = '상품이 있는 카테고리는 삭제할 수 없습니다. 상품을 다른 카테고리로 옮긴 뒤 삭제해주세요.';
const refusal = (message: string, field: string) => ({ errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT', fields: [{ field, message }] } })] });

function mount(role: Role, extra: MockLink.MockedResponse[] = []) {
  const mocks: MockLink.MockedResponse[] = [meMock(role), { request: { query: AdminCategoryTreeDocument, variables: { kind: 'mall' } }, result: { data: tree }, maxUsageCount: 10 }, ...extra];
  renderScreen({ routes: [{ path: '/admin/categories', element: <AdminCategories /> }], at: '/admin/categories', mocks });
}

describe('/admin/categories', () => {
  it('tells a member the page is for admins and shows no tree', async () => {
    mount('member');
    await screen.findByText('관리자만 볼 수 있는 페이지입니다.');
    expect(screen.queryAllByTestId('category')).toHaveLength(0);
  });

  it('shows the tree with children under their parent, and child buttons only where a level is left', async () => {
    mount('admin');
    await waitFor(() => expect(screen.getAllByTestId('category')).toHaveLength(3));
    const children = screen.getByRole('list', { name: '비타민의 하위 카테고리' });
    within(children).getByText('비타민D');
    screen.getByRole('button', { name: '비타민 하위 추가' });
    expect(screen.queryByRole('button', { name: '비타민D 하위 추가' })).toBeNull();
  });

  it('shows a refused rename under the name field', async () => {
    const user = userEvent.setup();
    mount('admin', [{ request: { query: AdminRenameCategoryDocument, variables: { id: '2', name: '비타민C' } }, result: refusal(SAME_NAME, 'name') }]);
    await user.click(await screen.findByRole('button', { name: '비타민D 이름 변경' }));
    const form = screen.getByRole('form', { name: "'비타민D' 이름 변경" });
    const input = within(form).getByRole<HTMLInputElement>('textbox', { name: '카테고리 이름' });
    expect(input.value).toBe('비타민D');
    await user.clear(input);
    await user.type(input, '비타민C');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(SAME_NAME);
    // The message is the name field's own: its description, and the field is marked invalid.
    expect(within(form).getByRole('textbox', { name: '카테고리 이름', description: SAME_NAME })).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before deleting and shows why a category in use stays', async () => {
    const user = userEvent.setup();
    mount('admin', [{ request: { query: AdminDeleteCategoryDocument, variables: { id: '3' } }, result: refusal(IN_USE, 'id') }]);
    await user.click(await screen.findByRole('button', { name: '미네랄 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '카테고리 삭제' });
    within(dialog).getByText(/'미네랄' 카테고리를 삭제할까요\?/);
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    within(await screen.findByRole('alertdialog')).getByText(IN_USE);
  });
});
