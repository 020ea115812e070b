import net from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A base port whose next `count` ports are free on loopback (tests run the system beside `npm start`). */
export async function freePortRange(count: number, from = 20000, to = 60000): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = from + Math.floor(Math.random() * (to - from - count));
    const checks = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
    if (checks.every(Boolean)) return base;
  }
  throw new Error('no free port range found');
}
