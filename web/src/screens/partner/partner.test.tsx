import { act } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountLinks } from '../../components/Layout';
import { FeedbackProvider } from '../../components/Feedback';
import { PartnerHomeDocument, type PartnerHomeQuery } from '../../gql/graphql';
import { mountedPerTest, until } from '../../testing/dom';
import { NOT_PARTNER, PartnerHome } from './PartnerHome';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountedPerTest();

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

async function show(data: PartnerHomeQuery) {
  const router = createMemoryRouter([{ path: '/partner', element: <PartnerHome /> }], { initialEntries: ['/partner'] });
  await act(async () =>
    dom.root.render(
      <MockedProvider mocks={[{ request: { query: PartnerHomeDocument }, result: { data } }]}>
        <FeedbackProvider>
          <RouterProvider router={router} />
        </FeedbackProvider>
      </MockedProvider>,
    ),
  );
}

describe('partner area entry', () => {
  it("shows an influencer's channel and the link visitors arrive by", async () => {
    await show(me('influencer', { handle: 'vita_unni', name: '비타언니 채널' }));
    await until(() => dom.container.textContent!.includes('비타언니 채널'), 'channel name');
    const link = dom.container.querySelector<HTMLInputElement>('input[readonly]')!;
    expect(link.value).toBe(`${window.location.origin}/?channelId=vita_unni`);
  });

  it('offers to ask for a channel when the influencer has none', async () => {
    await show(me('influencer', null));
    await until(() => dom.container.textContent!.includes('아직 연결된 채널이 없습니다.'), 'no channel');
  });

  it('is not for members', async () => {
    await show(me('member', null));
    await until(() => dom.container.textContent!.includes(NOT_PARTNER), 'refusal');
  });

  it("leads each role's menu with its own area", () => {
    expect(accountLinks('admin')[0]).toEqual(['/admin', '관리자']);
    expect(accountLinks('influencer')[0]).toEqual(['/partner', '파트너 센터']);
    expect(accountLinks('member').some(([to]) => to === '/admin' || to === '/partner')).toBe(false);
  });
});
