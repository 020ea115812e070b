import { startFcmSandbox, type RunningFcmSandbox } from '@shop/sandboxes/fcm-sandbox.js';
import { fcmSender } from './http.js';
import type { PushSender } from './types.js';

/**
 * Development and tests: the FCM client talks to the FCM sandbox (sandboxes/src/fcm-sandbox.ts),
 * which commerce starts in its own process on a free loopback port the first time a push is sent,
 * with a service account made for it (a fresh RSA key pair: nothing secret in the repository). The
 * client signs its token request with that account exactly as with Firebase's.
 */
let running: Promise<RunningFcmSandbox> | undefined;

export function inProcessFcmSandbox(): Promise<RunningFcmSandbox> {
  running ??= startFcmSandbox();
  return running;
}

export function sandboxPushSender(): PushSender {
  let inner: Promise<PushSender> | undefined;
  const ready = () => (inner ??= inProcessFcmSandbox().then((sandbox) => fcmSender(sandbox.serviceAccount, { apiUrl: sandbox.url, tokenUrl: sandbox.serviceAccount.token_uri, name: 'sandbox' })));
  return { name: 'sandbox', send: async (message) => (await ready()).send(message) };
}
