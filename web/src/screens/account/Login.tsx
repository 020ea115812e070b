import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { SmsCodeSender } from '../../components/SmsCode';
import { useFeedback } from '../../components/Feedback';
import { Tabs } from '../../components/Tabs';
import { LoginByPhoneDocument, LoginDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { writeTokens } from '../../lib/session';

const TEXT = {
  title: '로그인',
  byId: '아이디 로그인',
  byPhone: '휴대폰 로그인',
  loginId: '아이디',
  password: '비밀번호',
  code: '인증번호',
  submit: '로그인',
  findPassword: '비밀번호 찾기',
  signup: '회원가입',
};

export function Login() {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [mode, setMode] = useState<'id' | 'phone'>('id');
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, loginState] = useMutation(LoginDocument);
  const [loginByPhone, phoneState] = useMutation(LoginByPhoneDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const result =
        mode === 'id'
          ? (await login({ variables: { loginId, password } })).data?.login
          : (await loginByPhone({ variables: { phone, code } })).data?.loginByPhone;
      if (!result) return;
      writeTokens(result.tokenDto);
      toast(`${withJosa(result.user.nickname, '으로/로')} 로그인했습니다.`);
      navigate('/');
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <form className="card" onSubmit={submit}>
      <h1>{TEXT.title}</h1>
      <Tabs value={mode} onChange={setMode} options={[['id', TEXT.byId], ['phone', TEXT.byPhone]]} />
      {mode === 'id' ? (
        <>
          <label>
            {TEXT.loginId}
            <input name="loginId" autoComplete="username" value={loginId} onChange={(e) => setLoginId(e.target.value)} />
          </label>
          <label>
            {TEXT.password}
            <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
        </>
      ) : (
        <>
          <SmsCodeSender purpose="LOGIN" phone={phone} onPhone={setPhone} onSent={() => setCode('')} />
          <label>
            {TEXT.code}
            <input name="code" inputMode="numeric" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
          </label>
        </>
      )}
      {error && <p className="error" role="alert">{error}</p>}
      <button type="submit" disabled={loginState.loading || phoneState.loading}>
        {TEXT.submit}
      </button>
      <p className="links">
        <Link to="/find-password">{TEXT.findPassword}</Link> · <Link to="/signup">{TEXT.signup}</Link>
      </p>
    </form>
  );
}
