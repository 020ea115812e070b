import type { ConstraintMeaning } from '@shop/kit';

/**
 * Client meaning of the notifications' constraints: a delivery is stored once per source key; a
 * member has one setting per push category, and only the categories they may turn off.
 */
export const notificationsConstraints: Record<string, ConstraintMeaning> = {
  notifications_source_key_unique: { field: 'sourceKey', message: '이미 전달된 알림입니다.' },
  notification_settings_user_id_category_unique: { field: 'category', message: '이미 저장된 알림 설정입니다.' },
  notification_settings_category_check: { field: 'category', message: '설정할 수 없는 알림 종류입니다.' },
};
