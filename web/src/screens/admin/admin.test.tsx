import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { AddCsEntryDocument, AdminCsEntriesDocument, AdminInquiriesDocument, AnswerInquiryDocument, type AdminInquiriesQuery, type Role } from '../../gql/graphql';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { AdminInquiries } from './AdminInquiries';
import { AdminNotices } from './AdminNotices';
import { NOT_ADMIN } from './AdminOnly';

afterEach(cleanup);

const inquiries: AdminInquiriesQuery = {
  adminInquiries: typed('InquiryPage', {
    total: 1,
    items: [
      typed('Inquiry', { id: '71', category: 'delivery', title: '배송 문의', content: '주문한 비타민이 아직 안 왔어요.', answer: null, answeredAt: null, createdAt: '2026-11-20T01:00:00.000Z' }),
    ],
  }),
};

function app(role: Role, answers: { id: string; answer: string }[] = []) {
  const mocks = [
    meMock(role),
    { request: { query: AdminInquiriesDocument, variables: { unansweredOnly: true, offset: 0, limit: 20 } }, result: { data: inquiries }, maxUsageCount: 10 },
    {
      request: { query: AnswerInquiryDocument, variables: () => true },
      result: (variables: { id: string; answer: string }) => {
        answers.push(variables);
        return { data: { answerInquiry: typed('Inquiry', { id: variables.id, answer: variables.answer, answeredAt: '2026-11-21T02:00:00.000Z' }) } };
      },
    },
  ];
  renderScreen({ routes: [{ path: '/admin/inquiries', element: <AdminInquiries /> }], at: '/admin/inquiries', mocks });
}

describe('admin inquiries', () => {
  it('opens an unanswered inquiry, sends the typed answer and shows it with a toast', async () => {
    const user = userEvent.setup();
    const answers: { id: string; answer: string }[] = [];
    app('admin', answers);
    const toggle = await screen.findByRole('button', { name: '배송 문의' });
    screen.getByText('답변 대기');
    expect(screen.queryByText('주문한 비타민이 아직 안 왔어요.')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    screen.getByText('주문한 비타민이 아직 안 왔어요.');
    await user.type(screen.getByRole('textbox', { name: '답변' }), '오늘 출고되어 내일 도착합니다.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('답변을 등록했습니다.'));

    expect(answers).toEqual([{ id: '71', answer: '오늘 출고되어 내일 도착합니다.' }]);
    await screen.findByText('답변 완료');
    screen.getByText('등록된 답변');
    screen.getByText('오늘 출고되어 내일 도착합니다.');
  });

  it('shows a member only that the page is for admins', async () => {
    app('member');
    await screen.findByText(NOT_ADMIN);
    expect(screen.queryByRole('button', { name: '배송 문의' })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('admin notices', () => {
  it('sends an empty notice to the server and shows its Korean refusal under each field (no browser tooltip)', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const mocks = [
      meMock('admin'),
      { request: { query: AdminCsEntriesDocument, variables: { kind: 'notice' } }, result: { data: { csEntries: [] } }, maxUsageCount: 5 },
      {
        request: { query: AddCsEntryDocument, variables: () => true },
        result: () => {
          sent += 1;
          return {
            errors: [
              new GraphQLError('제목을 입력해주세요.', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fields: [
                    { field: 'title', message: '제목을 입력해주세요.' },
                    { field: 'body', message: '내용을 입력해주세요.' },
                  ],
                },
              }),
            ],
          };
        },
      },
    ];
    renderScreen({ routes: [{ path: '/admin/notices', element: <AdminNotices /> }], at: '/admin/notices', mocks });
    await user.click(await screen.findByRole('button', { name: '글 등록' }));
    expect((await screen.findByRole('textbox', { name: '제목', description: '제목을 입력해주세요.' })).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: '내용', description: '내용을 입력해주세요.' }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(1);
  });
});
