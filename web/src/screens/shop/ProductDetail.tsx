import { useEffectEvent, useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { ProductCard, won } from '../../components/ProductCard';
import { AddToCompareDocument, ProductDeliveryDocument, ProductDetailDocument, RecordProductViewDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { readTokens } from '../../lib/session';
import { Button, ButtonLink, ErrorState, LoadingState, ResponsiveTable, Select } from '../../ui';
import { LightboxGallery } from '../../ui/Lightbox';
import { deliveryRows } from './delivery-policy';
import { FavoriteButton } from './FavoriteButton';
import { ProductGallery } from './gallery/ProductGallery';
import { ProductQuestions } from './ProductQuestions';
import { ProductReviews, ReviewRatingLine } from './ProductReviews';
import { PurchaseBox } from '../cart/PurchaseBox';

const FORMULATIONS: Record<string, string> = { pill: '정제·캡슐', powder: '분말', jelly: '젤리', chewable: '츄어블', liquid: '액상' };

export function ProductDetail() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(ProductDetailDocument, { variables: { id } });
  const [recordView] = useMutation(RecordProductViewDocument);
  const [addToCompare] = useMutation(AddToCompareDocument);
  const { toast, alert } = useFeedback();
  const [optionId, setOptionId] = useState<string | null>(null);
  // The seller's delivery terms for one unit of the chosen option (its price may reach the free-shipping amount).
  const quotedOption = optionId ?? data?.product.options[0]?.id ?? null;
  const delivery = useQuery(ProductDeliveryDocument, { variables: { lines: [{ productId: id, optionId: quotedOption, quantity: 1 }] }, skip: !data?.product });

  // Recorded once per product shown (the mutation function itself is no reason to record again),
  // and only for a caller who already has a session: viewing a product never creates a guest
  // account (issue 21 item 5); guests are made when a cart or an order needs one.
  const recordViewOf = useEffectEvent((productId: string) => {
    if (readTokens()) void recordView({ variables: { productId } }).catch(() => undefined);
  });
  useEffect(() => recordViewOf(id), [id]);

  if (error) return <ErrorState message={errorMessage(error)} />;
  const product = data?.product;
  if (!product) return <LoadingState lines={6} />;
  const option = product.options.find((o) => o.id === optionId) ?? product.options[0];
  // The chosen option's own prices from the server (the product's plus the option's extra amount).
  const unitPrice = option?.price ?? product.salePrice;
  const listPrice = option?.listPrice ?? product.price;

  const act = (run: () => Promise<unknown>, done: string) => async () => {
    try {
      await run();
      toast(done);
    } catch (e) {
      alert(errorMessage(e));
    }
  };

  return (
    <LightboxGallery className="stack">
      <section className="card product-detail">
        {/* The product's pictures (front, label panel, info panel); the lightbox opens on a tap. */}
        <ProductGallery productId={product.id} images={product.images.length ? product.images : [{ url: product.imageUrl, alt: product.name }]} />
        <div className="stack">
          <Link className="brand-name" to={`/brands/${product.brand.id}`}>
            {product.brand.name}
          </Link>
          <h1>{product.name}</h1>
          <p className="price">
            {listPrice > unitPrice && <s>{won(listPrice)}</s>} <strong>{won(unitPrice)}</strong>
          </p>
          <ReviewRatingLine rating={product.rating} />
          <p className="hint">
            {product.category.name} · {FORMULATIONS[product.formulation] ?? product.formulation} · 판매자 {product.seller.name}
          </p>
          {product.options.length > 0 && (
            <Select label="옵션" value={option?.id} onChange={(e) => setOptionId(e.target.value)}>
              {product.options.map((o) => (
                <option key={o.id} value={o.id} disabled={o.stock === 0}>
                  {o.name}
                  {o.extraPrice ? ` (+${won(o.extraPrice)})` : ''}
                  {o.stock === 0 ? ' 품절' : ''}
                </option>
              ))}
            </Select>
          )}
          <PurchaseBox product={product} optionId={option?.id ?? null} />
          <div className="product-actions">
            <Button variant="secondary" onClick={act(() => addToCompare({ variables: { productId: product.id } }), '비교함에 담았습니다.')}>
              비교함 담기
            </Button>
            <FavoriteButton product={product} />
            <ButtonLink to="/compare" variant="ghost">
              비교함 보기
            </ButtonLink>
          </div>
          <p className="hint">
            <Link to="/recommend">내게 맞는지 확인</Link> · 설문으로 나에게 맞는 영양제를 추천받아요
          </p>
          {product.description && <p>{product.description}</p>}
        </div>
      </section>
      <section className="card">
        <h2>영양 성분 (1일 섭취량 기준)</h2>
        <ResponsiveTable
          data-testid="nutrient-facts"
          className="ui-table--pairs"
          caption="영양 성분"
          rows={product.nutrientFacts}
          rowKey={(fact) => fact.nutrientCode}
          columns={[
            { key: 'name', header: '성분', label: '성분', cell: (fact) => fact.name },
            { key: 'amount', header: '함량', label: '함량', cell: (fact) => `${fact.amount.toLocaleString('ko-KR')} ${fact.unit}` },
          ]}
        />
      </section>
      <section className="card">
        <h2>배송 정보</h2>
        <ResponsiveTable
          data-testid="delivery-info"
          className="ui-table--pairs"
          caption="배송 정보"
          rows={deliveryRows(delivery.data?.deliveryQuote.sellers[0] ?? null, delivery.data?.deliveryQuote.regionSurcharges ?? [])}
          rowKey={(row) => row.label}
          columns={[
            { key: 'label', header: '항목', label: '항목', cell: (row) => row.label },
            { key: 'value', header: '내용', label: '내용', cell: (row) => row.value },
          ]}
        />
      </section>
      {/* Keyed by product: another product's page starts with its own sort and filter. */}
      <ProductReviews key={product.id} productId={product.id} rating={product.rating} />
      <ProductQuestions productId={product.id} />
      {data.relatedProducts.length > 0 && (
        <section className="stack">
          <h2>함께 보면 좋은 상품</h2>
          <div className="grid">
            {data.relatedProducts.map((related) => (
              <ProductCard key={related.id} product={related} />
            ))}
          </div>
        </section>
      )}
    </LightboxGallery>
  );
}
