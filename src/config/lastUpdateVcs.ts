/**
 * Where doc pages get their "Last updated" date: Docusaurus' own Git reading (the `default-v2` preset,
 * which Docusaurus Faster's `gitEagerVcs` selects: the whole history read once, at the start of a
 * production build), made safe for a source without Git. Read from a source archive or any folder
 * outside a Git worktree, that reading throws for every doc and the build fails; here it logs one
 * warning and the pages go without a date.
 *
 * CI checks out the whole history (`fetch-depth: 0` in .github/workflows/ci.yml): a shallow clone
 * would date every page to the one commit it has.
 */
import logger from '@docusaurus/logger';
import { getVcsPreset } from '@docusaurus/utils';
import type { VcsConfig } from '@docusaurus/types';

export const NO_GIT_WARNING = 'Pages show no "Last updated" date: the site has no Git history to read it from';

export function lastUpdateVcs(git: VcsConfig = getVcsPreset('default-v2'), warn: (message: string) => void = logger.warn): VcsConfig {
  let warned = false;
  const orNothing =
    (read: VcsConfig['getFileLastUpdateInfo']): VcsConfig['getFileLastUpdateInfo'] =>
    async (filePath) => {
      try {
        return await read(filePath);
      } catch (error) {
        if (!warned) {
          warned = true;
          warn(`${NO_GIT_WARNING} (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`);
        }
        return null;
      }
    };
  return {
    initialize: (params) => git.initialize(params),
    getFileCreationInfo: orNothing((filePath) => git.getFileCreationInfo(filePath)),
    getFileLastUpdateInfo: orNothing((filePath) => git.getFileLastUpdateInfo(filePath)),
  };
}
