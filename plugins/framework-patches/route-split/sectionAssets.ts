/**
 * After the build has named every chunk file, each section chunk gets the files of its own chunks
 * (in place of ./emit.ts's placeholder), and the runtime in runtime~main.js forgets them: the
 * runtime's chunk-file map (`__webpack_require__.u`) and Docusaurus' chunk-name map
 * (`__webpack_require__.gca`, ChunkAssetPlugin) would otherwise hold an entry for every page of the
 * site. The edit runs after minification and before the real content hashes, which then rename the
 * edited files and rewrite every reference to them.
 */
import type { Compiler } from '@rspack/core';
import { ASSETS_PLACEHOLDER, sectionChunkName } from './emit';

interface ChunkFile {
  readonly id: string;
  readonly file: string;
}

/** Removes the entries `key:"value"` of the literal objects indexed right away (`({…})[e]`) that `drop` says to. */
export function dropMapEntries(source: string, drop: (key: string, value: string) => boolean): { source: string; dropped: number } {
  let dropped = 0;
  const edited = source.replace(/\{([^{}]*)\}(?=\)?\[)/g, (literal: string, body: string) => {
    const entries = body.split(',');
    const kept = entries.filter((entry) => {
      const match = entry.match(/^("[^"]*"|[\w$]+):"([^"]*)"$/);
      if (!match) return true;
      const raw = match[1];
      // A numeric key may be minified to hex or an exponent (`0x1111179`, `1e4` for 10000).
      const key = raw.startsWith('"') ? raw.slice(1, -1) : /^(0x[0-9a-f]+|\d+(e\d+)?)$/i.test(raw) ? String(Number(raw)) : raw;
      if (!drop(key, match[2])) return true;
      dropped++;
      return false;
    });
    return kept.length === entries.length ? literal : `{${kept.join(',')}}`;
  });
  return { source: edited, dropped };
}

export class SectionAssetsPlugin {
  /** @param ownNames the chunk names each section loads itself, by section index */
  constructor(private readonly ownNames: readonly ReadonlySet<string>[]) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteSectionAssets', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteSectionAssets', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        const byName = new Map<string, ChunkFile>();
        for (const chunk of compilation.chunks) {
          const file = [...chunk.files].find((name) => name.endsWith('.js'));
          if (chunk.name && file && chunk.id !== null && chunk.id !== undefined) byName.set(chunk.name, { id: String(chunk.id), file });
        }
        const moved = new Map<string, ChunkFile & { name: string }>();
        this.ownNames.forEach((names, index) => {
          const section = byName.get(sectionChunkName(index));
          if (!section) throw new Error(`[route-split] No chunk ${sectionChunkName(index)} in the client build.`);
          const files: Record<string, string> = {};
          const ids: Record<string, string> = {};
          for (const name of names) {
            const chunk = byName.get(name);
            if (!chunk) continue; // merged into another chunk: core skips it too
            files[chunk.id] = chunk.file;
            ids[name] = chunk.id;
            moved.set(chunk.id, { ...chunk, name });
          }
          const source = compilation.getAsset(section.file)!.source.source().toString();
          const edited = source.replace(new RegExp(`(["'])${ASSETS_PLACEHOLDER}\\1`), JSON.stringify({ files, names: ids }));
          if (edited === source) throw new Error(`[route-split] ${section.file} has no ${ASSETS_PLACEHOLDER}.`);
          compilation.updateAsset(section.file, new sources.RawSource(edited));
        });
        const runtime = byName.get('runtime~main');
        if (!runtime) throw new Error('[route-split] No runtime~main chunk in the client build.');
        const ofName = new Map([...moved.values()].map((chunk) => [chunk.name, chunk.id]));
        const droppedFiles = new Set<string>();
        const droppedNames = new Set<string>();
        const { source } = dropMapEntries(compilation.getAsset(runtime.file)!.source.source().toString(), (key, value) => {
          const map = moved.get(key)?.file.endsWith(`/${key}.${value}.js`) ? droppedFiles : ofName.get(key) === value ? droppedNames : null;
          map?.add(key);
          return map !== null;
        });
        // One entry in each of the two maps per moved chunk; anything else means the runtime changed shape.
        const kept = [
          ...[...moved.keys()].filter((id) => !droppedFiles.has(id)).map((id) => `file of chunk ${id}`),
          ...[...ofName.keys()].filter((name) => !droppedNames.has(name)).map((name) => `chunk name ${name}`),
        ];
        if (kept.length) {
          throw new Error(
            `[route-split] ${runtime.file} still lists ${kept.length} moved entries (${kept.slice(0, 5).join(', ')}): check the runtime's chunk maps.`,
          );
        }
        compilation.updateAsset(runtime.file, new sources.RawSource(source));
      });
    });
  }
}
