import {
  dataTypesByCategory,
  integrationCategories,
  regions,
  type DataTypeName,
  type Integration,
  type IntegrationCategory,
  type IntegrationStatus,
  type Region,
} from '../../data/integrations';

/** The catalogue's filter state; every field is optional and empty means "any". */
export interface CatalogueFilters {
  readonly q: string;
  readonly category?: IntegrationCategory;
  readonly dataType?: DataTypeName;
  readonly region?: Region;
  readonly status?: IntegrationStatus;
}

export const noFilters: CatalogueFilters = { q: '' };

const allDataTypes: readonly string[] = integrationCategories.flatMap((c) => dataTypesByCategory[c]);

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Reads filters from a query string such as `?category=commerce&region=UK&q=shop`; unknown values are ignored. */
export function parseFilters(search: string): CatalogueFilters {
  const params = new URLSearchParams(search);
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    category: oneOf(params.get('category'), integrationCategories),
    dataType: oneOf(params.get('dataType'), allDataTypes) as DataTypeName | undefined,
    region: oneOf(params.get('region'), regions),
    status: oneOf(params.get('status'), ['GA', 'Beta'] as const),
  };
}

/** Writes filters back to a query string, keeping any unrelated parameters. */
export function serializeFilters(filters: CatalogueFilters, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  const entries: [string, string | undefined][] = [
    ['q', filters.q.trim() === '' ? undefined : filters.q],
    ['category', filters.category],
    ['dataType', filters.dataType],
    ['region', filters.region],
    ['status', filters.status],
  ];
  for (const [name, value] of entries) {
    if (value === undefined) params.delete(name);
    else params.set(name, value);
  }
  const out = params.toString();
  return out === '' ? '' : `?${out}`;
}

/** Whether an integration passes every active filter. A `Global` platform matches any region. */
export function matches(i: Integration, f: CatalogueFilters): boolean {
  const q = f.q.trim().toLowerCase();
  if (q !== '' && !`${i.name} ${i.key} ${i.slug}`.toLowerCase().includes(q)) return false;
  if (f.category && i.category !== f.category) return false;
  if (f.dataType && !i.read.includes(f.dataType) && !i.write.includes(f.dataType)) return false;
  if (f.region && !i.regions.includes(f.region) && !i.regions.includes('Global')) return false;
  if (f.status && i.status !== f.status) return false;
  return true;
}

export function hasActiveFilters(f: CatalogueFilters): boolean {
  return f.q.trim() !== '' || Boolean(f.category || f.dataType || f.region || f.status);
}
