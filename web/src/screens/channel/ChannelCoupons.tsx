import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { ChannelPageClaimCouponDocument, ChannelPageCouponsDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Button, Card, TextField } from '../../ui';
import { CHANNEL_TEXT as TEXT } from './channel-text';
import { formErrorsOf } from '../../lib/form-errors';

/**
 * 쿠폰 under the channel's header, when the channel has coupons a member can claim now
 * (`channelCoupons`): each one's benefit, name and condition as the server words them, and one
 * 쿠폰 코드 입력 (the codes are not listed: the influencer shares them). A guest is sent to log in;
 * the server's refusal (an unknown code, one used up or already held) shows at the field.
 */
export function ChannelCoupons({ channelId, member }: { channelId: string; member: boolean }) {
  const { data } = useQuery(ChannelPageCouponsDocument, { variables: { channelId } });
  const coupons = data?.channelCoupons ?? [];
  if (coupons.length === 0) return null;
  return (
    <Card title={TEXT.coupons} aria-label={TEXT.coupons} className="channel-coupons">
      <ul className="channel-coupons__list">
        {coupons.map((coupon) => (
          <li key={coupon.id} className="channel-coupon" data-testid="channel-coupon">
            <strong className="channel-coupon__benefit">{coupon.benefit}</strong>
            <span className="channel-coupon__name">{coupon.name}</span>
            {coupon.condition && <span className="hint">{coupon.condition}</span>}
            <span className="hint">{TEXT.couponUntil(koreanDay(coupon.endsAt))}</span>
          </li>
        ))}
      </ul>
      <p className="hint">{TEXT.couponsLead}</p>
      <ClaimByCode member={member} />
    </Card>
  );
}

function ClaimByCode({ member }: { member: boolean }) {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [claim, { loading }] = useMutation(ChannelPageClaimCouponDocument, { refetchQueries: ['ChannelPageCoupons'] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!member) return void navigate('/login');
    const typed = code.trim();
    if (!typed || loading) return;
    setError(null);
    try {
      await claim({ variables: { code: typed } });
      setCode('');
      toast(TEXT.claimed);
    } catch (e) {
      // Whatever the server answers (410 gone, 411 conditions, a malformed code) is said at the field.
      const refusal = formErrorsOf(e, ['code']);
      setError(refusal.fields.code ?? refusal.form ?? errorMessage(e));
    }
  }

  return (
    <form className="channel-claim" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        className="channel-claim__field"
        label={TEXT.claim}
        hideLabel
        name="code"
        placeholder={TEXT.codePlaceholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={50}
        value={code}
        error={error ?? undefined}
        onChange={(e) => {
          setCode(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" loading={loading} disabled={member && !code.trim()}>
        {TEXT.claimButton}
      </Button>
    </form>
  );
}
