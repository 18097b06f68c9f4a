// What a first visit of a page downloads, computed from a production build without a browser.
//
// A page's HTML names the entry assets (`<script src>`, the entry loader's `data-entry-scripts` and
// `<link rel="stylesheet">`). Before it hydrates, the client loads the route table of the page's
// section, then the chunks of every route the URL matches in it (the docs root, the version and
// sidebar routes, then the page itself). The sections, their routes and chunk names come from the
// route split's manifest (plugins/framework-patches/route-split, written into `.docusaurus/`), and
// the build's assets manifest (`.docusaurus/client-manifest.json`, written by the same build) gives
// the files of the chunks each section's registry loads for each chunk name. With the split off
// (ROUTE_SPLIT=false), the manifest holds core's whole table as one section, and main.js the registry.
// The result is deterministic: the same build gives the same figures.
// `npm run perf` checks it against the requests Chromium really makes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** gzip as scripts/serve.mjs (and most hosts) send it. */
export function gzipSize(buffer) {
  return zlib.gzipSync(buffer, { level: 6 }).length;
}

/**
 * The route split's manifest: each section's key, chunk name, routes (with their keys) and chunk
 * names, and `registry`, the module of each chunk name (`@theme/DocItem`, `@site/docs/x.md`, a props JSON…).
 */
function readSplit(generatedDir) {
  const file = path.join(generatedDir, 'framework-patches', 'route-split', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`No route split manifest at ${file}; run \`npm run build\` first.`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The section of a path: the longest key it starts with (plugins/framework-patches/route-split/sectionKey.ts). */
function sectionOf(sections, pathname) {
  const lower = pathname.toLowerCase();
  const normalized = lower.endsWith('/') ? lower : `${lower}/`;
  return sections.filter((section) => normalized.startsWith(section.key)).sort((a, b) => b.key.length - a.key.length)[0] ?? null;
}

function stripSlash(p) {
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/** react-router v5 `matchPath` for the static paths Docusaurus generates (not case-sensitive, not strict). */
function matches(route, pathname) {
  if (route.path === '*') return true;
  const routePath = stripSlash(route.path).toLowerCase();
  const target = stripSlash(pathname).toLowerCase();
  if (route.exact) return target === routePath;
  return routePath === '/' || target === routePath || target.startsWith(`${routePath}/`);
}

/** The branch of nested routes rendered for a pathname, outermost first (react-router-config `matchRoutes`). */
export function matchRoutes(routes, pathname, branch = []) {
  const route = routes.find((candidate) => matches(candidate, pathname));
  if (!route) return branch;
  branch.push(route);
  if (route.routes) matchRoutes(route.routes, pathname, branch);
  return branch;
}

function collectStrings(value, out) {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => collectStrings(item, out));
  return out;
}

function htmlAssets(html) {
  const files = [];
  for (const tag of html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? []) files.push(tag.match(/\bsrc="([^"]+)"/)[1]);
  // The entry scripts, which the page adds itself after its first paint (plugins/framework-patches/page-shell/ssrTemplate.ts).
  for (const match of html.matchAll(/\bdata-entry-scripts="([^"]*)"/g)) files.push(...match[1].split(' ').filter(Boolean));
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (/\brel="?stylesheet"?/.test(tag)) files.push(tag.match(/\bhref="([^"]+)"/)[1]);
  }
  // Same-origin, root-relative assets only (third-party tags are listed separately by the browser run).
  return files.filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

/**
 * Loads what the computation needs from one build.
 * @param {{ buildDir?: string, generatedDir?: string }} [options]
 */
export function loadBuild({ buildDir = 'build', generatedDir = '.docusaurus' } = {}) {
  const manifestPath = path.join(generatedDir, 'client-manifest.json');
  if (!fs.existsSync(path.join(buildDir, 'index.html')) || !fs.existsSync(manifestPath)) {
    throw new Error(`No production build in ${buildDir} (with ${manifestPath}); run \`npm run build\` first.`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const split = readSplit(generatedDir);
  const registry = new Map(Object.entries(split.registry));
  const jsDir = path.join(buildDir, 'assets', 'js');
  const jsFiles = fs.readdirSync(jsDir);
  const readJs = (name) => fs.readFileSync(path.join(jsDir, name), 'utf8');

  // Section chunk ids, from Docusaurus' chunk-name map in the runtime (`"route-section-3":"12345"`).
  const runtimeSource = readJs(jsFiles.find((name) => /^runtime~main\.[0-9a-f]+\.js$/.test(name)));
  const sectionChunkIds = new Map([...runtimeSource.matchAll(/"(route-section-\d+)":"(\d+)"/g)].map((match) => [match[1], match[2]]));
  if (split.routeSplit && sectionChunkIds.size !== split.sections.length) {
    throw new Error(`The runtime names ${sectionChunkIds.size} route sections; the route split's manifest has ${split.sections.length}.`);
  }

  // The chunks each registry entry loads, read from the built registries (each section's, or main.js's
  // with the split off): an entry compiles to `"<chunk name>":[()=>Promise.all([n.e("<id>"),n.e("<id>")]).then(…),…]`,
  // exactly the chunks the browser requests. The manifest (keyed by chunk id) gives their files.
  const wanted = new Set(registry.keys());
  const registrySources = split.routeSplit
    ? [...sectionChunkIds.values()].map((id) => (manifest.assets[id]?.js ?? [])[0]?.file.split('/').pop()).filter(Boolean)
    : [jsFiles.find((name) => /^main\.[0-9a-f]+\.js$/.test(name))];
  const idsOfName = new Map();
  // The minifier writes a key as a string, a bare identifier (a0384dd6) or, when the name is all
  // digits, a number, possibly in hex (0x1111179).
  const keyName = (key) => (key.startsWith('"') ? key.slice(1, -1) : /^(0x|\d)/.test(key) ? String(Number(key)) : key);
  for (const source of registrySources.map(readJs)) {
    for (const match of source.matchAll(/[{,]("[\w-]+"|[A-Za-z_$][\w$]*|0x[0-9a-fA-F]+|[\d.e]+):\[\(\)=>(.*?)\.then\(/g)) {
      const name = keyName(match[1]);
      if (!wanted.has(name)) continue;
      idsOfName.set(
        name,
        [...match[2].matchAll(/\.e\("?([\w-]+)"?\)/g)].map((id) => id[1]),
      );
    }
  }
  const missing = [...wanted].filter((name) => !idsOfName.has(name));
  if (missing.length)
    throw new Error(`Chunks of ${missing.length} registry entries not found in the built registries (${missing.slice(0, 3).join(', ')}…)`);

  const sizes = new Map();
  function fileSize(url) {
    if (!sizes.has(url)) {
      const buffer = fs.readFileSync(path.join(buildDir, decodeURIComponent(url)));
      sizes.set(url, { raw: buffer.length, gzip: gzipSize(buffer) });
    }
    return sizes.get(url);
  }

  const filesOfChunk = (id) => {
    const asset = manifest.assets[id] ?? {};
    return [...(asset.js ?? []), ...(asset.css ?? [])].map(({ file }) => `/${file}`);
  };
  const filesOfChunkName = (name) => (idsOfName.get(name) ?? []).flatMap(filesOfChunk);

  /** The route chunks (names and files) a pathname loads before it hydrates: its section's table, then its routes'. */
  function routeChunks(pathname) {
    const section = sectionOf(split.sections, pathname);
    if (!section) return { branch: [], names: [], files: [] };
    const branch = matchRoutes(section.routes, pathname);
    const names = branch.flatMap((route) => collectStrings(section.chunkNames[route.key] ?? {}, []));
    const sectionFiles = section.chunkName ? filesOfChunk(sectionChunkIds.get(section.chunkName)) : [];
    return { branch, names, files: [...new Set([...sectionFiles, ...names.flatMap(filesOfChunkName)])] };
  }

  /** Every page route (each is in one section): its path and the module of its page component. */
  function leafRoutes() {
    const leaves = [];
    for (const section of split.sections) {
      const walk = (list) => {
        for (const route of list) {
          if (route.path === '*') continue;
          if (route.routes) walk(route.routes);
          else leaves.push({ path: route.path, component: registry.get(section.chunkNames[route.key]?.__comp) ?? null });
        }
      };
      walk(section.routes);
    }
    return leaves;
  }

  const htmlFile = (pathname) => {
    const clean = stripSlash(pathname);
    const candidates = [path.join(buildDir, clean, 'index.html'), path.join(buildDir, `${clean}.html`)];
    return candidates.find((file) => fs.existsSync(file)) ?? null;
  };

  let usage = null;
  /** How many routes load each file; 1 means the file belongs to one page only. */
  function fileUsage() {
    if (usage) return usage;
    usage = new Map();
    for (const leaf of leafRoutes()) {
      for (const file of routeChunks(leaf.path).files) usage.set(file, (usage.get(file) ?? 0) + 1);
    }
    return usage;
  }

  /**
   * What a first visit of `pathname` downloads from the site: the HTML, the entry assets it names
   * and the route chunks. Each file is `shared` (entry, on every page), `layout` (a route chunk more
   * than one route loads: components, sidebars, vendor splits) or `page` (this route only).
   */
  function pageBytes(pathname) {
    const file = htmlFile(pathname);
    if (!file) throw new Error(`No HTML for ${pathname} in ${buildDir}`);
    const htmlBuffer = fs.readFileSync(file);
    const entry = htmlAssets(htmlBuffer.toString('utf8'));
    const { files: chunkFiles, branch } = routeChunks(pathname);
    const counts = fileUsage();
    const assets = [];
    for (const url of entry) assets.push({ url, scope: 'shared' });
    for (const url of chunkFiles) if (!entry.includes(url)) assets.push({ url, scope: (counts.get(url) ?? 1) > 1 ? 'layout' : 'page' });
    const list = assets.map((asset) => ({ ...asset, type: asset.url.endsWith('.css') ? 'css' : 'js', ...fileSize(asset.url) }));
    const sum = (filter) =>
      list.filter(filter).reduce((acc, item) => ({ raw: acc.raw + item.raw, gzip: acc.gzip + item.gzip }), { raw: 0, gzip: 0 });
    return {
      path: pathname,
      matchedRoutes: branch.map((route) => route.path),
      html: { raw: htmlBuffer.length, gzip: gzipSize(htmlBuffer) },
      files: list,
      js: {
        ...sum((item) => item.type === 'js'),
        shared: sum((item) => item.type === 'js' && item.scope !== 'page'),
        page: sum((item) => item.type === 'js' && item.scope === 'page'),
      },
      css: sum((item) => item.type === 'css'),
    };
  }

  /** The docs version data (the sidebars of its section) that a doc page loads. */
  function docsVersionProps(pathname) {
    const section = sectionOf(split.sections, pathname);
    for (const route of section ? matchRoutes(section.routes, pathname) : []) {
      const names = section.chunkNames[route.key] ?? {};
      const name = names.__props;
      if (name && registry.get(names.__comp) === '@theme/DocVersionRoot') {
        const own = filesOfChunkName(name)
          .filter((file) => file.endsWith('.js'))
          .at(-1); // split-out dependencies come first
        return own ? { url: own, ...fileSize(own) } : null;
      }
    }
    return null;
  }

  return { routeSplit: split.routeSplit, leafRoutes, routeChunks, pageBytes, fileSize, htmlFile, docsVersionProps };
}

/** The module of each page type's component, as the registry names it. */
export const pageComponents = {
  doc: '@theme/DocItem',
  post: '@theme/BlogPostPage',
  blogList: '@theme/BlogListPage',
  api: '@theme/ApiReferencePage',
};

/**
 * The pages `npm run perf` measures, picked from the build so they follow the content:
 * the docs home, a short and the longest doc page, /updates, the newest listed post, the API reference
 * page that downloads the most JavaScript, and /search.
 */
export function pickPages(build) {
  const leaves = build.leafRoutes();
  const of = (component) => leaves.filter((leaf) => leaf.component === component).map((leaf) => leaf.path);
  const docs = of(pageComponents.doc);
  const htmlSize = (p) => fs.statSync(build.htmlFile(p)).size;
  const docsBySize = [...docs].sort((a, b) => htmlSize(a) - htmlSize(b) || a.localeCompare(b));
  const listed = (p) => !/<meta[^>]+name="robots"[^>]+noindex/.test(fs.readFileSync(build.htmlFile(p), 'utf8'));
  const posts = of(pageComponents.post)
    .filter((p) => /^\/updates\/\d{6}-/.test(p) && listed(p))
    .sort();
  const apis = of(pageComponents.api);
  const jsOf = (p) => build.pageBytes(p).js.gzip;
  const largestApi = [...apis].sort((a, b) => jsOf(b) - jsOf(a) || a.localeCompare(b))[0];
  const preferredDoc = '/using-the-api/paging';
  return [
    { type: 'docs home', path: '/' },
    { type: 'doc page', path: docs.includes(preferredDoc) ? preferredDoc : docsBySize[Math.floor(docsBySize.length / 2)] },
    { type: 'long doc page', path: docsBySize.at(-1) },
    { type: 'updates', path: '/updates' },
    { type: 'post', path: posts.at(-1) },
    { type: 'largest API page', path: largestApi },
    { type: 'search', path: '/search' },
  ].filter((page) => page.path);
}
