/** What the no-results state offers: queries that always find something, and a docs-issue link. */

/** Topics that exist on every build of the site; shown after "Try searching for". */
export const SEARCH_SUGGESTIONS: readonly string[] = ['webhooks', 'authentication', 'rate limits', 'paging'];

/** A pre-filled "new issue" link in the docs repository, for a query that found nothing. */
export function missingResultsIssueUrl(docsRepo: string, query: string, pageUrl: string): string {
  const title = `Search: no results for "${query.trim().slice(0, 80)}"`;
  const body = [
    `Searching the docs for \`${query.trim()}\` returned no results.`,
    '',
    `Page I searched from: ${pageUrl}`,
    '',
    'What I expected to find:',
    '',
  ].join('\n');
  const params = new URLSearchParams({ title, body, labels: 'docs' });
  return `${docsRepo.replace(/\/+$/, '')}/issues/new?${params.toString()}`;
}
