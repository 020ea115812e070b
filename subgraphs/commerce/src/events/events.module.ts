import type { ModuleDefinition } from '@shop/kit';
import { EventsResolver } from './events.resolver.js';
import { AdminEventInquiriesResolver } from './admin-event-inquiries.resolver.js';
import { eventsConstraints } from './events.constraints.js';
import { seedEvents } from './events.seed.js';

/** Events with surveys and event inquiries. */
export const eventsModule: ModuleDefinition = {
  name: 'events',
  resolvers: [EventsResolver, AdminEventInquiriesResolver],
  constraints: eventsConstraints,
  seed: seedEvents,
};
