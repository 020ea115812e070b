import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { SmsCodeSender } from '../../components/SmsCode';
import {
  BillingCardsPageDocument,
  CertifyMyBillingDocument,
  ConfirmCardRegistrationDocument,
  MeDocument,
  OpenCardRegistrationDocument,
  RemoveCardDocument,
  VerifySmsCodeDocument,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, Card, EmptyState, ErrorState, LoadingState, TextField } from '../../ui';
import { billingErrorText, billingFailureText } from './billing-errors';

export const CARDS_TEXT = {
  title: '카드 관리',
  lead: '정기배송에 쓸 카드를 등록해요. 카드 번호는 결제 대행사의 창에만 입력하고 쇼핑몰은 보관하지 않아요.',
  certify: '휴대폰 본인인증',
  certifyLead: '카드를 등록하려면 회원 정보의 휴대폰 번호로 본인인증을 해주세요.',
  code: '인증번호',
  confirm: '확인',
  certified: '본인인증을 마쳤어요.',
  cards: '등록한 카드',
  empty: '등록한 카드가 없어요',
  register: '카드 등록',
  limit: (max: number) => `카드는 ${max}장까지 등록할 수 있어요.`,
  registered: '카드를 등록했어요.',
  remove: '삭제',
  removeConfirm: (name: string) => `${name} 카드를 삭제할까요?`,
  removed: '카드를 삭제했어요.',
  loading: '카드를 불러오는 중…',
};

/** 본인인증: the account's phone gets a code (purpose BILLING); the verified token certifies billing. */
function Certification({ phone: accountPhone, onDone }: { phone: string; onDone(): void }) {
  const { toast, alert } = useFeedback();
  const [phone, setPhone] = useState(accountPhone);
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [verify, verifying] = useMutation(VerifySmsCodeDocument);
  const [certify, certifying] = useMutation(CertifyMyBillingDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await verify({ variables: { phone, purpose: 'BILLING', code } });
      await certify({ variables: { smsToken: data!.verifySmsCode.verificationToken } });
      toast(CARDS_TEXT.certified);
      onDone();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <Card title={CARDS_TEXT.certify}>
      <p className="hint">{CARDS_TEXT.certifyLead}</p>
      <SmsCodeSender purpose="BILLING" phone={phone} onPhone={setPhone} onSent={() => setSent(true)} />
      {sent && (
        <form className="stack" onSubmit={submit}>
          <TextField label={CARDS_TEXT.code} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
          <Button type="submit" loading={verifying.loading || certifying.loading} disabled={code.length !== 6}>
            {CARDS_TEXT.confirm}
          </Button>
        </form>
      )}
    </Card>
  );
}

/**
 * Back from the gateway's card window (`?customer_uid=&imp_success=&error_msg=`): the card is
 * confirmed with the server once; a failure shows the spec's dialog (the text cut at "[" and "(").
 */
function useRegistrationReturn(onRegistered: () => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast, alert } = useFeedback();
  const [confirm] = useMutation(ConfirmCardRegistrationDocument);
  const handled = useRef(false);
  const customerUid = params.get('customer_uid');
  const success = params.get('imp_success');
  const error = params.get('error_msg');
  useEffect(() => {
    if (!customerUid || handled.current) return;
    handled.current = true;
    void (async () => {
      try {
        if (success === 'false') alert(billingFailureText(error));
        else {
          await confirm({ variables: { customerUid } });
          toast(CARDS_TEXT.registered);
          onRegistered();
        }
      } catch (e) {
        alert(billingErrorText(e));
      } finally {
        void navigate('.', { replace: true });
      }
    })();
  }, [customerUid, success, error, confirm, toast, alert, navigate, onRegistered]);
}

/** /mypage/cards: 본인인증, then the registered cards (삭제) and 카드 등록 in the gateway's window. */
export function Cards() {
  const me = useQuery(MeDocument);
  const user = me.data?.me;
  const member = Boolean(user && user.role !== 'guest');
  const page = useQuery(BillingCardsPageDocument, { variables: { userId: user?.id ?? '' }, skip: !member });
  const [open, opening] = useMutation(OpenCardRegistrationDocument);
  const [remove] = useMutation(RemoveCardDocument);
  const { toast, alert, confirm } = useFeedback();
  const refetch = page.refetch;
  useRegistrationReturn(() => void refetch());
  if (!me.loading && !member) return <Navigate to="/login" replace />;
  if (page.error && !page.data) return <ErrorState message={errorMessage(page.error)} onRetry={() => void page.refetch()} />;
  if (!page.data || !user) return <LoadingState label={CARDS_TEXT.loading} />;
  const { billingCertified, billingCards, billingRules } = page.data;
  const full = billingCards.length >= billingRules.maxCards;

  async function register() {
    try {
      const { data } = await open({ variables: { redirectUrl: `${window.location.origin}/mypage/cards` } });
      window.location.assign(data!.startCardRegistration.registrationUrl);
    } catch (e) {
      alert(billingErrorText(e));
    }
  }

  async function removeCard(customerUid: string, name: string) {
    if (!(await confirm(CARDS_TEXT.removeConfirm(name)))) return;
    try {
      await remove({ variables: { customerUid } });
      toast(CARDS_TEXT.removed);
      void page.refetch();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <div className="stack billing">
      <h1>{CARDS_TEXT.title}</h1>
      <p className="hint">{CARDS_TEXT.lead}</p>
      {!billingCertified ? (
        <Certification phone={user.phone ?? ''} onDone={() => void page.refetch()} />
      ) : (
        <Card title={CARDS_TEXT.cards}>
          {billingCards.length === 0 ? (
            <EmptyState title={CARDS_TEXT.empty} />
          ) : (
            <ul className="billing-cards" data-testid="billing-cards">
              {billingCards.map((card) => (
                <li key={card.id} className="billing-card">
                  <span>
                    <strong>{card.cardName}</strong> <span className="hint">{card.cardNumber}</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void removeCard(card.customerUid, card.cardName ?? '')}
                    aria-label={`${card.cardName ?? ''} ${card.cardNumber ?? ''} ${CARDS_TEXT.remove}`}
                  >
                    {CARDS_TEXT.remove}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {full && <p className="hint">{CARDS_TEXT.limit(billingRules.maxCards)}</p>}
          <Button loading={opening.loading} disabled={full} onClick={() => void register()}>
            {CARDS_TEXT.register}
          </Button>
        </Card>
      )}
    </div>
  );
}
