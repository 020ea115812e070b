import type { ConstraintMeaning } from '@shop/kit';

/** What the group-buying tables' constraints mean to whoever sent the event. */
export const cooperateConstraints: Record<string, ConstraintMeaning> = {
  cooperate_events_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  cooperate_events_group_price_check: { field: 'groupPrice', message: '공동구매가는 0원 이상이어야 합니다.' },
  cooperate_events_period_check: { field: 'endsAt', message: '공동구매 종료 시각은 시작 시각 이후여야 합니다.' },
  cooperate_events_status_check: { field: 'status', message: '공동구매 상태를 확인해주세요.' },
  cooperate_events_participants_check: { field: 'maxParticipants', message: '참여 인원 한도를 확인해주세요.' },
  cooperate_participants_event_id_foreign: { field: 'eventId', message: '공동구매를 찾을 수 없습니다.' },
  cooperate_participants_pkey: { field: 'eventId', message: '이미 참여한 공동구매입니다.' },
  cooperate_alerts_event_id_foreign: { field: 'eventId', message: '공동구매를 찾을 수 없습니다.' },
  cooperate_alerts_pkey: { field: 'eventId', message: '이미 알림을 신청한 공동구매입니다.' },
};
