import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import {
  EditMyReviewDocument,
  MeDocument,
  MyReviewToEditDocument,
  ReviewOrderLineDocument,
  WriteMyReviewDocument,
  type MyReviewFieldsFragment,
  type ReviewPhotoInput,
  type ReviewRulesFieldsFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, ButtonLink, Card, EmptyState, ErrorState, FilePicker, LoadingState, StarInput, TextArea } from '../../ui';
import { reviewErrorsOf, type ReviewErrors } from './review-errors';
import { preparePhoto, type PreparedPhoto } from './review-photos';
import { ReviewProduct } from './ReviewProduct';

/** The server's limits of a review (its REVIEW_RULES), shown as hints; the server checks them. */

const TEXT = {
  writeTitle: '리뷰 쓰기',
  editTitle: '리뷰 수정',
  myReviews: '내 리뷰',
  loading: '리뷰를 쓸 상품을 불러오는 중…',
  loadingReview: '리뷰를 불러오는 중…',
  rating: '별점',
  ratingMissing: '별점을 골라주세요.',
  content: '리뷰 내용',
  contentPlaceholder: '드셔 보니 어떠셨나요? 맛, 크기, 먹기 편한 정도, 느낀 점을 알려주세요.',
  contentHint: (rules: ReviewRulesFieldsFragment) => `${rules.minContent}자 이상 써주세요`,
  count: (n: number, rules: ReviewRulesFieldsFragment) => `${n.toLocaleString('ko-KR')}/${rules.maxContent.toLocaleString('ko-KR')}자`,
  photos: '사진 (선택)',
  photoHint: (rules: ReviewRulesFieldsFragment) =>
    `${rules.maxPhotos}장까지 올릴 수 있어요. 글 리뷰는 ${rules.pointsText.toLocaleString('ko-KR')}원, 사진 리뷰는 ${rules.pointsPhoto.toLocaleString('ko-KR')}원 적립돼요.`,
  photoCount: (n: number, rules: ReviewRulesFieldsFragment) => (n > 0 ? `${n}/${rules.maxPhotos}장` : ''),
  preparing: '사진을 준비하는 중…',
  photoUnreadable: '사진을 읽지 못했어요. 다른 사진을 골라주세요.',
  photoAlt: (n: number) => `${n}번째 사진`,
  removePhoto: '빼기',
  removePhotoLabel: (n: number) => `${n}번째 사진 빼기`,
  photoList: '올릴 사진',
  write: '리뷰 등록',
  edit: '수정하기',
  written: '리뷰를 등록했어요.',
  edited: '리뷰를 수정했어요.',
  openExisting: '쓴 리뷰 고치기',
  noLine: '리뷰를 쓸 주문 상품을 찾을 수 없어요.',
  noLineHint: '주문 내역에서 상품의 리뷰 쓰기를 눌러주세요.',
  orders: '주문 내역',
  alreadyWritten: '이미 리뷰를 쓴 상품이에요.',
  notReviewable: '지금은 이 상품의 리뷰를 쓸 수 없어요.',
  notReviewableHint: '구매확정한 상품만 리뷰를 쓸 수 있어요.',
  order: '주문 상세',
  unknownProduct: '판매가 끝난 상품',
  noReview: '리뷰를 찾을 수 없어요.',
};

const ID = /^[1-9][0-9]{0,18}$/;
const idParam = (value: string | null | undefined) => (value && ID.test(value.trim()) ? value.trim() : null);

/** What the server counts: the text NFC-normalised, without the spaces around it. */
const counted = (text: string) => text.normalize('NFC').trim().length;

interface ReviewTarget {
  productId: string | null;
  name: string;
  optionName: string | null;
  imageUrl: string | null;
}

/** A photo chosen in this visit (its key only tells the previews apart). */
interface NewPhoto extends PreparedPhoto {
  key: number;
}

export interface ReviewValues {
  rating: number;
  content: string;
  /** Photos chosen now, to send. */
  added: ReviewPhotoInput[];
  /** Photos of the review to remove (editing). */
  removedIds: string[];
}

/**
 * /mypage/review/write?line=<orderLineId>&orderId=<orderId> (a new review of a bought product)
 * and /mypage/review/edit/:id (the member's review): stars, text with a live counter, up to five
 * photos made small in the browser. After saving, the list of the member's reviews with a toast.
 */
export function ReviewWrite() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const me = useQuery(MeDocument);
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;
  const editing = id !== undefined;
  return (
    <div className="stack">
      <div className="row between">
        <h1 className="page-title">{editing ? TEXT.editTitle : TEXT.writeTitle}</h1>
        <ButtonLink to="/mypage/review" variant="secondary">
          {TEXT.myReviews}
        </ButtonLink>
      </div>
      {me.loading && !me.data ? <LoadingState /> : editing ? <EditReview id={idParam(id) ?? ''} /> : <NewReview lineId={idParam(params.get('line'))} orderId={idParam(params.get('orderId'))} />}
    </div>
  );
}

/** The line's review field answers after a write or delete: asked again when a screen needs them. */
export function forgetLineReview(cache: ApolloCache, orderLineId: string) {
  const id = cache.identify({ __typename: 'OrderLineView', id: orderLineId });
  if (!id) return;
  cache.evict({ id, fieldName: 'reviewable' });
  cache.evict({ id, fieldName: 'reviewId' });
}

function NewReview({ lineId, orderId }: { lineId: string | null; orderId: string | null }) {
  const { data, loading, error, refetch } = useQuery(ReviewOrderLineDocument, { variables: { orderId: orderId ?? '' }, skip: !lineId || !orderId });
  const [write] = useMutation(WriteMyReviewDocument);
  // Set while the review is being sent and after: the line's answers change in the cache then
  // (reviewId set), and the form stays until the next screen is there.
  const [sent, setSent] = useState(false);
  const line = data?.order.lines.find((l) => l.id === lineId);

  const ordersLink = (
    <ButtonLink to="/mypage/orderList/delivery" variant="secondary">
      {TEXT.orders}
    </ButtonLink>
  );
  if (!lineId || !orderId) return <EmptyState title={TEXT.noLine} description={TEXT.noLineHint} action={ordersLink} />;
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (loading && !data) return <LoadingState label={TEXT.loading} />;
  if (!line) return <EmptyState title={TEXT.noLine} description={TEXT.noLineHint} action={ordersLink} />;
  if (!sent && line.reviewId)
    return (
      <EmptyState
        title={TEXT.alreadyWritten}
        action={
          <ButtonLink to={`/mypage/review/edit/${line.reviewId}`} variant="secondary">
            {TEXT.openExisting}
          </ButtonLink>
        }
      />
    );
  if (!sent && !line.reviewable)
    return (
      <EmptyState
        title={TEXT.notReviewable}
        description={TEXT.notReviewableHint}
        action={
          <ButtonLink to={`/mypage/orderList/detail/${orderId}`} variant="secondary">
            {TEXT.order}
          </ButtonLink>
        }
      />
    );

  async function save(values: ReviewValues) {
    setSent(true);
    try {
      await write({
        variables: { input: { orderLineId: lineId!, rating: values.rating, content: values.content, photos: values.added } },
        update(cache) {
          // The list starts over with the new review; the order screens ask the line again.
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'myReviews' });
          forgetLineReview(cache, lineId!);
        },
      });
    } catch (e) {
      setSent(false);
      throw e;
    }
  }

  return (
    <ReviewForm
      rules={data!.reviewRules}
      target={{ productId: line.productId, name: line.product?.name ?? line.name, optionName: line.optionName, imageUrl: line.product?.imageUrl ?? null }}
      submitLabel={TEXT.write}
      doneMessage={TEXT.written}
      save={save}
    />
  );
}

function EditReview({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(MyReviewToEditDocument, { variables: { id }, skip: !id });
  const [edit] = useMutation(EditMyReviewDocument);
  if (!id) return <EmptyState title={TEXT.noReview} />;
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (loading && !data) return <LoadingState label={TEXT.loadingReview} />;
  if (!data) return null;
  const review = data.review;

  async function save(values: ReviewValues) {
    await edit({ variables: { input: { id, rating: values.rating, content: values.content, addPhotos: values.added, removePhotoIds: values.removedIds } } });
  }

  return (
    <ReviewForm
      key={review.id}
      rules={data.reviewRules}
      target={{ productId: review.product?.id ?? null, name: review.product?.name ?? TEXT.unknownProduct, optionName: review.optionName, imageUrl: review.product?.imageUrl ?? null }}
      review={review}
      submitLabel={TEXT.edit}
      doneMessage={TEXT.edited}
      save={save}
    />
  );
}

function ReviewForm({
  rules,
  target,
  review,
  submitLabel,
  doneMessage,
  save,
}: {
  rules: ReviewRulesFieldsFragment;
  target: ReviewTarget;
  review?: MyReviewFieldsFragment;
  submitLabel: string;
  doneMessage: string;
  save(values: ReviewValues): Promise<void>;
}) {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [content, setContent] = useState(review?.content ?? '');
  const [kept, setKept] = useState(review?.photos ?? []);
  const [added, setAdded] = useState<NewPhoto[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const ratingBox = useRef<HTMLDivElement>(null);
  const nextKey = useRef(0);

  const photoCount = kept.length + added.length;
  const full = photoCount >= rules.maxPhotos;

  function chooseRating(value: number) {
    setRating(value);
    setErrors((e) => ({ ...e, rating: undefined }));
  }

  async function choosePhoto(file: File | undefined) {
    if (!file || full) return;
    setPreparing(true);
    setErrors((e) => ({ ...e, photos: undefined, photoIndex: undefined }));
    try {
      const photo = { ...(await preparePhoto(file)), key: ++nextKey.current };
      setAdded((list) => (kept.length + list.length >= rules.maxPhotos ? list : [...list, photo]));
    } catch {
      setErrors((e) => ({ ...e, photos: TEXT.photoUnreadable }));
    } finally {
      setPreparing(false);
    }
  }

  function removeAdded(key: number) {
    setAdded((list) => list.filter((p) => p.key !== key));
    setErrors((e) => ({ ...e, photos: undefined, photoIndex: undefined }));
  }

  function removeKept(id: string) {
    setKept((list) => list.filter((p) => p.id !== id));
    setErrors((e) => ({ ...e, photos: undefined, photoIndex: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || preparing) return;
    if (rating === null) {
      setErrors({ rating: TEXT.ratingMissing });
      ratingBox.current?.querySelector('input')?.focus();
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const keptIds = new Set(kept.map((p) => p.id));
      await save({
        rating,
        content,
        added: added.map(({ fileName, contentBase64 }) => ({ fileName, contentBase64 })),
        removedIds: (review?.photos ?? []).filter((p) => !keptIds.has(p.id)).map((p) => p.id),
      });
      toast(doneMessage);
      void navigate('/mypage/review');
    } catch (e) {
      setErrors(reviewErrorsOf(e));
      setSaving(false);
    }
  }

  const shown = [
    ...kept.map((p, i) => ({ key: `kept-${p.id}`, src: p.url, refused: false, remove: () => removeKept(p.id), n: i + 1 })),
    ...added.map((p, i) => ({
      key: `new-${p.key}`,
      src: `data:${p.type || 'image/jpeg'};base64,${p.contentBase64}`,
      refused: errors.photoIndex === i,
      remove: () => removeAdded(p.key),
      n: kept.length + i + 1,
    })),
  ];

  return (
    <>
      <Card>
        <ReviewProduct {...target} />
      </Card>
      <form className="card stack review-write-form" noValidate onSubmit={(e) => void submit(e)}>
        <div ref={ratingBox}>
          <StarInput label={TEXT.rating} value={rating} onChange={chooseRating} error={errors.rating} />
        </div>
        <TextArea
          label={TEXT.content}
          name="content"
          rows={6}
          maxLength={rules.maxContent}
          placeholder={TEXT.contentPlaceholder}
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            if (errors.content) setErrors((x) => ({ ...x, content: undefined }));
          }}
          hint={
            <span className="review-write-count">
              <span>{TEXT.contentHint(rules)}</span>
              <span data-testid="review-count">{TEXT.count(counted(content), rules)}</span>
            </span>
          }
          error={errors.content}
        />
        <div className="stack review-write-photos-field">
          <FilePicker
            label={TEXT.photos}
            name="photo"
            accept="image/*"
            disabled={full || preparing || saving}
            fileName={preparing ? TEXT.preparing : TEXT.photoCount(photoCount, rules)}
            hint={TEXT.photoHint(rules)}
            error={errors.photos}
            onFile={(file) => void choosePhoto(file)}
          />
          {shown.length > 0 && (
            <ul className="review-write-photos" aria-label={TEXT.photoList}>
              {shown.map((photo) => (
                <li key={photo.key} className={photo.refused ? 'review-write-photo review-write-photo--refused' : 'review-write-photo'}>
                  <img src={photo.src} alt={TEXT.photoAlt(photo.n)} />
                  <Button variant="secondary" block aria-label={TEXT.removePhotoLabel(photo.n)} disabled={saving} onClick={photo.remove}>
                    {TEXT.removePhoto}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {errors.form && (
          <div className="review-write-refusal" role="alert">
            <p className="error">{errors.form}</p>
            {errors.reviewId && (
              <ButtonLink to={`/mypage/review/edit/${errors.reviewId}`} variant="secondary">
                {TEXT.openExisting}
              </ButtonLink>
            )}
          </div>
        )}
        <Button type="submit" size="lg" block loading={saving} disabled={preparing}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
