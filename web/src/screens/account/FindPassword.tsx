import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { SmsCodeSender } from '../../components/SmsCode';
import { ResetPasswordByPhoneDocument, VerifySmsCodeDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, TextField } from '../../ui';

const TEXT = {
  title: '비밀번호 찾기',
  lead: '가입한 휴대폰 번호로 인증번호를 받아 새 비밀번호를 정하세요.',
  code: '인증번호',
  verify: '인증하기',
  newPassword: '새 비밀번호 (영문과 숫자를 포함해 8자 이상)',
  submit: '비밀번호 바꾸기',
  done: '비밀번호를 바꿨습니다. 새 비밀번호로 로그인해주세요.',
};

export function FindPassword() {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verify] = useMutation(VerifySmsCodeDocument);
  const [reset, { loading }] = useMutation(ResetPasswordByPhoneDocument);

  async function verifyCode() {
    setError(null);
    try {
      const { data } = await verify({ variables: { phone, purpose: 'FIND_PASSWORD', code } });
      setToken(data!.verifySmsCode.verificationToken);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    setError(null);
    try {
      await reset({ variables: { verificationToken: token, newPassword: password } });
      toast(TEXT.done);
      navigate('/login');
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <form className="card" onSubmit={submit}>
      <h1>{TEXT.title}</h1>
      <p>{TEXT.lead}</p>
      {!token ? (
        <>
          <SmsCodeSender purpose="FIND_PASSWORD" phone={phone} onPhone={setPhone} onRequest={() => setCode('')} />
          <TextField label={TEXT.code} name="code" inputMode="numeric" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
          <Button type="button" block onClick={verifyCode} disabled={code.length !== 6}>
            {TEXT.verify}
          </Button>
        </>
      ) : (
        <>
          <TextField label={TEXT.newPassword} name="newPassword" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button type="submit" block disabled={loading}>
            {TEXT.submit}
          </Button>
        </>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
