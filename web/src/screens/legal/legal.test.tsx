import { useState } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SignUpAgreementsDocument, SignUpRulesDocument, type AgreementDocumentFragment } from '../../gql/graphql';
import { renderScreen } from '../../testing/render-screen';
import { SignUp } from '../account/SignUp';
import { Agreements, agreementErrorsOf, agreementInputs, missingAgreements, type Agreed } from './Agreements';
import { LegalText, parseLegalMarkdown } from './LegalText';

afterEach(cleanup);

const doc = (kind: AgreementDocumentFragment['kind'], title: string, consent: AgreementDocumentFragment['consent'], requires: AgreementDocumentFragment['requires'] = null) =>
  ({ __typename: 'TermsDocument', id: kind, kind, version: 1, title, effectiveOn: '2021-10-06', consent, path: kind === 'TERMS_OF_USE' ? '/terms' : null, requires }) as AgreementDocumentFragment;
const DOCUMENTS = [
  doc('TERMS_OF_USE', '이용약관', 'REQUIRED'),
  doc('PRIVACY_COLLECTION', '개인정보 수집·이용 동의', 'REQUIRED'),
  doc('MARKETING', '마케팅 정보 수신 동의', 'OPTIONAL'),
  doc('NIGHT_MARKETING', '야간 광고성 정보 수신 동의', 'OPTIONAL', 'MARKETING'),
];

function Harness({ initial = {} }: { initial?: Agreed }) {
  const [agreed, setAgreed] = useState<Agreed>(initial);
  return (
    <>
      <Agreements documents={DOCUMENTS} agreed={agreed} onChange={setAgreed} />
      <p data-testid="state">{JSON.stringify(agreementInputs(DOCUMENTS, agreed).map((a) => [a.kind, a.agreed]))}</p>
    </>
  );
}

describe('sign-up agreements', () => {
  it('전체 동의 checks and unchecks every item; the required ones are marked [필수]', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[]}>
        <Harness />
      </MockedProvider>,
    );
    expect(((await screen.findByRole('checkbox', { name: /\[필수\] 이용약관 동의/ })) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('checkbox', { name: /\[필수\] 개인정보 수집·이용 동의/ })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /전체 동의/ }));
    for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('state').textContent).toBe(JSON.stringify(DOCUMENTS.map((d) => [d.kind, true])));
    await user.click(screen.getByRole('checkbox', { name: /전체 동의/ }));
    for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).checked).toBe(false);
  });

  it('night-time marketing waits for marketing and goes with it', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[]}>
        <Harness />
      </MockedProvider>,
    );
    const night = await screen.findByRole('checkbox', { name: /야간 광고성/ });
    expect((night as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /\[선택\] 마케팅 정보 수신 동의/ }));
    expect((night as HTMLInputElement).disabled).toBe(false);
    await user.click(night);
    expect((night as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /\[선택\] 마케팅 정보 수신 동의/ }));
    expect((night as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: /전체 동의/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('tells which required items are missing and reads the server’s agreements.<KIND> refusals', () => {
    expect(missingAgreements(DOCUMENTS, { TERMS_OF_USE: true, MARKETING: true })).toEqual({ PRIVACY_COLLECTION: '개인정보 수집·이용에 동의해주세요.' });
    expect(missingAgreements(DOCUMENTS, { TERMS_OF_USE: true, PRIVACY_COLLECTION: true })).toEqual({});
    const refusal = {
      errors: [
        {
          extensions: {
            fields: [
              { field: 'agreements.TERMS_OF_USE', message: '이용약관에 동의해주세요.' },
              { field: 'nickname', message: 'x' },
            ],
          },
        },
      ],
    };
    expect(agreementErrorsOf(refusal)).toEqual({ TERMS_OF_USE: '이용약관에 동의해주세요.' });
  });
});

describe('the sign-up screen', () => {
  function screenWith() {
    const mocks = [
      { request: { query: SignUpAgreementsDocument }, result: { data: { signUpAgreements: DOCUMENTS } }, maxUsageCount: 5 },
      { request: { query: SignUpRulesDocument }, result: { data: { signUpRules: { __typename: 'SignUpRules', guardianConsentAge: 14 } } }, maxUsageCount: 5 },
    ];
    renderScreen({ routes: [{ path: '/', element: <SignUp /> }], at: '/', mocks });
  }

  it('has no gender chosen, refuses to send without the required agreements and with a different password confirmation, each error at its field', async () => {
    const user = userEvent.setup();
    screenWith();
    await screen.findByRole('checkbox', { name: /\[필수\] 이용약관 동의/ });
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByLabelText(/^비밀번호 \(영문/), 'secret123');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'secret124');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('이용약관에 동의해주세요.')).toBeTruthy();
    expect(screen.getByText('개인정보 수집·이용에 동의해주세요.')).toBeTruthy();
    expect(screen.getByLabelText('비밀번호 확인').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('비밀번호가 서로 다릅니다. 같은 비밀번호를 두 번 입력해주세요.')).toBeTruthy();
    // 전체 동의 clears the agreement errors.
    await user.click(screen.getByRole('checkbox', { name: /전체 동의/ }));
    await waitFor(() => expect(screen.queryByText('이용약관에 동의해주세요.')).toBeNull());
  });
});

describe('legal text', () => {
  it('renders headings, lists, nested items and tables as elements, without HTML from the text', () => {
    const source = '# 제목\n\n## 제1조 (목적)\n이 약관은 <b>굵게</b> 아닙니다.\n\n1. 하나\n   - 안쪽\n2. 둘\n\n| 구분 | 기간 |\n|---|---|\n| 주문 | 5년 |';
    expect(parseLegalMarkdown(source).map((b) => b.type)).toEqual(['heading', 'heading', 'paragraph', 'list', 'table']);
    const { container } = render(<LegalText source={source} skipTitle />);
    expect(container.querySelector('h3')?.textContent).toBe('제1조 (목적)');
    expect(container.querySelector('b')).toBeNull();
    expect(within(container.querySelector('table')!).getByText('5년')).toBeTruthy();
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(container.querySelector('ol li ul li')?.textContent).toBe('안쪽');
  });
});
