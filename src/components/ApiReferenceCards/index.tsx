import type { ReactNode } from 'react';
import CardGrid from '../CardGrid';
import { apiRoute, apis } from '../../data/apis';

/** One card per API reference page; legacy APIs are listed last and marked. */
export default function ApiReferenceCards({ includeLegacy = false }: { readonly includeLegacy?: boolean }): ReactNode {
  const shown = apis.filter((api) => includeLegacy || !api.legacy);
  const ordered = [...shown.filter((api) => !api.legacy), ...shown.filter((api) => api.legacy)];
  return (
    <CardGrid
      items={ordered.map((api) => ({
        title: api.title,
        description: api.summary,
        to: apiRoute(api.name),
        badge: api.legacy ? 'Legacy' : undefined,
      }))}
    />
  );
}
