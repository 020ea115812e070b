/**
 * For `scripts/test.sh`: prints the URL of the PostgreSQL server the whole run uses (vitest, the
 * browser test, the benchmark) on its first line. When that is an embedded server started here
 * (no TEST_DATABASE_URL/DATABASE_URL and nothing on 127.0.0.1:5432, or EMBEDDED_POSTGRES=1), it
 * stays alive to keep it running, and stops it on SIGTERM/SIGINT or when test.sh is gone.
 */
import { openTestServer } from '../lib/scratch-db.js';

const server = await openTestServer();
process.stdout.write(`${server.url}\n`);
if (!server.embedded) process.exit(0);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// test.sh killed without a chance to stop us: we are handed to another parent.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop();
}, 1000);
