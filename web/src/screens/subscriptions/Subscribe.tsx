import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { won } from '../../components/ProductCard';
import { BeginSubscriptionDocument, MeDocument, SubscribeFormDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, ButtonLink, Card, ChoiceGroup, DateField, ErrorState, LoadingState, Radio, TextField } from '../../ui';
import { QuantityStepper } from '../cart/QuantityStepper';
import { addDays, koreaToday } from './MySubscriptions';
import './subscriptions.css';
import { errorsByPath } from '../../lib/form-errors';

export const SUBSCRIBE_TEXT = {
  title: '정기배송 신청',
  loading: '정기배송 신청서를 불러오는 중…',
  option: '옵션',
  quantity: '수량',
  interval: '배송 주기',
  every: (weeks: number) => `${weeks}주마다`,
  card: '결제 카드',
  noCard: '정기배송은 등록한 카드로 결제해요.',
  toCards: '카드 등록하러 가기',
  address: '배송지',
  recipient: '받는 분',
  phone: '연락처',
  postcode: '우편번호',
  address1: '주소',
  address2: '상세 주소',
  first: '첫 결제일',
  firstHint: '오늘이면 신청하자마자 결제하고 보내드려요. 결제 3일 전에 알려드려요.',
  amount: '회차별 상품 금액',
  start: '정기배송 시작',
  started: '정기배송을 시작했어요.',
  notForSale: '지금은 정기배송을 신청할 수 없는 상품이에요.',
};

/** The typed address's fields and their labels (the order form's names, so the server's field errors land on them). */
const ADDRESS_FIELDS = [
  ['recipientName', SUBSCRIBE_TEXT.recipient],
  ['recipientPhone', SUBSCRIBE_TEXT.phone],
  ['postcode', SUBSCRIBE_TEXT.postcode],
  ['address1', SUBSCRIBE_TEXT.address1],
  ['address2', SUBSCRIBE_TEXT.address2],
] as const;

/** /subscribe/:productId: option, quantity, interval (the server's choices), card, address and first date, then 정기배송 시작. */
export function Subscribe() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const { toast, alert } = useFeedback();
  const me = useQuery(MeDocument);
  const user = me.data?.me;
  const member = Boolean(user && user.role !== 'guest');
  const form = useQuery(SubscribeFormDocument, { variables: { productId, userId: user?.id ?? '' }, skip: !member });
  const [begin, beginning] = useMutation(BeginSubscriptionDocument);
  const [optionId, setOptionId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [interval, setInterval] = useState<number | null>(null);
  const [cardId, setCardId] = useState<string | null>(null);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [firstChargeOn, setFirstChargeOn] = useState(koreaToday());
  // No address book yet: the address is typed here (kept with the subscription, as an order keeps its own).
  const [typed, setTyped] = useState({ recipientName: '', recipientPhone: '', postcode: '', address1: '', address2: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!me.loading && !member) return <Navigate to="/login" replace />;
  if (form.error && !form.data) return <ErrorState message={errorMessage(form.error)} onRetry={() => void form.refetch()} />;
  if (!form.data) return <LoadingState label={SUBSCRIBE_TEXT.loading} />;
  const { product, subscriptionRules: rules, billingCards, myAddresses } = form.data;
  const options = product.options;
  const option = options.find((o) => o.id === (optionId ?? options[0]?.id)) ?? null;
  const weeks = interval ?? rules.intervalWeeks[Math.min(1, rules.intervalWeeks.length - 1)]!;
  const card = cardId ?? billingCards[0]?.id ?? null;
  const address = addressId ?? (myAddresses.find((a) => a.isDefault) ?? myAddresses[0])?.id ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!card) return;
    setErrors({});
    const where = address ? { addressId: address } : { address: { ...typed, address2: typed.address2 || null } };
    try {
      await begin({ variables: { input: { productId: product.id, optionId: option?.id ?? null, quantity, intervalWeeks: weeks, cardId: card, ...where, firstChargeOn } } });
      toast(SUBSCRIBE_TEXT.started);
      void navigate('/mypage/subscription');
    } catch (e) {
      // Every field the server named gets its message (the address's under address.<field>); the rest is an alert.
      const refused = errorsByPath(e, ['firstChargeOn', 'quantity', 'intervalWeeks', 'optionId', 'address']);
      if (refused.form === null) setErrors(refused.fields);
      else alert(refused.form);
    }
  }

  return (
    <form className="stack subscribe" onSubmit={submit} noValidate>
      <h1>{SUBSCRIBE_TEXT.title}</h1>
      <Card>
        <div className="subscription__head">
          <img className="subscription__image" src={product.imageUrl} alt="" width={64} height={64} />
          <div className="grow">
            <h2 className="subscription__name">{product.name}</h2>
            <p className="hint">
              {SUBSCRIBE_TEXT.amount} {won((product.salePrice + (option?.extraPrice ?? 0)) * quantity)}
            </p>
          </div>
        </div>
        {product.status !== 'on_sale' && <p className="subscription__warning">{SUBSCRIBE_TEXT.notForSale}</p>}
      </Card>
      {options.length > 1 && (
        <Card title={SUBSCRIBE_TEXT.option}>
          <ChoiceGroup legend={SUBSCRIBE_TEXT.option} hideLegend error={errors.optionId} className="checkout-choices">
            {options.map((o) => (
              <Radio
                key={o.id}
                className="checkout-choice"
                name="optionId"
                value={o.id}
                checked={option?.id === o.id}
                onChange={() => setOptionId(o.id)}
                label={o.extraPrice ? `${o.name} (+${won(o.extraPrice)})` : o.name}
              />
            ))}
          </ChoiceGroup>
        </Card>
      )}
      <Card title={SUBSCRIBE_TEXT.quantity}>
        <QuantityStepper value={quantity} max={rules.maxQuantity} onChange={setQuantity} />
        {errors.quantity && <p className="field-error">{errors.quantity}</p>}
      </Card>
      <Card title={SUBSCRIBE_TEXT.interval}>
        <ChoiceGroup legend={SUBSCRIBE_TEXT.interval} hideLegend error={errors.intervalWeeks} className="subscribe__intervals">
          {rules.intervalWeeks.map((w) => (
            <Radio key={w} className="checkout-choice" name="intervalWeeks" value={String(w)} checked={weeks === w} onChange={() => setInterval(w)} label={SUBSCRIBE_TEXT.every(w)} />
          ))}
        </ChoiceGroup>
      </Card>
      <Card title={SUBSCRIBE_TEXT.card}>
        {billingCards.length === 0 ? (
          <>
            <p className="hint">{SUBSCRIBE_TEXT.noCard}</p>
            <ButtonLink variant="secondary" to="/mypage/cards">
              {SUBSCRIBE_TEXT.toCards}
            </ButtonLink>
          </>
        ) : (
          <ChoiceGroup legend={SUBSCRIBE_TEXT.card} hideLegend className="checkout-choices">
            {billingCards.map((c) => (
              <Radio key={c.id} className="checkout-choice" name="cardId" value={c.id} checked={card === c.id} onChange={() => setCardId(c.id)} label={`${c.cardName ?? ''} ${c.cardNumber ?? ''}`} />
            ))}
          </ChoiceGroup>
        )}
      </Card>
      <Card title={SUBSCRIBE_TEXT.address}>
        {myAddresses.length === 0 ? (
          <div className="stack">
            {ADDRESS_FIELDS.map(([name, label]) => (
              <TextField
                key={name}
                label={label}
                name={name}
                required={name !== 'address2'}
                inputMode={name === 'recipientPhone' || name === 'postcode' ? 'numeric' : undefined}
                value={typed[name]}
                error={errors[`address.${name}`]}
                onChange={(e) => setTyped({ ...typed, [name]: e.target.value })}
              />
            ))}
          </div>
        ) : (
          <ChoiceGroup legend={SUBSCRIBE_TEXT.address} hideLegend className="checkout-choices">
            {myAddresses.map((a) => (
              <Radio
                key={a.id}
                className="checkout-choice"
                name="addressId"
                value={a.id}
                checked={address === a.id}
                onChange={() => setAddressId(a.id)}
                label={`${a.label ? `${a.label} · ` : ''}${a.recipient} · ${a.address1} ${a.address2 ?? ''}`}
              />
            ))}
          </ChoiceGroup>
        )}
      </Card>
      <Card title={SUBSCRIBE_TEXT.first}>
        <DateField
          label={SUBSCRIBE_TEXT.first}
          hideLabel
          name="firstChargeOn"
          min={koreaToday()}
          max={addDays(koreaToday(), rules.maxDaysAhead)}
          value={firstChargeOn}
          onChange={setFirstChargeOn}
          error={errors.firstChargeOn}
        />
        <p className="hint">{SUBSCRIBE_TEXT.firstHint}</p>
      </Card>
      <div className="buy-bar">
        <Button type="submit" size="lg" block loading={beginning.loading} disabled={!card || product.status !== 'on_sale'}>
          {SUBSCRIBE_TEXT.start}
        </Button>
      </div>
    </form>
  );
}
