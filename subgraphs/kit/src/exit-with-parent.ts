/**
 * When started by the supervisor (scripts/lib/supervisor.ts) over an IPC channel, stop when that
 * channel closes: the supervisor was killed, even by SIGKILL, and nobody else will stop us.
 */
export function exitWithParent(stop: () => void | Promise<void>): void {
  if (!process.connected) return;
  process.on('disconnect', () => void stop());
  // The channel must not keep the process alive by itself.
  process.channel?.unref();
}
