import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminLiftRestrictionDocument, AdminMemberDocument, AdminMembersDocument, AdminRestrictAccountDocument, type Role } from '../../gql/graphql';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { AdminMember } from './AdminMember';
import { AdminMembers } from './AdminMembers';

afterEach(cleanup);

const row = (id: string, nickname: string, extra: Record<string, unknown> = {}) =>
  typed('AdminMember', {
    id,
    loginId: `user${id}`,
    nickname,
    provider: 'local',
    role: 'member',
    phone: '01012345678',
    email: `user${id}@example.com`,
    createdAt: '2026-11-26T15:30:00.000Z',
    lastLoginAt: null,
    leftAt: null,
    dormantAt: null,
    restrictionsInForce: [],
    ...extra,
  });
const restriction = (id: string, offence: number, inForce: boolean) =>
  typed('AccountRestriction', {
    id,
    offence,
    scope: 'ACCOUNT',
    cause: 'VIOLATION',
    reason: '욕설 리뷰 반복',
    startsAt: '2026-11-20T00:00:00.000Z',
    endsAt: '2026-11-27T00:00:00.000Z',
    liftedAt: null as string | null,
    liftReason: null as string | null,
    inForce,
  });
const rules = typed('RestrictionRules', {
  maxDays: 3650,
  steps: [
    typed('EscalationStep', { offence: 1, days: 7, label: '1차 위반: 7일 이용 제한' }),
    typed('EscalationStep', { offence: 2, days: 30, label: '2차 위반: 30일 이용 제한' }),
    typed('EscalationStep', { offence: 3, days: null, label: '3차 위반부터: 영구 이용 제한' }),
  ],
  scopes: [
    typed('RestrictionChoice', { value: 'ACCOUNT', label: '계정 이용 제한 (주문·리뷰·글쓰기 불가)' }),
    typed('RestrictionChoice', { value: 'CONTENT', label: '글쓰기 제한 (리뷰·문의·게시글·댓글 불가)' }),
  ],
  causes: [typed('RestrictionChoice', { value: 'VIOLATION', label: '이용약관 위반' }), typed('RestrictionChoice', { value: 'ILLEGAL', label: '명백한 불법 행위' })],
});
const detail = (restrictions: ReturnType<typeof restriction>[], inForce: { id: string; message: string; scope: string; endsAt: string | null }[] = []) => ({
  adminMember: {
    ...row('7', '김영양'),
    birthday: '1990-01-01',
    gender: 2,
    nextRestrictionDays: restrictions.length ? 30 : 7,
    restrictionsInForce: inForce.map((r) => typed('RestrictionNotice', r)),
    restrictions,
    orders: typed('MemberOrderPage', {
      total: 1,
      items: [typed('MemberOrderSummary', { id: '55', orderNumber: 'O261127AAAAAAAA', status: 'paid', total: 25000, createdAt: '2026-11-26T15:30:00.000Z' })],
    }),
  },
  restrictionRules: rules,
});

function mount(url: string, role: Role, mocks: MockLink.MockedResponse[]) {
  return renderScreen({
    routes: [
      { path: '/admin/members', element: <AdminMembers /> },
      { path: '/admin/members/:id', element: <AdminMember /> },
      { path: '/admin/orders/:id', element: <p>주문 상세</p> },
    ],
    at: url,
    mocks: [meMock(role), ...mocks],
    appCache: true,
  });
}

describe('/admin/members', () => {
  it('is for admins only', async () => {
    mount('/admin/members', 'member', []);
    await screen.findByText('관리자만 볼 수 있는 페이지입니다.');
    expect(screen.queryByTestId('admin-members')).toBeNull();
  });

  it('lists members with their state and searches through the URL', async () => {
    const user = userEvent.setup();
    const restricted = [{ __typename: 'RestrictionNotice', id: '3', scope: 'ACCOUNT', endsAt: '2026-12-01T00:00:00.000Z' }];
    const router = mount('/admin/members', 'admin', [
      {
        request: { query: AdminMembersDocument, variables: { query: null, offset: 0, limit: 20 } },
        result: { data: { adminMembers: typed('AdminMemberPage', { total: 2, items: [row('7', '김영양', { restrictionsInForce: restricted }), row('8', '이건강')] }) } },
      },
      {
        request: { query: AdminMembersDocument, variables: { query: '5678', offset: 0, limit: 20 } },
        result: { data: { adminMembers: typed('AdminMemberPage', { total: 1, items: [row('8', '이건강')] }) } },
      },
    ]);
    const table = await screen.findByTestId('admin-members');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    within(table).getByText('이용 제한');
    expect(within(table).getByRole('link', { name: '김영양' }).getAttribute('href')).toBe('/admin/members/7');
    await user.type(screen.getByRole('textbox', { name: '회원 찾기' }), '5678');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    await waitFor(() => expect(within(screen.getByTestId('admin-members')).getAllByRole('row')).toHaveLength(2));
    expect(router.state.location.search).toBe('?q=5678');
  });
});

describe('/admin/members/:id', () => {
  it("shows the member's facts, orders linked to the orders desk, and restricts with the rule's period", async () => {
    const user = userEvent.setup();
    mount('/admin/members/7', 'admin', [
      { request: { query: AdminMemberDocument, variables: { id: '7', offset: 0, limit: 10 } }, result: { data: detail([]) } },
      {
        request: { query: AdminRestrictAccountDocument, variables: { input: { userId: '7', scope: 'ACCOUNT', cause: 'VIOLATION', reason: '욕설 리뷰 반복', days: null, permanent: null } } },
        result: { data: { restrictAccount: restriction('9', 1, true) } },
      },
      {
        request: { query: AdminMemberDocument, variables: { id: '7', offset: 0, limit: 10 } },
        result: {
          data: detail(
            [restriction('9', 1, true)],
            [
              {
                id: '9',
                scope: 'ACCOUNT',
                endsAt: '2026-11-27T00:00:00.000Z',
                message: '이용이 제한된 계정입니다. 2026년 11월 27일 09:00까지 주문, 리뷰, 문의와 글쓰기를 할 수 없습니다. (사유: 욕설 리뷰 반복)',
              },
            ],
          ),
        },
      },
    ]);
    await screen.findByRole('heading', { name: /김영양/ });
    expect(screen.getByRole('link', { name: 'O261127AAAAAAAA' }).getAttribute('href')).toBe('/admin/orders/55');
    screen.getByText('1990-01-01');
    screen.getByRole('radio', { name: /규칙대로 \(7일\)/ });
    await user.type(screen.getByRole('textbox', { name: '사유 (회원에게 보입니다)' }), '욕설 리뷰 반복');
    await user.click(screen.getByRole('button', { name: '제한하기' }));
    await screen.findByText(/2026년 11월 27일 09:00까지 주문, 리뷰/);
    within(screen.getByTestId('restriction-history')).getByText('1차');
  });

  it("shows the server's Korean refusal under the field it names", async () => {
    const user = userEvent.setup();
    mount('/admin/members/7', 'admin', [
      { request: { query: AdminMemberDocument, variables: { id: '7', offset: 0, limit: 10 } }, result: { data: detail([]) } },
      {
        request: { query: AdminRestrictAccountDocument, variables: { input: { userId: '7', scope: 'ACCOUNT', cause: 'VIOLATION', reason: '가', days: null, permanent: null } } },
        result: {
          errors: [new GraphQLError('제한 사유를 2자 이상 입력해주세요.', { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'reason', message: '제한 사유를 2자 이상 입력해주세요.' }] } })],
        },
      },
    ]);
    await user.type(await screen.findByRole('textbox', { name: '사유 (회원에게 보입니다)' }), '가');
    await user.click(screen.getByRole('button', { name: '제한하기' }));
    await screen.findByText('제한 사유를 2자 이상 입력해주세요.');
  });

  it('lifts a restriction in force with a reason', async () => {
    const user = userEvent.setup();
    mount('/admin/members/7', 'admin', [
      { request: { query: AdminMemberDocument, variables: { id: '7', offset: 0, limit: 10 } }, result: { data: detail([restriction('9', 1, true)]) } },
      {
        request: { query: AdminLiftRestrictionDocument, variables: { id: '9', reason: '오인 제한' } },
        result: { data: { liftRestriction: { ...restriction('9', 1, false), liftedAt: '2026-11-21T00:00:00.000Z', liftReason: '오인 제한' } } },
      },
      {
        request: { query: AdminMemberDocument, variables: { id: '7', offset: 0, limit: 10 } },
        result: { data: detail([{ ...restriction('9', 1, false), liftedAt: '2026-11-21T00:00:00.000Z', liftReason: '오인 제한' }]) },
      },
    ]);
    await user.type(await screen.findByRole('textbox', { name: '해제 사유' }), '오인 제한');
    await user.click(screen.getByRole('button', { name: '해제' }));
    await screen.findByText(/해제 \(오인 제한\)/);
    expect(screen.queryByRole('textbox', { name: '해제 사유' })).toBeNull();
  });
});
