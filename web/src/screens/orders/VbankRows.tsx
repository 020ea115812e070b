import { koreanDateTime } from './order-text';

/**
 * A virtual account's rows of a `<dl>`: bank, number, holder and due time, as the payment result
 * and an order waiting for its deposit show them.
 */
export function VbankRows({ vbank }: { vbank: { bank: string; number: string; holder: string; dueAt: string } }) {
  return (
    <>
      <dt>입금 은행</dt>
      <dd>{vbank.bank}</dd>
      <dt>계좌번호</dt>
      <dd data-testid="vbank-number">{vbank.number}</dd>
      <dt>예금주</dt>
      <dd>{vbank.holder}</dd>
      <dt>입금 기한</dt>
      <dd>{koreanDateTime(vbank.dueAt)}</dd>
    </>
  );
}
