import { declareConstraints } from '@shop/kit';

/** Client meaning of the order tables' constraints (the services check first; these are the last guard). */
declareConstraints({
  orders_order_number_unique: { field: 'orderNumber', message: '주문번호가 겹쳤습니다. 다시 시도해주세요.' },
  orders_gift_token_unique: { field: 'giftToken', message: '선물 링크가 겹쳤습니다. 다시 시도해주세요.' },
  orders_status_check: { field: 'status', message: '주문 상태가 올바르지 않습니다.' },
  orders_pay_method_check: { field: 'payMethod', message: '결제 수단을 확인해주세요.' },
  orders_money_check: { field: 'total', message: '주문 금액이 올바르지 않습니다.' },
  orders_total_check: { field: 'total', message: '주문 금액이 올바르지 않습니다.' },
  orders_address_check: { field: 'address', message: '배송지를 입력해주세요.' },
  orders_gift_check: { field: 'gift', message: '선물 받는 분의 이름과 연락처를 입력해주세요.' },
  orders_claim_kind_check: { field: 'kind', message: '요청 종류를 확인해주세요.' },
  orders_claim_reason_check: { field: 'reasonKind', message: '사유를 확인해주세요.' },
  order_lines_quantity_check: { field: 'quantity', message: '수량은 1~99개입니다.' },
  order_lines_money_check: { field: 'lines', message: '주문 금액이 올바르지 않습니다.' },
  order_lines_refund_check: { field: 'lines', message: '환불 금액이 결제 금액을 넘을 수 없습니다.' },
  order_lines_status_check: { field: 'lines', message: '주문 상품 상태가 올바르지 않습니다.' },
  order_lines_product_id_foreign: { field: 'productId', message: '상품을 찾을 수 없습니다.' },
  order_lines_option_id_foreign: { field: 'optionId', message: '선택한 옵션을 찾을 수 없습니다.' },
  order_lines_seller_id_foreign: { field: 'sellerId', message: '판매자를 찾을 수 없습니다.' },
  order_shipments_order_id_seller_id_unique: { field: 'sellerId', message: '판매자별 배송은 주문마다 하나입니다.' },
  order_shipments_money_check: { field: 'deliveryTotal', message: '배송비가 올바르지 않습니다.' },
  order_status_history_actor_role_check: { field: 'actor', message: '변경한 사람의 구분이 올바르지 않습니다.' },
  order_refunds_cause_check: { field: 'cause', message: '환불 사유가 올바르지 않습니다.' },
  order_refunds_item_check: { field: 'item', message: '환불 항목이 올바르지 않습니다.' },
  order_refunds_amount_check: { field: 'amount', message: '환불 금액이 올바르지 않습니다.' },
});
