import { useState, type FormEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { Tabs } from '../../components/Tabs';
import { SmsCodeSender } from '../../components/SmsCode';
import { IsLoginIdAvailableDocument, SignUpByPhoneDocument, SignUpDocument, SignUpRulesDocument, VerifySmsCodeDocument } from '../../gql/graphql';
import { needsGuardianConsent } from '../../lib/age';
import { errorMessage } from '../../lib/apollo';
import { writeTokens } from '../../lib/session';
import { Button, ChoiceGroup, DateField, Radio, TextField } from '../../ui';

const TEXT = {
  title: '회원가입',
  byId: '아이디로 가입',
  byPhone: '휴대폰으로 가입',
  loginId: '아이디 (영문 소문자, 숫자, _ 4~20자)',
  checkId: '중복 확인',
  idFree: '사용할 수 있는 아이디입니다.',
  idTaken: '이미 사용 중인 아이디입니다.',
  password: '비밀번호 (영문과 숫자를 포함해 8자 이상)',
  nickname: '닉네임',
  birthday: '생년월일',
  gender: '성별',
  male: '남성',
  female: '여성',
  code: '인증번호',
  next: '다음',
  submit: '가입하기',
  guardianTitle: '법정대리인 동의',
  guardianLead: '만 14세 미만은 법정대리인(부모님 등)의 동의가 있어야 가입할 수 있습니다.',
  privacyTerms:
    '개인정보 수집·이용 동의: 회원 식별과 서비스 제공을 위해 아이디, 닉네임, 생년월일, 성별, 휴대폰 번호를 수집하며, 탈퇴 시까지 보관합니다(관계 법령에 따라 보관이 필요한 정보는 해당 기간 동안 보관). 동의하지 않을 수 있으며, 이 경우 가입할 수 없습니다.',
  guardianPhone: '법정대리인 휴대폰 번호',
  agree: '동의합니다',
  disagree: '동의하지 않습니다',
  refused: '법정대리인이 개인정보 처리에 동의하지 않으면 만 14세 미만은 가입할 수 없습니다.',
  welcome: (nickname: string) => `${nickname}님, 가입을 환영합니다!`,
};

type Step = 'form' | 'guardian' | 'refused';

export function SignUp() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { toast } = useFeedback();
  const [mode, setMode] = useState<'id' | 'phone'>('id');
  const [step, setStep] = useState<Step>('form');
  const [form, setForm] = useState({ loginId: '', password: '', nickname: '', birthday: '', gender: 2, phone: '', code: '', guardianPhone: '' });
  const [idStatus, setIdStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [signUp, signUpState] = useMutation(SignUpDocument);
  const [signUpByPhone, phoneState] = useMutation(SignUpByPhoneDocument);
  const [verify] = useMutation(VerifySmsCodeDocument);
  const rules = useQuery(SignUpRulesDocument);
  // A code verifies once; its token (valid 10 minutes) is kept so a refused sign-up (e.g. a taken
  // nickname) can be sent again without a new code. A new code or phone number clears it.
  const [verified, setVerified] = useState<{ phone: string; code: string; token: string } | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: key === 'gender' ? Number(e.target.value) : e.target.value });

  async function checkId() {
    try {
      const { data } = await client.query({ query: IsLoginIdAvailableDocument, variables: { loginId: form.loginId }, fetchPolicy: 'network-only' });
      setIdStatus(data?.isLoginIdAvailable ? TEXT.idFree : TEXT.idTaken);
    } catch (e) {
      setIdStatus(errorMessage(e));
    }
  }

  function next(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (needsGuardianConsent(form.birthday, rules.data?.signUpRules.guardianConsentAge)) setStep('guardian');
    else void submit(undefined);
  }

  async function submit(guardianConsent: boolean | undefined) {
    setError(null);
    const details = {
      nickname: form.nickname,
      birthday: form.birthday,
      gender: form.gender,
      guardianConsent,
      guardianPhone: guardianConsent ? form.guardianPhone : undefined,
    };
    try {
      let result;
      if (mode === 'id') {
        result = (await signUp({ variables: { input: { ...details, loginId: form.loginId, password: form.password } } })).data?.signUp;
      } else {
        let verificationToken = verified?.phone === form.phone && verified.code === form.code ? verified.token : null;
        if (!verificationToken) {
          const answer = await verify({ variables: { phone: form.phone, purpose: 'SIGN_UP', code: form.code } });
          verificationToken = answer.data!.verifySmsCode.verificationToken;
          setVerified({ phone: form.phone, code: form.code, token: verificationToken });
        }
        result = (await signUpByPhone({ variables: { input: { ...details, verificationToken, password: form.password || undefined } } })).data?.signUpByPhone;
      }
      if (!result) return;
      writeTokens(result.tokenDto);
      toast(TEXT.welcome(result.user.nickname));
      navigate('/mypage/profiles');
    } catch (e) {
      setError(errorMessage(e));
      setStep('form');
    }
  }

  if (step === 'guardian' || step === 'refused') {
    return (
      <section className="card" aria-labelledby="guardian-title">
        <h1 id="guardian-title">{TEXT.guardianTitle}</h1>
        <p>{TEXT.guardianLead}</p>
        <p className="terms">{TEXT.privacyTerms}</p>
        <TextField label={TEXT.guardianPhone} name="guardianPhone" inputMode="numeric" value={form.guardianPhone} onChange={set('guardianPhone')} />
        {step === 'refused' && (
          <p className="error" role="alert">
            {TEXT.refused}
          </p>
        )}
        <div className="row">
          <Button type="button" onClick={() => void submit(true)} disabled={form.guardianPhone.length < 10 || signUpState.loading || phoneState.loading}>
            {TEXT.agree}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setStep('refused')}>
            {TEXT.disagree}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form className="card" onSubmit={next}>
      <h1>{TEXT.title}</h1>
      <Tabs
        value={mode}
        onChange={setMode}
        options={[
          ['id', TEXT.byId],
          ['phone', TEXT.byPhone],
        ]}
      />
      {mode === 'id' ? (
        <>
          <div className="field-group">
            <TextField label={TEXT.loginId} name="loginId" value={form.loginId} onChange={(e) => (set('loginId')(e), setIdStatus(null))} />
            <Button type="button" variant="secondary" onClick={checkId} disabled={!form.loginId}>
              {TEXT.checkId}
            </Button>
            {idStatus && <p className="hint">{idStatus}</p>}
          </div>
          <TextField label={TEXT.password} name="password" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} />
        </>
      ) : (
        <>
          <SmsCodeSender purpose="SIGN_UP" phone={form.phone} onPhone={(phone) => setForm({ ...form, phone })} onSent={() => setVerified(null)} />
          <TextField label={TEXT.code} name="code" inputMode="numeric" maxLength={6} value={form.code} onChange={set('code')} />
        </>
      )}
      <TextField label={TEXT.nickname} name="nickname" value={form.nickname} onChange={set('nickname')} />
      {/* Korean date entry (YYYY-MM-DD), not the browser's native picker, which can show English. */}
      <DateField label={TEXT.birthday} name="birthday" value={form.birthday} onChange={(birthday) => setForm((f) => ({ ...f, birthday }))} />
      <ChoiceGroup legend={TEXT.gender}>
        <Radio label={TEXT.male} name="gender" value="1" checked={form.gender === 1} onChange={set('gender')} />
        <Radio label={TEXT.female} name="gender" value="2" checked={form.gender === 2} onChange={set('gender')} />
      </ChoiceGroup>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block disabled={signUpState.loading || phoneState.loading}>
        {needsGuardianConsent(form.birthday, rules.data?.signUpRules.guardianConsentAge) ? TEXT.next : TEXT.submit}
      </Button>
    </form>
  );
}
