import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

const POSTCODE = { postcode: '배송비를 계산할 우편번호 (없으면 기본 배송지)' };

/** Cart rows of shared/api/rest-endpoints.tsv (`/productItem/cart/*`). */
export const cartRoutes: RestRoute[] = [
  route({ method: 'POST', path: '/productItem/cart/add', summary: '장바구니 담기 (같은 상품·옵션은 수량을 더함)', auth: 'required', operation: op.AddToCartDocument }),
  route({
    method: 'POST',
    path: '/productItem/cart/add/combination',
    summary: '인플루언서 조합을 한 번에 장바구니 담기 (조합 상품을 모두 사면 조합 할인)',
    auth: 'required',
    operation: op.AddCombinationToCartDocument,
    fields: { combinationId: ['combinationId', 'combination_id', 'id'] },
  }),
  route({ method: 'POST', path: '/productItem/cart/edit/option', summary: '장바구니 상품의 옵션·수량 변경', auth: 'required', operation: op.ChangeCartLineDocument }),
  route({ method: 'POST', path: '/productItem/cart/select', summary: '구매할 상품 선택·해제', auth: 'required', operation: op.SelectCartLinesDocument }),
  route({
    method: 'POST',
    path: '/productItem/cart/updateUser',
    summary: '로그인 후 비회원 장바구니를 회원 장바구니로 옮기기',
    auth: 'required',
    operation: op.MergeGuestCartDocument,
    notes: { guestRefreshToken: '비회원(게스트)일 때 받은 refresh token: 옮긴 뒤 쓸 수 없게 됩니다' },
  }),
  route({ method: 'GET', path: '/productItem/cart/search', summary: '내 장바구니 (담은 순, 합계와 배송비)', auth: 'required', operation: op.MyCartDocument, notes: POSTCODE }),
  route({ method: 'GET', path: '/productItem/cart/searchBySeller', summary: '판매자별 장바구니와 배송비', auth: 'required', operation: op.MyCartBySellerDocument, notes: POSTCODE }),
  // Before /delete/{id}: the literal path wins over the placeholder.
  route({ method: 'DELETE', path: '/productItem/cart/delete/purchase', summary: '구매한 상품을 장바구니에서 지우기', auth: 'required', operation: op.RemovePurchasedCartLinesDocument }),
  route({ method: 'DELETE', path: '/productItem/cart/delete/{id}', summary: '장바구니에서 빼기', auth: 'required', operation: op.RemoveCartLineDocument }),
];
