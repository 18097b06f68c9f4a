import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import buildPassPlugin from '..';
import { reportFile } from '../../../lib/build/build-report.mjs';

const fixture = path.resolve(__dirname, '../../../tests/fixtures/checks/placeholders/build');

type PostBuild = NonNullable<ReturnType<typeof buildPassPlugin>['postBuild']>;

/**
 * Runs the plugin's postBuild over a copy of a small built site with a broken link and a broken anchor,
 * the way Docusaurus does: every plugin's postBuild started at once, in order. A plugin listed after the
 * pass writes a page late, as the client redirects plugin does.
 */
async function passOverFixture() {
  const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'build-pass-')), 'build');
  fs.cpSync(fixture, outDir, { recursive: true });
  fs.appendFileSync(
    path.join(outDir, 'guides.html'),
    '<a href="/gone">Gone</a><a href="/guides/setup/#nowhere">Setup</a><a href="/late">Late</a>',
  );
  const context = {
    siteDir: outDir,
    siteConfig: { baseUrl: '/', url: 'https://docs.ledgerlink.io', title: 'Ledgerlink Docs' },
  } as unknown as LoadContext;
  const late = {
    name: 'writes-late',
    async postBuild() {
      await new Promise((resolve) => setTimeout(resolve, 50));
      fs.writeFileSync(path.join(outDir, 'late.html'), '<meta http-equiv="refresh" content="0; url=/guides">');
    },
  };
  const plugins = [{ ...buildPassPlugin(context) }, late];
  const props = { outDir, plugins, routesPaths: [] } as unknown as Parameters<PostBuild>[0];
  await Promise.all(plugins.map((plugin) => (plugin.postBuild as PostBuild)(props)));
  const report = fs.existsSync(reportFile(outDir)) ? JSON.parse(fs.readFileSync(reportFile(outDir), 'utf8')) : null;
  return { outDir, report };
}

describe('the build pass', () => {
  it('writes the checks report beside the build folder, from one parse of each page', async () => {
    const { outDir, report } = await passOverFixture();
    expect(path.dirname(reportFile(outDir))).toBe(path.dirname(outDir));
    expect(report.links.pages).toBe(5);
    expect(report.links.breaks.map((b: { file: string; message: string }) => `${b.file}: ${b.message}`)).toEqual([
      'guides.html: link to /gone: no such page',
      'guides.html: link to /guides/setup/#nowhere: no anchor #nowhere on /guides/setup/',
    ]);
    expect(report.placeholders.map((p: { route: string; label: string }) => `${p.route} ${p.label}`).sort()).toEqual([
      '/guides TODO',
      '/guides coming soon',
      '/guides/setup/ TBD',
      '/guides/setup/ lorem ipsum',
    ]);
    expect(report.routes).toEqual(['/', '/guides', '/guides/setup']);
    expect(report.redirects.problems).toContain('/old-guides: client redirect page old-guides/index.html is not in redirects.ts');
    // Written by a plugin after the pass started, and still seen by it.
    expect(report.redirects.problems).toContain('/late: client redirect page late.html is not in redirects.ts');
  });

  it('writes llms.txt and llms-full.txt into the build', async () => {
    const { outDir } = await passOverFixture();
    expect(fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toMatch(/^# Ledgerlink Docs\n/);
    expect(fs.existsSync(path.join(outDir, 'llms-full.txt'))).toBe(true);
  });

  describe('with BUILD_PASS=false (the scale gate measures JavaScript alone)', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('writes nothing and says so', async () => {
      vi.stubEnv('BUILD_PASS', 'false');
      const { outDir, report } = await passOverFixture();
      expect(report).toBeNull();
      expect(fs.existsSync(path.join(outDir, 'llms.txt'))).toBe(false);
    });
  });
});
