import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the points tables' constraints (the service checks first; these hold under races). */
export const pointsConstraints: Record<string, ConstraintMeaning> = {
  point_lots_source_unique: { field: 'sourceId', message: '이미 적립된 건입니다.' },
  point_lots_source_check: { field: 'source', message: '적립 종류를 확인해주세요.' },
  point_lots_amount_check: { field: 'amount', message: '적립금이 부족해요.', code: 'CONFLICT' },
  point_lots_closed_check: { field: 'amount', message: '소멸된 적립금입니다.', code: 'CONFLICT' },
  point_entries_kind_check: { field: 'kind', message: '내역 종류를 확인해주세요.' },
  point_entries_sign_check: { field: 'amount', message: '금액을 확인해주세요.' },
  point_entries_lot_id_foreign: { field: 'lotId', message: '적립금을 찾을 수 없습니다.' },
  point_entries_order_id_foreign: { field: 'orderId', message: '주문을 찾을 수 없습니다.' },
};
