/**
 * The docs plugin gives its version route one props file with every sidebar of the version
 * (`version.docsSidebars`), and every doc page loads it. Each section gets a copy with only the
 * sidebars its pages show, so a doc page's first visit no longer grows with the sidebars of the
 * rest of the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ChunkNames } from './generatedFiles';
import type { RewriteLayoutRoute } from './split';

const GENERATED = '@generated/';

interface VersionProps {
  version?: { docsSidebars?: Record<string, unknown> };
}

/** @param outDir where the copies go, inside `generatedDir` */
export function sidebarsPerSection(generatedDir: string, outDir: string, registry: ReadonlyMap<string, string>): RewriteLayoutRoute {
  return (route, chunkNames, pages, sectionIndex) => {
    const name = chunkNames.__props;
    const module = typeof name === 'string' ? registry.get(name) : undefined;
    if (!route.key || !module?.startsWith(GENERATED) || !module.endsWith('.json')) return null;
    const props = JSON.parse(fs.readFileSync(path.join(generatedDir, module.slice(GENERATED.length)), 'utf8')) as VersionProps;
    const sidebars = props.version?.docsSidebars;
    if (!sidebars) return null;
    const shown = new Set(pages.map((page) => page.attributes.sidebar).filter((sidebar) => typeof sidebar === 'string'));
    const kept = Object.keys(sidebars).filter((sidebar) => shown.has(sidebar));
    if (kept.length === Object.keys(sidebars).length) return null;
    const copyName = `${name as string}-${sectionIndex}`;
    const file = path.join(outDir, 'props', `${copyName}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const docsSidebars = Object.fromEntries(kept.map((sidebar) => [sidebar, sidebars[sidebar]]));
    fs.writeFileSync(file, JSON.stringify({ ...props, version: { ...props.version, docsSidebars } }));
    const hash = route.key.slice(route.path.length + 1);
    return {
      key: `${route.path}-${hash}s${sectionIndex}`,
      chunkNames: { ...chunkNames, __props: copyName } satisfies ChunkNames,
      registry: new Map([[copyName, `${GENERATED}${path.relative(generatedDir, file).split(path.sep).join('/')}`]]),
    };
  };
}
