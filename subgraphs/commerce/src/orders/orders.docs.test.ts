import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ordersMermaid } from './order-diagram.js';

/** The state diagram in docs/decisions/selling.md (## Orders) is the transitions table, as ordersMermaid() prints it. */
describe('docs/decisions/selling.md', () => {
  it('shows the transitions table as it is', () => {
    const doc = readFileSync(new URL('../../../../docs/decisions/selling.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Orders'));
    expect(section.startsWith('## Orders')).toBe(true);
    const diagram = /```mermaid\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(diagram).toBe(ordersMermaid());
  });
});
