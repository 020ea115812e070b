import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { won } from '../../components/ProductCard';
import {
  ChannelPageAskCooperateAlertDocument,
  ChannelPageClickCooperateDocument,
  ChannelPageCooperateDocument,
  ChannelPageJoinCooperateDocument,
  type ChannelPageCooperateEventFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, EmptyState, ErrorState, LoadingState, Select } from '../../ui';
import { directCheckoutPath } from '../cart/checkout-path';
import { CHANNEL_TEXT as TEXT } from './channel-text';
import { koreanMoment, timeLeft, useServerNow } from './countdown';

/**
 * 공동구매: the channel's running events (group price beside the sale price, 마감까지 countdown on
 * the server's clock, participants, 참여하기 and 공동구매가로 구매) and the ones that open later
 * (오픈 알림 받기). What a visitor may do is the server's: a refusal (full, not open) shows its message.
 */
export function CooperateTab({ channelId, member }: { channelId: string; member: boolean }) {
  const { data, error, refetch } = useQuery(ChannelPageCooperateDocument, { variables: { channelId } });
  const now = useServerNow();
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState lines={4} />;
  const { open, scheduled } = data;
  if (open.items.length === 0 && scheduled.items.length === 0) return <EmptyState title={TEXT.noCooperate} />;
  return (
    <div className="stack">
      {open.items.length > 0 && (
        <section className="stack channel-section" aria-label={TEXT.running}>
          <h2 className="channel-section__title">{TEXT.running}</h2>
          <ul className="channel-list">
            {open.items.map((event) => (
              <CooperateCard key={event.id} event={event} now={now} member={member} />
            ))}
          </ul>
        </section>
      )}
      {scheduled.items.length > 0 && (
        <section className="stack channel-section" aria-label={TEXT.upcoming}>
          <h2 className="channel-section__title">{TEXT.upcoming}</h2>
          <ul className="channel-list">
            {scheduled.items.map((event) => (
              <CooperateCard key={event.id} event={event} now={now} member={member} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function CooperateCard({ event, now, member }: { event: ChannelPageCooperateEventFragment; now: number | null; member: boolean }) {
  const navigate = useNavigate();
  const { toast, alert } = useFeedback();
  const [join, joining] = useMutation(ChannelPageJoinCooperateDocument);
  const [askAlert, asking] = useMutation(ChannelPageAskCooperateAlertDocument);
  const [click] = useMutation(ChannelPageClickCooperateDocument);
  const { product } = event;
  const [optionId, setOptionId] = useState(product.options.length === 1 ? product.options[0]!.id : '');
  const running = event.status === 'open';
  const left = now === null ? null : timeLeft(event.endsAt, now);

  async function joinNow() {
    if (!member) return void navigate('/login');
    try {
      await join({ variables: { eventId: event.id } });
      toast(TEXT.joined);
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  async function askNow() {
    if (!member) return void navigate('/login');
    try {
      await askAlert({ variables: { eventId: event.id } });
      toast(TEXT.alertAsked);
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  /** Counts the click (never holding up the purchase), then 바로 구매 of this product at the event's price. */
  function buyNow() {
    if (product.options.length > 0 && !optionId) return alert(TEXT.chooseOption);
    click({ variables: { eventId: event.id } }).catch(() => undefined);
    void navigate(directCheckoutPath({ productId: product.id, optionId: optionId || null, quantity: 1, cooperate: event.id }));
  }

  return (
    <li className="ui-card channel-cooperate" data-testid="cooperate-event">
      <div className="channel-item">
        <img className="channel-item__image" src={product.imageUrl} alt="" width={88} height={88} loading="lazy" />
        <div className="grow">
          <p className="channel-cooperate__status">{event.statusLabel}</p>
          <h3 className="channel-item__name">{event.title}</h3>
          <p className="hint">{product.name}</p>
          <p className="channel-price">
            <span className="channel-price__label">{TEXT.groupPrice}</span> <strong data-testid="group-price">{won(event.groupPrice)}</strong>{' '}
            <s className="hint">
              <span className="visually-hidden">{TEXT.salePrice} </span>
              {won(product.salePrice)}
            </s>
          </p>
        </div>
      </div>
      {event.description && <p className="channel-cooperate__description">{event.description}</p>}
      <dl className="channel-cooperate__facts">
        {running ? (
          <>
            <dt>{TEXT.untilEnd}</dt>
            <dd data-testid="countdown">{now === null ? '' : (left ?? TEXT.ended)}</dd>
          </>
        ) : (
          <>
            <dt>{TEXT.upcoming}</dt>
            <dd>{TEXT.opensAt(koreanMoment(event.startsAt))}</dd>
          </>
        )}
        <dt>{TEXT.participantsLabel}</dt>
        <dd>{TEXT.participants(event.participantCount, event.maxParticipants ?? null)}</dd>
      </dl>
      {running && product.options.length > 1 && (
        <Select label={TEXT.option} name={`option-${event.id}`} value={optionId} onChange={(e) => setOptionId(e.target.value)}>
          <option value="">{TEXT.chooseOption}</option>
          {product.options.map((o) => (
            <option key={o.id} value={o.id} disabled={o.stock === 0}>
              {o.extraPrice ? `${o.name} (+${won(o.extraPrice)})` : o.name}
            </option>
          ))}
        </Select>
      )}
      <div className="channel-actions">
        {running ? (
          <>
            <Button variant="secondary" loading={joining.loading} onClick={() => void joinNow()}>
              {TEXT.join}
            </Button>
            <Button onClick={buyNow}>{TEXT.buyAtGroupPrice}</Button>
          </>
        ) : (
          <Button variant="secondary" loading={asking.loading} onClick={() => void askNow()}>
            {TEXT.askAlert}
          </Button>
        )}
      </div>
    </li>
  );
}
