// Finds where in the sources a problem seen on a built page was written: the page's own source file
// (lib/build/page-sources.mjs), the theme configuration for the navbar, footer and announcement bar, or,
// when the page's source does not hold it, the component or data file that does. The line is the first
// that holds the most specific text tried (a link's full href before its last path segment).
import fs from 'node:fs';
import path from 'node:path';
import { sourceOfRoute } from './page-sources.mjs';

/** The files that configure each part of the theme's chrome around a page's content. */
export const CHROME_SOURCES = {
  navbar: 'src/config/navbar.ts',
  footer: 'src/config/footer.ts',
  announcement: 'docusaurus.config.ts',
  sidebar: 'sidebars.ts',
};

const COMPONENT_FILE = /\.(?:tsx?|jsx?|json|ya?ml)$/;
const PARTIAL = /(?:^|\/)_[^/]*\.mdx?$/;

/** 1-based number of the first line of `text` that contains a needle, trying the needles in order. */
export function lineOf(text, needles) {
  const lines = text.split('\n');
  for (const needle of needles) {
    if (!needle) continue;
    const index = lines.findIndex((line) => line.includes(needle));
    if (index >= 0) return index + 1;
  }
  return undefined;
}

/** The texts to look for in a source for a link as the built page has it: href as written, then shorter forms. */
export function linkNeedles(url, siteOrigin) {
  const local = siteOrigin && url.startsWith(siteOrigin) ? url.slice(siteOrigin.length) || '/' : url;
  const [pathAndQuery, anchor] = local.split('#');
  const pathname = pathAndQuery.split('?')[0];
  const trimmed = pathname.replace(/\/+$/, '');
  const last = trimmed.split('/').pop();
  return [
    url,
    local,
    anchor !== undefined && trimmed ? `${trimmed}#${anchor}` : undefined,
    trimmed && trimmed !== '/' ? `${trimmed}/` : undefined,
    trimmed || undefined,
    anchor ? `#${anchor}` : undefined,
    last && last.length > 3 ? last : undefined,
  ].filter((needle, i, all) => needle && all.indexOf(needle) === i);
}

/**
 * A reader of the repository's sources, each file read once.
 * @param {string} root the repository root
 */
export function sourceReader(root = process.cwd()) {
  /** @type {Map<string, string | null>} */
  const texts = new Map();
  /** @type {string[] | undefined} */
  let components;
  const read = (/** @type {string} */ file) => {
    if (!texts.has(file)) {
      const full = path.join(root, file);
      texts.set(file, fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null);
    }
    return texts.get(file);
  };
  /** Components and data under src/, and the Markdown partials pages import, which a page's source may not hold. */
  const componentFiles = () => {
    components ??= ['src', 'docs']
      .filter((dir) => fs.existsSync(path.join(root, dir)))
      .flatMap((dir) =>
        fs
          .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) =>
            path
              .relative(root, path.join(entry.parentPath ?? entry.path, entry.name))
              .split(path.sep)
              .join('/'),
          ),
      )
      .filter((file) => (file.startsWith('src/') ? COMPONENT_FILE.test(file) : PARTIAL.test(file)))
      .sort();
    return components;
  };
  /** `{ file, line }` of the first of `files` that holds a needle, or undefined. */
  const find = (/** @type {string[]} */ files, /** @type {string[]} */ needles) => {
    for (const needle of needles) {
      for (const file of files) {
        const text = read(file);
        const line = text === null ? undefined : lineOf(text, [needle]);
        if (line) return { file, line };
      }
    }
    return undefined;
  };
  return {
    read,
    find,
    /**
     * Where a problem on a built page was written. `region` is where on the page it sits
     * (lib/build/page-regions.mjs); `builtFile` the page's file, named under `buildDir` when no source is known.
     * The page's own source is searched for every needle; the components and data files only for the
     * `exact` ones (a link's href as built), since a shorter form would match unrelated lines there.
     * @param {{ route: string, builtFile: string, region?: string, needles: string[], exact?: string[], sources?: Record<string, string>, buildDir?: string }} at
     * @returns {{ file: string, line?: number }}
     */
    locate({ route, builtFile, region = 'content', needles, exact = [], sources, buildDir = 'build' }) {
      const own = CHROME_SOURCES[region] ?? sourceOfRoute(sources, route);
      const elsewhere = () => (exact.length ? find(componentFiles(), exact) : undefined);
      if (own) return find([own], needles) ?? elsewhere() ?? { file: own };
      return elsewhere() ?? { file: `${buildDir}/${builtFile}` };
    },
  };
}

/**
 * Problems found on built pages, each named at its source: `findings` are `{ route, builtFile, region?,
 * needles, exact?, message }` (see `locate`); the result is the `{ file, line?, message }` list of lib/report/problems.mjs, one
 * per place and message (a navbar link broken on every page is one problem).
 * @param {Array<{ route: string, builtFile: string, region?: string, needles: string[], exact?: string[], message: string }>} findings
 * @param {{ sources?: Record<string, string>, buildDir?: string, reader?: ReturnType<typeof sourceReader> }} options
 */
export function problemsAtSource(findings, { sources, buildDir, reader = sourceReader() } = {}) {
  const seen = new Set();
  const problems = [];
  for (const { message, ...at } of findings) {
    const { file, line } = reader.locate({ ...at, sources, buildDir });
    const key = `${file}:${line}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ file, ...(line ? { line } : {}), message });
  }
  return problems;
}
