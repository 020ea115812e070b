import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accountLinks } from '../../components/Layout';
import { FeedbackProvider } from '../../components/Feedback';
import { PartnerHomeDocument, type PartnerHomeQuery } from '../../gql/graphql';
import { NOT_PARTNER, PartnerHome } from './PartnerHome';

afterEach(cleanup);

function me(role: string, channel: { handle: string; name: string } | null): PartnerHomeQuery {
  return {
    me: {
      __typename: 'User',
      id: '9',
      role,
      nickname: '비타언니',
      channel: channel && { __typename: 'Channel', id: '3', handle: channel.handle, name: channel.name, greetings: null },
    },
  } as PartnerHomeQuery;
}

function show(data: PartnerHomeQuery) {
  const router = createMemoryRouter([{ path: '/partner', element: <PartnerHome /> }], { initialEntries: ['/partner'] });
  render(
    <MockedProvider mocks={[{ request: { query: PartnerHomeDocument }, result: { data } }]}>
      <FeedbackProvider>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </MockedProvider>,
  );
}

describe('partner area entry', () => {
  it("shows an influencer's channel and the link visitors arrive by", async () => {
    show(me('influencer', { handle: 'vita_unni', name: '비타언니 채널' }));
    expect(await screen.findByRole('heading', { name: '비타언니 채널' })).toBeTruthy();
    const link = screen.getByRole<HTMLInputElement>('textbox', { name: '채널 링크' });
    expect(link.readOnly).toBe(true);
    expect(link.value).toBe(`${window.location.origin}/?channelId=vita_unni`);
  });

  it('offers to ask for a channel when the influencer has none', async () => {
    show(me('influencer', null));
    expect(await screen.findByText('아직 연결된 채널이 없습니다.')).toBeTruthy();
  });

  it('is not for members', async () => {
    show(me('member', null));
    expect(await screen.findByText(NOT_PARTNER)).toBeTruthy();
  });

  it("leads each role's menu with its own area", () => {
    expect(accountLinks('admin')[0]).toEqual(['/admin', '관리자']);
    expect(accountLinks('influencer')[0]).toEqual(['/partner', '파트너 센터']);
    expect(accountLinks('member').some(([to]) => to === '/admin' || to === '/partner')).toBe(false);
  });
});
