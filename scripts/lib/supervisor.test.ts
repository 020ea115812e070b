import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePortRange } from './ports.js';
import { startProcess } from './supervisor.js';

describe('startProcess', () => {
  it('says what a service printed when it dies before it is ready, even when the caller keeps no log', async () => {
    const entry = path.join(mkdtempSync(path.join(os.tmpdir(), 'supervisor-')), 'dies.mjs');
    writeFileSync(entry, "console.log('migrating');\nconsole.error('Error: listen EADDRINUSE: address already in use 127.0.0.1:40001');\nprocess.exit(1);\n");
    await expect(startProcess('nutrition', entry, {}, () => undefined)).rejects.toThrow(
      'nutrition exited with code 1 before it was ready; its last output:\nmigrating\nError: listen EADDRINUSE: address already in use 127.0.0.1:40001',
    );
  });

  it('resolves with the address the service announces', async () => {
    const entry = path.join(mkdtempSync(path.join(os.tmpdir(), 'supervisor-')), 'ready.mjs');
    writeFileSync(entry, "console.log('READY demo http://127.0.0.1:1/');\nsetTimeout(() => undefined, 100);\n");
    const service = await startProcess('demo', entry, {}, () => undefined);
    expect(service.url).toBe('http://127.0.0.1:1/');
    service.child.kill();
  });
});

describe('freePortRange', () => {
  it('chooses ports below the kernel’s ephemeral range, which outgoing connections take', async () => {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    for (let i = 0; i < 20; i++) {
      const base = await freePortRange(5);
      expect(base).toBeGreaterThanOrEqual(20000);
      expect(base + 4).toBeLessThan(low);
    }
  });
});
