import pg from 'pg';
import { logger } from './logger.js';

/** How long to wait before listening again after the connection was lost (growing up to the last). */
const RECONNECT_DELAYS_MS = [100, 500, 2_000, 5_000];

/**
 * PostgreSQL LISTEN on one channel, kept up: after a lost connection it listens again. A listener
 * hears every notification only while `listening`; whenever listening starts or stops, `epoch`
 * moves on, so whoever keeps something the notifications would correct can tell that some may have
 * been missed (commerce's account state feed starts a new stream then).
 */
export interface NotificationListener {
  readonly listening: boolean;
  readonly epoch: number;
  /** Notifications heard so far. */
  readonly heard: number;
  /** `onPayload(payload)` for every notification heard; `onEpoch()` whenever the epoch moves on. */
  subscribe(onPayload: (payload: string) => void, onEpoch?: () => void): void;
  close(): Promise<void>;
}

export async function listenForNotifications(databaseUrl: string, channel: string, applicationName: string): Promise<NotificationListener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const payloadHandlers: ((payload: string) => void)[] = [];
  const epochHandlers: (() => void)[] = [];
  let client: pg.Client | null = null;
  let listening = false;
  let epoch = 0;
  let heard = 0;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  const nextEpoch = () => {
    epoch += 1;
    for (const handler of epochHandlers) handler();
  };

  /** Ends a connection no longer used, whatever it says on the way out. */
  const drop = async (stale: pg.Client | null) => {
    stale?.removeAllListeners();
    stale?.on('error', () => undefined);
    await stale?.end().catch(() => undefined);
  };

  const lost = (error?: Error) => {
    if (listening) {
      logger.warn({ channel, err: error?.message }, 'notifications lost: listening again');
      listening = false;
      nextEpoch();
    }
    void drop(client);
    client = null;
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = null;
        void connect();
      },
      RECONNECT_DELAYS_MS[Math.min(failures++, RECONNECT_DELAYS_MS.length - 1)],
    );
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: applicationName });
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel !== channel || message.payload === undefined) return;
      heard += 1;
      for (const handler of payloadHandlers) handler(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      await drop(next);
      return lost(error as Error);
    }
    if (closed) return drop(next);
    client = next;
    failures = 0;
    listening = true;
    nextEpoch();
  };

  await connect();
  return {
    get listening() {
      return listening;
    },
    get epoch() {
      return epoch;
    },
    get heard() {
      return heard;
    },
    subscribe(onPayload, onEpoch) {
      payloadHandlers.push(onPayload);
      if (onEpoch) epochHandlers.push(onEpoch);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (listening) {
        listening = false;
        nextEpoch();
      }
      const last = client;
      client = null;
      await drop(last);
    },
  };
}
