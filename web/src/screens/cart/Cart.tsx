import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { won } from '../../components/ProductCard';
import { ChangeCartLineDocument, MyCartDocument, RemoveCartLineDocument, SelectCartLinesDocument, type CartLineViewFragment, type CartViewFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, Card, Checkbox, Chip, ErrorState, LoadingState, Select } from '../../ui';
import { EmptyPage } from './EmptyPage';
import { hasStoredSession, maxQuantity, writeCart } from './cart-cache';
import { checkoutPath } from './checkout-path';
import { QuantityStepper } from './QuantityStepper';
import './buying.css';

export const CART_TEXT = {
  title: '장바구니',
  empty: '장바구니에 담은 상품이 없습니다.',
  emptyHint: '마음에 드는 영양제를 담아보세요.',
  shop: '쇼핑하러 가기',
  selectAll: (selected: number, total: number) => `전체 선택 (${selected}/${total})`,
  select: (name: string) => `${name} 선택`,
  option: (name: string) => `${name} 옵션`,
  quantity: (name: string) => `${name} 수량`,
  remove: '삭제',
  removeLabel: (name: string) => `${name} 삭제`,
  removeConfirm: '이 상품을 장바구니에서 뺄까요?',
  combinationApplied: '조합 할인',
  combinationWhole: '조합 상품을 모두 선택하면 조합 할인이 돼요.',
  unavailable: '판매하지 않는 상품',
  subtotal: '상품 금액',
  fee: '배송비',
  surcharge: '추가 배송비 (제주·도서산간)',
  free: '무료',
  untilFree: (amount: number) => `무료배송까지 ${won(amount)}`,
  freeReached: '무료배송',
  goods: '선택 상품 금액',
  delivery: '배송비 합계',
  total: '결제 예정 금액',
  order: '주문하기',
  nothingSelected: '주문할 상품을 선택해주세요.',
};

type Line = CartLineViewFragment;
type SellerGroup = CartViewFragment['sellers'][number];

/**
 * The cart (spec "cart"): lines grouped by seller with a checkbox each and one for all, quantity
 * and option changes, removal, each seller's subtotal, delivery fee and how much more ships free,
 * the selected lines' total and 주문하기 for them. Prices, fees and totals are the server's
 * (myCart); every change answers with the whole cart, which replaces the shown one.
 */
export function Cart() {
  const session = hasStoredSession();
  const { data, error, loading, refetch } = useQuery(MyCartDocument, { skip: !session });
  const navigate = useNavigate();
  const { alert, confirm } = useFeedback();
  const [select, selecting] = useMutation(SelectCartLinesDocument, { update: (cache, { data: d }) => writeCart(cache, d?.selectCartLines) });
  const [change, changing] = useMutation(ChangeCartLineDocument, { update: (cache, { data: d }) => writeCart(cache, d?.changeCartLine) });
  const [remove, removing] = useMutation(RemoveCartLineDocument, { update: (cache, { data: d }) => writeCart(cache, d?.removeCartLine) });
  const [busyLine, setBusyLine] = useState<string | null>(null);
  const busy = selecting.loading || changing.loading || removing.loading;

  const cart = data?.myCart;
  if (session && error && !cart) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (session && loading && !cart) return <LoadingState lines={6} />;
  if (!cart || cart.lines.length === 0) {
    return <EmptyPage heading={CART_TEXT.title} title={CART_TEXT.empty} description={CART_TEXT.emptyHint} to="/" label={CART_TEXT.shop} />;
  }

  const run = async (lineId: string | null, action: () => Promise<unknown>) => {
    setBusyLine(lineId);
    try {
      await action();
    } catch (e) {
      alert(errorMessage(e));
    } finally {
      setBusyLine(null);
    }
  };
  const byId = new Map(cart.lines.map((l) => [l.id, l]));
  const orphans = cart.lines.filter((l) => !l.product);
  const selected = cart.lines.filter((l) => l.selected);
  const orderable = selected.filter((l) => l.purchasable);
  const allSelected = selected.length === cart.lines.length;

  const lineRow = (line: Line) => (
    <CartLineRow
      key={line.id}
      line={line}
      disabled={busy}
      pending={busyLine === line.id}
      onSelect={(value) => void run(line.id, () => select({ variables: { ids: [line.id], selected: value } }))}
      onQuantity={(quantity) => void run(line.id, () => change({ variables: { id: line.id, quantity } }))}
      onOption={(optionId) => void run(line.id, () => change({ variables: { id: line.id, optionId } }))}
      onRemove={() =>
        void confirm(CART_TEXT.removeConfirm).then((yes) => {
          if (yes) void run(line.id, () => remove({ variables: { id: line.id } }));
        })
      }
    />
  );

  return (
    <div className="stack cart-page">
      <h1>{CART_TEXT.title}</h1>
      <Checkbox
        className="cart-select-all"
        label={CART_TEXT.selectAll(selected.length, cart.lines.length)}
        checked={allSelected}
        disabled={busy}
        onChange={() => void run(null, () => select({ variables: { ids: cart.lines.map((l) => l.id), selected: !allSelected } }))}
      />
      {cart.sellers.map((group) => (
        <SellerCard key={group.seller.id} group={group}>
          {group.lines.flatMap((ref) => {
            const line = byId.get(ref.id);
            return line ? [lineRow(line)] : [];
          })}
        </SellerCard>
      ))}
      {orphans.length > 0 && (
        <Card title={CART_TEXT.unavailable}>
          <ul className="cart-lines">{orphans.map(lineRow)}</ul>
        </Card>
      )}
      <Card className="cart-summary" aria-label={CART_TEXT.total}>
        <dl className="cart-totals">
          <dt>{CART_TEXT.goods}</dt>
          <dd>{won(cart.selectedTotal)}</dd>
          <dt>{CART_TEXT.delivery}</dt>
          <dd>{won(cart.deliveryTotal)}</dd>
          <dt className="cart-totals__grand">{CART_TEXT.total}</dt>
          <dd className="cart-totals__grand" data-testid="cart-total">
            {won(cart.selectedTotal + cart.deliveryTotal)}
          </dd>
        </dl>
      </Card>
      <div className="buy-bar">
        <Button size="lg" block disabled={busy || orderable.length === 0} onClick={() => navigate(checkoutPath())}>
          {CART_TEXT.order}
        </Button>
      </div>
      {orderable.length === 0 && <p className="hint">{CART_TEXT.nothingSelected}</p>}
    </div>
  );
}

function SellerCard({ group, children }: { group: SellerGroup; children: ReactNode }) {
  const short = group.freeFrom != null && group.subtotal > 0 && group.fee > 0 ? group.freeFrom - group.subtotal : null;
  return (
    <Card title={group.seller.name} className="cart-seller">
      <ul className="cart-lines">{children}</ul>
      <dl className="cart-totals cart-totals--seller">
        <dt>{CART_TEXT.subtotal}</dt>
        <dd>{won(group.subtotal)}</dd>
        <dt>{CART_TEXT.fee}</dt>
        <dd>{group.subtotal > 0 && group.fee === 0 ? CART_TEXT.free : won(group.fee)}</dd>
        {group.surcharge > 0 && (
          <>
            <dt>{CART_TEXT.surcharge}</dt>
            <dd>{won(group.surcharge)}</dd>
          </>
        )}
      </dl>
      {short != null && short > 0 && <p className="cart-free-hint">{CART_TEXT.untilFree(short)}</p>}
      {group.subtotal > 0 && group.fee === 0 && group.freeFrom != null && <p className="cart-free-hint cart-free-hint--done">{CART_TEXT.freeReached}</p>}
    </Card>
  );
}

function CartLineRow({
  line,
  disabled,
  pending,
  onSelect,
  onQuantity,
  onOption,
  onRemove,
}: {
  line: Line;
  disabled: boolean;
  pending: boolean;
  onSelect(selected: boolean): void;
  onQuantity(quantity: number): void;
  onOption(optionId: string): void;
  onRemove(): void;
}) {
  const product = line.product;
  const name = product?.name ?? CART_TEXT.unavailable;
  const options = product?.options ?? [];
  const stock = options.find((o) => o.id === line.optionId)?.stock;
  return (
    <li className={['cart-line', line.purchasable ? '' : 'cart-line--blocked'].filter(Boolean).join(' ')} data-testid="cart-line" aria-busy={pending || undefined}>
      {/* No words beside the box: the product's name follows in the row; aria-label names it. */}
      <Checkbox className="cart-line__check" label={null} aria-label={CART_TEXT.select(name)} checked={line.selected} disabled={disabled} onChange={(e) => onSelect(e.target.checked)} />
      {product ? <img className="cart-line__image" src={product.imageUrl} alt="" width={72} height={72} loading="lazy" /> : <span className="cart-line__image" />}
      <div className="cart-line__main">
        {product ? (
          <Link to={`/products/${product.id}`} className="cart-line__name">
            {product.name}
          </Link>
        ) : (
          <span className="cart-line__name">{name}</span>
        )}
        {options.length > 0 && (
          <Select label={CART_TEXT.option(name)} hideLabel value={line.optionId ?? ''} disabled={disabled} onChange={(e) => onOption(e.target.value)}>
            {!line.optionId && <option value="">옵션 선택</option>}
            {options.map((o) => (
              <option key={o.id} value={o.id} disabled={o.stock === 0 && o.id !== line.optionId}>
                {o.name}
                {o.extraPrice ? ` (+${won(o.extraPrice)})` : ''}
                {o.stock === 0 ? ' 품절' : ''}
              </option>
            ))}
          </Select>
        )}
        {line.reason && (
          <p className="error" role="status">
            {line.reason}
          </p>
        )}
        {/* Put in as a channel combination: the server says whether its discount is in the price now. */}
        {line.combinationApplied ? <Chip active>{CART_TEXT.combinationApplied}</Chip> : line.combinationId && <p className="hint">{CART_TEXT.combinationWhole}</p>}
        <div className="cart-line__row">
          <QuantityStepper
            label={CART_TEXT.quantity(name)}
            value={line.quantity}
            max={maxQuantity(stock != null ? Math.max(stock, line.quantity) : null)}
            disabled={disabled || !product}
            onChange={onQuantity}
          />
          <strong className="cart-line__price">{won(line.lineTotal)}</strong>
        </div>
      </div>
      <Button variant="ghost" size="sm" className="cart-line__remove" aria-label={CART_TEXT.removeLabel(name)} disabled={disabled} onClick={onRemove}>
        {CART_TEXT.remove}
      </Button>
    </li>
  );
}
