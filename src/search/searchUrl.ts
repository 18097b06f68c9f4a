/** The state of the full results page in its URL: `/search?q=webhooks&section=Updates&page=2`. */

export const SEARCH_PAGE_PATH = '/search';

export interface SearchPageState {
  readonly query: string;
  readonly section: string;
  readonly page: number;
}

export function parseSearchParams(search: string): SearchPageState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    query: params.get('q') ?? '',
    section: params.get('section') ?? '',
    page: Number.isInteger(page) && page > 1 && page < 10_000 ? page : 1,
  };
}

/** The query string for a state, leaving out defaults: `?q=webhooks`, `?q=x&page=2`, or `` when empty. */
export function searchParamsFor(state: Partial<SearchPageState>): string {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  if (state.section) params.set('section', state.section);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function searchPageUrl(query: string): string {
  return `${SEARCH_PAGE_PATH}${searchParamsFor({ query: query.trim() })}`;
}
