/**
 * Timing rules of the trackers, free of the DOM so that they run under fake timers: debounce,
 * scroll-depth thresholds, reading milestones and settled search queries.
 */
import { READING_MILESTONES, SCROLL_THRESHOLDS, TIMING, type ReadingMilestone, type ScrollThreshold } from './events';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
  /** Runs a pending call now, if there is one. */
  flush(): void;
}

/** Calls `fn` once `waitMs` have passed without a new call, with the latest arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    run();
  };
  return debounced;
}

/** Percentage of the page seen: the bottom of the viewport against the document height. */
export function scrollPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= 0) return 0;
  const seen = ((scrollTop + viewportHeight) / documentHeight) * 100;
  // Sub-pixel layouts leave the bottom a fraction short of the full height.
  const rounded = seen >= 99.5 ? 100 : Math.floor(seen);
  return Math.max(0, Math.min(100, rounded));
}

/** Remembers which scroll thresholds a page has passed; each one is reported once. */
export interface ScrollDepth {
  /** Records a new depth and returns the thresholds passed for the first time, smallest first. */
  update(percent: number): ScrollThreshold[];
  /** The deepest point seen, in percent. */
  readonly max: number;
}

export function createScrollDepth(): ScrollDepth {
  let max = 0;
  const reached = new Set<ScrollThreshold>();
  return {
    update(percent) {
      if (!Number.isFinite(percent)) return [];
      max = Math.max(max, Math.min(100, percent));
      const passed = SCROLL_THRESHOLDS.filter((threshold) => max >= threshold && !reached.has(threshold));
      passed.forEach((threshold) => reached.add(threshold));
      return passed;
    },
    get max() {
      return max;
    },
  };
}

/**
 * Counts visible reading time on one page and calls `onMilestone` at 30, 60, 120 and 300 s.
 * Time with the tab hidden does not count: call `pause()` and `resume()` on visibility changes.
 */
export interface ReadingClock {
  pause(): void;
  resume(): void;
  stop(): void;
  /** Visible seconds so far. */
  elapsedSeconds(): number;
}

export function createReadingClock(
  onMilestone: (seconds: ReadingMilestone) => void,
  now: () => number = Date.now,
  startVisible = true,
): ReadingClock {
  let elapsedMs = 0;
  let runningSince: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let next = 0;
  let stopped = false;

  const elapsed = () => elapsedMs + (runningSince === undefined ? 0 : now() - runningSince);
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (stopped || runningSince === undefined || next >= READING_MILESTONES.length) return;
    const dueInMs = Math.max(0, READING_MILESTONES[next] * 1000 - elapsed());
    timer = setTimeout(fire, dueInMs);
  };
  const fire = () => {
    timer = undefined;
    while (next < READING_MILESTONES.length && elapsed() >= READING_MILESTONES[next] * 1000) {
      onMilestone(READING_MILESTONES[next]);
      next += 1;
    }
    schedule();
  };
  const clock: ReadingClock = {
    pause() {
      if (runningSince === undefined) return;
      elapsedMs = elapsed();
      runningSince = undefined;
      schedule();
    },
    resume() {
      if (stopped || runningSince !== undefined) return;
      runningSince = now();
      schedule();
    },
    stop() {
      clock.pause();
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    elapsedSeconds: () => Math.round(elapsed() / 1000),
  };
  if (startVisible) clock.resume();
  return clock;
}

/** Normalised query text: trimmed, inner whitespace collapsed. */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

/**
 * Reports a search query once it has settled: no change for 1 s, and 3 or more characters.
 * The same settled query is not reported twice in a row (call `reset()` on navigation).
 */
export interface SettledQueries<D> {
  input(query: string, data: D): void;
  /** Reports a pending query now (before a result click reads `lastReported`). */
  flush(): void;
  reset(): void;
  /** The last query reported, for result clicks. */
  readonly lastReported: string;
}

export function createSettledQueries<D>(
  report: (query: string, data: D) => void,
  debounceMs: number = TIMING.searchDebounceMs,
  minChars: number = TIMING.searchMinChars,
): SettledQueries<D> {
  let lastReported = '';
  const settle = debounce((query: string, data: D) => {
    if (query.length < minChars || query.toLowerCase() === lastReported.toLowerCase()) return;
    lastReported = query;
    report(query, data);
  }, debounceMs);
  return {
    input(query, data) {
      settle(normaliseQuery(query), data);
    },
    flush() {
      settle.flush();
    },
    reset() {
      settle.cancel();
      lastReported = '';
    },
    get lastReported() {
      return lastReported;
    },
  };
}
