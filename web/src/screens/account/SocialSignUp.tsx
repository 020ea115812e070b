import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { SignUpAgreementsDocument, SignUpBySocialDocument, SignUpRulesDocument } from '../../gql/graphql';
import { needsGuardianConsent } from '../../lib/age';
import { errorMessage } from '../../lib/apollo';
import { writeTokens } from '../../lib/session';
import { PROVIDER_NAMES, type SocialProvider } from '../../lib/social';
import { Checkbox, ChoiceGroup, DateField, FormActions, Radio, TextField } from '../../ui';
import { formErrorsOf } from '../../lib/form-errors';
import { Agreements, agreementErrorsOf, agreementInputs, missingAgreements, type Agreed, type AgreementErrors } from '../legal/Agreements';

const TEXT = {
  title: (provider: SocialProvider) => `${PROVIDER_NAMES[provider]} 계정으로 가입`,
  lead: '처음 오셨네요. 몇 가지만 알려주시면 가입이 끝납니다.',
  nickname: '닉네임',
  birthday: '생년월일',
  gender: '성별 (선택)',
  male: '남성',
  female: '여성',
  fixBelow: '입력한 내용을 확인해주세요.',
  guardianLead: '만 14세 미만은 법정대리인(부모님 등)의 동의가 있어야 가입할 수 있습니다.',
  guardianPhone: '법정대리인 휴대폰 번호',
  guardianAgree: '법정대리인이 개인정보 처리에 동의했습니다 (필수)',
  submit: '가입하기',
  welcome: (nickname: string) => `${nickname}님, 가입을 환영합니다!`,
};

export interface SocialSignUpProps {
  provider: SocialProvider;
  /** From socialLogin: proves the social identity for 30 minutes. */
  signUpToken: string;
  suggestedNickname: string | null;
}

/** The first social login of a person: the account details the provider did not give, then signUpBySocial. */
export function SocialSignUp({ provider, signUpToken, suggestedNickname }: SocialSignUpProps) {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  // No gender is chosen for the person (it is optional).
  const [form, setForm] = useState({ nickname: suggestedNickname ?? '', birthday: '', gender: null as number | null, guardianPhone: '' });
  const [agreed, setAgreed] = useState<Agreed>({});
  const [agreementErrors, setAgreementErrors] = useState<AgreementErrors>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'nickname' | 'birthday' | 'gender' | 'guardianPhone', string>>>({});
  const agreementsQuery = useQuery(SignUpAgreementsDocument);
  const documents = agreementsQuery.data?.signUpAgreements ?? [];
  const [guardianAgreed, setGuardianAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signUp, { loading }] = useMutation(SignUpBySocialDocument);
  const rules = useQuery(SignUpRulesDocument);
  const child = needsGuardianConsent(form.birthday, rules.data?.signUpRules.guardianConsentAge);
  const ready = !child || (guardianAgreed && form.guardianPhone.length >= 10);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const missing = missingAgreements(documents, agreed);
    setAgreementErrors(missing);
    if (Object.keys(missing).length) {
      setError(TEXT.fixBelow);
      return;
    }
    try {
      const input = {
        signUpToken,
        nickname: form.nickname,
        birthday: form.birthday,
        gender: form.gender ?? undefined,
        agreements: agreementInputs(documents, agreed),
        ...(child ? { guardianConsent: true, guardianPhone: form.guardianPhone } : {}),
      };
      const result = (await signUp({ variables: { input } })).data?.signUpBySocial;
      if (!result) return;
      writeTokens(result.tokenDto);
      toast(TEXT.welcome(result.user.nickname));
      navigate('/mypage/profiles', { replace: true });
    } catch (e) {
      const refusal = formErrorsOf(e, ['nickname', 'birthday', 'gender', 'guardianPhone'] as const);
      const agreements = agreementErrorsOf(e);
      setFieldErrors(refusal.fields);
      setAgreementErrors(agreements);
      setError(Object.keys(agreements).length ? errorMessage(e) : refusal.form);
    }
  }

  return (
    <form className="card" onSubmit={submit} noValidate>
      <h1>{TEXT.title(provider)}</h1>
      <p>{TEXT.lead}</p>
      <TextField label={TEXT.nickname} name="nickname" value={form.nickname} error={fieldErrors.nickname} onChange={(e) => setForm({ ...form, nickname: e.target.value })} required />
      <DateField label={TEXT.birthday} name="birthday" value={form.birthday} error={fieldErrors.birthday} onChange={(birthday) => setForm((f) => ({ ...f, birthday }))} required />
      <ChoiceGroup legend={TEXT.gender} error={fieldErrors.gender}>
        <Radio label={TEXT.male} name="gender" value="1" checked={form.gender === 1} onChange={() => setForm({ ...form, gender: 1 })} />
        <Radio label={TEXT.female} name="gender" value="2" checked={form.gender === 2} onChange={() => setForm({ ...form, gender: 2 })} />
      </ChoiceGroup>
      <Agreements
        documents={documents}
        agreed={agreed}
        errors={agreementErrors}
        onChange={(next) => {
          setAgreed(next);
          setAgreementErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([kind]) => !next[kind as keyof Agreed])));
        }}
      />
      {child && (
        <>
          <p>{TEXT.guardianLead}</p>
          <TextField
            label={TEXT.guardianPhone}
            name="guardianPhone"
            inputMode="numeric"
            value={form.guardianPhone}
            error={fieldErrors.guardianPhone}
            onChange={(e) => setForm({ ...form, guardianPhone: e.target.value })}
          />
          <Checkbox label={TEXT.guardianAgree} name="guardianAgree" checked={guardianAgreed} onChange={(e) => setGuardianAgreed(e.target.checked)} />
        </>
      )}
      <FormActions block error={error} submitLabel={TEXT.submit} busy={loading} disabled={!ready || !agreementsQuery.data} />
    </form>
  );
}
