import { AppError } from '@shop/kit';

/**
 * The group-buying lifecycle (issue 20) as data: who may move an event from which status to which.
 * "owner" is the channel's influencer (or an admin); "system" is the schedule job that opens an
 * event at its start and closes it at its end. Only `open` sells at the group price (commerce reads
 * its copy of the status and period at checkout).
 */
export const COOPERATE_STATUSES = ['draft', 'scheduled', 'open', 'closed', 'fulfilled', 'cancelled'] as const;
export type CooperateStatus = (typeof COOPERATE_STATUSES)[number];

export const COOPERATE_STATUS_LABEL: Record<CooperateStatus, string> = {
  draft: '작성 중',
  scheduled: '오픈 예정',
  open: '진행 중',
  closed: '마감',
  fulfilled: '발송 완료',
  cancelled: '취소',
};

export type CooperateActor = 'owner' | 'system';
export interface CooperateTransition {
  from: CooperateStatus;
  to: CooperateStatus;
  who: readonly CooperateActor[];
}

export const COOPERATE_TRANSITIONS: readonly CooperateTransition[] = [
  { from: 'draft', to: 'scheduled', who: ['owner'] },
  { from: 'draft', to: 'cancelled', who: ['owner'] },
  { from: 'scheduled', to: 'draft', who: ['owner'] },
  { from: 'scheduled', to: 'open', who: ['owner', 'system'] },
  { from: 'scheduled', to: 'cancelled', who: ['owner'] },
  // Its whole period passed while it waited (the job was down): it ends without opening.
  { from: 'scheduled', to: 'closed', who: ['system'] },
  { from: 'open', to: 'closed', who: ['owner', 'system'] },
  { from: 'open', to: 'cancelled', who: ['owner'] },
  { from: 'closed', to: 'fulfilled', who: ['owner'] },
];

/** Statuses whose event may still be edited (nobody has bought at its price yet). */
export const EDITABLE_STATUSES: readonly CooperateStatus[] = ['draft', 'scheduled'];
/** Statuses a visitor sees (an owner sees drafts too). */
export const PUBLIC_STATUSES: readonly CooperateStatus[] = ['scheduled', 'open', 'closed', 'fulfilled'];

export const nextCooperateStatuses = (from: CooperateStatus, who: CooperateActor): CooperateStatus[] => COOPERATE_TRANSITIONS.filter((t) => t.from === from && t.who.includes(who)).map((t) => t.to);

export function cooperateTransitionRefused(from: CooperateStatus, to: CooperateStatus): AppError {
  const message = `${COOPERATE_STATUS_LABEL[from]} 상태의 공동구매는 ${COOPERATE_STATUS_LABEL[to]} 상태로 바꿀 수 없습니다.`;
  return new AppError('COOPERATE_STATUS_CONFLICT', message, { fields: [{ field: 'status', message }], from, to });
}
