import type { ModuleDefinition } from '@shop/kit';
import { NotificationsResolver } from './notifications.resolver.js';
import { notificationsConstraints } from './notifications.constraints.js';

/** Notifications and push settings. */
export const notificationsModule: ModuleDefinition = {
  name: 'notifications',
  resolvers: [NotificationsResolver],
  constraints: notificationsConstraints,
};
