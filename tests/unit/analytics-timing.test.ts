import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READING_MILESTONES, SCROLL_THRESHOLDS, TIMING } from '../../src/analytics/events';
import {
  createReadingClock,
  createScrollDepth,
  createSettledQueries,
  debounce,
  normaliseQuery,
  scrollPercent,
} from '../../src/analytics/timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the constants of spec §9', () => {
  it('are the documented values', () => {
    expect(SCROLL_THRESHOLDS).toEqual([25, 50, 75, 90, 100]);
    expect(READING_MILESTONES).toEqual([30, 60, 120, 300]);
    expect(TIMING).toMatchObject({
      routeEventDelayMs: 100,
      scrollDebounceMs: 250,
      searchDebounceMs: 1000,
      searchMinChars: 3,
      searchObserverTimeoutMs: 10_000,
    });
  });
});

describe('debounce', () => {
  it('calls once, with the latest arguments, after the wait without calls', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 250);
    debounced(1);
    vi.advanceTimersByTime(200);
    debounced(2);
    vi.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('can be cancelled or run now', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 250);
    debounced('a');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    debounced('b');
    debounced.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
    debounced.flush();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('scroll depth', () => {
  it('measures the bottom of the viewport against the page height', () => {
    expect(scrollPercent(0, 800, 3200)).toBe(25);
    expect(scrollPercent(1200, 800, 3200)).toBe(62);
    expect(scrollPercent(2399, 800, 3200)).toBe(100);
    expect(scrollPercent(0, 800, 0)).toBe(0);
    expect(scrollPercent(5000, 800, 3200)).toBe(100);
  });

  it('reports each threshold once, smallest first, even when a jump passes several', () => {
    const depth = createScrollDepth();
    expect(depth.update(10)).toEqual([]);
    expect(depth.update(26)).toEqual([25]);
    expect(depth.update(80)).toEqual([50, 75]);
    expect(depth.update(40)).toEqual([]);
    expect(depth.update(89)).toEqual([]);
    expect(depth.update(100)).toEqual([90, 100]);
    expect(depth.update(100)).toEqual([]);
    expect(depth.max).toBe(100);
  });

  it('ignores values that are not numbers', () => {
    const depth = createScrollDepth();
    expect(depth.update(Number.NaN)).toEqual([]);
    expect(depth.max).toBe(0);
  });
});

describe('reading milestones', () => {
  it('fires at 30, 60, 120 and 300 seconds of reading, once each', () => {
    const seen: number[] = [];
    const clock = createReadingClock((seconds) => seen.push(seconds));
    vi.advanceTimersByTime(29_999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([30]);
    vi.advanceTimersByTime(30_000);
    expect(seen).toEqual([30, 60]);
    vi.advanceTimersByTime(240_000);
    expect(seen).toEqual([30, 60, 120, 300]);
    vi.advanceTimersByTime(3_600_000);
    expect(seen).toEqual([30, 60, 120, 300]);
    expect(clock.elapsedSeconds()).toBe(3900);
  });

  it('does not count time while the page is hidden', () => {
    const seen: number[] = [];
    const clock = createReadingClock((seconds) => seen.push(seconds));
    vi.advanceTimersByTime(20_000);
    clock.pause();
    vi.advanceTimersByTime(600_000);
    expect(seen).toEqual([]);
    clock.resume();
    vi.advanceTimersByTime(9_999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([30]);
    expect(clock.elapsedSeconds()).toBe(30);
  });

  it('starts paused for a page opened in the background, and stops for good', () => {
    const seen: number[] = [];
    const clock = createReadingClock((seconds) => seen.push(seconds), Date.now, false);
    vi.advanceTimersByTime(100_000);
    expect(seen).toEqual([]);
    clock.resume();
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([30, 60]);
    clock.stop();
    clock.resume();
    vi.advanceTimersByTime(600_000);
    expect(seen).toEqual([30, 60]);
  });
});

describe('settled search queries', () => {
  it('reports a query after 1 s without change', () => {
    const report = vi.fn();
    const queries = createSettledQueries<number>(report);
    queries.input('w', 40);
    queries.input('web', 12);
    queries.input('webho', 5);
    vi.advanceTimersByTime(999);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledExactlyOnceWith('webho', 5);
    expect(queries.lastReported).toBe('webho');
  });

  it('ignores queries shorter than 3 characters, counting trimmed text', () => {
    const report = vi.fn();
    const queries = createSettledQueries<undefined>(report);
    queries.input('ab', undefined);
    vi.advanceTimersByTime(2000);
    queries.input('  a  ', undefined);
    vi.advanceTimersByTime(2000);
    expect(report).not.toHaveBeenCalled();
    queries.input('  abc ', undefined);
    vi.advanceTimersByTime(1000);
    expect(report).toHaveBeenCalledExactlyOnceWith('abc', undefined);
  });

  it('does not report the same query twice in a row until reset', () => {
    const report = vi.fn();
    const queries = createSettledQueries<number>(report);
    queries.input('paging', 3);
    vi.advanceTimersByTime(1000);
    queries.input('Paging ', 3);
    vi.advanceTimersByTime(1000);
    expect(report).toHaveBeenCalledTimes(1);
    queries.reset();
    queries.input('paging', 3);
    vi.advanceTimersByTime(1000);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('reports a pending query at once when flushed, and drops it when reset', () => {
    const report = vi.fn();
    const queries = createSettledQueries<number>(report);
    queries.input('webhooks', 9);
    queries.flush();
    expect(report).toHaveBeenCalledExactlyOnceWith('webhooks', 9);
    queries.input('rate limits', 2);
    queries.reset();
    vi.advanceTimersByTime(5000);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('normalises whitespace', () => {
    expect(normaliseQuery('  rate \n limits ')).toBe('rate limits');
  });
});
