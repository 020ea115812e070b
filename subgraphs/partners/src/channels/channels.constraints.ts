import type { ConstraintMeaning } from '@shop/kit';

/** What the channel table's constraints mean to whoever sent the handle. */
export const channelsConstraints: Record<string, ConstraintMeaning> = {
  channels_handle_unique: { field: 'handle', message: '이미 사용 중인 채널 핸들입니다.' },
  channels_owner_user_id_unique: { field: 'ownerUserId', message: '이미 채널을 운영하는 계정입니다.' },
  channels_handle_check: { field: 'handle', message: '채널 핸들은 @와 앞뒤 공백 없이 입력해주세요.' },
  channels_name_check: { field: 'name', message: '채널 이름을 입력해주세요.' },
  channel_handles_handle_unique: { field: 'handle', message: '이미 사용 중이거나 다른 채널이 쓰던 채널 핸들입니다.' },
  channel_handles_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  channel_signups_pkey: { field: 'userId', message: '이미 채널 가입이 기록된 회원입니다.' },
  channel_signups_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  channel_follows_pkey: { field: 'channelId', message: '이미 알림을 받는 채널입니다.' },
  channel_follows_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  channel_survey_answers_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  channel_survey_answers_channel_id_survey_key_user_id_unique: { field: 'surveyKey', message: '이미 답한 설문입니다.' },
};
