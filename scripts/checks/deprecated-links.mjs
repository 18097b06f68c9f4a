#!/usr/bin/env node
// Docs that link a deprecated API must say so: a docs page (update posts are not checked) that links
// a deprecated operation (`/<api>-api/#operation/<id>`) or the page of an API whose operations are
// all deprecated (`/<api>-api/`) needs a `<DeprecationNotice>` for it. A notice with `api` alone
// covers every link to that API; one with `operation` covers that operation only.
// With `--build`, the same gate runs over what readers see: every link of every built page (cards and
// components included) and of the navbar, footer and announcement bar, from the build report
// (lib/build/api-links.mjs says what counts as a notice there). Each problem is named at its source.
// Usage: node scripts/checks/deprecated-links.mjs [--docs docs] [--specs static/openapi]   Markdown sources
//        node scripts/checks/deprecated-links.mjs --build build [--specs static/openapi]   built pages
// Exits 1 on any problem.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import yaml from 'js-yaml';
import { markdownFiles } from '../../lib/markdown-files.mjs';
import { readBuildReport } from '../../lib/build/build-report.mjs';
import { linkNeedles, problemsAtSource } from '../../lib/build/source-lines.mjs';
import { printProblems } from '../../lib/report/problems.mjs';

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

/** Update posts are dated records of what was true when they were published; like the Markdown check, the gate leaves them out. */
const POSTS = /^\/updates(?:\/|$)/;
const WHERE = { navbar: 'the navbar', footer: 'the footer', announcement: 'the announcement bar', sidebar: 'the sidebar' };

/**
 * The built links (`apiLinks` of the build report) that send a reader to a deprecated operation or a
 * wholly deprecated API with no notice, as findings to name at their source (lib/build/source-lines.mjs).
 * @param {import('../../lib/build/api-links.mjs').ApiLink[]} links
 */
export function builtLinkFindings(links, deprecations) {
  return links.flatMap((link) => {
    if (link.region === 'content' && POSTS.test(link.route)) return [];
    const spec = deprecations.get(link.api);
    const deprecated = spec && (link.operation === undefined ? spec.all : spec.all || spec.operations.has(link.operation));
    if (!deprecated || link.noticed) return [];
    const what = link.operation === undefined ? `the deprecated ${link.api} API` : `the deprecated operation ${link.api}#${link.operation}`;
    const fix =
      link.region === 'content'
        ? `add <DeprecationNotice api="${link.api}"${link.operation && !spec.all ? ` operation="${link.operation}"` : ''} />, say "deprecated" in the link or its card, or link the current API`
        : 'link the current API instead, or say "deprecated" in its label';
    const where = WHERE[link.region] ?? link.route;
    return [
      {
        route: link.route,
        builtFile: link.file,
        region: link.region,
        needles: [...linkNeedles(link.url), ...(link.text ? [`'${link.text}'`, link.text] : [])],
        exact: [link.url],
        message: `link "${link.text}" on ${where} opens ${what} (${link.url}) with no notice: ${fix}`,
      },
    ];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      docs: { type: 'string', default: 'docs' },
      specs: { type: 'string', default: 'static/openapi' },
      build: { type: 'string' },
    },
  });
  if (values.build) {
    const { apiLinks, sources } = readBuildReport(values.build, { save: true });
    const problems = problemsAtSource(builtLinkFindings(apiLinks, loadDeprecations(values.specs)), { sources, buildDir: values.build });
    printProblems(problems, { title: 'deprecated links' });
    console.log(
      `Deprecated links over the build: ${apiLinks.length} links to the API reference, ${problems.length} to a deprecated API with no notice.`,
    );
    process.exit(problems.length ? 1 : 0);
  }
  const problems = checkDeprecatedLinks({ docsDir: values.docs, specsDir: values.specs });
  printProblems(
    problems.map(({ file, line, problem }) => ({ file, line, message: problem })),
    { title: 'deprecated links' },
  );
  const pages = new Set(problems.map((p) => p.file)).size;
  if (problems.length) {
    console.error(`\n${problems.length} links to deprecated APIs on ${pages} pages have no <DeprecationNotice>.`);
    process.exit(1);
  }
  console.log('No docs page links a deprecated API without a <DeprecationNotice>.');
}
