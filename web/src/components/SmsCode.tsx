import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { SendSmsCodeDocument, type SmsPurpose } from '../gql/graphql';
import { errorMessage } from '../lib/apollo';
import { Button, TextField } from '../ui';

/**
 * The gateway's development helper: the code the SMS sandbox "sent" (it answers only on the
 * developer's own machine, outside production, with the sandbox provider; elsewhere a 404 and
 * no hint is shown).
 */
async function readSandboxCode(phone: string): Promise<string | null> {
  try {
    const response = await fetch(`/api/dev/sandbox-sms?phone=${encodeURIComponent(phone)}`);
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: { code?: string | null } };
    return body.result?.code ?? null;
  } catch {
    return null;
  }
}

/**
 * Phone number + "인증번호 받기". When the server runs the SMS sandbox (development, demo and
 * tests), the delivered code is shown under the field, since no phone will receive it.
 * `onRequest` runs when a new code is asked for (the old one is void from then on: a screen clears
 * its code field there, not on the answer, so what the member types meanwhile is kept);
 * `onSent` runs when the server has sent it.
 */
export function SmsCodeSender({ purpose, phone, onPhone, onRequest, onSent }: { purpose: SmsPurpose; phone: string; onPhone(phone: string): void; onRequest?(): void; onSent?(): void }) {
  const [send, { loading }] = useMutation(SendSmsCodeDocument);
  const [message, setMessage] = useState<string | null>(null);
  const [sandboxCode, setSandboxCode] = useState<string | null>(null);

  async function request() {
    setMessage(null);
    onRequest?.();
    try {
      await send({ variables: { phone, purpose } });
      setMessage('인증번호를 보냈습니다. 3분 안에 입력해주세요.');
      onSent?.();
      setSandboxCode(await readSandboxCode(phone));
    } catch (error) {
      setMessage(errorMessage(error));
    }
  }

  return (
    <div className="field-group">
      <TextField label="휴대폰 번호" name="phone" inputMode="numeric" placeholder="01012345678" value={phone} onChange={(e) => onPhone(e.target.value)} />
      <Button type="button" onClick={request} disabled={loading || phone.length < 10}>
        인증번호 받기
      </Button>
      {message && <p className="hint">{message}</p>}
      {sandboxCode && (
        <p className="hint sandbox" data-testid="sandbox-code">
          (개발 환경) 인증번호: {sandboxCode}
        </p>
      )}
    </div>
  );
}
