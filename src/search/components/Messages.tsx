/**
 * The texts of spec §8 for search, shared by the modal and the results page: failure, no results
 * (with suggestions and a pre-filled docs issue), and the dev-server explanation.
 */
import React, { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { missingResultsIssueUrl, SEARCH_SUGGESTIONS } from '../noResults';
import styles from './styles.module.css';

export function SearchFailure(): ReactNode {
  return (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>Unable to fetch results</p>
      <p className={styles.messageHelp}>You might want to check your network connection.</p>
    </div>
  );
}

const DEFAULT_DOCS_REPO = 'https://github.com/ledgerlink/docs';

function useDocsRepo(): string {
  const { siteConfig } = useDocusaurusContext();
  const links = siteConfig.customFields?.externalLinks as { docsRepo?: unknown } | undefined;
  return typeof links?.docsRepo === 'string' && links.docsRepo ? links.docsRepo : DEFAULT_DOCS_REPO;
}

interface NoResultsProps {
  readonly query: string;
  /** Runs a suggested query instead of following a link. */
  readonly onSuggestion: (query: string) => void;
}

export function NoResults({ query, onSuggestion }: NoResultsProps): ReactNode {
  const docsRepo = useDocsRepo();
  const pageUrl = typeof window === 'undefined' ? '' : window.location.href;
  const suggestions = SEARCH_SUGGESTIONS.filter((s) => s.toLowerCase() !== query.trim().toLowerCase());
  return (
    <div className={styles.message} role="status">
      <p className={styles.messageTitle}>
        No results for <q className={styles.query}>{query.trim()}</q>
      </p>
      <p className={styles.messageHelp}>Try searching for</p>
      <ul className={styles.suggestions}>
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className={styles.suggestion} onClick={() => onSuggestion(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.messageHelp}>
        Believe this query should return results?{' '}
        <a href={missingResultsIssueUrl(docsRepo, query, pageUrl)} target="_blank" rel="noopener noreferrer">
          Let us know.
        </a>
      </p>
    </div>
  );
}

interface DidYouMeanProps {
  readonly correction: string;
  /** Searches for the corrected spelling. */
  readonly onChoose: (query: string) => void;
}

/** Above results found for a corrected spelling of a query that matched nothing as typed. */
export function DidYouMean({ correction, onChoose }: DidYouMeanProps): ReactNode {
  return (
    <p className={styles.correction} role="status" data-search-correction={correction}>
      Did you mean{' '}
      <button type="button" className={styles.suggestion} onClick={() => onChoose(correction)}>
        {correction}
      </button>
      ? Showing results for it.
    </p>
  );
}

export function DevIndexMessage(): ReactNode {
  return (
    <div className={styles.message} role="status">
      <p className={styles.messageTitle}>Search needs a production build</p>
      <p className={styles.messageHelp}>
        The dev server does not serve the search index: it is built from the production HTML. To try search locally, run{' '}
        <code>npm run build</code> and then <code>npm run serve</code>.
      </p>
    </div>
  );
}

export function Searching(): ReactNode {
  return (
    <div className={styles.message} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.messageHelp}>Searching…</span>
    </div>
  );
}
