import { useState, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { SmsCodeSender } from '../../components/SmsCode';
import { GuestOrderLookupDocument, VerifySmsCodeDocument, type OrderDetailFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { formErrorsOf } from '../../lib/form-errors';
import { Button, FormActions, TextField } from '../../ui';
import { OrderDetailView } from './OrderDetail';

/**
 * /guest-order: 비회원 주문 조회. The orderer's phone gets an SMS code (purpose GUEST_ORDER; the
 * sandbox shows it in development, as on the other SMS screens); the code and the order number
 * then show the order (read only). The verification is kept until a lookup finds the order: a
 * mistyped order number is corrected and tried again without a new code.
 */
export function GuestOrder() {
  const client = useApolloClient();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [orderNumber, setOrderNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderDetailFieldsFragment | null>(null);
  // The proven phone's verification, kept for another try after a mistyped order number.
  const [verification, setVerification] = useState<{ phone: string; token: string } | null>(null);
  const [orderNumberError, setOrderNumberError] = useState<string | null>(null);
  const [verify] = useMutation(VerifySmsCodeDocument);

  function startOver() {
    setVerification(null);
    setCode('');
    setSent(false);
  }

  async function lookup(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setOrderNumberError(null);
    setBusy(true);
    let smsToken = verification?.phone === phone ? verification.token : null;
    if (!smsToken) {
      try {
        const verified = await verify({ variables: { phone, purpose: 'GUEST_ORDER', code } });
        smsToken = verified.data!.verifySmsCode.verificationToken;
        setVerification({ phone, token: smsToken });
      } catch (e) {
        setError(errorMessage(e));
        setBusy(false);
        return;
      }
    }
    try {
      const { data } = await client.query({ query: GuestOrderLookupDocument, variables: { phone, orderNumber: orderNumber.trim(), smsToken }, fetchPolicy: 'no-cache' });
      setOrder(data!.guestOrder);
      setVerification(null);
    } catch (e) {
      // A refused order number keeps the verification; anything else (it expired) needs a new code.
      const { fields, form } = formErrorsOf(e, ['orderNumber'] as const);
      if (fields.orderNumber) return setOrderNumberError(fields.orderNumber);
      setError(`${form} 인증번호를 다시 받아주세요.`);
      startOver();
    } finally {
      setBusy(false);
    }
  }

  if (order) {
    return (
      <div className="stack">
        <div className="row between">
          <h1>비회원 주문 조회</h1>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setOrder(null);
              startOver();
            }}
          >
            다른 주문 조회
          </Button>
        </div>
        <OrderDetailView order={order} />
        <p className="hint">주문 취소·반품은 주문하신 기기에서, 또는 고객센터로 문의해주세요.</p>
      </div>
    );
  }

  return (
    <form className="card" onSubmit={lookup}>
      <h1>비회원 주문 조회</h1>
      <p className="hint">주문할 때 입력한 휴대폰 번호로 인증하고 주문번호를 입력해주세요.</p>
      <SmsCodeSender
        purpose="GUEST_ORDER"
        phone={phone}
        onPhone={setPhone}
        onSent={() => {
          setSent(true);
          setVerification(null);
        }}
      />
      <TextField label="인증번호" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} disabled={!sent} />
      <TextField
        label="주문번호"
        name="orderNumber"
        placeholder="O261123ABCD1234"
        autoCapitalize="characters"
        value={orderNumber}
        error={orderNumberError ?? undefined}
        onChange={(e) => {
          setOrderNumber(e.target.value);
          setOrderNumberError(null);
        }}
      />
      <FormActions block error={error} submitLabel="주문 조회" busy={busy} disabled={!sent || code.length !== 6 || orderNumber.trim().length === 0} />
    </form>
  );
}
