/**
 * The search state machine shared by the modal and the full results page: debounces the query,
 * runs it on the configured backend with the contextual filters (language and docs version tag),
 * ignores answers that arrive after a newer query, and reports how long each query took to show.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useContextualSearchFilters } from '@docusaurus/theme-common';
import { loadBackend } from './backend';
import { searchSettingsFromHost, searchSettingsFromSiteConfig, type SearchSettings } from './settings';
import { SearchIndexMissingError, type SearchResults } from './types';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error' | 'dev';

export interface SearchState {
  readonly status: SearchStatus;
  /** The latest results; kept while a newer query loads, so the list does not flicker. */
  readonly results: SearchResults | null;
  /** Milliseconds from sending the latest query to having its results. */
  readonly elapsedMs: number | null;
}

export interface SearchOptions {
  readonly query: string;
  readonly section?: string;
  readonly page?: number;
  readonly perPage?: number;
  readonly facets?: boolean;
  readonly hitsPerGroup?: number;
  readonly debounceMs?: number;
}

/**
 * The host's settings when it sent any, else the build's. Only effects and handlers use them, so the
 * server render (no document) and the browser's first render show the same.
 */
export function useSearchSettings(): SearchSettings {
  const { siteConfig } = useDocusaurusContext();
  return useMemo(
    () =>
      searchSettingsFromHost(typeof document === 'undefined' ? undefined : document) ??
      searchSettingsFromSiteConfig(siteConfig.customFields),
    [siteConfig.customFields],
  );
}

const isDev = process.env.NODE_ENV === 'development';

/** Starts loading the backend and its index before the first query (on hover, focus or open). */
export function usePreloadSearch(): () => void {
  const settings = useSearchSettings();
  return useCallback(() => {
    loadBackend(settings, isDev)
      .then((backend) => backend.preload?.())
      .catch(() => {
        // The failure shows up on the first query, where the reader can see it.
      });
  }, [settings]);
}

/**
 * The pause after a keystroke before the modal searches. It counts in what a reader waits after the last key
 * (issue 27: query to render at most 150 ms at p95; with 80 ms it was 158 ms, search alone 48 ms). Most
 * people type a key every 120 ms or more, so a shorter pause runs hardly more searches, and an answer that
 * arrives after a newer query is dropped.
 */
const MODAL_DEBOUNCE_MS = 40;

export function useSearch({ query, section, page, perPage, facets, debounceMs = MODAL_DEBOUNCE_MS }: SearchOptions): SearchState {
  const settings = useSearchSettings();
  const { locale, tags } = useContextualSearchFilters();
  const tagKey = tags.join('\u0000');
  const [state, setState] = useState<SearchState>({ status: 'idle', results: null, elapsedMs: null });
  const latest = useRef(0);
  const trimmed = query.trim();

  useEffect(() => {
    const id = ++latest.current;
    if (!trimmed) {
      setState({ status: 'idle', results: null, elapsedMs: null });
      return undefined;
    }
    setState((previous) => ({ ...previous, status: 'loading' }));
    const timer = window.setTimeout(async () => {
      const started = performance.now();
      try {
        const backend = await loadBackend(settings, isDev);
        const results = await backend.search({
          query: trimmed,
          language: locale,
          tags: tagKey.split('\u0000').filter(Boolean),
          section: section || undefined,
          page,
          perPage,
          facets,
        });
        if (latest.current === id) setState({ status: 'done', results, elapsedMs: performance.now() - started });
      } catch (error) {
        if (latest.current !== id) return;
        const status = error instanceof SearchIndexMissingError ? 'dev' : 'error';
        if (status === 'error') console.warn('[search]', error);
        setState({ status, results: null, elapsedMs: null });
      }
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [trimmed, section, page, perPage, facets, debounceMs, settings, locale, tagKey]);

  return state;
}
