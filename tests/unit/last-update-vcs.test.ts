/**
 * "Last updated" from Git (src/config/lastUpdateVcs.ts): the dates of a checkout, and a build from a
 * source without Git (an archive) that goes on without them, with one warning.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getVcsPreset } from '@docusaurus/utils';
import { describe, expect, it, vi } from 'vitest';
import { lastUpdateVcs, NO_GIT_WARNING } from '../../src/config/lastUpdateVcs';

describe('the last update of a doc', () => {
  it('comes from Git in a checkout', async () => {
    const root = path.resolve(__dirname, '../..');
    const warn = vi.fn();
    // The ad hoc reader: the eager one (what builds use) reads one repository per process, and the test below gives it another.
    const vcs = lastUpdateVcs(getVcsPreset('git-ad-hoc'), warn);
    vcs.initialize({ siteDir: root });
    const update = await vcs.getFileLastUpdateInfo(path.join(root, 'docusaurus.config.ts'));
    expect(update?.timestamp).toBeGreaterThan(Date.parse('2024-01-01'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('is missing, with one warning, in a source without Git', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-site-'));
    const docs = ['paging.md', 'ordering.md'].map((name) => path.join(siteDir, name));
    docs.forEach((file) => fs.writeFileSync(file, '# A page\n'));
    const warn = vi.fn();
    // The reader production builds use (Docusaurus Faster's gitEagerVcs), which throws for every file there.
    const vcs = lastUpdateVcs(getVcsPreset('git-eager'), warn);
    vcs.initialize({ siteDir });
    expect(await Promise.all(docs.map((file) => vcs.getFileLastUpdateInfo(file)))).toEqual([null, null]);
    expect(await vcs.getFileCreationInfo(docs[0]!)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(NO_GIT_WARNING);
  });
});
