import { ButtonLink } from '../../ui';

const TEXT = {
  write: '리뷰 쓰기',
  view: '내 리뷰 보기',
};

/**
 * A line's review action, as the server answers it for the caller (`OrderLineView.reviewable`,
 * `reviewId`): 리뷰 쓰기 while the review may be written now, 내 리뷰 보기 once it is. Its
 * accessible name carries the product's name; `named` (the order list, where lines are not shown)
 * shows the name in the button too, cut to fit.
 */
export function LineReviewLink({ orderId, line, named = false }: { orderId: string; line: { id: string; name: string; reviewable: boolean; reviewId: string | null }; named?: boolean }) {
  const link = line.reviewable
    ? { to: `/mypage/review/write?${new URLSearchParams({ line: line.id, orderId })}`, text: TEXT.write }
    : line.reviewId
      ? { to: `/mypage/review?${new URLSearchParams({ targetId: line.reviewId })}`, text: TEXT.view }
      : null;
  if (!link) return null;
  return (
    <ButtonLink to={link.to} variant="secondary" className="order-review-link" aria-label={`${line.name} ${link.text}`}>
      {named && <span className="order-review-name">{line.name}</span>}
      {link.text}
    </ButtonLink>
  );
}
