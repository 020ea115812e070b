import { FINAL_STATUSES } from './order-statuses.js';
import { TRANSITIONS } from './order-transitions.js';

/**
 * The transitions table as a mermaid state diagram: what docs/decisions/selling.md shows under
 * "## Orders" (orders.docs.test.ts fails when the two differ; paste this output to update).
 */
export function ordersMermaid(): string {
  const lines = ['stateDiagram-v2', '  [*] --> order_request: create (buyer)'];
  for (const t of TRANSITIONS) lines.push(`  ${t.from} --> ${t.to}: ${t.event} (${t.who.join(', ')})`);
  for (const status of FINAL_STATUSES) lines.push(`  ${status} --> [*]`);
  return lines.join('\n');
}
