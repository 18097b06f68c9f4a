/**
 * Recent searches, kept in localStorage. Whatever is stored there may be garbage (another
 * version of the site, a browser extension, a full or blocked storage): reading never throws and
 * keeps only well-formed entries; writing failures are ignored.
 */

export const RECENT_KEY = 'ledgerlink-search-recent';
export const MAX_RECENT = 6;
const MAX_LENGTH = 200;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Cleans a parsed value into a list of distinct, trimmed queries, newest first. */
export function sanitizeRecent(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value) {
    const query = typeof item === 'string' ? item : item && typeof item === 'object' ? (item as { query?: unknown }).query : undefined;
    if (typeof query !== 'string') continue;
    const clean = query.replace(/\s+/g, ' ').trim().slice(0, MAX_LENGTH);
    if (clean && !out.some((q) => q.toLowerCase() === clean.toLowerCase())) out.push(clean);
    if (out.length === MAX_RECENT) break;
  }
  return out;
}

export function readRecent(store: StorageLike | null = storage()): string[] {
  try {
    const raw = store?.getItem(RECENT_KEY);
    return raw ? sanitizeRecent(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

/** Puts `query` first and returns the new list (also when it could not be stored). */
export function rememberRecent(query: string, store: StorageLike | null = storage()): string[] {
  const next = sanitizeRecent([query, ...readRecent(store)]);
  try {
    store?.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the list simply isn't kept.
  }
  return next;
}

export function forgetRecent(query: string, store: StorageLike | null = storage()): string[] {
  const next = readRecent(store).filter((q) => q !== query);
  try {
    if (next.length) store?.setItem(RECENT_KEY, JSON.stringify(next));
    else store?.removeItem(RECENT_KEY);
  } catch {
    // See rememberRecent.
  }
  return next;
}
