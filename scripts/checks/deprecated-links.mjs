#!/usr/bin/env node
// Docs that link a deprecated API must say so: a docs page (update posts are not checked) that links
// a deprecated operation (`/<api>-api/#operation/<id>`) or the page of an API whose operations are
// all deprecated (`/<api>-api/`) needs a `<DeprecationNotice>` for it. A notice with `api` alone
// covers every link to that API; one with `operation` covers that operation only.
// Usage: node scripts/checks/deprecated-links.mjs [--docs docs] [--specs static/openapi]. Exits 1 on any problem.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import yaml from 'js-yaml';
import { markdownFiles } from '../../lib/markdown-files.mjs';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Deprecations of every `<api>.yaml` in `specsDir`: `Map<api, { all, operations }>`, where
 * `operations` holds the ids of deprecated operations and `all` says every operation is deprecated.
 */
export function loadDeprecations(specsDir) {
  const result = new Map();
  for (const file of fs
    .readdirSync(specsDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const doc = /** @type {{ paths?: Record<string, any> } | null} */ (yaml.load(fs.readFileSync(path.join(specsDir, file), 'utf8')));
    const operations = new Set();
    let total = 0;
    for (const item of Object.values(doc?.paths ?? {})) {
      for (const method of METHODS) {
        const op = item?.[method];
        if (!op) continue;
        total++;
        if (op.deprecated === true && op.operationId) operations.add(op.operationId);
      }
    }
    result.set(path.basename(file, '.yaml'), { all: total > 0 && operations.size === total, operations });
  }
  return result;
}

/** The source with fenced code blocks blanked out, line breaks kept so that line numbers still match. */
function withoutCodeFences(source) {
  return source.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ''));
}

/** `{ api, operation? }` of every `<DeprecationNotice>` in the source. */
export function notices(source) {
  return [...source.matchAll(/<DeprecationNotice\b([^>]*)\/?>/g)].map(([, attributes]) => ({
    api: /\bapi="([^"]+)"/.exec(attributes)?.[1],
    operation: /\boperation="([^"]+)"/.exec(attributes)?.[1],
  }));
}

/** `{ line, api, operation?, link }` of every link to an API reference page in the source. */
export function apiLinks(source) {
  const text = withoutCodeFences(source);
  const links = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(/(?<![\w/.-])\/([a-z0-9]+(?:-[a-z0-9]+)*)-api\/(?:#operation\/([\w.-]+))?/g)) {
      links.push({ line: index + 1, api: match[1], operation: match[2], link: match[0] });
    }
  });
  return links;
}

/** Problems of one page: each link to a deprecated API or operation that no notice on the page covers. */
export function checkPage(source, deprecations) {
  const found = notices(source);
  const covered = (api, operation) => found.some((n) => n.api === api && (n.operation === undefined || n.operation === operation));
  return apiLinks(source).flatMap(({ line, api, operation, link }) => {
    const spec = deprecations.get(api);
    if (!spec) return [];
    if (operation !== undefined && (spec.all || spec.operations.has(operation)) && !covered(api, operation)) {
      const notice = spec.all ? `api="${api}"` : `api="${api}" operation="${operation}"`;
      return [{ line, problem: `links the deprecated operation ${api}#${operation} (${link}) without <DeprecationNotice ${notice} />` }];
    }
    if (operation === undefined && spec.all && !covered(api, undefined)) {
      return [{ line, problem: `links the deprecated ${api} API (${link}) without <DeprecationNotice api="${api}" />` }];
    }
    return [];
  });
}

/** `{ file, line, problem }` of every offending link under `docsDir`. */
export function checkDeprecatedLinks({ docsDir, specsDir }) {
  const deprecations = loadDeprecations(specsDir);
  return markdownFiles(docsDir).flatMap((file) => checkPage(fs.readFileSync(file, 'utf8'), deprecations).map((p) => ({ file, ...p })));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { docs: { type: 'string', default: 'docs' }, specs: { type: 'string', default: 'static/openapi' } },
  });
  const problems = checkDeprecatedLinks({ docsDir: values.docs, specsDir: values.specs });
  for (const { file, line, problem } of problems) console.error(`${path.relative(process.cwd(), file)}:${line}: ${problem}`);
  const pages = new Set(problems.map((p) => p.file)).size;
  if (problems.length) {
    console.error(`\n${problems.length} links to deprecated APIs on ${pages} pages have no <DeprecationNotice>.`);
    process.exit(1);
  }
  console.log('No docs page links a deprecated API without a <DeprecationNotice>.');
}
