import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RestRoute } from './types.js';

export interface DocumentedRow {
  method: string;
  path: string;
  subgraph: string;
  meaning: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * The documented REST paths: the product's API contract, kept in the repository
 * (docs/api/rest-endpoints.tsv, a copy of the workspace's shared/api/rest-endpoints.tsv) so a
 * clone anywhere can build and test the facade. rest.test.ts compares the two when ../shared is there.
 */
export const DOCUMENTED_ROWS_FILE = path.join(root, 'docs/api/rest-endpoints.tsv');
/** Where the workspace keeps the original, beside the repository (absent in a clone elsewhere). */
export const SHARED_ROWS_FILE = path.resolve(root, '../shared/api/rest-endpoints.tsv');

export function documentedRows(file = DOCUMENTED_ROWS_FILE): DocumentedRow[] {
  const [, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  return lines.map((line) => {
    const [method, rowPath, subgraph, meaning] = line.split('\t');
    return { method, path: rowPath, subgraph, meaning };
  });
}

export const rowKey = (row: { method: string; path: string }) => `${row.method} ${row.path}`;

export interface Coverage {
  total: number;
  routed: number;
  bySubgraph: Record<string, { total: number; routed: number }>;
  unrouted: DocumentedRow[];
  /** Routes in the table that the TSV does not document (must be empty). */
  undocumented: string[];
}

export function coverage(routes: RestRoute[], rows = documentedRows()): Coverage {
  const routed = new Set(routes.map(rowKey));
  const documented = new Set(rows.map(rowKey));
  const bySubgraph: Coverage['bySubgraph'] = {};
  for (const row of rows) {
    const entry = (bySubgraph[row.subgraph] ??= { total: 0, routed: 0 });
    entry.total += 1;
    if (routed.has(rowKey(row))) entry.routed += 1;
  }
  return {
    total: rows.length,
    routed: rows.filter((r) => routed.has(rowKey(r))).length,
    bySubgraph,
    unrouted: rows.filter((r) => !routed.has(rowKey(r))),
    undocumented: [...routed].filter((key) => !documented.has(key)),
  };
}
