/**
 * Picks and loads the backend the site was built for. Both backends are separate chunks, loaded on
 * the first search, so neither adds to the JavaScript of a page view.
 */
import type { SearchSettings } from './settings';
import type { SearchBackend } from './types';

let cached: { key: string; backend: Promise<SearchBackend> } | null = null;

export function loadBackend(settings: SearchSettings, isDev = false): Promise<SearchBackend> {
  const key = JSON.stringify(settings);
  if (cached?.key === key) return cached.backend;
  const backend =
    settings.backend === 'typesense'
      ? import('./typesense').then(({ createTypesenseBackend }) => createTypesenseBackend(settings.typesense))
      : import('./embedded').then(({ createEmbeddedBackend }) => createEmbeddedBackend({ basePath: settings.pagefindPath, isDev }));
  cached = { key, backend };
  backend.catch(() => {
    if (cached?.backend === backend) cached = null;
  });
  return backend;
}
