import React, { useCallback, useId, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  categoryLabels,
  dataTypeLabel,
  dataTypesByCategory,
  integrationCategories,
  integrationPath,
  integrations,
  regionLabels,
  regions,
  type Integration,
} from '@site/src/data/integrations';
import { hasActiveFilters, matches, noFilters, parseFilters, serializeFilters, type CatalogueFilters } from './filter';
import styles from './styles.module.css';

const sorted: readonly Integration[] = [...(integrations as readonly Integration[])].sort(
  (a, b) => a.name.localeCompare(b.name) || a.category.localeCompare(b.category),
);

function Card({ integration }: { readonly integration: Integration }): ReactNode {
  const regionText = integration.regions.map((r) => regionLabels[r]).join(', ');
  return (
    <li className={styles.card}>
      <Link to={integrationPath(integration)} className={styles.cardLink}>
        <span className={styles.cardName}>{integration.name}</span>
        <span className={styles.badges}>
          <span className={styles.badge}>{categoryLabels[integration.category]}</span>
          {integration.status === 'Beta' && <span className={styles.beta}>Beta</span>}
        </span>
      </Link>
      <p className={styles.summary}>{integration.summary}</p>
      <p className={styles.meta}>
        <span>{integration.auth}</span>
        <span aria-hidden="true"> · </span>
        <span>{regionText}</span>
      </p>
    </li>
  );
}

/**
 * Every integration as a card, with filters kept in the URL query string. The server renders all
 * cards; filters from the URL apply once the page runs in the browser.
 */
export default function IntegrationCatalogue(): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const id = useId();

  const filters: CatalogueFilters = isBrowser ? parseFilters(location.search) : noFilters;
  const results = sorted.filter((i) => matches(i, filters));

  const update = useCallback(
    (change: Partial<CatalogueFilters>) => {
      const next = { ...parseFilters(location.search), ...change };
      history.replace({ ...location, search: serializeFilters(next, location.search) });
    },
    [history, location],
  );

  const active = hasActiveFilters(filters);

  return (
    <div className={styles.catalogue}>
      <form className={styles.filters} role="search" aria-label="Filter integrations" onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>Search by name</label>
          <input
            id={`${id}-q`}
            type="search"
            value={filters.q}
            placeholder="Xero, Shopify, Plaid…"
            autoComplete="off"
            onChange={(e) => update({ q: e.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>Category</label>
          <select
            id={`${id}-category`}
            value={filters.category ?? ''}
            onChange={(e) => update({ category: parseFilters(`category=${e.target.value}`).category })}
          >
            <option value="">All categories</option>
            {integrationCategories.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-dataType`}>Data type</label>
          <select
            id={`${id}-dataType`}
            value={filters.dataType ?? ''}
            onChange={(e) => update({ dataType: parseFilters(`dataType=${e.target.value}`).dataType })}
          >
            <option value="">All data types</option>
            {integrationCategories.map((c) => (
              <optgroup key={c} label={categoryLabels[c]}>
                {dataTypesByCategory[c].map((t) => (
                  <option key={t} value={t}>
                    {dataTypeLabel(t)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-region`}>Region</label>
          <select
            id={`${id}-region`}
            value={filters.region ?? ''}
            onChange={(e) => update({ region: parseFilters(`region=${e.target.value}`).region })}
          >
            <option value="">All regions</option>
            {regions
              .filter((r) => r !== 'Global')
              .map((r) => (
                <option key={r} value={r}>
                  {regionLabels[r]}
                </option>
              ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={filters.status ?? ''}
            onChange={(e) => update({ status: parseFilters(`status=${e.target.value}`).status })}
          >
            <option value="">Any status</option>
            <option value="GA">Generally available</option>
            <option value="Beta">Beta</option>
          </select>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={!active}
            onClick={() => update({ q: '', category: undefined, dataType: undefined, region: undefined, status: undefined })}
          >
            Clear filters
          </button>
        </div>
      </form>

      <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
        {active ? `Showing ${results.length} of ${sorted.length} integrations` : `${sorted.length} integrations`}
      </p>

      {results.length > 0 ? (
        <ul className={styles.grid}>
          {results.map((i) => (
            <Card key={`${i.category}/${i.slug}`} integration={i} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No integration matches these filters. Clear a filter, or search for part of the platform’s name.</p>
      )}
    </div>
  );
}
