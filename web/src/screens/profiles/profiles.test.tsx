import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyProfilesDocument, RemoveProfileDocument, type MyProfilesQuery } from '../../gql/graphql';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { Profiles } from './Profiles';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** How the server addresses these names (a family title as it is, a name with 님). */
const ADDRESSED: Record<string, string> = { 엄마: '엄마', 아빠: '아빠', 민서: '민서님' };
const profile = (id: string, name: string, isPrimary: boolean, imageNo: number) =>
  typed('Profile', {
    id,
    name,
    addressedName: ADDRESSED[name]!,
    gender: 2,
    birthday: '1990-01-01',
    isPrimary,
    imageNo,
    genderLabel: '여성',
    age: typed('AgeDisplay', { text: '만 36세' }),
    lifeStage: typed('LifeStage', { promiseType: 0, pregnantType: null, pregnantDay: null, vegetarianType: null, label: '일반' }),
  });
const profiles: MyProfilesQuery = { myProfiles: [profile('10', '엄마', true, 3), profile('11', '민서', false, 7)] };

function mount(extra: MockLink.MockedResponse[] = []) {
  const mocks: MockLink.MockedResponse[] = [
    // The account the first profile starts from.
    meMock('member', { loginId: 'mom', nickname: '엄마', gender: 2, birthday: '1990-01-01' }),
    { request: { query: MyProfilesDocument }, result: { data: profiles }, maxUsageCount: 10 },
    ...extra,
  ];
  renderScreen({ routes: [{ path: '/mypage/profiles', element: <Profiles /> }], at: '/mypage/profiles', mocks });
}

describe('/mypage/profiles', () => {
  it('shows each profile with the initial of its name (never the picture number) and the age as 만 나이', async () => {
    mount();
    const list = await screen.findByTestId('profiles');
    await within(list).findByText('민서');
    expect(
      within(list)
        .getAllByTestId('avatar')
        .map((a) => a.textContent),
    ).toEqual(['엄', '민']);
    expect(list.textContent).not.toMatch(/(^|\D)[37](\D|$)/);
    within(list).getAllByText(/만 36세/);
  });

  it('asks in the design system’s dialog, not the browser’s confirm(), before removing a profile', async () => {
    const user = userEvent.setup();
    const browserConfirm = vi.fn(() => true);
    vi.stubGlobal('confirm', browserConfirm);
    mount([{ request: { query: RemoveProfileDocument, variables: { id: '11' } }, result: { data: { removeProfile: true } } }]);
    const row = (await screen.findByText('민서')).closest('li')!;
    await user.click(within(row).getByRole('button', { name: '삭제' }));
    const dialog = screen.getByRole('dialog');
    within(dialog).getByText('민서를 삭제할까요? 기록도 함께 삭제됩니다.');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('민서를 삭제했습니다.'));
    expect(browserConfirm).not.toHaveBeenCalled();
  });
});
