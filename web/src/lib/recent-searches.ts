/**
 * Recent search terms of a visitor without an account (issue 21 item 7): kept in this browser
 * only (a signed-in shopper's are the server's, mySearchHistory). Newest first, each term once,
 * at most RECENT_SEARCH_LIMIT.
 */
const KEY = 'shop.recentSearches';
export const RECENT_SEARCH_LIMIT = 10;

export function readRecentSearches(storage: Storage = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string' && t.trim() !== '').slice(0, RECENT_SEARCH_LIMIT) : [];
  } catch {
    return [];
  }
}

function write(terms: string[], storage: Storage): string[] {
  try {
    storage.setItem(KEY, JSON.stringify(terms));
  } catch {
    // Private mode or full storage: the list simply is not kept.
  }
  return terms;
}

/** Puts `term` first (moving it up when already there); returns the new list. */
export function addRecentSearch(term: string, storage: Storage = localStorage): string[] {
  const clean = term.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!clean) return readRecentSearches(storage);
  return write([clean, ...readRecentSearches(storage).filter((t) => t !== clean)].slice(0, RECENT_SEARCH_LIMIT), storage);
}

export function removeRecentSearch(term: string, storage: Storage = localStorage): string[] {
  return write(
    readRecentSearches(storage).filter((t) => t !== term),
    storage,
  );
}

// A store for useSyncExternalStore: the screens read the list without copying it into state, and
// the server renders none (it has no browser storage).
const listeners = new Set<() => void>();
let cached: { raw: string | null; terms: string[] } = { raw: null, terms: [] };
const EMPTY: string[] = [];

export function subscribeRecentSearches(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored list, the same array until it changes. */
export function recentSearchesSnapshot(): string[] {
  const raw = localStorage.getItem(KEY);
  if (raw !== cached.raw) cached = { raw, terms: readRecentSearches() };
  return cached.terms;
}

export const recentSearchesServerSnapshot = (): string[] => EMPTY;

/** addRecentSearch / removeRecentSearch, telling the screens that read the store. */
export function rememberSearch(term: string): void {
  addRecentSearch(term);
  listeners.forEach((listener) => listener());
}

export function forgetSearch(term: string): void {
  removeRecentSearch(term);
  listeners.forEach((listener) => listener());
}
