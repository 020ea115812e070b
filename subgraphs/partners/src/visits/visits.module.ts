import { afterAnswer, type ModuleDefinition } from '@shop/kit';
import { QUERY_LOG_LOCATE, locateQueryLog } from './visits.service.js';
import { VisitsResolver } from './visits.resolver.js';

/**
 * Visit tracking of spec section 4 (first inflow once per session, users_history, query logs,
 * visit and page-view counts) for the channel figures and for attribution by link. A leaving
 * member's visits lose their account (lifecycle.ts): the counts stay, the person goes.
 */
export const visitsModule: ModuleDefinition = {
  name: 'visits',
  resolvers: [VisitsResolver],
  outbox: { [QUERY_LOG_LOCATE]: afterAnswer((em, payload: { id: string }) => locateQueryLog(em, payload)) },
  constraints: {
    channel_visits_first_inflow_unique: { field: 'sessionId', message: '이 세션의 첫 유입은 이미 기록되었습니다.' },
    channel_visits_action_check: { field: 'action', message: '기록할 동작(action)을 보내주세요.' },
    channel_visits_channel_id_foreign: { field: 'influencerId', message: '채널을 찾을 수 없습니다.' },
    query_logs_channel_id_foreign: { field: 'inflow', message: '채널을 찾을 수 없습니다.' },
  },
};
