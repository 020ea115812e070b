import type { ConstraintMeaning } from '@shop/kit';

/** What the group-buying table's constraints mean to whoever sent the event. */
export const cooperateConstraints: Record<string, ConstraintMeaning> = {
  cooperate_events_channel_id_foreign: { field: 'channelId', message: '채널을 찾을 수 없습니다.' },
  cooperate_events_group_price_check: { field: 'groupPrice', message: '공동구매가는 0원 이상이어야 합니다.' },
  cooperate_events_period_check: { field: 'endsAt', message: '공동구매 종료 시각은 시작 시각 이후여야 합니다.' },
};
