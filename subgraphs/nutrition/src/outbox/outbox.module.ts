import type { ModuleDefinition } from '@shop/kit';
import { notificationDelivery } from './outbox.service.js';

/** Notifications owed to commerce (reminders), delivered after the commit through the outbox. */
export const notificationsOutboxModule: ModuleDefinition = { name: 'outbox', outbox: notificationDelivery() };
