import type { ConstraintMeaning } from '@shop/kit';

/** What the channel table's constraints mean to whoever sent the handle. */
export const channelsConstraints: Record<string, ConstraintMeaning> = {
  channels_handle_unique: { field: 'handle', message: '이미 사용 중인 채널 핸들입니다.' },
  channels_owner_user_id_unique: { field: 'ownerUserId', message: '이미 채널을 운영하는 계정입니다.' },
  channels_handle_check: { field: 'handle', message: '채널 핸들은 @와 앞뒤 공백 없이 입력해주세요.' },
  channels_name_check: { field: 'name', message: '채널 이름을 입력해주세요.' },
};
