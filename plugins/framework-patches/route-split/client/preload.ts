/**
 * Replaces @docusaurus/core/lib/client/preload.js (same contract): loads the section of the path
 * first, then every route chunk the path renders, before the page is hydrated or navigated to.
 */
import { matchRoutes } from 'react-router-config';
import { ensureSections, routesFor } from './sections';

export default function preload(pathname: string): Promise<unknown[]> {
  const pathnames = [...new Set([pathname, decodeURI(pathname)])];
  return ensureSections(pathnames).then(() =>
    Promise.all(
      pathnames
        .flatMap((candidate) => matchRoutes(routesFor(candidate), candidate))
        .map((match) => (match.route.component as { preload?: () => Promise<unknown> } | undefined)?.preload?.()),
    ),
  );
}
