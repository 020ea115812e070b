import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { won } from '../../components/ProductCard';
import {
  CheckoutAddressesDocument,
  CheckoutCouponsDocument,
  CheckoutCreateAddressDocument,
  CheckoutCreateOrderDocument,
  CheckoutCreatePaymentDocument,
  CheckoutProductDocument,
  CheckoutQuoteDocument,
  MeDocument,
  MyCartDocument,
  type CreateOrderInput,
  type PayMethod,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, Card, Checkbox, Chip, ChoiceGroup, ErrorState, LoadingState, Radio, TextField } from '../../ui';
import { EmptyPage } from '../cart/EmptyPage';
import { AddressInputs, addressProblems, EMPTY_ADDRESS as EMPTY_ADDRESS_FORM, type AddressForm, type AddressProblems } from '../addresses/address-form';
import { couponRefusal } from '../coupons/coupon-errors';
import { hasStoredSession } from '../cart/cart-cache';
import { checkoutLineIds, directItemOf, type DirectItem } from '../cart/checkout-path';
import '../cart/buying.css';
import { PAY_METHODS, attemptKeys, isPhone, paymentRedirectUrl, rememberCheckout } from './payment-flow';

export const CHECKOUT_TEXT = {
  title: '주문서',
  nothing: '주문할 상품이 없습니다.',
  nothingHint: '장바구니에서 주문할 상품을 선택해주세요.',
  toCart: '장바구니로 가기',
  items: '주문 상품',
  gift: '선물하기',
  giftHint: '받는 분이 선물 링크에서 배송지를 직접 입력합니다. 결제 후 주문 내역에서 링크를 확인할 수 있습니다. 받는 분 주소가 제주·도서산간이어도 추가 배송비는 받지 않습니다(판매자 부담).',
  senderName: '보내는 분 이름',
  receiverName: '받는 분 이름',
  receiverPhone: '받는 분 휴대폰 번호',
  address: '배송지',
  newAddress: '새 배송지 입력',
  recipient: '받는 분',
  phone: '연락처',
  postcode: '우편번호',
  address1: '주소',
  address2: '상세 주소',
  saveAddress: '배송지 목록에 저장',
  memo: '배송 메모',
  orderer: '주문자',
  ordererName: '주문자 이름',
  ordererPhone: '주문자 휴대폰 번호',
  ordererHint: '주문 안내를 받고 비회원 주문을 조회하는 번호입니다.',
  ordererHintMember: '주문·배송 안내를 받는 번호입니다.',
  ordererFromAccount: '회원 정보로 채웠어요. 바꿔도 회원 정보는 그대로예요.',
  agreement: '주문 내용 확인 및 결제 동의',
  agree: '주문 내용을 확인했으며, 결제에 동의합니다. (필수)',
  agreeHint: '주문 상품, 배송지, 결제 금액과 결제 수단을 확인했습니다 (전자상거래법 제8조 제2항).',
  payMethod: '결제 수단',
  amounts: '결제 금액',
  goods: '상품 금액',
  delivery: '배송비',
  surcharge: { jeju: '제주 추가 배송비', remote: '도서산간 추가 배송비' } as Record<string, string>,
  freeFrom: (seller: string, amount: number) => `${seller}: ${won(amount)} 이상 무료배송`,
  total: '총 결제 금액',
  points: '적립금',
  pointsUsable: (amount: number) => `사용 가능 ${won(amount)}`,
  pointsField: '사용할 적립금',
  pointsAll: '모두 사용',
  pointsUsed: '적립금 사용',
  pointsAmount: (amount: number) => `−${won(amount)}`,
  coupons: '쿠폰',
  couponDiscount: '쿠폰 할인',
  couponAmount: (amount: number) => `−${won(amount)}`,
  couponHint: '최종 결제 금액은 주문할 때 한 번 더 확인해요',
  pay: '결제하기',
  quoteFailed: '배송비를 계산하지 못했습니다.',
  groupPrice: '공동구매가',
  problems: {
    senderName: '보내는 분 이름을 입력해주세요.',
    receiverName: '받는 분 이름을 입력해주세요.',
    receiverPhone: '받는 분 휴대폰 번호를 확인해주세요. (예: 01012345678)',
    ordererName: '주문자 이름을 입력해주세요.',
    ordererPhone: '주문자 휴대폰 번호를 확인해주세요. (예: 01012345678)',
    agreement: '주문 내용을 확인하고 결제에 동의해주세요.',
  },
};

/** The checkout's fields that can be refused, besides the typed address's (AddressInputs) and points. */
type CheckoutField = 'senderName' | 'receiverName' | 'receiverPhone' | 'ordererName' | 'ordererPhone' | 'memo' | 'agreement';
type CheckoutProblems = Partial<Record<CheckoutField, string>> & { address?: AddressProblems };
const FIELD_IDS: Record<CheckoutField, string> = {
  senderName: 'checkout-senderName',
  receiverName: 'checkout-receiverName',
  receiverPhone: 'checkout-receiverPhone',
  ordererName: 'checkout-ordererName',
  ordererPhone: 'checkout-ordererPhone',
  memo: 'checkout-deliveryMemo',
  agreement: 'checkout-agreement',
};
const ADDRESS_ID_PREFIX = 'checkout-address';
/** The server's field names (createOrder's input paths) as the form's. */
const SERVER_FIELDS: Record<string, CheckoutField | `address.${keyof AddressForm}`> = {
  'gift.senderName': 'senderName',
  'gift.receiverName': 'receiverName',
  'gift.receiverPhone': 'receiverPhone',
  ordererName: 'ordererName',
  ordererPhone: 'ordererPhone',
  deliveryMemo: 'memo',
  agreedToTerms: 'agreement',
  'address.recipientName': 'address.recipient',
  'address.recipientPhone': 'address.phone',
  'address.postcode': 'address.postcode',
  'address.address1': 'address.address1',
  'address.address2': 'address.address2',
};
const MOBILE = /^01[016789]\d{7,8}$/;
const PROBLEM_ORDER: (CheckoutField | `address.${keyof AddressForm}`)[] = [
  'senderName',
  'receiverName',
  'receiverPhone',
  'address.recipient',
  'address.phone',
  'address.postcode',
  'address.address1',
  'address.address2',
  'memo',
  'ordererName',
  'ordererPhone',
  'agreement',
];

/** The id of the first field with a problem, in the order the form shows them. */
function firstProblemId(problems: CheckoutProblems): string | null {
  for (const key of PROBLEM_ORDER) {
    if (key.startsWith('address.')) {
      const field = key.slice('address.'.length) as keyof AddressForm;
      if (problems.address?.[field]) return `${ADDRESS_ID_PREFIX}-${field}`;
    } else if (problems[key as CheckoutField]) return FIELD_IDS[key as CheckoutField];
  }
  return null;
}

/** The server's refusal of an order as the form's field problems (none when it names no field the form shows). */
function serverProblems(error: unknown): CheckoutProblems | null {
  const first = (error as { errors?: { extensions?: { fields?: { field: string; message: string }[] } }[] } | null)?.errors?.[0];
  const problems: CheckoutProblems = {};
  let any = false;
  for (const { field, message } of first?.extensions?.fields ?? []) {
    const key = SERVER_FIELDS[field];
    if (!key) continue;
    any = true;
    if (key.startsWith('address.')) problems.address = { ...problems.address, [key.slice('address.'.length)]: message };
    else problems[key as CheckoutField] ??= message;
  }
  return any ? problems : null;
}

const digits = (value: string) => value.replace(/\D/g, '');
const POINTS_FIELD_ID = 'checkout-points';

/** The server's message for the points field of a refused order (`extensions.fields` naming `points`), if it names it. */
function pointsRefusal(error: unknown): string | null {
  const first = (error as { errors?: { extensions?: { fields?: { field: string; message: string }[] } }[] } | null)?.errors?.[0];
  return first?.extensions?.fields?.find(({ field }) => field.split('.').pop() === 'points')?.message ?? null;
}

/** A line of the order being written: a cart line, or the one product of 바로 구매. */
interface CheckoutLine {
  key: string;
  cartLineId: string | null;
  productId: string;
  optionId: string | null;
  quantity: number;
  name: string;
  optionName: string | null;
  /** Bought through this group-buying event (공동구매가로 구매): the server prices the line at its group price. */
  cooperateEventId: string | null;
  /** The cart's price of the line; null for 바로 구매, whose one line costs the quote's goods total. */
  lineTotal: number | null;
}

/** 바로 구매's one line, once the product is known (none for a product or option that does not exist). */
function directLines(item: DirectItem, product: { id: string; name: string; options: { id: string; name: string }[] } | null): CheckoutLine[] {
  if (!product) return [];
  const option = item.optionId ? product.options.find((o) => o.id === item.optionId) : null;
  if (item.optionId && !option) return [];
  return [
    {
      key: 'direct',
      cartLineId: null,
      productId: product.id,
      optionId: option?.id ?? null,
      quantity: item.quantity,
      name: product.name,
      optionName: option?.name ?? null,
      cooperateEventId: item.cooperate ?? null,
      lineTotal: null,
    },
  ];
}

/**
 * The checkout (/purchase): the cart's selected lines (or the lines `?line=` names), or for 바로
 * 구매 exactly the product, option and quantity the address names (the cart untouched), the
 * address (one of the member's address book, or typed, optionally saved; a gift instead names
 * the receiver, who enters the address by link; a typed address has 주소 검색, which fills 우편번호
 * and 주소), the orderer (the member's name and phone from the account until changed), the
 * order-terms agreement (주문 내용 확인 및 결제 동의: required, sent as `agreedToTerms`, which the
 * server checks and records), the delivery quote for that postcode (제주 and
 * 도서산간 surcharges), points (적립금: a member whose quote offers some types an amount or takes
 * all with 모두 사용; the server checks it with the order and its refusal shows at the field), the
 * coupons (a member's checkoutCoupons for the same lines and postcode: the server's best combination
 * chosen first, each toggled by the member, the rest greyed with the reason; a 410/411 refusal of the
 * order shows in a dialog and the coupons are weighed again), the
 * payment method, and 결제하기: createOrder (one Idempotency-Key per
 * attempt, so a double tap makes one order), createPayment, then the gateway's payment page. The
 * server prices everything; the amounts shown are its quote. 바로 구매 through a group-buying event
 * (`&cooperate=<event id>`, from a channel's 공동구매가로 구매) names the event in the quote, coupon
 * and order lines (`cooperateEventId`), so the amounts are the event's group price; an event that
 * is not running is refused with the server's message. The form checks itself (`noValidate`: no
 * browser popups): each problem, and each field the server names in a refusal, shows under its
 * field in Korean (the design system's field errors) and the first one takes the focus.
 */
export function Checkout() {
  const session = hasStoredSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const { alert } = useFeedback();
  const direct = directItemOf(params);
  const me = useQuery(MeDocument, { skip: !session });
  const cart = useQuery(MyCartDocument, { skip: !session || direct !== null });
  const directProduct = useQuery(CheckoutProductDocument, { variables: { id: direct?.productId ?? '' }, skip: direct === null });
  const member = Boolean(me.data?.me && me.data.me.role !== 'guest');
  const book = useQuery(CheckoutAddressesDocument, { skip: !member });
  const [createAddress] = useMutation(CheckoutCreateAddressDocument);
  const [createOrder] = useMutation(CheckoutCreateOrderDocument);
  const [createPayment] = useMutation(CheckoutCreatePaymentDocument);

  const [gift, setGift] = useState(false);
  const [giftForm, setGiftForm] = useState({ senderName: '', receiverName: '', receiverPhone: '' });
  const [choice, setChoice] = useState<string | null>(null);
  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS_FORM);
  const [saveAddress, setSaveAddress] = useState(false);
  const [memo, setMemo] = useState('');
  // The orderer is the member (name and phone from the account) until typed (null: not typed).
  const [ordererTyped, setOrderer] = useState<{ name: string | null; phone: string | null }>({ name: null, phone: null });
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<CheckoutProblems>({});
  const [payMethod, setPayMethod] = useState<PayMethod>('kakaopay');
  const [paying, setPaying] = useState(false);
  // Points typed (digits only); the server checks the unit and the maximum and says why it refuses.
  const [pointsTyped, setPointsTyped] = useState('');
  const [pointsError, setPointsError] = useState<string | null>(null);
  // The coupons the member picked; null until the first toggle (until then the server's best combination is chosen).
  const [couponsPicked, setCouponsPicked] = useState<string[] | null>(null);
  const keyFor = useRef(attemptKeys()).current;
  const inFlight = useRef(false);

  // Back from the gateway's page through the back-forward cache: the button works again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setPaying(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  const account = member ? me.data?.me : null;
  const orderer = { name: ordererTyped.name ?? account?.nickname ?? '', phone: ordererTyped.phone ?? account?.phone ?? '' };

  const named = checkoutLineIds(params);
  const lines: CheckoutLine[] = direct
    ? directLines(direct, directProduct.data?.product ?? null)
    : (cart.data?.myCart.lines ?? [])
        .filter((l) => l.purchasable && (named.length ? named.includes(l.id) : l.selected))
        .map((l) => ({
          key: l.id,
          cartLineId: l.id,
          productId: l.productId,
          optionId: l.optionId ?? null,
          quantity: l.quantity,
          name: l.product?.name ?? '',
          optionName: l.option?.name ?? null,
          cooperateEventId: null,
          lineTotal: l.lineTotal,
        }));
  const saved = book.data?.myAddresses ?? [];
  const chosenId = choice ?? saved.find((a) => a.isDefault)?.id ?? saved[0]?.id ?? 'new';
  const savedAddress = saved.find((a) => a.id === chosenId) ?? null;
  const typing = !gift && !savedAddress;
  const postcode = gift ? null : savedAddress ? savedAddress.postcode : /^\d{5}$/.test(address.postcode) ? address.postcode : null;
  // A line bought through a group-buying event names it: the quote, the coupons and the order are priced at its group price.
  const event = (l: CheckoutLine) => (l.cooperateEventId ? { cooperateEventId: l.cooperateEventId } : {});
  // A cart line names itself: a line put in the cart as a channel combination is quoted at its discount, as the order charges it.
  const quoteLines = lines.map((l) => ({ productId: l.productId, optionId: l.optionId, quantity: l.quantity, cartLineId: l.cartLineId, ...event(l) }));
  // Lines from the cart say so: paying marks just those cart lines purchased (바로 구매 names none).
  const orderLines = lines.map((l) => ({ productId: l.productId, optionId: l.optionId, quantity: l.quantity, cartLineId: l.cartLineId, ...event(l) }));
  const quote = useQuery(CheckoutQuoteDocument, { variables: { lines: quoteLines, postcode }, skip: quoteLines.length === 0 });
  const quoted = quote.data?.deliveryQuote ?? quote.previousData?.deliveryQuote;
  // A member's coupons for the same lines and postcode as the quote; the server weighs each one and marks the best.
  const coupons = useQuery(CheckoutCouponsDocument, { variables: { lines: quoteLines, postcode }, skip: !member || quoteLines.length === 0 });
  const couponOptions = (coupons.data ?? coupons.previousData)?.checkoutCoupons ?? [];

  const source = direct ? directProduct : cart;
  if ((direct || session) && (source.error || me.error) && !source.data) return <ErrorState message={errorMessage(source.error ?? me.error)} onRetry={() => void source.refetch()} />;
  if ((direct || session) && (source.loading || me.loading) && !source.data) return <LoadingState lines={8} />;
  if (lines.length === 0) {
    return <EmptyPage heading={CHECKOUT_TEXT.title} title={CHECKOUT_TEXT.nothing} description={CHECKOUT_TEXT.nothingHint} to="/cart" label={CHECKOUT_TEXT.toCart} />;
  }

  const surcharge = quoted?.sellers.reduce((sum, s) => sum + s.surcharge, 0) ?? 0;
  // The quote offers points to a member who can use some here; otherwise no points section and none sent.
  const pointsUsable = member ? (quoted?.pointsUsable ?? 0) : 0;
  const points = pointsUsable > 0 ? Number(pointsTyped || 0) : 0;
  // The chosen coupons among those usable here; the summary adds their discounts, the server computes the real amounts.
  const usableCoupons = couponOptions.filter((o) => o.applicable);
  const chosenCoupons = couponsPicked ? usableCoupons.filter((o) => couponsPicked.includes(o.coupon.id)) : usableCoupons.filter((o) => o.best);
  const couponIds = chosenCoupons.map((o) => o.coupon.id);
  const couponDiscount = chosenCoupons.reduce((sum, o) => sum + o.discount, 0);
  const toggleCoupon = (id: string, on: boolean) => setCouponsPicked(on ? [...couponIds.filter((c) => c !== id), id] : couponIds.filter((c) => c !== id));

  function orderInput(): CreateOrderInput {
    const base = {
      lines: orderLines,
      ordererName: orderer.name.trim(),
      ordererPhone: digits(orderer.phone),
      payMethod,
      agreedToTerms: agreed,
      ...(points > 0 ? { points } : {}),
      ...(couponIds.length > 0 ? { couponIds } : {}),
    };
    if (gift) return { ...base, gift: { senderName: giftForm.senderName.trim(), receiverName: giftForm.receiverName.trim(), receiverPhone: digits(giftForm.receiverPhone) } };
    const deliveryMemo = memo.trim() || null;
    if (savedAddress) return { ...base, addressId: savedAddress.id, deliveryMemo };
    return {
      ...base,
      deliveryMemo,
      address: {
        recipientName: address.recipient.trim(),
        recipientPhone: digits(address.phone),
        postcode: address.postcode.trim(),
        address1: address.address1.trim(),
        address2: address.address2.trim() || null,
      },
    };
  }

  /** What the form can tell before asking the server (the server checks again and names the field). */
  function checkForm(): CheckoutProblems {
    const found: CheckoutProblems = {};
    if (gift) {
      if (!giftForm.senderName.trim()) found.senderName = CHECKOUT_TEXT.problems.senderName;
      if (!giftForm.receiverName.trim()) found.receiverName = CHECKOUT_TEXT.problems.receiverName;
      if (!MOBILE.test(digits(giftForm.receiverPhone))) found.receiverPhone = CHECKOUT_TEXT.problems.receiverPhone;
    } else if (typing) {
      const typed = addressProblems(address);
      if (Object.keys(typed).length) found.address = typed;
    }
    if (!orderer.name.trim()) found.ordererName = CHECKOUT_TEXT.problems.ordererName;
    if (!MOBILE.test(digits(orderer.phone))) found.ordererPhone = CHECKOUT_TEXT.problems.ordererPhone;
    if (!agreed) found.agreement = CHECKOUT_TEXT.problems.agreement;
    return found;
  }

  function showProblems(found: CheckoutProblems) {
    setProblems(found);
    const id = firstProblemId(found);
    if (id) document.getElementById(id)?.focus();
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = checkForm();
    if (firstProblemId(found)) {
      showProblems(found);
      return;
    }
    setProblems({});
    inFlight.current = true;
    setPaying(true);
    setPointsError(null);
    let leaving = false;
    try {
      const input = orderInput();
      const key = keyFor(JSON.stringify(input));
      const headers = (suffix = '') => ({ headers: { 'idempotency-key': `${key}${suffix}` } });
      if (typing && member && saveAddress && input.address) {
        const a = input.address;
        await createAddress({
          variables: { input: { recipient: a.recipientName, phone: a.recipientPhone, postcode: a.postcode, address1: a.address1, address2: a.address2 } },
          context: headers('.address'),
        });
      }
      const order = (await createOrder({ variables: { input }, context: headers() })).data?.createOrder;
      if (!order) throw new Error();
      const payment = (await createPayment({ variables: { orderId: order.id, redirectUrl: paymentRedirectUrl(window.location.origin, isPhone()) } })).data?.createPayment;
      if (!payment) throw new Error();
      rememberCheckout(`${location.pathname}${location.search}`);
      leaving = true;
      window.location.assign(payment.checkoutUrl);
    } catch (e) {
      const refusal = pointsRefusal(e);
      const couponRefused = couponRefusal(e);
      const fieldsRefused = serverProblems(e);
      if (fieldsRefused) showProblems(fieldsRefused);
      else if (refusal) {
        setPointsError(refusal);
        document.getElementById(POINTS_FIELD_ID)?.focus();
      } else if (couponRefused) {
        // Gone or not met (410/411): the server's message with 확인, and the coupons weighed again.
        alert(couponRefused);
        void coupons.refetch();
      } else alert(errorMessage(e));
    } finally {
      if (!leaving) {
        inFlight.current = false;
        setPaying(false);
      }
    }
  }

  const clear = (key: CheckoutField) => problems[key] && setProblems({ ...problems, [key]: undefined });

  return (
    <form className="stack checkout" onSubmit={pay} noValidate>
      <h1>{CHECKOUT_TEXT.title}</h1>
      <Card title={CHECKOUT_TEXT.items}>
        <ul className="checkout-lines" data-testid="checkout-lines">
          {lines.map((l) => (
            <li key={l.key}>
              <span>
                {l.name}
                {l.optionName && <span className="hint"> · {l.optionName}</span>} × {l.quantity}
                {l.cooperateEventId && (
                  <>
                    {' '}
                    <Chip>{CHECKOUT_TEXT.groupPrice}</Chip>
                  </>
                )}
              </span>
              <strong>{l.lineTotal !== null ? won(l.lineTotal) : quoted && won(quoted.goodsTotal)}</strong>
            </li>
          ))}
        </ul>
      </Card>

      <Card title={gift ? CHECKOUT_TEXT.gift : CHECKOUT_TEXT.address}>
        <Checkbox label={CHECKOUT_TEXT.gift} name="gift" checked={gift} onChange={(e) => setGift(e.target.checked)} />
        {gift ? (
          <fieldset className="fieldset-plain">
            <p className="hint">{CHECKOUT_TEXT.giftHint}</p>
            <TextField
              id={FIELD_IDS.senderName}
              label={CHECKOUT_TEXT.senderName}
              name="senderName"
              required
              autoComplete="name"
              value={giftForm.senderName}
              error={problems.senderName}
              onChange={(e) => {
                setGiftForm({ ...giftForm, senderName: e.target.value });
                clear('senderName');
              }}
            />
            <TextField
              id={FIELD_IDS.receiverName}
              label={CHECKOUT_TEXT.receiverName}
              name="receiverName"
              required
              value={giftForm.receiverName}
              error={problems.receiverName}
              onChange={(e) => {
                setGiftForm({ ...giftForm, receiverName: e.target.value });
                clear('receiverName');
              }}
            />
            <TextField
              id={FIELD_IDS.receiverPhone}
              label={CHECKOUT_TEXT.receiverPhone}
              name="receiverPhone"
              required
              type="tel"
              inputMode="tel"
              value={giftForm.receiverPhone}
              error={problems.receiverPhone}
              onChange={(e) => {
                setGiftForm({ ...giftForm, receiverPhone: e.target.value });
                clear('receiverPhone');
              }}
            />
          </fieldset>
        ) : (
          <>
            {saved.length > 0 && (
              <ChoiceGroup legend={CHECKOUT_TEXT.address} hideLegend className="checkout-choices">
                {saved.map((a) => (
                  <Radio
                    key={a.id}
                    className="checkout-choice"
                    label={
                      <span>
                        <strong>{a.label}</strong> {a.recipient} · {a.phone}
                        <br />({a.postcode}) {a.address1} {a.address2}
                      </span>
                    }
                    name="addressChoice"
                    value={a.id}
                    checked={chosenId === a.id}
                    onChange={() => setChoice(a.id)}
                  />
                ))}
                <Radio className="checkout-choice" label={CHECKOUT_TEXT.newAddress} name="addressChoice" value="new" checked={chosenId === 'new'} onChange={() => setChoice('new')} />
              </ChoiceGroup>
            )}
            {typing && (
              <fieldset className="fieldset-plain">
                <AddressInputs
                  idPrefix={ADDRESS_ID_PREFIX}
                  form={address}
                  problems={problems.address ?? {}}
                  onChange={(next) => {
                    setAddress(next);
                    if (problems.address) setProblems({ ...problems, address: undefined });
                  }}
                />
                {member && <Checkbox label={CHECKOUT_TEXT.saveAddress} name="saveAddress" checked={saveAddress} onChange={(e) => setSaveAddress(e.target.checked)} />}
              </fieldset>
            )}
            <TextField
              id={FIELD_IDS.memo}
              label={CHECKOUT_TEXT.memo}
              name="deliveryMemo"
              maxLength={100}
              value={memo}
              error={problems.memo}
              onChange={(e) => {
                setMemo(e.target.value);
                clear('memo');
              }}
            />
          </>
        )}
      </Card>

      <Card title={CHECKOUT_TEXT.orderer}>
        <fieldset className="fieldset-plain">
          {account && <p className="hint">{CHECKOUT_TEXT.ordererFromAccount}</p>}
          <TextField
            id={FIELD_IDS.ordererName}
            label={CHECKOUT_TEXT.ordererName}
            name="ordererName"
            required
            autoComplete="name"
            maxLength={40}
            value={orderer.name}
            error={problems.ordererName}
            onChange={(e) => {
              setOrderer({ ...ordererTyped, name: e.target.value });
              clear('ordererName');
            }}
          />
          <TextField
            id={FIELD_IDS.ordererPhone}
            label={CHECKOUT_TEXT.ordererPhone}
            name="ordererPhone"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={member ? CHECKOUT_TEXT.ordererHintMember : CHECKOUT_TEXT.ordererHint}
            value={orderer.phone}
            error={problems.ordererPhone}
            onChange={(e) => {
              setOrderer({ ...ordererTyped, phone: e.target.value });
              clear('ordererPhone');
            }}
          />
        </fieldset>
      </Card>

      <Card title={CHECKOUT_TEXT.payMethod}>
        {/* Chips, not ui Radios: each radio is visually hidden inside its chip's label (buying.css .pay-methods). */}
        <div className="pay-methods" role="radiogroup" aria-label={CHECKOUT_TEXT.payMethod}>
          {PAY_METHODS.map(([value, label]) => (
            <Chip key={value} active={payMethod === value}>
              <label>
                <input type="radio" name="payMethod" value={value} checked={payMethod === value} onChange={() => setPayMethod(value)} />
                {label}
              </label>
            </Chip>
          ))}
        </div>
      </Card>

      {couponOptions.length > 0 && (
        <Card title={CHECKOUT_TEXT.coupons} className="coupons-use" aria-label={CHECKOUT_TEXT.coupons}>
          <ChoiceGroup legend={CHECKOUT_TEXT.coupons} hideLegend className="checkout-choices">
            {couponOptions.map((o) => (
              <Checkbox
                key={o.coupon.id}
                className={o.applicable ? 'checkout-choice' : 'checkout-choice coupons-use__off'}
                name="couponIds"
                value={o.coupon.id}
                disabled={!o.applicable}
                checked={couponIds.includes(o.coupon.id)}
                onChange={(e) => toggleCoupon(o.coupon.id, e.target.checked)}
                label={
                  <span className="coupons-use__option">
                    <span className="coupons-use__main">
                      <strong>{o.coupon.master.benefit}</strong>
                      <span className="hint">{o.coupon.master.name}</span>
                      {!o.applicable && o.reason && <span className="coupons-use__reason">{o.reason}</span>}
                    </span>
                    {o.applicable && <strong className="coupons-use__discount">{CHECKOUT_TEXT.couponAmount(o.discount)}</strong>}
                  </span>
                }
              />
            ))}
          </ChoiceGroup>
        </Card>
      )}

      {pointsUsable > 0 && (
        <Card title={CHECKOUT_TEXT.points} className="points-use" aria-label={CHECKOUT_TEXT.points}>
          <div className="points-use__usable">
            <p>{CHECKOUT_TEXT.pointsUsable(pointsUsable)}</p>
            <Button
              variant="secondary"
              onClick={() => {
                setPointsTyped(String(pointsUsable));
                setPointsError(null);
              }}
            >
              {CHECKOUT_TEXT.pointsAll}
            </Button>
          </div>
          <TextField
            id={POINTS_FIELD_ID}
            label={CHECKOUT_TEXT.pointsField}
            name="points"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            maxLength={9}
            value={pointsTyped}
            error={pointsError}
            onChange={(e) => {
              setPointsTyped(digits(e.target.value).replace(/^0+(?=\d)/, ''));
              setPointsError(null);
            }}
          />
        </Card>
      )}

      <Card title={CHECKOUT_TEXT.amounts}>
        {quote.error && !quoted ? (
          // A refused quote (a group-buying event that is not running, a quantity over the limit) says why in the server's words.
          <ErrorState message={CombinedGraphQLErrors.is(quote.error) ? errorMessage(quote.error) : CHECKOUT_TEXT.quoteFailed} onRetry={() => void quote.refetch()} />
        ) : !quoted ? (
          <LoadingState lines={3} />
        ) : (
          <>
            <dl className="cart-totals" data-testid="checkout-amounts">
              <dt>{CHECKOUT_TEXT.goods}</dt>
              <dd>{won(quoted.goodsTotal)}</dd>
              <dt>{CHECKOUT_TEXT.delivery}</dt>
              <dd>{won(quoted.deliveryTotal - surcharge)}</dd>
              {surcharge > 0 && (
                <>
                  <dt>{CHECKOUT_TEXT.surcharge[quoted.region] ?? CHECKOUT_TEXT.surcharge.remote}</dt>
                  <dd>{won(surcharge)}</dd>
                </>
              )}
              {couponDiscount > 0 && (
                <>
                  <dt>{CHECKOUT_TEXT.couponDiscount}</dt>
                  <dd data-testid="checkout-coupons">{CHECKOUT_TEXT.couponAmount(couponDiscount)}</dd>
                </>
              )}
              {points > 0 && (
                <>
                  <dt>{CHECKOUT_TEXT.pointsUsed}</dt>
                  <dd data-testid="checkout-points">{CHECKOUT_TEXT.pointsAmount(points)}</dd>
                </>
              )}
              <dt className="cart-totals__grand">{CHECKOUT_TEXT.total}</dt>
              <dd className="cart-totals__grand" data-testid="checkout-total">
                {won(Math.max(0, quoted.goodsTotal + quoted.deliveryTotal - couponDiscount - points))}
              </dd>
            </dl>
            {couponDiscount > 0 && <p className="hint">{CHECKOUT_TEXT.couponHint}</p>}
            {quoted.sellers
              .filter((s) => s.fee > 0 && s.freeFrom != null)
              .map((s) => (
                <p key={s.sellerId} className="hint">
                  {CHECKOUT_TEXT.freeFrom(s.sellerName, s.freeFrom!)}
                </p>
              ))}
          </>
        )}
      </Card>

      <Card title={CHECKOUT_TEXT.agreement}>
        <ChoiceGroup legend={CHECKOUT_TEXT.agreement} hideLegend error={problems.agreement}>
          <Checkbox
            id={FIELD_IDS.agreement}
            name="agreedToTerms"
            label={CHECKOUT_TEXT.agree}
            hint={CHECKOUT_TEXT.agreeHint}
            checked={agreed}
            aria-invalid={problems.agreement ? true : undefined}
            required
            onChange={(e) => {
              setAgreed(e.target.checked);
              clear('agreement');
            }}
          />
        </ChoiceGroup>
      </Card>

      <p className="hint">
        <Link to="/cart">{CHECKOUT_TEXT.toCart}</Link>
      </p>
      <div className="buy-bar">
        <Button type="submit" size="lg" block loading={paying} disabled={!quoted}>
          {CHECKOUT_TEXT.pay}
        </Button>
      </div>
    </form>
  );
}
