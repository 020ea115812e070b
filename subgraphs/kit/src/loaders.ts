import DataLoader from 'dataloader';

/**
 * Per-request DataLoader registry. Every relation a list resolves goes through one of these, so
 * the SQL a request runs is bounded by the query's depth, not by the number of rows. Loaders are
 * created lazily per request and die with it (a module-level loader would leak one user's rows
 * into another's request).
 */
export class Loaders {
  // Loaders of every key and value type, each name always with the same types (the caller's).
  private readonly loaders = new Map<string, DataLoader<unknown, unknown>>();

  get<K, V>(name: string, batch: (keys: readonly K[]) => Promise<ArrayLike<V | Error>>): DataLoader<K, V> {
    let loader = this.loaders.get(name) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V>(batch, { cache: true });
      this.loaders.set(name, loader as unknown as DataLoader<unknown, unknown>);
    }
    return loader;
  }
}

/** Orders rows by the keys DataLoader asked for; a missing key resolves to `fallback`. */
export function byKeys<K, V, F = undefined>(keys: readonly K[], rows: V[], keyOf: (row: V) => K, fallback?: F): (V | F)[] {
  const map = new Map<string, V>();
  for (const row of rows) map.set(String(keyOf(row)), row);
  return keys.map((key) => map.get(String(key)) ?? (fallback as F));
}

/** Groups rows by key for one-to-many relations; a key with no rows gets an empty list. */
export function groupByKeys<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): V[][] {
  const map = new Map<string, V[]>();
  for (const row of rows) {
    const k = String(keyOf(row));
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return keys.map((key) => map.get(String(key)) ?? []);
}
