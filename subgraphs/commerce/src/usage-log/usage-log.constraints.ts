import type { ConstraintMeaning } from '@shop/kit';
import { USAGE_LIMITS } from './usage-log.entity.js';

/** Client meaning of the usage log's checks (the service checks first; these are the last guard). */
export const usageLogConstraints: Record<string, ConstraintMeaning> = {
  usage_logs_action_check: { field: 'action', message: '화면 구분(action)이 올바르지 않습니다.' },
  usage_logs_action_type_check: { field: 'actionType', message: '행동 구분(actionType)이 올바르지 않습니다.' },
  usage_logs_action_id_check: { field: 'actionId', message: `대상 ID(actionId)는 ${USAGE_LIMITS.actionId}자 이하여야 합니다.` },
  usage_logs_query_check: { field: 'query', message: `검색어(query)는 ${USAGE_LIMITS.query}자 이하여야 합니다.` },
  usage_logs_href_check: { field: 'href', message: `주소(href)는 ${USAGE_LIMITS.href}자 이하여야 합니다.` },
  usage_logs_referral_check: { field: 'referral', message: `이전 주소(referral)는 ${USAGE_LIMITS.referral}자 이하여야 합니다.` },
};
