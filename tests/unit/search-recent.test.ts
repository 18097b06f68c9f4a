import { describe, expect, it } from 'vitest';
import { forgetRecent, MAX_RECENT, readRecent, RECENT_KEY, rememberRecent, sanitizeRecent } from '../../src/search/recent';

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[RECENT_KEY, initial]]);
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('recent searches', () => {
  it('remembers queries newest first, without repeats, up to the limit', () => {
    const store = memoryStorage();
    for (const q of ['paging', 'webhooks', 'Paging', 'rate limits']) rememberRecent(q, store);
    expect(readRecent(store)).toEqual(['rate limits', 'Paging', 'webhooks']);
    for (let i = 0; i < 10; i++) rememberRecent(`query ${i}`, store);
    expect(readRecent(store)).toHaveLength(MAX_RECENT);
    expect(readRecent(store)[0]).toBe('query 9');
  });

  it('tolerates garbage in storage', () => {
    for (const garbage of ['not json', '{"a":1}', '42', 'null', '[1, null, {}, {"query": 7}]', '"text"']) {
      expect(readRecent(memoryStorage(garbage))).toEqual([]);
    }
    expect(readRecent(memoryStorage('["  webhooks  ", 3, {"query": "paging"}, "", "x"]'))).toEqual(['webhooks', 'paging', 'x']);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readRecent(broken)).toEqual([]);
    expect(rememberRecent('webhooks', broken)).toEqual(['webhooks']);
    expect(forgetRecent('webhooks', broken)).toEqual([]);
    expect(readRecent(null)).toEqual([]);
  });

  it('forgets one query and removes the key when the list is empty', () => {
    const store = memoryStorage('["a","b"]');
    expect(forgetRecent('a', store)).toEqual(['b']);
    forgetRecent('b', store);
    expect(store.data.has(RECENT_KEY)).toBe(false);
  });

  it('cleans whitespace and caps the length', () => {
    expect(sanitizeRecent(['a\n\t b', 'x'.repeat(500)])).toEqual(['a b', 'x'.repeat(200)]);
  });
});
