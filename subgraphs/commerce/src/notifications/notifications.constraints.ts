import { declareConstraints } from '@shop/kit';

/** Client meaning of the notifications' constraint: a delivery is stored once per source key. */
declareConstraints({
  notifications_source_key_unique: { field: 'sourceKey', message: '이미 전달된 알림입니다.' },
});
