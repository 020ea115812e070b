import type { ModuleDefinition } from '@shop/kit';
import { PaymentsResolver } from './payments.resolver.js';
import { paymentsConstraints } from './payments.constraints.js';

/** Payments through the payment gateway adapter; other modules follow its changes through `onPayment`. */
export const paymentsModule: ModuleDefinition = {
  name: 'payments',
  resolvers: [PaymentsResolver],
  constraints: paymentsConstraints,
};
