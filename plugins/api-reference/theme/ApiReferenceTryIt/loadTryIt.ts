/**
 * The "Try it" module of one API (lib/tryIt/files.ts), imported once per page: each API's module is
 * a chunk of its own, so a panel on the Accounting API never downloads another API's examples.
 */
import type { TryItModule } from '../../lib/tryIt/types';

const loaded = new Map<string, Promise<TryItModule>>();

export function loadTryIt(api: string): Promise<TryItModule> {
  let module = loaded.get(api);
  if (!module) {
    module = import(`@generated/api-reference/default/try-it/${api}/index.js`) as Promise<TryItModule>;
    // A failed download may be retried when the reader opens the panel again.
    module.catch(() => loaded.delete(api));
    loaded.set(api, module);
  }
  return module;
}
