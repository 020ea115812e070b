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
import { directCheckoutPath } from './checkout-path';
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
  subscribe: '정기배송 신청',
  subscribeHint: '매일 먹는 영양제라면 정해진 주기로 받아 보세요.',
};

interface Buyable {
  id: string;
  status: string;
  salePrice: number;
  options: { id: string; extraPrice: number; stock: number }[];
}

/**
 * The product page's buying controls: a quantity stepper (1..99, at most the option's stock) and
 * the two main actions, 장바구니 담기 and 바로 구매 (opens the checkout of exactly the chosen
 * product, option and quantity; the cart stays as it was). On phones the actions stay in a bar above the tab bar. The option is the page's
 * choice (`optionId`, required when the product has options).
 */
export function PurchaseBox({ product, optionId }: { product: Buyable; optionId: string | null }) {
  const navigate = useNavigate();
  const { alert } = useFeedback();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const [adding, setAdding] = useState(false);
  const hideToast = useRef<number>(undefined);
  const [addToCart] = useMutation(AddToCartDocument, { update: (cache, { data }) => writeCart(cache, data?.addToCart) });
  useEffect(() => () => window.clearTimeout(hideToast.current), []);

  const option = product.options.find((o) => o.id === optionId) ?? null;
  const needsOption = product.options.length > 0 && !option;
  const soldOut = product.status !== 'on_sale' || option?.stock === 0;
  const max = maxQuantity(option?.stock);
  const shown = Math.min(quantity, max);

  /** 바로 구매: the checkout of exactly this product, option and quantity; the cart is not touched. */
  function buyNow() {
    if (needsOption) return alert(PURCHASE_TEXT.chooseOption);
    navigate(directCheckoutPath({ productId: product.id, optionId: option?.id ?? null, quantity: shown }));
  }

  async function addToCartNow() {
    if (needsOption) return alert(PURCHASE_TEXT.chooseOption);
    setAdding(true);
    try {
      await addToCart({ variables: { productId: product.id, optionId: option?.id ?? null, quantity: shown } });
      setAdded(true);
      window.clearTimeout(hideToast.current);
      hideToast.current = window.setTimeout(() => setAdded(false), SUCCESS_TOAST_MS);
    } catch (e) {
      alert(errorMessage(e));
    } finally {
      setAdding(false);
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
      {!soldOut && (
        <p className="hint purchase-subscribe">
          {PURCHASE_TEXT.subscribeHint} <Link to={`/subscribe/${product.id}`}>{PURCHASE_TEXT.subscribe}</Link>
        </p>
      )}
      <div className="buy-bar" data-testid="buy-bar">
        <Button variant="secondary" size="lg" disabled={soldOut || adding} onClick={buyNow}>
          {PURCHASE_TEXT.buyNow}
        </Button>
        <Button size="lg" loading={adding} disabled={soldOut || adding} onClick={() => void addToCartNow()}>
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
