import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ProductPhotoReviewsDocument,
  ProductReviewListDocument,
  SetProductReviewHelpfulDocument,
  type ProductReviewItemFragment,
  type ProductReviewSummaryFragment,
  type ReviewSort,
  type Role,
} from '../../gql/graphql';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { LightboxGallery } from '../../ui/Lightbox';
import { ProductReviews, REVIEW_PAGE, ReviewRatingLine } from './ProductReviews';

afterEach(cleanup);

const RATING: ProductReviewSummaryFragment = typed('RatingSummary', { reviewCount: 3, average: 4.3, distribution: [0, 0, 1, 0, 2], photoReviewCount: 1 });

function review(id: string, over: Partial<ProductReviewItemFragment> = {}): ProductReviewItemFragment {
  return typed('Review', {
    id,
    rating: 5,
    content: `리뷰 ${id}`,
    optionName: null,
    writer: '김*',
    createdAt: '2026-01-05T03:00:00.000Z',
    editedAt: null,
    helpfulCount: 0,
    helpfulByMe: false,
    mine: false,
    photoCount: 0,
    photos: [],
    ...over,
  });
}

const photo = (id: string) => typed('ReviewPhoto', { id, url: `data:image/svg+xml,${id}` });

const FIRST = review('11', {
  content: '맛이 괜찮아요.\n한 달째 먹고 있어요.',
  optionName: '60정',
  helpfulCount: 2,
  photoCount: 2,
  photos: [photo('p1'), photo('p2')],
});
const MINE = review('12', { rating: 3, content: '제가 쓴 리뷰예요.', mine: true, helpfulCount: 1, editedAt: '2026-01-07T03:00:00.000Z' });
const THIRD = review('13', { rating: 5, content: '세 번째 리뷰' });

const listVariables = (sort: ReviewSort, offset = 0, photoOnly = false) => ({ productId: '7', sort, photoOnly, offset, limit: REVIEW_PAGE });
const listMock = (sort: ReviewSort, items: ProductReviewItemFragment[], total: number, offset = 0, photoOnly = false): MockLink.MockedResponse => ({
  request: { query: ProductReviewListDocument, variables: listVariables(sort, offset, photoOnly) },
  result: { data: { productReviews: typed('ReviewPage', { total, items }) } },
});
const stripMock: MockLink.MockedResponse = {
  request: { query: ProductPhotoReviewsDocument, variables: { productId: '7', limit: 10 } },
  result: { data: { productReviews: typed('ReviewPage', { total: 1, items: [typed('Review', { id: FIRST.id, content: FIRST.content, photos: FIRST.photos })] }) } },
  maxUsageCount: 5,
};

/** The reviews of product 7 inside the product page's lightbox scope, for a caller of `role` (guest: not signed in). */
function renderReviews(mocks: MockLink.MockedResponse[], { rating = RATING, role = 'member' }: { rating?: ProductReviewSummaryFragment; role?: Role } = {}) {
  renderScreen({
    routes: [
      {
        path: '/products/:id',
        element: (
          <LightboxGallery>
            <ProductReviews productId="7" rating={rating} />
          </LightboxGallery>
        ),
      },
      { path: '/login', element: <h1>로그인</h1> },
    ],
    at: '/products/7',
    mocks: [meMock(role), ...mocks],
    // The app's own cache: the list's pages and the reviews' 도움돼요 marks live in it as in the shop.
    appCache: true,
  });
}

const reviewTexts = () =>
  within(screen.getByTestId('review-list'))
    .getAllByTestId('review')
    .map((li) => li.querySelector('.reviews-item__content')?.textContent);
const helpfulButton = () => screen.getByRole('button', { name: /^도움돼요/ });

describe('product reviews', () => {
  it('shows the summary, the photo strip and the list, and loads the next page with 더보기', async () => {
    const user = userEvent.setup();
    renderReviews([listMock('LATEST', [FIRST, MINE], 3), stripMock, listMock('LATEST', [THIRD], 3, 2)]);

    expect(screen.getByRole('heading', { level: 2, name: '리뷰 3' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '별점 4.3점, 리뷰 3개' })).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
    // 5..1 stars, each its share of the reviews.
    const rows = within(screen.getByRole('list', { name: '별점 분포' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['5점67% (2개)', '4점0% (0개)', '3점33% (1개)', '2점0% (0개)', '1점0% (0개)']);
    expect(rows.map((row) => row.querySelector('meter')?.getAttribute('value'))).toEqual(['67', '0', '33', '0', '0']);

    await waitFor(() => expect(reviewTexts()).toEqual(['맛이 괜찮아요.\n한 달째 먹고 있어요.', '제가 쓴 리뷰예요.']));
    const [first, mine] = screen.getAllByTestId('review');
    expect(within(first).getByText('김*')).toBeTruthy();
    expect(within(first).getByText('2026.01.05')).toBeTruthy();
    expect(within(first).getByText('옵션: 60정')).toBeTruthy();
    expect(
      within(first)
        .getAllByRole('img', { name: /님의 리뷰 사진/ })
        .map((img) => img.getAttribute('data-gallery')),
    ).toEqual(['review-11', 'review-11']);
    // My own review: marked, edited, and no 도움돼요 button (its count only).
    expect(within(mine).getByText('내 리뷰')).toBeTruthy();
    expect(within(mine).getByText(/수정됨/)).toBeTruthy();
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(mine).getByText('도움돼요 1')).toBeTruthy();

    // The strip: the photo reviews' photos, one lightbox gallery.
    const strip = await screen.findByTestId('review-photo-strip');
    expect(
      within(strip)
        .getAllByRole('img')
        .map((img) => img.getAttribute('data-gallery')),
    ).toEqual(['review-photos-7', 'review-photos-7']);

    expect(screen.getByText('3개 중 2개')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '더보기' }));
    expect(await screen.findByText('3개 중 3개')).toBeTruthy();
    expect(reviewTexts()).toEqual(['맛이 괜찮아요.\n한 달째 먹고 있어요.', '제가 쓴 리뷰예요.', '세 번째 리뷰']);
    expect(screen.queryByRole('button', { name: '더보기' })).toBeNull();
  });

  it('asks for the chosen sort and the photo reviews only', async () => {
    const user = userEvent.setup();
    const lowFirst = vi.fn(() => ({ data: { productReviews: typed('ReviewPage', { total: 3, items: [MINE, FIRST, THIRD] }) } }));
    const photoOnly = vi.fn(() => ({ data: { productReviews: typed('ReviewPage', { total: 1, items: [FIRST] }) } }));
    renderReviews([
      listMock('LATEST', [FIRST, MINE, THIRD], 3),
      stripMock,
      { request: { query: ProductReviewListDocument, variables: listVariables('RATING_LOW') }, result: lowFirst },
      { request: { query: ProductReviewListDocument, variables: listVariables('RATING_LOW', 0, true) }, result: photoOnly },
    ]);
    await waitFor(() => expect(reviewTexts()).toHaveLength(3));
    const sorts = within(screen.getByRole('radiogroup', { name: '리뷰 정렬' })).getAllByRole('radio');
    expect(sorts.map((radio) => radio.closest('label')?.textContent)).toEqual(['최신순', '평점 높은순', '평점 낮은순', '도움돼요순']);
    expect(screen.getByRole('radio', { name: '최신순' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('radio', { name: '평점 낮은순' }));
    await waitFor(() => expect(reviewTexts()[0]).toBe('제가 쓴 리뷰예요.'));
    expect(lowFirst).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: '평점 낮은순' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('checkbox', { name: '사진 리뷰만' }));
    await waitFor(() => expect(reviewTexts()).toEqual(['맛이 괜찮아요.\n한 달째 먹고 있어요.']));
    expect(photoOnly).toHaveBeenCalledTimes(1);
  });

  it('sends 도움돼요 for a member and shows the new count as pressed; tapping again takes it back', async () => {
    const user = userEvent.setup();
    const on = vi.fn(() => ({ data: { setReviewHelpful: typed('Review', { id: '11', helpfulCount: 3, helpfulByMe: true }) } }));
    const off = vi.fn(() => ({ data: { setReviewHelpful: typed('Review', { id: '11', helpfulCount: 2, helpfulByMe: false }) } }));
    renderReviews([
      listMock('LATEST', [FIRST], 1),
      stripMock,
      { request: { query: SetProductReviewHelpfulDocument, variables: { reviewId: '11', helpful: true } }, result: on },
      { request: { query: SetProductReviewHelpfulDocument, variables: { reviewId: '11', helpful: false } }, result: off },
    ]);
    await waitFor(() => expect(helpfulButton().textContent).toBe('도움돼요 2'));
    expect(helpfulButton().getAttribute('aria-pressed')).toBe('false');

    await user.click(helpfulButton());
    await waitFor(() => expect(on).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(helpfulButton().textContent).toBe('도움돼요 3'));
    expect(helpfulButton().getAttribute('aria-pressed')).toBe('true');

    await user.click(helpfulButton());
    await waitFor(() => expect(off).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(helpfulButton().getAttribute('aria-pressed')).toBe('false'));
    expect(helpfulButton().textContent).toBe('도움돼요 2');
  });

  it("shows the server's message when 도움돼요 is refused (one's own review)", async () => {
    const user = userEvent.setup();
    renderReviews([
      listMock('LATEST', [FIRST], 1),
      stripMock,
      {
        request: { query: SetProductReviewHelpfulDocument, variables: { reviewId: '11', helpful: true } },
        result: { errors: [{ message: '내가 쓴 리뷰에는 도움돼요를 누를 수 없어요.', extensions: { code: 'REVIEW_OWN_HELPFUL' } }] },
      },
    ]);
    await waitFor(() => expect(helpfulButton().textContent).toBe('도움돼요 2'));
    await user.click(helpfulButton());
    expect(await screen.findByText('내가 쓴 리뷰에는 도움돼요를 누를 수 없어요.')).toBeTruthy();
    // The optimistic mark is taken back.
    await waitFor(() => expect(helpfulButton().getAttribute('aria-pressed')).toBe('false'));
    expect(helpfulButton().textContent).toBe('도움돼요 2');
  });

  it('tells a visitor who is not signed in to sign in first, without sending 도움돼요', async () => {
    const user = userEvent.setup();
    const sent = vi.fn(() => ({ data: { setReviewHelpful: typed('Review', { id: '11', helpfulCount: 3, helpfulByMe: true }) } }));
    renderReviews([listMock('LATEST', [FIRST], 1), stripMock, { request: { query: SetProductReviewHelpfulDocument, variables: { reviewId: '11', helpful: true } }, result: sent }], { role: 'guest' });
    await waitFor(() => expect(helpfulButton().textContent).toBe('도움돼요 2'));
    await user.click(helpfulButton());
    expect(await screen.findByText(/로그인 후 누를 수 있어요/)).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
  });

  it('shows the empty state without asking for reviews when there are none', () => {
    renderReviews([], { rating: typed('RatingSummary', { reviewCount: 0, average: null, distribution: [0, 0, 0, 0, 0], photoReviewCount: 0 }) });
    expect(screen.getByRole('heading', { level: 2, name: '리뷰 0' })).toBeTruthy();
    expect(screen.getByText('아직 리뷰가 없어요.')).toBeTruthy();
    expect(screen.getByText('구매확정 후 첫 리뷰를 남겨주세요.')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe('rating line under the price', () => {
  it('shows the stars, the average and the count as a link to the reviews; nothing without reviews', () => {
    const { container, rerender } = render(<ReviewRatingLine rating={typed('RatingSummary', { reviewCount: 1280, average: 4, distribution: [0, 0, 0, 280, 1000], photoReviewCount: 0 })} />);
    const link = screen.getByRole('link', { name: '별점 4점, 리뷰 1,280개' });
    expect(link.getAttribute('href')).toBe('#reviews');
    expect(link.textContent).toBe('4.0리뷰 1,280개');
    rerender(<ReviewRatingLine rating={typed('RatingSummary', { reviewCount: 0, average: null, distribution: [0, 0, 0, 0, 0], photoReviewCount: 0 })} />);
    expect(container.textContent).toBe('');
  });
});
