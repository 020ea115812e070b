import { act, type ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeedbackProvider } from '../../components/Feedback';
import { AdminInquiriesDocument, AnswerInquiryDocument, MeDocument, type AdminInquiriesQuery, type MeQuery, type Role } from '../../gql/graphql';
import { mountedPerTest, until } from '../../testing/dom';
import { AdminInquiries } from './AdminInquiries';
import { NOT_ADMIN } from './AdminOnly';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountedPerTest();
const buttonNamed = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

/** Types into a React-controlled textarea the way a browser does (native setter, then input). */
async function type(field: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

// Responses as the gateway sends them (with __typename, which the cache asks for).
const typed = <T,>(typename: string, value: T) => ({ __typename: typename, ...value });
const meAs = (role: Role): MeQuery => ({
  me: typed('User', { id: '2', loginId: 'desk', nickname: '상담원', role, provider: 'local', gender: 2, birthday: '1990-01-01', phone: null, email: null }),
});
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
    { request: { query: MeDocument }, result: { data: meAs(role) }, maxUsageCount: 10 },
    { request: { query: AdminInquiriesDocument, variables: { unansweredOnly: true, offset: 0, limit: 20 } }, result: { data: inquiries }, maxUsageCount: 10 },
    {
      request: { query: AnswerInquiryDocument, variables: () => true },
      result: (variables: { id: string; answer: string }) => {
        answers.push(variables);
        return { data: { answerInquiry: typed('Inquiry', { id: variables.id, answer: variables.answer, answeredAt: '2026-11-21T02:00:00.000Z' }) } };
      },
    },
  ];
  const router = createMemoryRouter([{ path: '/admin/inquiries', element: <AdminInquiries /> }], { initialEntries: ['/admin/inquiries'] });
  const node: ReactNode = (
    <MockedProvider mocks={mocks}>
      <FeedbackProvider>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </MockedProvider>
  );
  return node;
}

describe('admin inquiries', () => {
  it('opens an unanswered inquiry, sends the typed answer and shows it with a toast', async () => {
    const answers: { id: string; answer: string }[] = [];
    await act(async () => dom.root.render(app('admin', answers)));
    await until(() => Boolean(buttonNamed('배송 문의')), 'the inquiry row');
    expect(dom.container.textContent).toContain('답변 대기');
    expect(dom.container.textContent).not.toContain('주문한 비타민이 아직 안 왔어요.');

    const toggle = buttonNamed('배송 문의')!;
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(dom.container.textContent).toContain('주문한 비타민이 아직 안 왔어요.');
    const field = [...dom.container.querySelectorAll('textarea')].find((t) => dom.container.querySelector(`label[for="${t.id}"]`)?.textContent === '답변')!;
    await type(field, '오늘 출고되어 내일 도착합니다.');
    await act(async () => buttonNamed('답변 등록')!.click());
    await until(() => answers.length === 1 && Boolean(document.querySelector('[role=status]')?.textContent?.includes('답변을 등록했습니다.')), 'the toast');

    expect(answers).toEqual([{ id: '71', answer: '오늘 출고되어 내일 도착합니다.' }]);
    await until(() => dom.container.textContent!.includes('답변 완료'), 'the answered state');
    expect(dom.container.textContent).toContain('등록된 답변');
    expect(dom.container.textContent).toContain('오늘 출고되어 내일 도착합니다.');
  });

  it('shows a member only that the page is for admins', async () => {
    await act(async () => dom.root.render(app('member')));
    await until(() => dom.container.textContent!.includes(NOT_ADMIN), 'the admin-only message');
    expect(buttonNamed('배송 문의')).toBeUndefined();
    expect(dom.container.querySelector('[role=tablist]')).toBeNull();
  });
});
