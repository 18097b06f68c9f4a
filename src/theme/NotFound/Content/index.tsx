import { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import Heading from '@theme/Heading';
import { loadRoutePaths } from '../../../../plugins/framework-patches/theme-internals/routePaths';
import { suggestPaths } from './suggest';
import styles from './styles.module.css';

const popular = [
  { to: '/get-started/first-ten-minutes', label: 'Make your first API call' },
  { to: '/core-concepts/overview', label: 'Core concepts' },
  { to: '/using-the-api/webhooks/overview', label: 'Webhooks' },
  { to: '/platform-api/', label: 'Platform API reference' },
  { to: '/integrations/all-integrations', label: 'All integrations' },
  { to: '/updates', label: 'Latest updates' },
];

/** Paths close to the address, once the list of paths has loaded; none while pre-rendering. */
function useSuggestions(pathname: string | null): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    if (!pathname) return undefined;
    let current = true;
    loadRoutePaths().then(
      (paths) => current && setSuggestions(suggestPaths(pathname, paths)),
      // Without the list the page still offers search and popular pages.
      (error: unknown) => console.warn('[not-found] The list of pages could not be loaded.', error),
    );
    return () => {
      current = false;
    };
  }, [pathname]);
  return suggestions;
}

/** Our not-found content: what went wrong, pages whose path is close, a search box and popular pages. */
export default function NotFoundContent({ className }: { readonly className?: string }): ReactNode {
  const location = useLocation();
  // The page is pre-rendered once as /404.html: what depends on the address renders after hydration.
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => setPathname(location.pathname), [location.pathname]);
  const suggestions = useSuggestions(pathname);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className={styles.wrapper}>
        <Heading as="h1">Page not found</Heading>
        <p>
          There is no page at {pathname ? <code>{pathname}</code> : 'this address'}. It may have moved, or the link that brought you here
          has a typo.
        </p>
        {suggestions.length > 0 && (
          <section aria-labelledby="not-found-suggestions">
            <Heading as="h2" id="not-found-suggestions" className={styles.subheading}>
              Did you mean
            </Heading>
            <ul>
              {suggestions.map((path) => (
                <li key={path}>
                  <Link to={path}>{path}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <form className={styles.search} action="/search" method="get" role="search">
          <label htmlFor="not-found-search">Search the docs</label>
          <div className={styles.searchRow}>
            <input
              id="not-found-search"
              name="q"
              type="search"
              className={styles.input}
              placeholder="For example: webhooks, paging, Xero"
            />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>
        <section aria-labelledby="not-found-popular">
          <Heading as="h2" id="not-found-popular" className={styles.subheading}>
            Popular pages
          </Heading>
          <ul className={styles.popular}>
            {popular.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
