import type { RestRoute } from '../types.js';
import { LEGACY_PAGING, pageVariables } from './paging.js';

export const notificationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/notification/notificationList',
    summary: '내 알림 (최신순; category: cheering, intake_reminder, marketing, event, notice, request, food_approval, ingredient_approval, supplement_approval)',
    auth: 'required',
    query: { category: { type: 'string' }, ...LEGACY_PAGING },
    operation: `query Notifications($category: String, $offset: Int, $limit: Int) {
      myNotifications(category: $category, offset: $offset, limit: $limit) { total unread items { id category title body link readAt createdAt } } }`,
    variables: ({ query }) => ({ category: query.category, ...pageVariables(query) }),
  },
  {
    method: 'POST',
    path: '/notification/read',
    summary: '알림 읽음 표시 (ids 없으면 전체)',
    auth: 'required',
    body: { ids: { type: 'array', items: 'string' } },
    operation: 'mutation ReadNotifications($ids: [ID!]) { markNotificationsRead(ids: $ids) }',
    variables: ({ body }) => ({ ids: body.ids }),
  },
];
