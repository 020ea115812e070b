import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { EnterGiftAddressDocument, GiftOrderViewDocument, type GiftOrderViewQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, Card, ErrorState, LoadingState, TextField } from '../../ui';
import { AddressFacts, AddressInputs, EMPTY_ADDRESS, useAddressCheck, type AddressForm } from '../addresses/address-form';
import { OrderStatusChip, useOrderStatuses } from './OrderStatusChip';

type Gift = GiftOrderViewQuery['giftOrder'];

const formOf = (gift: Gift): AddressForm =>
  gift.address1
    ? { ...EMPTY_ADDRESS, recipient: gift.recipientName ?? '', phone: gift.recipientPhone ?? '', postcode: gift.postcode ?? '', address1: gift.address1, address2: gift.address2 ?? '' }
    : { ...EMPTY_ADDRESS, recipient: gift.receiverName ?? '' };

/**
 * /gift/:token — the gift's receiver (the link is the credential): who sends it, what (no
 * prices), and the delivery address to enter or correct until the parcel leaves.
 */
export function GiftReceiver() {
  const { token = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(GiftOrderViewDocument, { variables: { giftToken: token } });
  const statuses = useOrderStatuses();
  const [editing, setEditing] = useState(false);
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (loading && !data) return <LoadingState label="선물을 불러오는 중…" />;
  if (!data) return null;
  const gift = data.giftOrder;
  // The server says whether the address may still change (before a parcel ships).
  const open = gift.addressOpen;

  return (
    <div className="stack">
      <h1>{gift.senderName ?? '보내는 분'}님이 보낸 선물</h1>
      <Card>
        <div className="row between">
          <p>{gift.receiverName ? `${gift.receiverName}님, ` : ''}선물이 도착했어요.</p>
          <OrderStatusChip status={gift.status} statuses={statuses} fallback={{ label: gift.statusLabel }} />
        </div>
        <dl className="facts">
          <dt>보내는 분</dt>
          <dd>{gift.senderName}</dd>
          <dt>받는 분</dt>
          <dd>{gift.receiverName}</dd>
          <dt>주문번호</dt>
          <dd>{gift.orderNumber}</dd>
        </dl>
      </Card>
      <Card title="선물 상품">
        <ul className="order-lines">
          {gift.lines.map((line, i) => (
            <li key={i}>
              <span className="order-lines__name">
                {line.name}
                {line.optionName && <span className="hint"> · {line.optionName}</span>}
              </span>
              <span>{line.quantity}개</span>
            </li>
          ))}
        </ul>
      </Card>
      {gift.address1 && !editing ? (
        <Card
          title="배송지"
          actions={
            open && (
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                배송지 수정
              </Button>
            )
          }
        >
          <AddressFacts address={gift} />
          {!open && <p className="hint">이미 발송되었거나 취소된 선물은 배송지를 바꿀 수 없습니다.</p>}
        </Card>
      ) : open ? (
        <GiftAddressForm gift={gift} token={token} onDone={() => setEditing(false)} />
      ) : (
        <p className="hint">이 선물은 더 이상 배송지를 입력할 수 없습니다.</p>
      )}
    </div>
  );
}

function GiftAddressForm({ gift, token, onDone }: { gift: Gift; token: string; onDone(): void }) {
  const [form, setForm] = useState<AddressForm>(() => formOf(gift));
  const [memo, setMemo] = useState(gift.deliveryMemo ?? '');
  const { shown, valid } = useAddressCheck();
  const [enter, { loading }] = useMutation(EnterGiftAddressDocument);
  const { toast, alert } = useFeedback();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid(form)) return;
    try {
      await enter({
        variables: {
          giftToken: token,
          address: {
            recipientName: form.recipient.trim(),
            recipientPhone: form.phone.replace(/[\s-]/g, ''),
            postcode: form.postcode.trim(),
            address1: form.address1.trim(),
            address2: form.address2.trim() || null,
          },
          deliveryMemo: memo.trim() || null,
        },
      });
      toast('배송지를 저장했습니다. 곧 보내드릴게요.');
      onDone();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <form className="card" onSubmit={submit} noValidate aria-label="선물 배송지 입력">
      <h2>배송지 입력</h2>
      <AddressInputs form={form} onChange={setForm} problems={shown} />
      <TextField label="배송 메모 (선택)" name="deliveryMemo" maxLength={200} value={memo} onChange={(e) => setMemo(e.target.value)} />
      <Button type="submit" block loading={loading}>
        배송지 저장
      </Button>
    </form>
  );
}
