import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCreateExhibitionDocument, AdminDeleteBannerDocument, AdminHomeContentDocument, type AdminHomeContentQuery } from '../../gql/graphql';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { AdminContent } from './AdminContent';

afterEach(cleanup);

const data: AdminHomeContentQuery = {
  adminBanners: [
    typed('Banner', { id: '7', placement: 'mall', title: '겨울 면역력 기획전', imageUrl: null, linkUrl: '/exhibitions/5', startsAt: '2026-11-01T00:00:00.000Z', endsAt: null, sortOrder: 0 }),
  ],
  homeCategoryIcons: [typed('HomeCategoryIcon', { id: '1', slot: 1, label: '비타민', iconKey: 'vitamin' as const, categoryId: '1' })],
  adminExhibitions: [
    typed('Exhibition', {
      id: '5',
      title: '겨울 면역력 기획전',
      summary: null,
      bannerImageUrl: null,
      status: 'published' as const,
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: null,
      sortOrder: 0,
      productIds: ['3', '4'],
    }),
  ],
  categories: [typed('Category', { id: '1', name: '비타민', parentId: null }), typed('Category', { id: '2', name: '비타민C', parentId: '1' })],
};

function mount(extra: MockLink.MockedResponse[] = []) {
  const mocks: MockLink.MockedResponse[] = [meMock('admin'), { request: { query: AdminHomeContentDocument }, result: { data }, maxUsageCount: 10 }, ...extra];
  renderScreen({ routes: [{ path: '/admin/content', element: <AdminContent /> }], at: '/admin/content?section=home', mocks });
}

describe('/admin/content?section=home', () => {
  it('lists the banners, the icons with their category and the 기획전 with their product count', async () => {
    mount();
    const banners = await screen.findByTestId('admin-banners');
    within(banners).getByText('겨울 면역력 기획전');
    within(banners).getByText('홈 캐러셀');
    within(screen.getByTestId('admin-icons')).getByText('1번 비타민');
    within(screen.getByTestId('admin-exhibitions')).getByText(/상품 2개/);
  });

  it('offers only the free slots for a new icon', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(await screen.findByRole('button', { name: '아이콘 추가' }));
    const form = screen.getByRole('form', { name: '아이콘 추가' });
    const slot = within(form).getByRole<HTMLSelectElement>('combobox', { name: '위치' });
    expect(slot.value).toBe('2');
    expect(within(slot).getByRole<HTMLOptionElement>('option', { name: '1번' }).disabled).toBe(true);
  });

  it('shows a refused 기획전 under its field', async () => {
    const user = userEvent.setup();
    const message = '제목은 2자 이상이어야 합니다.';
    mount([
      {
        request: { query: AdminCreateExhibitionDocument, variables: () => true },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.title', message }] } })] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: '기획전 추가' }));
    const form = screen.getByRole('form', { name: '기획전 추가' });
    await user.type(within(form).getByRole('textbox', { name: '제목' }), '가');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
  });

  it('asks in the design system’s dialog before deleting a banner', async () => {
    const user = userEvent.setup();
    mount([{ request: { query: AdminDeleteBannerDocument, variables: { id: '7' } }, result: { data: { deleteBanner: true } } }]);
    await user.click(within(await screen.findByTestId('admin-banners')).getByRole('button', { name: '겨울 면역력 기획전 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '삭제' });
    within(dialog).getByText("'겨울 면역력 기획전' 항목을 삭제할까요? 되돌릴 수 없습니다.");
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('겨울 면역력 기획전을 삭제했습니다.'));
  });
});
