import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

/** Address book (`/userOrderAddress/*`) and delivery price rows of shared/api/rest-endpoints.tsv. */
export const addressRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/userOrderAddress/list', summary: '내 배송지 (기본 배송지 먼저)', auth: 'required', operation: op.MyAddressesDocument }),
  route({ method: 'POST', path: '/userOrderAddress/create', summary: '배송지 추가 (첫 배송지는 기본 배송지, 최대 20개)', auth: 'required', operation: op.CreateAddressDocument }),
  route({
    method: 'POST',
    path: '/userOrderAddress/create/shuFarm',
    summary: '제휴처(농장·매장)의 주소로 배송지 추가',
    auth: 'required',
    operation: op.CreateAddressFromPartnerDocument,
    notes: { sourceName: '제휴처 이름' },
  }),
  route({ method: 'POST', path: '/userOrderAddress/edit', summary: '배송지 수정', auth: 'required', operation: op.EditAddressDocument }),
  route({ method: 'DELETE', path: '/userOrderAddress/delete/{id}', summary: '배송지 삭제 (기본 배송지를 지우면 최근 배송지가 기본)', auth: 'required', operation: op.DeleteAddressDocument }),
  route({ method: 'POST', path: '/userOrder/create/deliveryPrice', summary: '배송비 계산 (판매자별, 제주·도서산간 추가 배송비)', auth: 'optional', operation: op.DeliveryPriceDocument }),
];
