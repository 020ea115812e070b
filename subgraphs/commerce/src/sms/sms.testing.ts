/** Helpers for tests that go through SMS certification with the sandbox provider. */
import type { TestSubgraph } from '@shop/kit/testing.js';
import { SandboxMessageEntity } from '../adapters/sms/sandbox-message.entity.js';

export function randomPhone(): string {
  return `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The code the sandbox "delivered" to a phone (newest message). */
export async function lastCode(test: TestSubgraph, phone: string): Promise<string> {
  const message = await test.em().findOneOrFail(SandboxMessageEntity, { phone }, { orderBy: { id: 'desc' } });
  return /\[(\d{6})\]/.exec(message.text)![1];
}
