import routes from '@generated/routes';
import type { RouteConfig } from 'react-router-config';
import type { ShellRoutes } from '../route-split/client/sections';

function flatten(list: readonly RouteConfig[]): string[] {
  return list.flatMap((route) => [...(typeof route.path === 'string' ? [route.path] : []), ...flatten(route.routes ?? [])]);
}

/**
 * Every route path of the site. The production client has the route table by section
 * (../route-split), so the list comes in a chunk of its own; `docusaurus start` has the whole table.
 */
export function loadRoutePaths(): Promise<string[]> {
  const shell = routes as unknown as Partial<ShellRoutes>;
  return shell.loadPaths ? shell.loadPaths() : Promise.resolve(flatten(routes));
}
