import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { GENERIC_ERROR, errorMessage } from './errors';

const response = (status: number) => new Response(null, { status });
const serverError = (status: number, body: unknown) => new ServerError(`Response not successful: Received status code ${status}`, { response: response(status), bodyText: JSON.stringify(body) });
const refusal = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

describe('errorMessage: the server says what happened for a refusal; the generic text for failures', () => {
  it.each([
    ['a GraphQL refusal (HTTP 200)', new CombinedGraphQLErrors(refusal('수량은 1개 이상이어야 합니다.', 'BAD_USER_INPUT')), '수량은 1개 이상이어야 합니다.'],
    [
      'HTTP 429 with the limit message',
      serverError(429, refusal('비회원 계정 생성 요청이 너무 많습니다. 10분 후에 다시 시도해주세요.', 'RATE_LIMITED')),
      '비회원 계정 생성 요청이 너무 많습니다. 10분 후에 다시 시도해주세요.',
    ],
    ['HTTP 409 conflict', serverError(409, refusal('이미 취소된 주문입니다.', 'CONFLICT')), '이미 취소된 주문입니다.'],
    ['HTTP 400 without a body for people', serverError(400, { message: 'bad' }), GENERIC_ERROR],
    ['HTTP 502 from a proxy', serverError(502, refusal('결제사 응답이 없습니다.', 'PAYMENT_GATEWAY_UNAVAILABLE')), GENERIC_ERROR],
    ['HTTP 500', serverError(500, refusal('boom', 'INTERNAL_SERVER_ERROR')), GENERIC_ERROR],
    ['an internal GraphQL error', new CombinedGraphQLErrors(refusal('Unexpected error', 'INTERNAL_SERVER_ERROR')), GENERIC_ERROR],
    ['the network (fetch failed)', new TypeError('Failed to fetch'), GENERIC_ERROR],
    ["a screen's own Korean error", new Error('배송지를 선택해주세요.'), '배송지를 선택해주세요.'],
    ['nothing useful', 42, GENERIC_ERROR],
  ])('%s', (_name, error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });
});
