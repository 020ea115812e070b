/** Helpers for tests that go through SMS certification with the Solapi sandbox. */
import type { TestSubgraph } from '@shop/kit/testing.js';
import { messageSender } from '../adapters/sms/index.js';

export function randomPhone(): string {
  return `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * The code the sandbox "delivered" to a phone (its newest message, read from the Solapi sandbox's
 * message list). `_test` is kept for the callers: the sandbox runs in the test's own process.
 */
export async function lastCode(_test: TestSubgraph | null, phone: string): Promise<string> {
  const [message] = await messageSender().delivered!(phone);
  if (!message) throw new Error(`the SMS sandbox delivered nothing to ${phone}`);
  return /\[(\d{6})\]/.exec(message.text)![1];
}
