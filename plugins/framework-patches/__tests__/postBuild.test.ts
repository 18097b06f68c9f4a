import type { Props } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { laterPostBuilds } from '../post-build';

type Plugins = Props['plugins'];
const plugin = (name: string, onPostBuild?: () => void) =>
  ({ name, options: {}, ...(onPostBuild && { postBuild: async () => onPostBuild() }) }) as unknown as Plugins[number];

describe('waiting for the postBuild of later plugins', () => {
  it('waits for every later plugin that core starts in the same tick', async () => {
    const done: string[] = [];
    const plugins = [plugin('pass'), plugin('before-nothing'), plugin('late', () => done.push('late'))] as Plugins;
    const wait = laterPostBuilds(plugins, 'pass');
    // As core does: every postBuild started at once, right after the pass's.
    const settled = wait.settled();
    for (const p of plugins.slice(1)) void p.postBuild?.({} as never);
    await settled;
    expect(done).toEqual(['late']);
  });

  it('fails, naming the plugin, when core did not start a later postBuild in that tick', async () => {
    const plugins = [plugin('pass'), plugin('late', () => undefined)] as Plugins;
    await expect(laterPostBuilds(plugins, 'pass').settled()).rejects.toThrow(/did not start the postBuild of late .*README\.md/s);
  });

  it('fails when the pass is not among the plugins', () => {
    expect(() => laterPostBuilds([plugin('other')] as Plugins, 'pass')).toThrow(/no plugin named "pass"/);
  });
});
