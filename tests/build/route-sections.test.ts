/**
 * The route table by section (plugins/framework-patches/route-split) in the production build: every
 * section chunk carries the files of its own chunks, those files exist, and the runtime every page
 * loads no longer lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuild } from '../../lib/perf/bytes.mjs';

const buildDir = process.env.BUILD_DIR ?? 'build';
const jsDir = path.join(buildDir, 'assets', 'js');
const jsFiles = fs.readdirSync(jsDir);
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const runtime = read(`assets/js/${jsFiles.find((name) => /^runtime~main\.[0-9a-f]+\.js$/.test(name))!}`);
const sectionIds = [...runtime.matchAll(/"route-section-\d+":"(\d+)"/g)].map((match) => match[1]);
const fileOfId = (id: string) => jsFiles.find((name) => name.startsWith(`${id}.`) && name.endsWith('.js'));

interface SectionAssets {
  files: Record<string, string>;
  names: Record<string, string>;
}
const sections = sectionIds.map((id) => {
  const source = read(`assets/js/${fileOfId(id)!}`);
  const json = source.match(/assets:(\{"files":\{[^}]*\},"names":\{[^}]*\}\})/)?.[1];
  return { id, source, assets: json ? (JSON.parse(json) as SectionAssets) : null };
});

// A build with ROUTE_SPLIT=false has core's own route table: nothing here applies. The mode is the build's, as
// its route split manifest records it, not the environment's when the tests run.
describe.skipIf(!loadBuild({ buildDir }).routeSplit)('route sections in the build', () => {
  it('has a chunk per section, each with the files of its chunks filled in', () => {
    expect(sections.length).toBeGreaterThan(10);
    for (const section of sections) {
      expect(section.source).not.toContain('__ROUTE_SECTION_ASSETS__');
      expect(section.assets, `section chunk ${section.id}`).not.toBeNull();
    }
  });

  it('names files that exist, under the real content hashes', () => {
    const named = sections.flatMap((section) => Object.entries(section.assets!.files));
    expect(named.length).toBeGreaterThan(500);
    const missing = named.filter(([, file]) => !fs.existsSync(path.join(buildDir, file)));
    expect(missing).toEqual([]);
    for (const section of sections) {
      for (const id of Object.values(section.assets!.names))
        expect(section.assets!.files[id]).toMatch(new RegExp(`/${id}\\.[0-9a-f]{8}\\.js$`));
    }
  });

  it('leaves the page chunks out of the runtime every page loads', () => {
    const ids = sections.flatMap((section) => Object.keys(section.assets!.files));
    const listed = ids.filter((id) => new RegExp(`[{,]${id}:"`).test(runtime));
    expect(listed).toEqual([]);
  });
});
