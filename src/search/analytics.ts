/**
 * The search side of analytics: once a query has settled, one DOM event on `window` that the
 * analytics module turns into "Search Performed". Search itself never talks to the provider.
 */
import { useEffect } from 'react';

export const SEARCH_PERFORMED_EVENT = 'ledgerlink:search-performed';
/** Spec §9: 3-character minimum, 1 s debounce. */
export const MIN_QUERY_LENGTH = 3;
export const SETTLE_MS = 1000;

export interface SearchPerformedDetail {
  readonly query: string;
  readonly resultsCount: number;
}

export function onSearchPerformed(detail: SearchPerformedDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<SearchPerformedDetail>(SEARCH_PERFORMED_EVENT, { detail }));
}

/**
 * Reports `query` once it has stayed the same for a second with its results shown. `resultsCount`
 * is null while results are loading or failed, and nothing is reported then.
 */
export function useSearchPerformed(query: string, resultsCount: number | null): void {
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed.length < MIN_QUERY_LENGTH || resultsCount === null) return undefined;
    const timer = window.setTimeout(() => onSearchPerformed({ query: trimmed, resultsCount }), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed, resultsCount]);
}
