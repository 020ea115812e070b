import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DeleteMyReviewDocument,
  EditMyReviewDocument,
  MyReviewListDocument,
  MyReviewToEditDocument,
  ReviewOrderLineDocument,
  WriteMyReviewDocument,
  type EditMyReviewMutationVariables,
  type MyReviewFieldsFragment,
  type WriteMyReviewMutationVariables,
} from '../../gql/graphql';
import { MyPage } from '../mypage/MyPage';
import { signedInRoutes, typed } from '../orders/screen-testing';
import { MyReviews } from './MyReviews';
import { reviewErrorsOf } from './review-errors';
import { fitWithin, jpegName, keepsOriginal } from './review-photos';
import { ReviewWrite } from './ReviewWrite';

afterEach(cleanup);

const routes = [
  { path: '/mypage/review', element: <MyReviews /> },
  { path: '/mypage/review/write', element: <ReviewWrite /> },
  { path: '/mypage/review/edit/:id', element: <ReviewWrite /> },
];
const app = (url: string, mocks: MockLink.MockedResponse[]) => render(signedInRoutes(routes, url, mocks));

const product = (id: string, name: string) => typed('Product', { id, name, imageUrl: `/files/product-${id}.jpg` });

/** The server's review rules, unlike the shop's defaults so that a number kept in the form would show. */
const rules = typed('ReviewRules', { minContent: 12, maxContent: 800, maxPhotos: 4, pointsText: 150, pointsPhoto: 450 });

/** The order of line 7, as the server answers `reviewable` / `reviewId` for the caller. */
const orderLineMock = (over: { reviewable?: boolean; reviewId?: string | null } = {}) => ({
  request: { query: ReviewOrderLineDocument, variables: { orderId: '41' } },
  result: {
    data: {
      order: typed('Order', {
        id: '41',
        lines: [typed('OrderLineView', { id: '7', productId: '17', name: '비타민C 1000', optionName: '60정', reviewable: true, reviewId: null, product: product('17', '비타민C 1000'), ...over })],
      }),
      reviewRules: rules,
    },
  },
  maxUsageCount: 5,
});

function review(id: string, name: string, over: Partial<MyReviewFieldsFragment> = {}): MyReviewFieldsFragment {
  return typed('Review', {
    id,
    productId: `1${id}`,
    orderLineId: `7${id}`,
    optionName: null,
    rating: 4,
    content: `${name} 잘 먹고 있어요. 알약이 작아서 좋아요.`,
    photoCount: 0,
    createdAt: '2026-11-20T01:00:00.000Z',
    editedAt: null,
    photos: [],
    product: product(`1${id}`, name),
    ...over,
  }) as MyReviewFieldsFragment;
}

const listMock = (items: MyReviewFieldsFragment[], total = items.length, offset = 0) => ({
  request: { query: MyReviewListDocument, variables: { offset, limit: 20 } },
  result: { data: { myReviews: typed('ReviewPage', { total, items }) } },
  maxUsageCount: 5,
});

/** A mutation mock that records what was sent and answers `answer`. */
function recorded<V>(query: MockLink.MockedResponse['request']['query'], answer: (variables: V) => object) {
  const calls: V[] = [];
  const mock = {
    request: { query, variables: () => true },
    result: (variables: V) => {
      calls.push(variables);
      return answer(variables);
    },
    maxUsageCount: 5,
  };
  return { calls, mock };
}

const WRITE_URL = '/mypage/review/write?line=7&orderId=41';
const contentBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: '리뷰 내용' });
const TEXT = '비타민C 1000 잘 먹고 있어요';

describe('writing a review', () => {
  it('refuses to send without a rating, with the hint at the stars, and counts the text as typed', async () => {
    const user = userEvent.setup();
    const write = recorded<WriteMyReviewMutationVariables>(WriteMyReviewDocument, () => ({ data: { writeReview: review('91', '비타민C 1000') } }));
    app(WRITE_URL, [orderLineMock(), write.mock]);

    await screen.findByRole('link', { name: '비타민C 1000' });
    screen.getByText('60정');
    screen.getByText('12자 이상 써주세요');
    screen.getByText('0/800자');
    await user.type(contentBox(), TEXT);
    screen.getByText(`${TEXT.length}/800자`);

    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    const stars = screen.getByRole('group', { name: '별점' });
    expect(within(stars).getByRole('alert').textContent).toBe('별점을 골라주세요.');
    expect(document.activeElement).toBe(within(stars).getByRole('radio', { name: '1점 별로예요' }));
    expect(write.calls).toHaveLength(0);

    // Choosing stars clears the hint.
    await user.click(within(stars).getByRole('radio', { name: '3점 보통이에요' }));
    expect(within(stars).queryByRole('alert')).toBeNull();
  });

  it('sends writeReview with the typed text and the chosen stars, then shows the list with a toast', async () => {
    const user = userEvent.setup();
    const write = recorded<WriteMyReviewMutationVariables>(WriteMyReviewDocument, () => ({ data: { writeReview: review('91', '비타민C 1000', { orderLineId: '7' }) } }));
    app(WRITE_URL, [orderLineMock(), write.mock, listMock([])]);

    await user.click(await screen.findByRole('radio', { name: '4점 좋아요' }));
    await user.type(contentBox(), TEXT);
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));

    await screen.findByRole('heading', { name: '내 리뷰' });
    expect(write.calls).toEqual([{ input: { orderLineId: '7', rating: 4, content: TEXT, photos: [] } }]);
    expect((await screen.findByText('리뷰를 등록했어요.')).getAttribute('role')).toBe('status');
    await screen.findByText('아직 쓴 리뷰가 없어요');
    expect(screen.getByRole('link', { name: '주문 내역' }).getAttribute('href')).toBe('/mypage/orderList/delivery');
  });

  it("shows the server's message under the content field it names", async () => {
    const user = userEvent.setup();
    const message = '리뷰는 10자 이상 써주세요.';
    const write = recorded<WriteMyReviewMutationVariables>(WriteMyReviewDocument, () => ({
      errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'content', message }] } })],
    }));
    app(WRITE_URL, [orderLineMock(), write.mock]);

    await user.click(await screen.findByRole('radio', { name: '5점 최고예요' }));
    await user.type(contentBox(), '좋아요          !');
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));

    await waitFor(() => expect(contentBox().getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(
      contentBox()
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((id) => id.endsWith('-error'))!,
    )!;
    expect(error.textContent).toBe(message);
    expect(write.calls).toHaveLength(1);
    // Still on the form, nothing else refused.
    screen.getByRole('button', { name: '리뷰 등록' });
    expect(within(screen.getByRole('group', { name: '별점' })).queryByRole('alert')).toBeNull();
  });

  it('sends a chosen small PNG as it is (base64) and previews it with a remove button', async () => {
    const user = userEvent.setup();
    const write = recorded<WriteMyReviewMutationVariables>(WriteMyReviewDocument, () => ({ data: { writeReview: review('91', '비타민C 1000', { orderLineId: '7' }) } }));
    app(WRITE_URL, [orderLineMock(), write.mock, listMock([])]);

    const picker = await screen.findByLabelText('사진 (선택)');
    await user.upload(picker, new File(['png-bytes'], 'label.png', { type: 'image/png' }));
    // The picker is disabled while a photo is prepared: the second is chosen after the first shows.
    const photos = await screen.findByRole('list', { name: '올릴 사진' });
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(1));
    await waitFor(() => expect((picker as HTMLInputElement).disabled).toBe(false));
    await user.upload(picker, new File(['second'], 'box.png', { type: 'image/png' }));
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(2));
    await user.click(within(photos).getByRole('button', { name: '1번째 사진 빼기' }));
    expect(within(photos).getAllByRole('img')).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: '4점 좋아요' }));
    await user.type(contentBox(), TEXT);
    await user.click(screen.getByRole('button', { name: '리뷰 등록' }));
    await screen.findByRole('heading', { name: '내 리뷰' });
    expect(write.calls[0]!.input.photos).toEqual([{ fileName: 'box.png', contentBase64: btoa('second') }]);
  });

  it('offers the written review instead of the form when the server says the line has one', async () => {
    app(WRITE_URL, [orderLineMock({ reviewable: false, reviewId: '91' })]);
    await screen.findByText('이미 리뷰를 쓴 상품이에요.');
    expect(screen.getByRole('link', { name: '쓴 리뷰 고치기' }).getAttribute('href')).toBe('/mypage/review/edit/91');
    expect(screen.queryByRole('button', { name: '리뷰 등록' })).toBeNull();
  });
});

describe('editing a review', () => {
  it('starts from the review and sends editReview with the new stars and the photo removed', async () => {
    const user = userEvent.setup();
    const mine = review('91', '오메가3', {
      rating: 3,
      photoCount: 2,
      photos: [typed('ReviewPhoto', { id: '501', url: '/files/501.jpg' }), typed('ReviewPhoto', { id: '502', url: '/files/502.jpg' })],
    });
    const edit = recorded<EditMyReviewMutationVariables>(EditMyReviewDocument, () => ({ data: { editReview: { ...mine, rating: 5 } } }));
    app('/mypage/review/edit/91', [
      { request: { query: MyReviewToEditDocument, variables: { id: '91' } }, result: { data: { review: mine, reviewRules: rules } }, maxUsageCount: 5 },
      edit.mock,
      listMock([mine]),
    ]);

    expect((await screen.findByRole<HTMLInputElement>('radio', { name: '3점 보통이에요' })).checked).toBe(true);
    expect(contentBox().value).toBe(mine.content);
    await user.click(screen.getByRole('button', { name: '1번째 사진 빼기' }));
    await user.click(screen.getByRole('radio', { name: '5점 최고예요' }));
    await user.click(screen.getByRole('button', { name: '수정하기' }));

    await screen.findByRole('heading', { name: '내 리뷰' });
    expect(edit.calls).toEqual([{ input: { id: '91', rating: 5, content: mine.content, addPhotos: [], removePhotoIds: ['501'] } }]);
  });
});

describe('my reviews', () => {
  it('lists each review with its product, stars, date, text and photos, and 삭제 asks in a dialog before deleteReview', async () => {
    const user = userEvent.setup();
    const first = review('91', '비타민C 1000', {
      rating: 5,
      optionName: '60정',
      editedAt: '2026-11-21T01:00:00.000Z',
      photoCount: 1,
      photos: [typed('ReviewPhoto', { id: '501', url: '/files/501.jpg' })],
    });
    const second = review('92', '오메가3');
    const remove = recorded<{ id: string }>(DeleteMyReviewDocument, ({ id }) => ({ data: { deleteReview: typed('Review', { id, orderLineId: '791' }) } }));
    app('/mypage/review', [listMock([first, second]), remove.mock]);

    const list = await screen.findByRole('list', { name: '내가 쓴 리뷰' });
    const items = within(list).getAllByTestId('my-review');
    expect(items).toHaveLength(2);
    const item = within(items[0]!);
    expect(item.getByRole('link', { name: '비타민C 1000' }).getAttribute('href')).toBe('/products/191');
    item.getByRole('img', { name: '별점 5점' });
    item.getByText('2026.11.20 · 수정함');
    item.getByText(first.content);
    expect(item.getByRole('img', { name: '리뷰 사진 1' }).getAttribute('src')).toBe('/files/501.jpg');
    expect(item.getByRole('link', { name: '비타민C 1000 리뷰 수정' }).getAttribute('href')).toBe('/mypage/review/edit/91');
    screen.getByText('2개 중 2개');

    // 취소 keeps it.
    await user.click(item.getByRole('button', { name: '비타민C 1000 리뷰 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '리뷰 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove.calls).toHaveLength(0);

    await user.click(item.getByRole('button', { name: '비타민C 1000 리뷰 삭제' }));
    await user.click(within(screen.getByRole('dialog', { name: '리뷰 삭제' })).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(within(list).getAllByTestId('my-review')).toHaveLength(1));
    expect(remove.calls).toEqual([{ id: '91' }]);
    within(list).getByRole('link', { name: '오메가3' });
    screen.getByText('1개 중 1개');
    expect((await screen.findByText('리뷰를 삭제했어요.')).getAttribute('role')).toBe('status');
  });

  it('더보기 asks the next page by its offset and shows both pages as one list', async () => {
    const user = userEvent.setup();
    const reviews = Array.from({ length: 21 }, (_, i) => review(String(100 + i), `상품 ${i + 1}`));
    app('/mypage/review', [listMock(reviews.slice(0, 20), 21), listMock(reviews.slice(20), 21, 20)]);
    const list = await screen.findByRole('list', { name: '내가 쓴 리뷰' });
    expect(within(list).getAllByTestId('my-review')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: '더보기' }));
    await waitFor(() => expect(within(list).getAllByTestId('my-review')).toHaveLength(21));
    within(list).getByRole('link', { name: '상품 21' });
    screen.getByText('21개 중 21개');
    expect(screen.queryByRole('button', { name: '더보기' })).toBeNull();
  });
});

describe('mypage menu', () => {
  it('lists 내 리뷰 after the order lists', async () => {
    render(signedInRoutes([{ path: '/mypage', element: <MyPage /> }], '/mypage', []));
    const menu = await screen.findByRole('navigation', { name: '마이페이지 메뉴' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels.slice(labels.indexOf('취소·반품·교환'), labels.indexOf('취소·반품·교환') + 2)).toEqual(['취소·반품·교환', '내 리뷰']);
    expect(within(menu).getByRole('link', { name: '내 리뷰' }).getAttribute('href')).toBe('/mypage/review');
  });
});

describe('review helpers', () => {
  it('fits a photo within 1600 px on its long side, never enlarging it', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('keeps only small PNG and GIF files as they are, and names redrawn photos .jpg', () => {
    expect(keepsOriginal({ type: 'image/png', size: 1024 * 1024 - 1 })).toBe(true);
    expect(keepsOriginal({ type: 'image/gif', size: 200_000 })).toBe(true);
    expect(keepsOriginal({ type: 'image/png', size: 1024 * 1024 })).toBe(false);
    expect(keepsOriginal({ type: 'image/jpeg', size: 100_000 })).toBe(false);
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('사진')).toBe('사진.jpg');
  });

  it('places the server’s messages by field: a refused photo under the photos, a line refusal above the button', () => {
    const photo = new GraphQLError('지원하지 않는 파일 형식입니다.', {
      extensions: { code: 'UNSUPPORTED_FILE_TYPE', fields: [{ field: 'photos.1.contentBase64', message: 'JPG, PNG만 올릴 수 있어요.' }] },
    });
    expect(reviewErrorsOf({ errors: [photo] })).toEqual({ photos: 'JPG, PNG만 올릴 수 있어요.', photoIndex: 1 });
    const exists = new GraphQLError('이미 리뷰를 쓴 상품이에요. 쓴 리뷰는 고칠 수 있어요.', {
      extensions: { code: 'REVIEW_EXISTS', fields: [{ field: 'orderLineId', message: '이미 리뷰를 쓴 상품이에요.' }], reviewId: '91' },
    });
    expect(reviewErrorsOf({ errors: [exists] })).toEqual({ form: '이미 리뷰를 쓴 상품이에요. 쓴 리뷰는 고칠 수 있어요.', reviewId: '91' });
  });
});
