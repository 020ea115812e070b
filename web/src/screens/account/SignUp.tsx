import { useState, type FormEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { Tabs } from '../../components/Tabs';
import { SmsCodeSender } from '../../components/SmsCode';
import { IsLoginIdAvailableDocument, SignUpAgreementsDocument, SignUpByPhoneDocument, SignUpDocument, SignUpRulesDocument, VerifySmsCodeDocument } from '../../gql/graphql';
import { needsGuardianConsent } from '../../lib/age';
import { errorMessage } from '../../lib/apollo';
import { writeTokens } from '../../lib/session';
import { Button, ChoiceGroup, DateField, FormActions, Radio, TextField } from '../../ui';
import { formErrorsOf } from '../../lib/form-errors';
import { Agreements, agreementErrorsOf, agreementInputs, missingAgreements, type Agreed, type AgreementErrors } from '../legal/Agreements';

const TEXT = {
  title: '회원가입',
  byId: '아이디로 가입',
  byPhone: '휴대폰으로 가입',
  loginId: '아이디 (영문 소문자, 숫자, _ 4~20자)',
  checkId: '중복 확인',
  idFree: '사용할 수 있는 아이디입니다.',
  idTaken: '이미 사용 중인 아이디입니다.',
  password: '비밀번호 (영문과 숫자를 포함해 8자 이상)',
  phonePassword: '비밀번호 (선택: 없으면 휴대폰 인증으로만 로그인)',
  passwordConfirm: '비밀번호 확인',
  passwordMismatch: '비밀번호가 서로 다릅니다. 같은 비밀번호를 두 번 입력해주세요.',
  nickname: '닉네임',
  birthday: '생년월일',
  gender: '성별 (선택)',
  male: '남성',
  female: '여성',
  code: '인증번호',
  next: '다음',
  submit: '가입하기',
  fixBelow: '입력한 내용을 확인해주세요.',
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
const FIELDS = ['loginId', 'password', 'passwordConfirm', 'nickname', 'birthday', 'gender', 'phone', 'code', 'verificationToken', 'guardianPhone'] as const;
type FieldName = (typeof FIELDS)[number];

export function SignUp() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { toast } = useFeedback();
  const [mode, setMode] = useState<'id' | 'phone'>('id');
  const [step, setStep] = useState<Step>('form');
  // No gender is chosen for the person (it is optional).
  const [form, setForm] = useState({ loginId: '', password: '', passwordConfirm: '', nickname: '', birthday: '', gender: null as number | null, phone: '', code: '', guardianPhone: '' });
  const [agreed, setAgreed] = useState<Agreed>({});
  const [idStatus, setIdStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [agreementErrors, setAgreementErrors] = useState<AgreementErrors>({});
  const [signUp, signUpState] = useMutation(SignUpDocument);
  const [signUpByPhone, phoneState] = useMutation(SignUpByPhoneDocument);
  const [verify] = useMutation(VerifySmsCodeDocument);
  const rules = useQuery(SignUpRulesDocument);
  const agreementsQuery = useQuery(SignUpAgreementsDocument);
  const documents = agreementsQuery.data?.signUpAgreements ?? [];
  // A code verifies once; its token (valid 10 minutes) is kept so a refused sign-up (e.g. a taken
  // nickname) can be sent again without a new code. A new code or phone number clears it.
  const [verified, setVerified] = useState<{ phone: string; code: string; token: string } | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm({ ...form, [key]: e.target.value });
    setFieldErrors((errors) => ({ ...errors, [key]: undefined }));
  };

  async function checkId() {
    try {
      const { data } = await client.query({ query: IsLoginIdAvailableDocument, variables: { loginId: form.loginId }, fetchPolicy: 'network-only' });
      setIdStatus(data?.isLoginIdAvailable ? TEXT.idFree : TEXT.idTaken);
    } catch (e) {
      setIdStatus(errorMessage(e));
    }
  }

  function changeAgreements(next: Agreed) {
    setAgreed(next);
    setAgreementErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([kind]) => !next[kind as keyof Agreed])));
  }

  /** What can be told before asking the server: the required agreements and the password typed twice. */
  function checkForm(): boolean {
    const missing = missingAgreements(documents, agreed);
    const mismatch = form.password && form.passwordConfirm !== form.password ? TEXT.passwordMismatch : undefined;
    setAgreementErrors(missing);
    setFieldErrors({ passwordConfirm: mismatch });
    if (Object.keys(missing).length || mismatch) {
      setError(TEXT.fixBelow);
      return false;
    }
    return true;
  }

  function next(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!checkForm()) return;
    if (needsGuardianConsent(form.birthday, rules.data?.signUpRules.guardianConsentAge)) setStep('guardian');
    else void submit(undefined);
  }

  async function submit(guardianConsent: boolean | undefined) {
    setError(null);
    const details = {
      nickname: form.nickname,
      birthday: form.birthday,
      gender: form.gender ?? undefined,
      guardianConsent,
      guardianPhone: guardianConsent ? form.guardianPhone : undefined,
      agreements: agreementInputs(documents, agreed),
    };
    try {
      let result;
      if (mode === 'id') {
        result = (await signUp({ variables: { input: { ...details, loginId: form.loginId, password: form.password, passwordConfirm: form.passwordConfirm } } })).data?.signUp;
      } else {
        let verificationToken = verified?.phone === form.phone && verified.code === form.code ? verified.token : null;
        if (!verificationToken) {
          const answer = await verify({ variables: { phone: form.phone, purpose: 'SIGN_UP', code: form.code } });
          verificationToken = answer.data!.verifySmsCode.verificationToken;
          setVerified({ phone: form.phone, code: form.code, token: verificationToken });
        }
        const password = form.password ? { password: form.password, passwordConfirm: form.passwordConfirm } : {};
        result = (await signUpByPhone({ variables: { input: { ...details, ...password, verificationToken } } })).data?.signUpByPhone;
      }
      if (!result) return;
      writeTokens(result.tokenDto);
      toast(TEXT.welcome(result.user.nickname));
      navigate('/mypage/profiles');
    } catch (e) {
      const refusal = formErrorsOf(e, FIELDS);
      const agreements = agreementErrorsOf(e);
      setFieldErrors(refusal.fields);
      setAgreementErrors(agreements);
      setError(Object.keys(refusal.fields).length || Object.keys(agreements).length ? errorMessage(e) : refusal.form);
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
    <form className="card" onSubmit={next} noValidate>
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
        <div className="field-group">
          <TextField label={TEXT.loginId} name="loginId" value={form.loginId} error={fieldErrors.loginId} onChange={(e) => (set('loginId')(e), setIdStatus(null))} />
          <Button type="button" variant="secondary" onClick={checkId} disabled={!form.loginId}>
            {TEXT.checkId}
          </Button>
          {idStatus && <p className="hint">{idStatus}</p>}
        </div>
      ) : (
        <>
          <SmsCodeSender purpose="SIGN_UP" phone={form.phone} onPhone={(phone) => setForm({ ...form, phone })} onSent={() => setVerified(null)} />
          <TextField label={TEXT.code} name="code" inputMode="numeric" maxLength={6} value={form.code} error={fieldErrors.code ?? fieldErrors.verificationToken} onChange={set('code')} />
        </>
      )}
      <TextField
        label={mode === 'id' ? TEXT.password : TEXT.phonePassword}
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        error={fieldErrors.password}
        onChange={set('password')}
      />
      {(mode === 'id' || form.password) && (
        <TextField
          label={TEXT.passwordConfirm}
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          value={form.passwordConfirm}
          error={fieldErrors.passwordConfirm}
          onChange={set('passwordConfirm')}
        />
      )}
      <TextField label={TEXT.nickname} name="nickname" value={form.nickname} error={fieldErrors.nickname} onChange={set('nickname')} />
      {/* Korean date entry (YYYY-MM-DD), not the browser's native picker, which can show English. */}
      <DateField label={TEXT.birthday} name="birthday" value={form.birthday} error={fieldErrors.birthday} onChange={(birthday) => setForm((f) => ({ ...f, birthday }))} />
      <ChoiceGroup legend={TEXT.gender} error={fieldErrors.gender}>
        <Radio label={TEXT.male} name="gender" value="1" checked={form.gender === 1} onChange={() => setForm({ ...form, gender: 1 })} />
        <Radio label={TEXT.female} name="gender" value="2" checked={form.gender === 2} onChange={() => setForm({ ...form, gender: 2 })} />
      </ChoiceGroup>
      <Agreements documents={documents} agreed={agreed} onChange={changeAgreements} errors={agreementErrors} />
      {/* The agreements come from the server: nothing is sent before they are on screen. */}
      <FormActions
        block
        error={error}
        submitLabel={needsGuardianConsent(form.birthday, rules.data?.signUpRules.guardianConsentAge) ? TEXT.next : TEXT.submit}
        busy={signUpState.loading || phoneState.loading}
        disabled={!agreementsQuery.data}
      />
    </form>
  );
}
