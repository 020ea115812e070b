import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

/**
 * The reference tables shipped in subgraphs/nutrition/data/ (copied from shared/data/nutrition
 * with their sources): KDRIs 2020, MFDS caffeine limits, the Korean food composition sample, the MFDS dish database.
 */
export function readReferenceCsv(file: 'kdri_2020.csv' | 'caffeine.csv' | 'foods_kr_sample.csv' | 'mfds_dishes_2023.csv'): Record<string, string>[] {
  const path = fileURLToPath(new URL(`../data/${file}`, import.meta.url));
  return parse(readFileSync(path, 'utf8'), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
}

/** An SQL literal for reference-data migrations (text quoted, empty cells null). */
export function sqlLiteral(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  return `'${value.replace(/'/g, "''")}'`;
}

/** A number cell, or null when the source gave no value. */
export const numberCell = (value: string | undefined): number | null => (value === undefined || value.trim() === '' ? null : Number(value));
