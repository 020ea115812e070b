import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { won } from '../../components/ProductCard';
import {
  ChannelPageAddCombinationDocument,
  ChannelPageCategoriesDocument,
  ChannelPageCategoryProductsDocument,
  ChannelPageCombinationsDocument,
  type ChannelPageCombinationsQuery,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, EmptyState, ErrorState, LoadingState, Tabs } from '../../ui';
import { writeCart } from '../cart/cart-cache';
import { CHANNEL_TEXT as TEXT } from './channel-text';

type Kind = 'products' | 'combinations';

/**
 * The channel's categories as a row of tabs: for 추천 상품 those with products, for 조합 those with
 * combinations (the server's counts), then the chosen category's list.
 */
function CategoryPicker({ channelId, kind, children }: { channelId: string; kind: Kind; children(categoryId: string): ReactNode }) {
  const { data, error, refetch } = useQuery(ChannelPageCategoriesDocument, { variables: { channel: channelId } });
  const [chosen, setChosen] = useState<string | null>(null);
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState lines={4} />;
  const categories = data.channelCategories.filter((c) => (kind === 'products' ? c.productCount : c.combinationCount) > 0);
  if (categories.length === 0) return <EmptyState title={kind === 'products' ? TEXT.noProducts : TEXT.noCombinations} />;
  const current = categories.find((c) => c.id === chosen) ?? categories[0]!;
  return (
    <div className="stack">
      {categories.length > 1 && <Tabs label={TEXT.categories} value={current.id} options={categories.map((c) => [c.id, c.name])} onChange={setChosen} />}
      {children(current.id)}
    </div>
  );
}

/** 추천 상품: each category's products with the influencer's comment. */
export function ProductsTab({ channelId }: { channelId: string }) {
  return (
    <CategoryPicker channelId={channelId} kind="products">
      {(categoryId) => <CategoryProducts categoryId={categoryId} />}
    </CategoryPicker>
  );
}

function CategoryProducts({ categoryId }: { categoryId: string }) {
  const { data, error, refetch } = useQuery(ChannelPageCategoryProductsDocument, { variables: { categoryId } });
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState lines={4} />;
  if (data.categoryProducts.length === 0) return <EmptyState title={TEXT.noProducts} />;
  return (
    <ul className="channel-list">
      {data.categoryProducts.map(({ id, comment, product }) => (
        <li key={id} className="ui-card">
          <Link to={`/products/${product.id}`} className="channel-item channel-item--link">
            <img className="channel-item__image" src={product.imageUrl} alt="" width={88} height={88} loading="lazy" />
            <span className="grow">
              <span className="channel-item__name">{product.name}</span>
              <strong className="channel-price">{won(product.salePrice)}</strong>
            </span>
          </Link>
          {comment && (
            <blockquote className="channel-comment">
              <span className="visually-hidden">{TEXT.comment}: </span>
              {comment}
            </blockquote>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 조합: each category's combinations with the server's computed price and 장바구니 담기. */
export function CombinationsTab({ channelId }: { channelId: string }) {
  return (
    <CategoryPicker channelId={channelId} kind="combinations">
      {(categoryId) => <CategoryCombinations categoryId={categoryId} />}
    </CategoryPicker>
  );
}

function CategoryCombinations({ categoryId }: { categoryId: string }) {
  const { data, error, refetch } = useQuery(ChannelPageCombinationsDocument, { variables: { categoryId } });
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState lines={4} />;
  if (data.categoryCombinations.length === 0) return <EmptyState title={TEXT.noCombinations} />;
  return (
    <ul className="channel-list">
      {data.categoryCombinations.map((combination) => (
        <CombinationCard key={combination.id} combination={combination} />
      ))}
    </ul>
  );
}

function CombinationCard({ combination }: { combination: ChannelPageCombinationsQuery['categoryCombinations'][number] }) {
  const { toast, alert } = useFeedback();
  const [add, adding] = useMutation(ChannelPageAddCombinationDocument, { update: (cache, { data }) => writeCart(cache, data?.addCombinationToCart) });
  const price = combination.price;
  const purchasable = Boolean(price?.purchasable);

  async function addNow() {
    try {
      await add({ variables: { combinationId: combination.id } });
      toast(TEXT.combinationAdded(combination.name));
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <li className="ui-card channel-combination" data-testid="combination">
      <div className="row between">
        <h3 className="channel-item__name">{combination.name}</h3>
        {combination.discountRate > 0 && <span className="channel-badge">{TEXT.combinationDiscount(combination.discountRate)}</span>}
      </div>
      <ul className="channel-combination__lines">
        {combination.lines.map((line) => (
          <li key={line.lineNo}>
            <img src={line.product.imageUrl} alt="" width={40} height={40} loading="lazy" />
            <Link to={`/products/${line.product.id}`}>{TEXT.lineOf(line.product.name, line.quantity)}</Link>
          </li>
        ))}
      </ul>
      {price && purchasable && price.price != null && (
        <p className="channel-price">
          <strong data-testid="combination-price">{won(price.price)}</strong>{' '}
          {price.listPrice != null && price.listPrice !== price.price && (
            <s className="hint">
              <span className="visually-hidden">{TEXT.listPrice} </span>
              {won(price.listPrice)}
            </s>
          )}
        </p>
      )}
      {!purchasable && <p className="hint">{TEXT.combinationUnavailable}</p>}
      <div className="channel-actions">
        <Button variant="secondary" loading={adding.loading} disabled={!purchasable} onClick={() => void addNow()}>
          {TEXT.addCombination}
        </Button>
      </div>
    </li>
  );
}
