/**
 * `/search?q=…`: the full results page. It reads `q` (and `section`, `page`) from the URL, keeps
 * the URL in sync while the reader types, pages through every result and filters by section.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import { useHistory, useLocation } from '@docusaurus/router';
import { useSearchPerformed } from '@site/src/search/analytics';
import { DevIndexMessage, DidYouMean, NoResults, SearchFailure, Searching } from '@site/src/search/components/Messages';
import Results from '@site/src/search/components/Results';
import { parseSearchParams, SEARCH_PAGE_PATH, searchParamsFor, type SearchPageState } from '@site/src/search/searchUrl';
import { useSearch } from '@site/src/search/useSearch';
import styles from './search.module.css';

const PER_PAGE = 10;

function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }): ReactNode {
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  return (
    <nav className={styles.pagination} aria-label="Search results pages">
      <button type="button" className="button button--secondary button--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <ul className={styles.pageList}>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={clsx('button button--sm', n === page ? 'button--primary' : 'button--secondary')}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary button--sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

function SearchPageContent(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query; the URL is read after hydration so both renders match.
  const [state, setState] = useState<SearchPageState>({ query: '', section: '', page: 1 });
  const input = useRef<HTMLInputElement>(null);
  const arrived = useRef(false);
  const { status, results } = useSearch({
    query: state.query,
    section: state.section,
    page: state.page,
    perPage: PER_PAGE,
    facets: true,
    debounceMs: 150,
  });
  useSearchPerformed(state.query, status === 'done' && results ? results.total : null);

  // On arrival, on back/forward, and on links to /search?q=… while the page is open.
  useEffect(() => {
    const next = parseSearchParams(location.search);
    setState((current) =>
      current.query === next.query && current.section === next.section && current.page === next.page ? current : next,
    );
    if (!arrived.current) {
      arrived.current = true;
      if (!next.query) input.current?.focus();
    }
  }, [location.search]);

  const update = (patch: Partial<SearchPageState>, push = false) => {
    const next = { ...state, ...patch };
    setState(next);
    const target = `${SEARCH_PAGE_PATH}${searchParamsFor(next)}`;
    if (target !== `${location.pathname}${location.search}`) {
      if (push) history.push(target);
      else history.replace(target);
    }
  };

  const query = state.query.trim();
  const current = results && results.query === query ? results : null;
  const total = current?.total ?? 0;
  const sectionTotal = current?.sections.reduce((sum, s) => sum + s.count, 0) ?? 0;

  let body: ReactNode;
  if (!query) body = <p className={styles.hint}>Type a word or an API operation, such as “webhooks” or “list invoices”.</p>;
  else if (status === 'dev') body = <DevIndexMessage />;
  else if (status === 'error') body = <SearchFailure />;
  else if (!current) body = <Searching />;
  else if (!current.groups.length)
    body = <NoResults query={query} onSuggestion={(q) => update({ query: q, section: '', page: 1 }, true)} />;
  else
    body = (
      <>
        {current.correction && (
          <DidYouMean correction={current.correction} onChoose={(q) => update({ query: q, section: '', page: 1 }, true)} />
        )}
        <p className={styles.count} role="status">
          {total} {total === 1 ? 'page matches' : 'pages match'} <q>{query}</q>
          {state.section ? ` in ${state.section}` : ''}. Page {current.page} of {current.pageCount}.
        </p>
        <Results groups={current.groups} idPrefix="search-page" />
        <Pagination
          page={current.page}
          pageCount={current.pageCount}
          onPage={(page) => {
            update({ page }, true);
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );

  return (
    <main className={clsx('container margin-vert--lg', styles.page)}>
      {query && (
        // Result pages stay out of search engines; the bare page (the static HTML) may be indexed,
        // under its canonical URL /search.
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
      )}
      <h1>{query ? `Search results for “${query}”` : 'Search the documentation'}</h1>
      <form
        className={styles.form}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          update({ page: 1 }, true);
        }}
      >
        <input
          ref={input}
          className={styles.input}
          type="search"
          name="q"
          aria-label="Search the documentation"
          placeholder="Search docs and API reference"
          autoComplete="off"
          maxLength={200}
          value={state.query}
          onChange={(event) => update({ query: event.target.value, page: 1 })}
        />
      </form>
      <div className={styles.layout}>
        {query && current && current.sections.length > 0 && (
          <aside className={styles.filters}>
            <h2 className={styles.filtersTitle} id="search-section-filter">
              Section
            </h2>
            <ul className={styles.filterList} aria-labelledby="search-section-filter">
              <li>
                <button
                  type="button"
                  className={clsx(styles.filter, !state.section && styles.filterActive)}
                  aria-pressed={!state.section}
                  onClick={() => update({ section: '', page: 1 }, true)}
                >
                  <span>All sections</span>
                  <span className={styles.filterCount}>{state.section ? sectionTotal : total}</span>
                </button>
              </li>
              {current.sections.map((section) => (
                <li key={section.value}>
                  <button
                    type="button"
                    className={clsx(styles.filter, state.section === section.value && styles.filterActive)}
                    aria-pressed={state.section === section.value}
                    onClick={() => update({ section: section.value, page: 1 }, true)}
                  >
                    <span>{section.value}</span>
                    <span className={styles.filterCount}>{section.count}</span>
                  </button>
                </li>
              ))}
            </ul>
          </aside>
        )}
        <div className={styles.results} data-search-status={status} data-search-query={current?.query ?? ''}>
          {body}
        </div>
      </div>
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search" description="Search the Ledgerlink documentation, API reference and updates.">
      <SearchPageContent />
    </Layout>
  );
}
