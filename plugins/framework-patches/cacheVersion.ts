/**
 * Rspack's persistent cache is evicted when core's bundler files or the site config change, not
 * when this folder does: a patch that adds a loader would then not apply to modules the cache
 * already holds (core's client files among them). The cache version therefore also carries a hash
 * of every file here.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== '__tests__')
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

export function patchesHash(dir: string = __dirname): string {
  const hash = crypto.createHash('sha256');
  for (const file of filesUnder(dir)) hash.update(path.relative(dir, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

interface CacheExperiments {
  cache?: { version?: string } | boolean;
}

/** Adds the hash to the version of Rspack's persistent cache, when the build uses one. */
export function versionPersistentCache(config: { experiments?: unknown }): void {
  const cache = (config.experiments as CacheExperiments | undefined)?.cache;
  if (cache && typeof cache === 'object') cache.version = `${cache.version ?? ''}-patches-${patchesHash()}`;
}
