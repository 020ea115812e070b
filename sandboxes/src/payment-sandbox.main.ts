import { config } from '@shop/kit/config.js';
import { logger } from '@shop/kit/logger.js';
import { paymentGatewaySettings } from '@shop/kit/payment-gateway.js';
import { startPaymentSandbox } from './payment-sandbox.js';
import { exitWithParent } from '@shop/kit/exit-with-parent.js';

/**
 * Process entry of the sandbox payment gateway that `npm start` runs on its own port
 * (scripts/lib/supervisor.ts, on a free port): the same keys as commerce's
 * client, from the same configuration. Prints `READY payment-sandbox <url>` like the services.
 */
const { impKey, impSecret } = paymentGatewaySettings(config());
const sandbox = await startPaymentSandbox({ impKey, impSecret }, Number(process.env.PORT ?? 4005), process.env.HOST ?? '127.0.0.1');
logger.info({ url: sandbox.url }, 'payment sandbox listening');
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
exitWithParent(stop);
process.stdout.write(`READY payment-sandbox ${sandbox.url}\n`);
