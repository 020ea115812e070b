import { useId, useRef, useState, type MouseEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { MoreProducts } from '../../components/paging';
import {
  MeDocument,
  ProductPhotoReviewsDocument,
  ProductReviewListDocument,
  SetProductReviewHelpfulDocument,
  type ProductReviewItemFragment,
  type ProductReviewSummaryFragment,
  type ReviewSort,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Button, Checkbox, Chip, EmptyState, ErrorState, LoadingState, Stars } from '../../ui';

/** Every word the reviews section shows (the rating line under the price included). */
const TEXT = {
  heading: (count: number) => `리뷰 ${count.toLocaleString('ko-KR')}`,
  count: (count: number) => `리뷰 ${count.toLocaleString('ko-KR')}개`,
  distribution: '별점 분포',
  star: (star: number) => `${star}점`,
  reviewsOfStar: (count: number) => ` (${count.toLocaleString('ko-KR')}개)`,
  photos: '포토 리뷰',
  photoAlt: (n: number) => `포토 리뷰 사진 ${n}`,
  reviewPhotoAlt: (writer: string, n: number) => `${writer} 님의 리뷰 사진 ${n}`,
  sort: '리뷰 정렬',
  photoOnly: '사진 리뷰만',
  option: (name: string) => `옵션: ${name}`,
  edited: '수정됨',
  mine: '내 리뷰',
  helpful: (count: number) => `도움돼요 ${count.toLocaleString('ko-KR')}`,
  signInFirst: '로그인 후 누를 수 있어요. 로그인할까요?',
  empty: '아직 리뷰가 없어요.',
  emptyHint: '구매확정 후 첫 리뷰를 남겨주세요.',
  emptyPhotos: '사진 리뷰가 아직 없어요.',
  loading: '리뷰를 불러오는 중…',
};

const SORTS: [ReviewSort, string][] = [
  ['LATEST', '최신순'],
  ['RATING_HIGH', '평점 높은순'],
  ['RATING_LOW', '평점 낮은순'],
  ['HELPFUL', '도움돼요순'],
];

/** Reviews load this many at a time; 더보기 asks for the next page. */
export const REVIEW_PAGE = 10;
/** The 포토 리뷰 strip shows the first photos of the newest photo reviews. */
const STRIP_REVIEWS = 10;
const STRIP_PHOTOS = 10;

/** The id of the reviews section: the rating line under the price scrolls to it. */
export const REVIEWS_SECTION_ID = 'reviews';

/** Scrolls to the reviews section and moves the focus to its heading (the link stays a link without scripts). */
function goToReviews(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById(REVIEWS_SECTION_ID);
  if (!section) return;
  event.preventDefault();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/** Under the product's name and price: stars, the average and "리뷰 N개", a link to the reviews; nothing without reviews. */
export function ReviewRatingLine({ rating }: { rating: ProductReviewSummaryFragment }) {
  if (rating.reviewCount === 0 || rating.average == null) return null;
  return (
    <a className="reviews-rating-line" href={`#${REVIEWS_SECTION_ID}`} onClick={goToReviews} data-testid="rating-line">
      <Stars value={rating.average} count={rating.reviewCount} />
      <strong aria-hidden>{rating.average.toFixed(1)}</strong>
      <span className="reviews-rating-line__count" aria-hidden>
        {TEXT.count(rating.reviewCount)}
      </span>
    </a>
  );
}

/**
 * The reviews section of the product page: the summary (average, stars, 5..1 distribution), the
 * 포토 리뷰 strip, the sort and the photo-only filter, and the list with 더보기. Photos carry
 * `data-gallery`: the LightboxGallery around the product page opens them (this section has none
 * of its own, so a tap opens one lightbox).
 */
export function ProductReviews({ productId, rating }: { productId: string; rating: ProductReviewSummaryFragment }) {
  const headingId = useId();
  return (
    <section id={REVIEWS_SECTION_ID} className="card reviews-section" aria-labelledby={headingId} data-testid="product-reviews">
      <h2 id={headingId} className="reviews-section__title" tabIndex={-1}>
        {TEXT.heading(rating.reviewCount)}
      </h2>
      {rating.reviewCount === 0 ? (
        <EmptyState title={TEXT.empty} description={TEXT.emptyHint} />
      ) : (
        <>
          <ReviewSummary rating={rating} />
          {rating.photoReviewCount > 0 && <PhotoStrip productId={productId} count={rating.photoReviewCount} />}
          <ReviewList productId={productId} />
        </>
      )}
    </section>
  );
}

function ReviewSummary({ rating }: { rating: ProductReviewSummaryFragment }) {
  const average = rating.average ?? 0;
  const total = rating.distribution.reduce((sum, count) => sum + count, 0);
  return (
    <div className="reviews-summary">
      <div className="reviews-average">
        <strong className="reviews-average__value" aria-hidden>
          {average.toFixed(1)}
        </strong>
        <Stars value={average} count={rating.reviewCount} size="lg" />
      </div>
      <ul className="reviews-dist" aria-label={TEXT.distribution}>
        {[5, 4, 3, 2, 1].map((star) => {
          const count = rating.distribution[star - 1] ?? 0;
          const percent = total ? Math.round((count / total) * 100) : 0;
          return (
            <li key={star} className="reviews-dist__row">
              <span className="reviews-dist__label">{TEXT.star(star)}</span>
              {/* A meter, not a width in a style attribute: the server-rendered page's CSP allows no inline styles. */}
              <meter className="reviews-dist__bar" min={0} max={100} value={percent} aria-hidden />
              <span className="reviews-dist__value">
                {percent}%<span className="visually-hidden">{TEXT.reviewsOfStar(count)}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function PhotoStrip({ productId, count }: { productId: string; count: number }) {
  const { data } = useQuery(ProductPhotoReviewsDocument, { variables: { productId, limit: STRIP_REVIEWS } });
  const photos = (data?.productReviews.items ?? []).flatMap((review) => review.photos.map((photo) => ({ ...photo, caption: review.content }))).slice(0, STRIP_PHOTOS);
  return (
    <div className="reviews-photos">
      <h3 className="reviews-photos__title">
        {TEXT.photos} <span className="hint">{count.toLocaleString('ko-KR')}</span>
      </h3>
      {photos.length > 0 && (
        <ul className="reviews-photo-strip" data-testid="review-photo-strip">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <img
                className="reviews-photo-strip__photo"
                src={photo.url}
                alt={TEXT.photoAlt(i + 1)}
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
                data-gallery={`review-photos-${productId}`}
                data-caption={photo.caption}
                tabIndex={0}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ReviewList({ productId }: { productId: string }) {
  const [sort, setSort] = useState<ReviewSort>('LATEST');
  const [photoOnly, setPhotoOnly] = useState(false);
  const sortName = useId();
  const me = useQuery(MeDocument);
  // A visitor or a guest: 도움돼요 asks them to sign in first (null while the account is still loading).
  const signedOut = me.loading && !me.data ? null : !me.data?.me || me.data.me.role === 'guest';
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(ProductReviewListDocument, {
    variables: { productId, sort, photoOnly, offset: 0, limit: REVIEW_PAGE },
  });
  // While another sort or filter loads, the list shown stays (dimmed) instead of collapsing.
  const page = (data ?? previousData)?.productReviews;

  const more = (offset: number) =>
    // The pages merge in the cache (lib/apollo.ts offsetPage).
    fetchMore({ variables: { offset } });

  return (
    <div className="reviews-body">
      <div className="reviews-controls">
        <div className="reviews-sort" role="radiogroup" aria-label={TEXT.sort}>
          {SORTS.map(([value, label]) => (
            <Chip key={value} active={sort === value}>
              <label>
                <input type="radio" name={sortName} value={value} checked={sort === value} onChange={() => setSort(value)} />
                {label}
              </label>
            </Chip>
          ))}
        </div>
        <Checkbox className="reviews-photo-only" label={TEXT.photoOnly} checked={photoOnly} onChange={(e) => setPhotoOnly(e.target.checked)} />
      </div>
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !page ? (
        <LoadingState label={TEXT.loading} lines={4} />
      ) : page.items.length === 0 ? (
        <EmptyState title={photoOnly ? TEXT.emptyPhotos : TEXT.empty} description={photoOnly ? undefined : TEXT.emptyHint} />
      ) : (
        <>
          <ul className="reviews-list" aria-busy={loading || undefined} data-testid="review-list">
            {page.items.map((review) => (
              <ReviewItem key={review.id} review={review} signedOut={signedOut} />
            ))}
          </ul>
          <MoreProducts shown={page.items.length} total={page.total} onMore={() => more(page.items.length)} />
        </>
      )}
    </div>
  );
}

/** A refusal that signing in would lift (an anonymous caller or a guest). */
function needsSignIn(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  const code = error.errors[0]?.extensions?.code;
  return code === 'UNAUTHENTICATED' || code === 'FORBIDDEN';
}

function ReviewItem({ review, signedOut }: { review: ProductReviewItemFragment; signedOut: boolean | null }) {
  return (
    <li className="reviews-item" data-testid="review">
      <div className="reviews-item__head">
        <Stars value={review.rating} />
        <span className="reviews-item__writer">{review.writer}</span>
        <span className="hint">
          <time dateTime={review.createdAt}>{koreanDay(review.createdAt)}</time>
          {review.editedAt && ` · ${TEXT.edited}`}
        </span>
        {review.mine && <span className="badge">{TEXT.mine}</span>}
      </div>
      {review.optionName && <p className="hint">{TEXT.option(review.optionName)}</p>}
      <p className="reviews-item__content">{review.content}</p>
      {review.photos.length > 0 && (
        <ul className="reviews-item__photos">
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              <img src={photo.url} alt={TEXT.reviewPhotoAlt(review.writer, i + 1)} width={64} height={64} loading="lazy" decoding="async" data-gallery={`review-${review.id}`} tabIndex={0} />
            </li>
          ))}
        </ul>
      )}
      {review.mine ? <p className="hint">{TEXT.helpful(review.helpfulCount)}</p> : <HelpfulButton review={review} signedOut={signedOut} />}
    </li>
  );
}

/**
 * 도움돼요 as a toggle button (aria-pressed). Members only: a visitor or a guest is told to sign
 * in first (and may go to the login page); other refusals show the server's message.
 */
function HelpfulButton({ review, signedOut }: { review: ProductReviewItemFragment; signedOut: boolean | null }) {
  const [setHelpful] = useMutation(SetProductReviewHelpfulDocument);
  const client = useApolloClient();
  const { alert, confirm } = useFeedback();
  const navigate = useNavigate();
  // Ignores taps while one is on its way (the button keeps its focus: it is not disabled).
  const busy = useRef(false);

  async function askToSignIn() {
    if (await confirm(TEXT.signInFirst)) navigate('/login');
  }

  async function toggle() {
    // A tap before the account has loaded waits for it, so it is decided by who is signed in.
    const out = signedOut ?? (await client.query({ query: MeDocument }).then(({ data }) => !data?.me || data.me.role === 'guest'));
    if (out) return askToSignIn();
    if (busy.current) return;
    busy.current = true;
    const helpful = !review.helpfulByMe;
    try {
      await setHelpful({
        variables: { reviewId: review.id, helpful },
        // The review as cached (its __typename included, so the cache finds it) with the mark already changed.
        optimisticResponse: { setReviewHelpful: { ...review, helpfulByMe: helpful, helpfulCount: Math.max(0, review.helpfulCount + (helpful ? 1 : -1)) } },
      });
    } catch (e) {
      if (needsSignIn(e)) await askToSignIn();
      else alert(errorMessage(e));
    } finally {
      busy.current = false;
    }
  }

  return (
    <Button variant="secondary" size="sm" className="reviews-helpful" aria-pressed={review.helpfulByMe} onClick={() => void toggle()}>
      {TEXT.helpful(review.helpfulCount)}
    </Button>
  );
}
