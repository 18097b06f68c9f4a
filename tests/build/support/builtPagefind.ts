/**
 * The build's Pagefind, as a reader's browser loads it: the build served on loopback by the site's
 * own host (lib/host/local-host.mjs), and each `pagefind.js` a new instance, as on a new visit.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalHost, readVercelJson } from '../../../lib/host/local-host.mjs';
import type { PagefindModule } from '../../../src/search/pagefind';

/** The contextual tags the modal sends from the docs home. */
export const HOME_TAGS = ['default', 'docs-default-current'];

export interface ServedBuild {
  /** Where the served build's Pagefind index lives, as the site's search asks for it. */
  readonly basePath: string;
  /** A Pagefind that has loaded nothing yet. */
  freshPagefind(): Promise<PagefindModule>;
  close(): Promise<void>;
}

export async function serveBuild(build: string): Promise<ServedBuild> {
  const server = http.createServer(
    createLocalHost({ root: build, vercel: readVercelJson(new URL('../../../vercel.json', import.meta.url)) }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const basePath = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pagefind/`;
  let visits = 0;
  return {
    basePath,
    async freshPagefind() {
      const url = `${pathToFileURL(path.join(build, 'pagefind', 'pagefind.js')).href}?visit=${visits++}`;
      const pagefind = (await import(/* @vite-ignore */ url)) as PagefindModule;
      await pagefind.options({ basePath });
      return pagefind;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
