import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { SmsCodeSender } from '../../components/SmsCode';
import { VerifyLoginPhoneDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { FormActions, TextField } from '../../ui';

export const DORMANT_TEXT = {
  title: '휴면 계정 해제',
  hint: '가입할 때 등록한 휴대폰 번호로 인증하면 분리 보관된 정보를 되돌리고 로그인합니다. 등록한 번호가 없었다면 인증한 번호가 계정에 등록됩니다.',
  code: '인증번호',
  submit: '휴대폰 인증하고 로그인',
};

/** What a restore answers: the session and who it is. */
export interface RestoredSession {
  tokenDto: { accessToken: string; refreshToken: string };
  user: { nickname: string };
}

/**
 * The SMS step of a dormant account's login, the same after an id login and a social login: the
 * member verifies the phone kept for the account (purpose LOGIN); `restore` trades the verification
 * for the session (restoreDormantAccount with the id and password, restoreDormantSocialAccount with
 * the social login's restore token) and `onRestored` goes on as that login does.
 */
export function DormantRestore({
  message,
  restore,
  onRestored,
}: {
  message: string;
  restore(verificationToken: string): Promise<RestoredSession | null | undefined>;
  onRestored(session: RestoredSession): Promise<void> | void;
}) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [verifyPhone] = useMutation(VerifyLoginPhoneDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const verified = (await verifyPhone({ variables: { phone, code } })).data?.verifySmsCode.verificationToken;
      const session = verified ? await restore(verified) : null;
      if (session) await onRestored(session);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card" aria-label={DORMANT_TEXT.title} onSubmit={(e) => void submit(e)}>
      <h1>{DORMANT_TEXT.title}</h1>
      <p role="status">{message}</p>
      <p className="hint">{DORMANT_TEXT.hint}</p>
      {/* A new code voids the old one: the field is cleared when one is asked for, not when it is sent. */}
      <SmsCodeSender purpose="LOGIN" phone={phone} onPhone={setPhone} onRequest={() => setCode('')} />
      <TextField label={DORMANT_TEXT.code} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
      <FormActions block error={error} submitLabel={DORMANT_TEXT.submit} busy={busy} />
    </form>
  );
}
