import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { won } from '../../components/ProductCard';
import { AddToCartDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { SUCCESS_TOAST_MS } from '../../lib/shell';
import { Button, Toast } from '../../ui';
import { maxQuantity, writeCart } from './cart-cache';
import { QuantityStepper } from './QuantityStepper';
import { checkoutPath } from './checkout-path';
import './buying.css';

export const PURCHASE_TEXT = {
  quantity: '수량',
  total: '총 상품 금액',
  addToCart: '장바구니 담기',
  buyNow: '바로 구매',
  added: '장바구니에 담았습니다.',
  goToCart: '장바구니 보기',
  soldOut: '품절된 상품입니다.',
  chooseOption: '옵션을 선택해주세요.',
};

interface Buyable {
  id: string;
  status: string;
  salePrice: number;
  options: { id: string; extraPrice: number; stock: number }[];
}

/**
 * The product page's buying controls: a quantity stepper (1..99, at most the option's stock) and
 * the two main actions, 장바구니 담기 and 바로 구매 (adds, then opens the checkout with just that
 * line). On phones the actions stay in a bar above the tab bar. The option is the page's
 * choice (`optionId`, required when the product has options).
 */
export function PurchaseBox({ product, optionId }: { product: Buyable; optionId: string | null }) {
  const navigate = useNavigate();
  const { alert } = useFeedback();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const [pending, setPending] = useState<'cart' | 'buy' | null>(null);
  const hideToast = useRef<number>(undefined);
  const [addToCart] = useMutation(AddToCartDocument, { update: (cache, { data }) => writeCart(cache, data?.addToCart) });
  useEffect(() => () => window.clearTimeout(hideToast.current), []);

  const option = product.options.find((o) => o.id === optionId) ?? null;
  const needsOption = product.options.length > 0 && !option;
  const soldOut = product.status !== 'on_sale' || option?.stock === 0;
  const max = maxQuantity(option?.stock);
  const shown = Math.min(quantity, max);

  async function add(then: 'cart' | 'buy') {
    if (needsOption) return alert(PURCHASE_TEXT.chooseOption);
    setPending(then);
    try {
      const { data } = await addToCart({ variables: { productId: product.id, optionId: option?.id ?? null, quantity: shown } });
      const line = data?.addToCart.lines.find((l) => l.productId === product.id && (l.optionId ?? null) === (option?.id ?? null));
      if (then === 'buy' && line) return void navigate(checkoutPath([line.id]));
      setAdded(true);
      window.clearTimeout(hideToast.current);
      hideToast.current = window.setTimeout(() => setAdded(false), SUCCESS_TOAST_MS);
    } catch (e) {
      alert(errorMessage(e));
    } finally {
      setPending(null);
    }
  }

  return (
    <>
      <div className="purchase-quantity">
        <span className="purchase-quantity__label">{PURCHASE_TEXT.quantity}</span>
        <QuantityStepper value={shown} max={max} onChange={setQuantity} disabled={soldOut} />
        <span className="purchase-quantity__total">
          {PURCHASE_TEXT.total} <strong>{won((product.salePrice + (option?.extraPrice ?? 0)) * shown)}</strong>
        </span>
      </div>
      {soldOut && <p className="hint">{PURCHASE_TEXT.soldOut}</p>}
      <div className="buy-bar" data-testid="buy-bar">
        <Button variant="secondary" size="lg" loading={pending === 'buy'} disabled={soldOut || pending !== null} onClick={() => void add('buy')}>
          {PURCHASE_TEXT.buyNow}
        </Button>
        <Button size="lg" loading={pending === 'cart'} disabled={soldOut || pending !== null} onClick={() => void add('cart')}>
          {PURCHASE_TEXT.addToCart}
        </Button>
      </div>
      {added && (
        <Toast>
          {PURCHASE_TEXT.added} <Link to="/cart">{PURCHASE_TEXT.goToCart}</Link>
        </Toast>
      )}
    </>
  );
}
