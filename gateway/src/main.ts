import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { config, exitWithParent } from '@shop/kit/contracts.js';
import { startGateway } from './server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_PORTS: Record<string, number> = { commerce: 4001, nutrition: 4002, recommendation: 4003, partners: 4004 };

/** SUBGRAPH_<NAME>_URL overrides each subgraph's loopback default. */
const subgraphUrls = Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, process.env[`SUBGRAPH_${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${port}/`]));

const gateway = await startGateway({
  port: Number(process.env.PORT ?? 4000),
  host: process.env.HOST ?? '127.0.0.1',
  supergraphPath: process.env.SUPERGRAPH_PATH ?? path.join(root, 'schema/supergraph.graphql'),
  subgraphUrls,
  webDist: process.env.WEB_DIST ?? path.join(root, 'web/dist'),
  // The same folder commerce writes to (kit file-storage: DATA_DIR, relative to the working directory).
  uploadsDir: path.resolve(config().DATA_DIR, 'uploads'),
});
process.stdout.write(`READY gateway ${gateway.url}\n`);

const stop = async () => {
  setTimeout(() => process.exit(1), 5000).unref();
  await gateway.stop().catch(() => undefined);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
exitWithParent(stop);
