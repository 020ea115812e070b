import * as op from '../generated/graphql.js';
import { route, type RestRoute } from '../types.js';

export const notificationRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/notification/notificationList',
    summary: '내 알림 (최신순; category: cheering, intake_reminder, marketing, event, notice, request, food_approval, ingredient_approval, supplement_approval)',
    auth: 'required',
    operation: op.MyNotificationsDocument,
  }),
  route({ method: 'POST', path: '/notification/read', summary: '알림 읽음 표시 (ids 없으면 전체)', auth: 'required', operation: op.MarkNotificationsReadDocument }),
];
