import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, listenForNotifications, type NotificationListener } from '@shop/kit';

/** The channel the triggers of migration 20261127180000_account_state_notify notify with a user id. */
export const ACCOUNT_STATE_CHANNEL = 'commerce_account_state';
/** Changes kept for gateways that come back for the next ones; one further behind starts over. */
const KEPT_CHANGES = 10_000;
/** The longest a gateway's question waits for a change. */
export const MAX_WAIT_MS = 25_000;

export interface AccountStateChanges {
  /** This feed's stream: positions mean something only within one stream. */
  stream: string;
  /** The position of the last change in the answer (ask again after it). */
  position: number;
  /** Accounts whose token state changed (in order; one may appear more than once). */
  userIds: string[];
  /**
   * True when the asker's stream and position cannot be continued (another stream, too far behind,
   * a first question): changes may have been missed, so nothing looked up before counts.
   */
  reset: boolean;
}

/**
 * What the gateway watches so that it can keep the account states it checks tokens against
 * (gateway/src/account-state-changes.ts) instead of asking before every write. Commerce listens to
 * its own triggers' notifications (a change of what `accountTokenStates` reads, sent when its
 * transaction commits) and numbers them in a stream; a gateway asks for the changes after its
 * position and the question waits until there is one (long polling). A stream lasts while this
 * process hears every notification: when its connection is lost, a new stream starts and every
 * gateway is told to start over.
 */
class AccountStateFeed {
  private stream = randomUUID();
  private position = 0;
  private kept: { position: number; userId: string }[] = [];
  private waiters = new Set<() => void>();

  constructor(private readonly listener: NotificationListener) {
    listener.subscribe(
      (userId) => {
        this.position += 1;
        this.kept.push({ position: this.position, userId });
        if (this.kept.length > KEPT_CHANGES) this.kept.splice(0, this.kept.length - KEPT_CHANGES);
        this.wake();
      },
      () => {
        // Missed notifications are possible from here on: a new stream, and every waiting gateway starts over.
        this.stream = randomUUID();
        this.position = 0;
        this.kept = [];
        this.wake();
      },
    );
  }

  private wake() {
    for (const wake of [...this.waiters]) wake();
  }

  async changesAfter(stream: string | null, after: number | null, waitMs: number): Promise<AccountStateChanges> {
    const news = this.newsAfter(stream, after);
    if (news || waitMs <= 0) return news ?? this.nothingNew();
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.min(waitMs, MAX_WAIT_MS));
      this.waiters.add(done);
    });
    return this.newsAfter(stream, after) ?? this.nothingNew();
  }

  /** The changes after the asker's position, a reset when it cannot be continued, null when there is nothing new. */
  private newsAfter(stream: string | null, after: number | null): AccountStateChanges | null {
    if (!this.listener.listening) throw new AppError('SERVICE_UNAVAILABLE', '계정 상태 변경을 지금은 알 수 없습니다.');
    const oldest = this.kept[0]?.position ?? this.position + 1;
    if (stream !== this.stream || after === null || after > this.position || after < oldest - 1) {
      return { stream: this.stream, position: this.position, userIds: [], reset: true };
    }
    if (after === this.position) return null;
    // Positions are consecutive: the changes after `after` start at its index.
    return { stream: this.stream, position: this.position, userIds: this.kept.slice(after - oldest + 1).map((change) => change.userId), reset: false };
  }

  private nothingNew(): AccountStateChanges {
    return { stream: this.stream, position: this.position, userIds: [], reset: false };
  }

  close(): Promise<void> {
    this.wake();
    return this.listener.close();
  }
}

let feed: Promise<AccountStateFeed> | null = null;

/** The process's feed, listening on the database `em` works on from the first question. */
export function accountStateFeed(em: EntityManager): Promise<AccountStateFeed> {
  // listenForNotifications does not fail: it keeps trying, and the feed answers SERVICE_UNAVAILABLE meanwhile.
  feed ??= listenForNotifications(String(em.config.get('clientUrl')), ACCOUNT_STATE_CHANNEL, 'commerce account states').then((listener) => new AccountStateFeed(listener));
  return feed;
}

/** Stops listening (tests; a stopping service exits anyway). */
export async function closeAccountStateFeed(): Promise<void> {
  const running = feed;
  feed = null;
  await (await running)?.close();
}
