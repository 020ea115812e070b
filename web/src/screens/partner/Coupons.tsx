import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCopyText, useFeedback } from '../../components/Feedback';
import { PartnerChannelCouponsDocument, PartnerCreateChannelCouponDocument, type PartnerCreateChannelCouponMutation } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, FormActions, Card, ChoiceGroup, DateField, EmptyState, ErrorState, LoadingState, Radio, TextField } from '../../ui';
import { count, digitsOf, numberOrNull, seoulDateTime, seoulInstant, TimeField, usePartnerChannel } from './shared';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';

type Kind = 'percent' | 'fixed';
type Created = PartnerCreateChannelCouponMutation['createChannelCoupon'];

const TEXT = {
  title: '쿠폰',
  lead: '할인 코드를 만들어 팔로워에게 알려주세요. 코드로 받은 쿠폰을 쓴 주문은 내 채널의 주문으로 셉니다. 채널 쿠폰은 모든 상품의 주문 금액에서 할인됩니다.',
  create: '쿠폰 만들기',
  newTitle: '새 쿠폰',
  name: '쿠폰 이름',
  code: '쿠폰 코드',
  codeHint: '회원이 채널 페이지의 쿠폰 코드 입력에 넣는 코드입니다. 영문과 숫자로 만들어주세요.',
  kind: '할인 방식',
  kinds: [
    ['percent', '정률 (%)'],
    ['fixed', '정액 (원)'],
  ] as [Kind, string][],
  amount: { percent: '할인율 (%)', fixed: '할인 금액 (원)' } as Record<Kind, string>,
  // The shop's bounds as docs/decisions/partners.md words them; the server enforces them.
  amountHint: { percent: '최대 30%', fixed: '최대 10,000원' } as Record<Kind, string>,
  maxDiscount: '최대 할인 금액 (원)',
  maxDiscountHint: '비워 두면 할인율대로 모두 할인합니다.',
  minOrder: '최소 주문 금액 (원)',
  minOrderHint: '비워 두면 주문 금액과 관계없이 쓸 수 있습니다.',
  startDate: '시작일',
  startTime: '시작 시각',
  endDate: '종료일',
  endTime: '종료 시각',
  timeHint: '한국 시각 (24시간)',
  periodHint: '시작부터 최대 90일',
  issueLimit: '발급 수량 (장)',
  issueLimitHint: '최대 10,000장',
  save: '쿠폰 만들기',
  cancel: '닫기',
  created: '쿠폰을 만들었습니다.',
  share: '공유할 쿠폰 코드',
  shareLead: (name: string) => `'${name}' 쿠폰의 코드입니다. 팔로워에게 알려주면 채널 페이지에서 코드를 입력해 받을 수 있습니다.`,
  copy: '코드 복사',
  copied: '쿠폰 코드를 복사했습니다.',
  copyFailed: '복사하지 못했습니다. 코드를 길게 눌러 복사해주세요.',
  live: '지금 받을 수 있는 쿠폰',
  liveHint: '시작 전이거나 끝난 쿠폰, 모두 발급된 쿠폰은 목록에 보이지 않습니다.',
  empty: '지금 받을 수 있는 채널 쿠폰이 없습니다.',
  benefit: '혜택',
  condition: '조건',
  period: '기간',
  issued: '발급',
  issuedOf: (n: number, limit: number | null | undefined) => (limit ? `${count(n)}장 / ${count(limit)}장` : `${count(n)}장`),
};

/**
 * 쿠폰 (/partner/coupons): the channel's discount codes (docs/decisions/partners.md, "Channel
 * coupons"). A form makes one with `createChannelCoupon` (the server checks the shop's bounds and
 * names the field it refuses); the code to share is shown after; the list is the channel's coupons
 * members can claim now (`channelCoupons`).
 */
export function Coupons() {
  const channel = usePartnerChannel();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const { data, loading, error, refetch } = useQuery(PartnerChannelCouponsDocument, { variables: { channelId: channel.id } });

  return (
    <div className="stack">
      <div className="row between">
        <h2>{TEXT.title}</h2>
        {!creating && (
          <Button
            size="sm"
            onClick={() => {
              setCreating(true);
              setCreated(null);
            }}
          >
            {TEXT.create}
          </Button>
        )}
      </div>
      <p className="hint">{TEXT.lead}</p>
      {creating && (
        <CouponForm
          onClose={() => setCreating(false)}
          onCreated={(coupon) => {
            setCreating(false);
            setCreated(coupon);
          }}
        />
      )}
      {created && <ShareCode coupon={created} />}
      <Card title={TEXT.live}>
        <p className="hint">{TEXT.liveHint}</p>
        {loading && !data ? (
          <LoadingState />
        ) : error && !data ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : data && data.channelCoupons.length === 0 ? (
          <EmptyState title={TEXT.empty} />
        ) : data ? (
          <ul className="partner-cards">
            {data.channelCoupons.map((coupon) => (
              <li key={coupon.id} className="partner-coupon" data-testid={`coupon-${coupon.id}`}>
                <strong>{coupon.name}</strong>
                <dl className="partner-facts">
                  <dt>{TEXT.benefit}</dt>
                  <dd>{coupon.benefit}</dd>
                  {coupon.condition && (
                    <>
                      <dt>{TEXT.condition}</dt>
                      <dd>{coupon.condition}</dd>
                    </>
                  )}
                  <dt>{TEXT.period}</dt>
                  <dd>
                    {seoulDateTime(coupon.startsAt)} ~ {seoulDateTime(coupon.endsAt)}
                  </dd>
                  <dt>{TEXT.issued}</dt>
                  <dd>{TEXT.issuedOf(coupon.issuedCount, coupon.issueLimit)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </div>
  );
}

/** The code just made (as the server wrote it, in capitals), to copy and share. */
function ShareCode({ coupon }: { coupon: Created }) {
  const copyText = useCopyText();
  const copy = () => copyText(coupon.code, { copied: TEXT.copied, failed: TEXT.copyFailed });
  return (
    <Card title={TEXT.share} aria-label={TEXT.share} className="partner-coupon-share">
      <p className="hint">{TEXT.shareLead(coupon.name)}</p>
      <div className="partner-link">
        <p className="partner-coupon-code grow" data-testid="coupon-code">
          {coupon.code}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {TEXT.copy}
        </Button>
      </div>
    </Card>
  );
}

type Field = 'name' | 'code' | 'kind' | 'amount' | 'maxDiscount' | 'minOrderAmount' | 'startsAt' | 'endsAt' | 'issueLimit';
const FIELDS: readonly Field[] = ['name', 'code', 'kind', 'amount', 'maxDiscount', 'minOrderAmount', 'startsAt', 'endsAt', 'issueLimit'];

/** A new channel coupon; every bound (the discount, the period, the number) is the server's. */
function CouponForm({ onClose, onCreated }: { onClose(): void; onCreated(coupon: Created): void }) {
  const { toast } = useFeedback();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<Kind>('percent');
  const [amount, setAmount] = useState('');
  const [maxDiscount, setMaxDiscount] = useState('');
  const [minOrder, setMinOrder] = useState('');
  const [startDate, setStartDate] = useState('');
  const [startTime, setStartTime] = useState('');
  const [endDate, setEndDate] = useState('');
  const [endTime, setEndTime] = useState('');
  const [issueLimit, setIssueLimit] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const [create, { loading }] = useMutation(PartnerCreateChannelCouponDocument, { refetchQueries: ['PartnerChannelCoupons'] });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors(NO_ERRORS);
    // Every rule is the server's, what is missing too: an empty field (a date without its time) is sent as null
    // and the server names each refusal in one round.
    const input = {
      name: name.trim(),
      code: code.trim(),
      kind,
      amount: numberOrNull(amount),
      maxDiscount: kind === 'percent' ? numberOrNull(maxDiscount) : null,
      minOrderAmount: numberOrNull(minOrder),
      startsAt: seoulInstant(startDate, startTime),
      endsAt: seoulInstant(endDate, endTime),
      issueLimit: numberOrNull(issueLimit),
    };
    try {
      const { data } = await create({ variables: { input } });
      if (!data) return;
      toast(TEXT.created);
      onCreated(data.createChannelCoupon);
    } catch (error) {
      setErrors(formErrorsOf(error, FIELDS));
    }
  }

  return (
    <Card title={TEXT.newTitle}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate aria-label={TEXT.newTitle}>
        <TextField label={TEXT.name} value={name} maxLength={60} error={errors.fields.name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label={TEXT.code}
          hint={TEXT.codeHint}
          value={code}
          maxLength={30}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.fields.code}
          onChange={(e) => setCode(e.target.value)}
        />
        <ChoiceGroup legend={TEXT.kind} error={errors.fields.kind}>
          {TEXT.kinds.map(([value, label]) => (
            <Radio key={value} name="coupon-kind" label={label} value={value} checked={kind === value} onChange={() => setKind(value)} />
          ))}
        </ChoiceGroup>
        <TextField label={TEXT.amount[kind]} inputMode="numeric" hint={TEXT.amountHint[kind]} value={amount} error={errors.fields.amount} onChange={(e) => setAmount(digitsOf(e.target.value))} />
        {kind === 'percent' && (
          <TextField
            label={TEXT.maxDiscount}
            inputMode="numeric"
            hint={TEXT.maxDiscountHint}
            value={maxDiscount}
            error={errors.fields.maxDiscount}
            onChange={(e) => setMaxDiscount(digitsOf(e.target.value))}
          />
        )}
        <TextField label={TEXT.minOrder} inputMode="numeric" hint={TEXT.minOrderHint} value={minOrder} error={errors.fields.minOrderAmount} onChange={(e) => setMinOrder(digitsOf(e.target.value))} />
        <div className="partner-when">
          <DateField label={TEXT.startDate} value={startDate} onChange={setStartDate} error={errors.fields.startsAt} />
          <TimeField label={TEXT.startTime} hint={TEXT.timeHint} value={startTime} onChange={setStartTime} />
        </div>
        <div className="partner-when">
          <DateField label={TEXT.endDate} hint={TEXT.periodHint} value={endDate} onChange={setEndDate} error={errors.fields.endsAt} />
          <TimeField label={TEXT.endTime} hint={TEXT.timeHint} value={endTime} onChange={setEndTime} />
        </div>
        <TextField
          label={TEXT.issueLimit}
          inputMode="numeric"
          hint={TEXT.issueLimitHint}
          value={issueLimit}
          error={errors.fields.issueLimit}
          onChange={(e) => setIssueLimit(digitsOf(e.target.value))}
        />
        <FormActions error={errors.form} submitLabel={TEXT.save} busy={loading} cancelLabel={TEXT.cancel} onCancel={onClose} />
      </form>
    </Card>
  );
}
