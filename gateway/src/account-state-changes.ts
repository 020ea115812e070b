import { callSubgraph, logger } from '@shop/kit/contracts.js';

/** How long each question to commerce waits for a change (commerce answers sooner when one comes). */
const WAIT_MS = 20_000;
/** How long to wait before asking again after commerce could not answer (growing up to the last). */
const RETRY_DELAYS_MS = [100, 500, 2_000, 5_000];

const QUERY = `query ($stream: String, $after: Int, $waitMs: Int!) {
  accountStateChanges(stream: $stream, after: $after, waitMs: $waitMs) { stream position userIds reset }
}`;

/**
 * Commerce's word that an account's token state changed (its password, leaving, restrictions), so
 * the gateway may keep a state it looked up instead of asking commerce again before every write
 * (identity.ts). The gateway keeps one question open at commerce's `accountStateChanges` (long
 * polling: answered when a change commits, or after WAIT_MS with none) and asks again after the
 * position it was given; commerce hears the changes from its own database (commerce
 * auth/account-state-feed.ts). `watching` is true while nothing can have been missed: after
 * commerce starts a new stream (it lost its own notifications, or restarted) or cannot be asked,
 * the epoch moves on and writes ask commerce afresh until the watch is back.
 */
export interface AccountStateChanges {
  /** True while every change reaches the gateway. */
  readonly watching: boolean;
  /** Moves on whenever watching starts or stops: states looked up in an earlier epoch are not vouched for. */
  readonly epoch: number;
  /** Changes heard so far. */
  readonly heard: number;
  /** `onChange(userId)` for every change heard. */
  subscribe(onChange: (userId: string) => void): void;
  close(): Promise<void>;
}

interface Answer {
  accountStateChanges: { stream: string; position: number; userIds: string[]; reset: boolean };
}

/** Watches commerce at `commerceUrl` until closed. */
export function watchAccountStateChanges(commerceUrl: string): AccountStateChanges {
  const handlers: ((userId: string) => void)[] = [];
  const stopped = new AbortController();
  let watching = false;
  let epoch = 0;
  let heard = 0;
  let stream: string | null = null;
  let after: number | null = null;
  let failures = 0;

  const setWatching = (now: boolean) => {
    if (now === watching) return;
    watching = now;
    epoch += 1;
  };

  const loop = async () => {
    while (!stopped.signal.aborted) {
      try {
        const { accountStateChanges: answer } = await callSubgraph<Answer>(commerceUrl, {
          query: QUERY,
          // The first question (and the one after a reset) answers at once with the stream's position.
          variables: { stream, after, waitMs: watching ? WAIT_MS : 0 },
          timeoutMs: WAIT_MS + 10_000,
          signal: stopped.signal,
        });
        failures = 0;
        if (answer.reset) {
          // Whatever was looked up before may have missed a change: a new epoch, then watch from here.
          setWatching(false);
          stream = answer.stream;
          after = answer.position;
          setWatching(true);
          continue;
        }
        after = answer.position;
        for (const userId of answer.userIds) {
          heard += 1;
          for (const handler of handlers) handler(userId);
        }
      } catch (error) {
        if (stopped.signal.aborted) break;
        if (watching) logger.warn({ err: (error as Error).message }, 'account state changes unheard: writes ask commerce until they are back');
        setWatching(false);
        stream = null;
        after = null;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[Math.min(failures++, RETRY_DELAYS_MS.length - 1)]).unref());
      }
    }
  };
  const running = loop();

  return {
    get watching() {
      return watching;
    },
    get epoch() {
      return epoch;
    },
    get heard() {
      return heard;
    },
    subscribe: (onChange) => void handlers.push(onChange),
    async close() {
      stopped.abort();
      setWatching(false);
      await running;
    },
  };
}
