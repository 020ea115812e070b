/** One push to one device (FCM HTTP v1 `message`: token, notification {title, body}, data). */
export interface PushMessage {
  token: string;
  title: string;
  body: string;
  /** String values only (FCM's rule). */
  data: Record<string, string>;
}

/**
 * What became of a push: `sent`, or `invalid-token` (FCM answered UNREGISTERED or INVALID_ARGUMENT:
 * the token is dead and is removed). A failure worth retrying (429, 5xx, network) throws
 * PushRetryLater; the outbox retries it with growing delays.
 */
export type PushOutcome = 'sent' | 'invalid-token';

export class PushRetryLater extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

export interface PushSender {
  readonly name: 'sandbox' | 'fcm';
  send(message: PushMessage): Promise<PushOutcome>;
}
