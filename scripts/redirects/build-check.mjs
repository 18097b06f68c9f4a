// The redirect check over a production build (pure apart from reading build/): every target is a
// real page, no source shadows a real page, no chain has two hops, and each source has the client
// redirect page of @docusaurus/plugin-client-redirects pointing at its target.
import fs from 'node:fs';
import path from 'node:path';
import { candidateFiles, decodeEntities } from '../lib/html-links.mjs';
import { normalizePath } from '../lib/redirect-rules.mjs';

/** True for the stub pages plugin-client-redirects writes (a meta refresh, no app root). */
export function isClientRedirectPage(html) {
  return /<meta\s+http-equiv="refresh"/i.test(html) && !html.includes('id="__docusaurus"');
}

/** The target a client redirect page sends the browser to, normalised; null when none. */
export function clientRedirectTarget(html) {
  const match = /<meta\s+http-equiv="refresh"\s+content="\d+;\s*url=([^"]*)"/i.exec(html);
  if (!match) return null;
  const url = decodeEntities(match[1]);
  let pathname = url;
  try {
    pathname = decodeURI(new URL(url, 'https://docs.invalid').pathname);
  } catch {
    // keep it as written
  }
  return normalizePath(pathname);
}

function fileFor(buildDir, urlPath) {
  for (const candidate of candidateFiles(urlPath)) {
    const full = path.join(buildDir, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return null;
}

/** What a URL path serves in the build: a real page, a client redirect to `to`, or nothing. */
export function classify(buildDir, urlPath) {
  const file = fileFor(buildDir, urlPath);
  if (!file) return { kind: 'missing' };
  if (!file.endsWith('.html')) return { kind: 'page', file };
  const html = fs.readFileSync(file, 'utf8');
  return isClientRedirectPage(html) ? { kind: 'client-redirect', file, to: clientRedirectTarget(html) } : { kind: 'page', file };
}

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Problems of a redirect list (`{ from, to }[]`) against a build folder, one string each. With
 * `client: false`, client redirect pages are not required (a host-only setup).
 */
export function checkBuiltRedirects(list, buildDir, { client = true } = {}) {
  const problems = [];
  const rel = (file) => path.relative(buildDir, file).split(path.sep).join('/');
  const sources = new Set(list.map((r) => r.from));
  for (const { from, to } of list) {
    const target = classify(buildDir, to);
    if (sources.has(to)) problems.push(`${from} → ${to}: chain of two hops, ${to} is itself redirected`);
    else if (target.kind === 'missing') problems.push(`${from} → ${to}: target does not exist in the build`);
    else if (target.kind === 'client-redirect') problems.push(`${from} → ${to}: target is only a redirect page (to ${target.to})`);

    const source = classify(buildDir, from);
    if (source.kind === 'page') problems.push(`${from} → ${to}: source shadows a real page (${rel(source.file)})`);
    else if (source.kind === 'client-redirect' && source.to !== to) problems.push(`${from} → ${to}: client redirect page ${rel(source.file)} goes to ${source.to}`);
    else if (source.kind === 'missing' && client) problems.push(`${from} → ${to}: no client redirect page in the build`);
  }
  if (client) {
    for (const file of htmlFiles(buildDir)) {
      const html = fs.readFileSync(file, 'utf8');
      if (!isClientRedirectPage(html)) continue;
      const relFile = rel(file);
      const from = normalizePath(`/${relFile}`);
      if (!sources.has(from)) problems.push(`${from}: client redirect page ${relFile} is not in redirects.ts`);
    }
  }
  return problems;
}
