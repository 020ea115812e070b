import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { AskProductQuestionDocument, ProductQuestionsDocument } from '../../gql/graphql';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { ProductQuestions } from './ProductQuestions';

afterEach(cleanup);

const questions: MockLink.MockedResponse = {
  request: { query: ProductQuestionsDocument, variables: { productId: '4' } },
  result: { data: { productQuestions: typed('ProductQuestionPage', { total: 0, items: [] }) } },
  maxUsageCount: 5,
};
const mount = (mocks: MockLink.MockedResponse[]) =>
  renderScreen({
    routes: [
      { path: '/products/:id', element: <ProductQuestions productId="4" /> },
      { path: '/login', element: <p>로그인 화면</p> },
    ],
    at: '/products/4',
    mocks: [questions, ...mocks],
  });

describe('상품 문의', () => {
  it('a visitor is offered the login instead of a form that could only answer 권한이 없습니다', async () => {
    const user = userEvent.setup();
    mount([meMock('guest', { id: '9', loginId: null, nickname: '손님', provider: 'guest' })]);
    const offer = await screen.findByTestId('question-login');
    expect(screen.queryByRole('form', { name: '상품 문의하기' })).toBeNull();
    await user.click(within(offer).getByRole('link', { name: '로그인하기' }));
    await screen.findByText('로그인 화면');
  });

  it("a member's question refused by the server shows the refusal under 문의 내용", async () => {
    const user = userEvent.setup();
    const message = '문의 내용은 5자 이상 입력해주세요.';
    const refused: MockLink.MockedResponse = {
      request: { query: AskProductQuestionDocument, variables: { productId: '4', content: '질문', secret: false } },
      result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'content', message }] } })] },
    };
    mount([meMock('member'), refused]);
    const form = await screen.findByRole('form', { name: '상품 문의하기' });
    await user.type(within(form).getByRole('textbox', { name: '문의 내용' }), '질문');
    await user.click(within(form).getByRole('button', { name: '문의하기' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: '문의 내용' }).getAttribute('aria-invalid')).toBe('true'));
    within(form).getByText(message);
  });
});
