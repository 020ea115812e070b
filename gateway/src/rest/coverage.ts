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

/** shared/api/rest-endpoints.tsv sits beside the repository (../shared from its root). */
export function documentedRows(file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/api/rest-endpoints.tsv')): DocumentedRow[] {
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
