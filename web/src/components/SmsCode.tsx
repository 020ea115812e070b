import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { SandboxSmsMessagesDocument, SendSmsCodeDocument, type SmsPurpose } from '../gql/graphql';
import { errorMessage } from '../lib/apollo';

/**
 * Phone number + "인증번호 받기". When the server runs the SMS sandbox (development, demo and
 * tests), the delivered code is shown under the field, since no phone will receive it.
 */
export function SmsCodeSender({ purpose, phone, onPhone, onSent }: { purpose: SmsPurpose; phone: string; onPhone(phone: string): void; onSent(): void }) {
  const client = useApolloClient();
  const [send, { loading }] = useMutation(SendSmsCodeDocument);
  const [message, setMessage] = useState<string | null>(null);
  const [sandboxCode, setSandboxCode] = useState<string | null>(null);

  async function request() {
    setMessage(null);
    try {
      await send({ variables: { phone, purpose } });
      setMessage('인증번호를 보냈습니다. 3분 안에 입력해주세요.');
      onSent();
      const sandbox = await client
        .query({ query: SandboxSmsMessagesDocument, variables: { phone }, fetchPolicy: 'network-only' })
        .catch(() => null);
      const text = sandbox?.data?.sandboxSmsMessages[0]?.text;
      setSandboxCode(text ? (/\[(\d{6})\]/.exec(text)?.[1] ?? null) : null);
    } catch (error) {
      setMessage(errorMessage(error));
    }
  }

  return (
    <div className="field-group">
      <label>
        휴대폰 번호
        <input name="phone" inputMode="numeric" placeholder="01012345678" value={phone} onChange={(e) => onPhone(e.target.value)} />
      </label>
      <button type="button" onClick={request} disabled={loading || phone.length < 10}>
        인증번호 받기
      </button>
      {message && <p className="hint">{message}</p>}
      {sandboxCode && (
        <p className="hint sandbox" data-testid="sandbox-code">
          (개발 환경) 인증번호: {sandboxCode}
        </p>
      )}
    </div>
  );
}
