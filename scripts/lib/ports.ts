import { readFileSync } from 'node:fs';
import net from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The kernel's ephemeral ports (Linux: net.ipv4.ip_local_port_range, 32768-60999 by default). Every
 * outgoing connection (each PostgreSQL client of the parallel tests) and every `listen(0)` takes one
 * of these, so a port chosen there can be taken between the check and the service's own listen: a
 * clean-clone CI run lost the fuzz test's nutrition that way (it exited before it was ready).
 */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && Number.isInteger(high)) return [low, high];
  } catch {
    // Not Linux: the IANA dynamic range, which macOS and Windows use.
  }
  return [49152, 65535];
}

/**
 * A base port whose next `count` ports are free on loopback (tests run the system beside `npm start`),
 * chosen below the kernel's ephemeral range so no connection of the machine's own can take it first.
 */
export async function freePortRange(count: number, from = 20000): Promise<number> {
  const [ephemeralLow] = ephemeralRange();
  // A machine whose ephemeral range starts low leaves no room below it: then anywhere up to 60000.
  const to = ephemeralLow > from + 1000 ? ephemeralLow : 60000;
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = from + Math.floor(Math.random() * (to - from - count));
    const checks = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
    if (checks.every(Boolean)) return base;
  }
  throw new Error('no free port range found');
}
