import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { errorsByPath, formErrorsOf } from './form-errors';

const refusal = (fields: { field: string; message: string }[], message = '입력값을 확인해주세요.') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields } }] });

describe('a refusal split for a form', () => {
  it('puts each message under the first part of its path the form knows, and keeps the first message of a field', () => {
    const error = refusal([
      { field: 'input.handle', message: '이미 사용 중인 채널 핸들입니다.' },
      { field: 'lines.1.quantity', message: '수량을 확인해주세요.' },
      { field: 'lines.2.quantity', message: '두 번째 메시지' },
    ]);
    expect(formErrorsOf(error, ['handle', 'lines'])).toEqual({ fields: { handle: '이미 사용 중인 채널 핸들입니다.', lines: '수량을 확인해주세요.' }, form: null });
  });

  it('shows a refusal that names none of the form’s fields for the whole form', () => {
    expect(formErrorsOf(refusal([{ field: 'channelId', message: '채널을 찾을 수 없습니다.' }], '채널을 찾을 수 없습니다.'), ['name'])).toEqual({ fields: {}, form: '채널을 찾을 수 없습니다.' });
  });

  it('by full path: rows keep their own messages, input. is dropped, and known limits the top-level fields', () => {
    const error = refusal([
      { field: 'input.weights.0.weight', message: '가중치는 1~5입니다.' },
      { field: 'options.1.stock', message: '재고를 확인해주세요.' },
    ]);
    expect(errorsByPath(error).fields).toEqual({ 'weights.0.weight': '가중치는 1~5입니다.', 'options.1.stock': '재고를 확인해주세요.' });
    expect(errorsByPath(error, ['weights'])).toEqual({ fields: { 'weights.0.weight': '가중치는 1~5입니다.' }, form: null });
    expect(errorsByPath(error, ['label'])).toEqual({ fields: {}, form: '입력값을 확인해주세요.' });
  });
});
