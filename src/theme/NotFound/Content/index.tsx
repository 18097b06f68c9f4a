import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import routes from '@generated/routes';
import type { RouteConfig } from 'react-router-config';
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

function flatten(list: readonly RouteConfig[]): string[] {
  return list.flatMap((route) => [...(typeof route.path === 'string' ? [route.path] : []), ...flatten(route.routes ?? [])]);
}

/** Our not-found content: what went wrong, pages whose path is close, a search box and popular pages. */
export default function NotFoundContent({ className }: { readonly className?: string }): ReactNode {
  const location = useLocation();
  // The page is pre-rendered once as /404.html: what depends on the address renders after hydration.
  const isBrowser = useIsBrowser();
  const pathname = isBrowser ? location.pathname : null;
  const suggestions = pathname ? suggestPaths(pathname, flatten(routes)) : [];
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
