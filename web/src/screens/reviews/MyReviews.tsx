import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { Navigate, useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { MoreProducts } from '../../components/paging';
import { DeleteMyReviewDocument, MeDocument, MyReviewListDocument, MyReviewToEditDocument, type MyReviewFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { itemAnchor, targetIdFrom, useScrollToTarget } from '../../lib/query-params';
import { Button, ButtonLink, Dialog, EmptyState, ErrorState, LoadingState, Stars } from '../../ui';
import { LightboxGallery } from '../../ui/Lightbox';
import { ReviewProduct } from './ReviewProduct';
import { forgetLineReview } from './ReviewWrite';

export const REVIEW_PAGE = 20;

const TEXT = {
  title: '내 리뷰',
  loading: '내 리뷰를 불러오는 중…',
  list: '내가 쓴 리뷰',
  target: '찾으신 리뷰',
  empty: '아직 쓴 리뷰가 없어요',
  emptyHint: '구매확정한 상품의 리뷰는 주문 내역에서 쓸 수 있어요.',
  orders: '주문 내역',
  edit: '수정',
  editLabel: (name: string) => `${name} 리뷰 수정`,
  remove: '삭제',
  removeLabel: (name: string) => `${name} 리뷰 삭제`,
  removeTitle: '리뷰 삭제',
  removeAsk: '이 리뷰를 삭제할까요? 삭제한 리뷰와 사진은 되돌릴 수 없어요.',
  removeConfirm: '삭제하기',
  removed: '리뷰를 삭제했어요.',
  edited: '수정함',
  photo: (n: number) => `리뷰 사진 ${n}`,
  unknownProduct: '판매가 끝난 상품',
};

type Review = MyReviewFieldsFragment;

/**
 * /mypage/review (spec section 2, mypage "review"): the member's reviews, newest first — product
 * (thumbnail and name, to the product), stars, date, text and photos — with 수정 and 삭제 (asked
 * first), 더보기. `?targetId=<review id>` scrolls to that review.
 */
export function MyReviews() {
  const me = useQuery(MeDocument);
  const [params] = useSearchParams();
  const target = targetIdFrom(params);
  const { data, loading, error, refetch, fetchMore } = useQuery(MyReviewListDocument, { variables: { offset: 0, limit: REVIEW_PAGE }, skip: !me.data?.me });
  const page = data?.myReviews;
  useScrollToTarget('review', target, Boolean(page?.items.length));
  // The review asked for (내 리뷰 보기 of an order) when it is not on the pages shown: by itself above them.
  const targetMissing = Boolean(target && page && !page.items.some((r) => r.id === target));
  const single = useQuery(MyReviewToEditDocument, { variables: { id: target ?? '' }, skip: !targetMissing });
  const targeted = targetMissing ? single.data?.review : undefined;
  const [removing, setRemoving] = useState<Review | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [remove] = useMutation(DeleteMyReviewDocument);
  const { toast, alert } = useFeedback();
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;

  async function doRemove(review: Review) {
    setRemoving(null);
    setDeleting(review.id);
    try {
      await remove({
        variables: { id: review.id },
        update(cache, { data: removed }) {
          cache.modify<{ myReviews: { items: Reference[]; total: number } }>({
            fields: {
              myReviews(existing, { readField, isReference }) {
                if (isReference(existing)) return existing;
                const items = existing.items.filter((ref) => readField<string>('id', ref) !== review.id);
                return items.length === existing.items.length ? existing : { ...existing, items, total: Math.max(0, existing.total - 1) };
              },
            },
          });
          cache.evict({ id: cache.identify({ __typename: 'Review', id: review.id }) });
          forgetLineReview(cache, removed?.deleteReview.orderLineId ?? review.orderLineId);
          cache.gc();
        },
      });
      toast(TEXT.removed);
    } catch (e) {
      alert(errorMessage(e));
    } finally {
      setDeleting(null);
    }
  }

  const more = () =>
    // The pages merge in the cache (lib/apollo.ts offsetPage).
    fetchMore({ variables: { offset: page!.items.length } });

  return (
    <div className="stack">
      <h1 className="page-title">{TEXT.title}</h1>
      <section className="card">
        {error && !page ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : (loading || me.loading) && !page ? (
          <LoadingState label={TEXT.loading} />
        ) : !page || page.items.length === 0 ? (
          <EmptyState
            title={TEXT.empty}
            description={TEXT.emptyHint}
            action={
              <ButtonLink to="/mypage/orderList/delivery" variant="secondary">
                {TEXT.orders}
              </ButtonLink>
            }
          />
        ) : (
          <>
            {targeted && (
              <ul className="my-reviews-list my-reviews-list--target" aria-label={TEXT.target}>
                <ReviewItem review={targeted} current removing={deleting === targeted.id} onRemove={() => setRemoving(targeted)} />
              </ul>
            )}
            <ul className="my-reviews-list" aria-label={TEXT.list}>
              {page.items.map((review) => (
                <ReviewItem key={review.id} review={review} current={review.id === target} removing={deleting === review.id} onRemove={() => setRemoving(review)} />
              ))}
            </ul>
            <MoreProducts shown={page.items.length} total={page.total} onMore={more} />
          </>
        )}
      </section>
      {removing && (
        <Dialog title={TEXT.removeTitle} confirmLabel={TEXT.removeConfirm} danger onConfirm={() => void doRemove(removing)} onCancel={() => setRemoving(null)}>
          <p>{TEXT.removeAsk}</p>
        </Dialog>
      )}
    </div>
  );
}

function ReviewItem({ review, current, removing, onRemove }: { review: Review; current: boolean; removing: boolean; onRemove: () => void }) {
  const name = review.product?.name ?? TEXT.unknownProduct;
  return (
    <li className="my-reviews-item" id={itemAnchor('review', review.id)} tabIndex={-1} aria-current={current || undefined} data-testid="my-review">
      <ReviewProduct productId={review.product?.id ?? null} name={name} optionName={review.optionName} imageUrl={review.product?.imageUrl ?? null} />
      <div className="my-reviews-meta">
        <Stars value={review.rating} />
        <span className="hint">
          {koreanDay(review.createdAt)}
          {review.editedAt ? ` · ${TEXT.edited}` : ''}
        </span>
      </div>
      <p className="my-reviews-content">{review.content}</p>
      {review.photos.length > 0 && (
        <LightboxGallery>
          <ul className="my-reviews-photos">
            {review.photos.map((photo, i) => (
              <li key={photo.id}>
                <img src={photo.url} alt={TEXT.photo(i + 1)} data-gallery={`review-${review.id}`} tabIndex={0} loading="lazy" />
              </li>
            ))}
          </ul>
        </LightboxGallery>
      )}
      <div className="my-reviews-actions">
        <ButtonLink to={`/mypage/review/edit/${review.id}`} variant="secondary" aria-label={TEXT.editLabel(name)}>
          {TEXT.edit}
        </ButtonLink>
        <Button variant="secondary" aria-label={TEXT.removeLabel(name)} loading={removing} onClick={onRemove}>
          {TEXT.remove}
        </Button>
      </div>
    </li>
  );
}
