#!/usr/bin/env node
// JSON examples in the docs must match the OpenAPI specs. The check validates, with Ajv (JSON Schema
// 2020-12, the dialect of OpenAPI 3.1) against the bundled specs:
//   - every curl request body (`-d`, `--data`, `--data-raw`) against the request schema of the
//     operation the curl line calls, found by method and path (`/companies/{companyId}` templates);
//   - every ```json block tied to an operation, against that operation's request or response schema.
// A page ties a JSON block to an operation in one of two ways:
//   1. a fence meta: ```json title="Response" operation="accounting#list-invoices"``` (a title that
//      contains "request" makes it a request body; anything else is a response; `status="404"`
//      picks a response other than the first 2xx);
//   2. placement: a ```json block right after a tab group (`</Tabs>`, with at most one paragraph ending
//      in a colon between) whose curl calls all call one operation is that operation's response, unless
//      the fence has a `title` (```json title="One pay run from results"```: a part, not the whole body).
// A curl fence can name its operation the same way (```bash operation="platform#create-company"```)
// when several APIs share the method and path; otherwise those the page links to (`/<api>-api/`) are
// candidates, or all of them if it links none, and the body must match one of them.
// Usage: node scripts/checks/examples-schema.mjs [--docs docs] [--specs static/openapi]. Exits 1 on any failure.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { codeBlocks } from '../../lib/checks/code-blocks.mjs';
import { markdownFiles } from '../../lib/markdown-files.mjs';
import { printProblems } from '../../lib/report/problems.mjs';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** OpenAPI formats that JSON Schema does not define; any value passes. */
const OPENAPI_FORMATS = ['int32', 'int64', 'float', 'double', 'decimal', 'byte', 'binary', 'password'];

/** `name="value"` pairs of a fence meta. */
export function metaAttributes(meta) {
  return Object.fromEntries([...meta.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
}

/** Curl calls of a shell block: `{ method, path, body, bodyLine }`, `bodyLine` relative to the block (0-based). */
export function curlCalls(code) {
  const calls = [];
  // One call per `curl`, up to the next one.
  const starts = [...code.matchAll(/(^|[\s;&|(])curl\s/g)].map((m) => m.index + m[1].length);
  starts.forEach((start, n) => {
    const text = code.slice(start, starts[n + 1] ?? code.length);
    const url = /["']?(https?:\/\/[^\s"']+)["']?/.exec(text)?.[1];
    if (!url) return;
    const { hostname, pathname } = new URL(url.replace(/\$\{?(\w+)\}?/g, '$1'));
    // Only calls to the Ledgerlink API; a guide's own backend is not in the specs.
    if (!/(^|\.)api\.ledgerlink\.io$/.test(hostname)) return;
    // With -G the data goes into the query string.
    const get = /(?:^|\s)(?:-G|--get)(?=\s)/.test(text);
    const explicit = /(?:-X|--request)\s+["']?([A-Za-z]+)/.exec(text)?.[1];
    const data = get ? null : /(?:^|\s)(?:-d|--data|--data-raw|--data-binary)\s+(?=['"])/.exec(text);
    const body = data ? shellWord(text, data.index + data[0].length) : undefined;
    const method = (explicit ?? (get ? 'GET' : data ? 'POST' : 'GET')).toLowerCase();
    const bodyLine = data ? code.slice(0, start + data.index + data[0].length).split('\n').length - 1 : undefined;
    calls.push({ method, path: pathname, body, bodyLine });
  });
  return calls;
}

/** The shell word that starts at `start`: quoted parts joined, as in `'it'\''s'`. */
export function shellWord(text, start) {
  let word = '';
  let i = start;
  while (i < text.length && !/\s/.test(text[i])) {
    if (text[i] === "'") {
      const close = text.indexOf("'", i + 1);
      word += text.slice(i + 1, close);
      i = close + 1;
    } else if (text[i] === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\' && /["\\$`]/.test(text[j + 1])) j++;
        word += text[j++];
      }
      i = j + 1;
    } else if (text[i] === '\\') {
      word += text[i + 1];
      i += 2;
    } else word += text[i++];
  }
  return word;
}

function pointer(...segments) {
  return `#/${segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

function resolve(doc, value) {
  let node = value;
  for (let depth = 0; node && typeof node.$ref === 'string' && node.$ref.startsWith('#/') && depth < 10; depth++) {
    node = node.$ref
      .slice(2)
      .split('/')
      .reduce((n, key) => n?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return node;
}

/** The JSON media type of a content map, or undefined. */
function jsonMedia(content) {
  return Object.keys(content ?? {}).find((type) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type));
}

/**
 * Every operation of the bundled specs: `{ api, operationId, method, template, pattern, literals,
 * deprecated, request?, responses }` where `request` and each response are JSON pointers of schemas.
 */
export function indexOperations(documents) {
  const operations = [];
  for (const [api, doc] of documents) {
    for (const [template, rawItem] of Object.entries(doc.paths ?? {})) {
      const item = resolve(doc, rawItem);
      for (const method of METHODS) {
        const op = item?.[method];
        if (!op) continue;
        const body = resolve(doc, op.requestBody);
        const bodyMedia = jsonMedia(body?.content);
        const request =
          bodyMedia && body.content[bodyMedia].schema
            ? schemaPointer(op.requestBody, ['paths', template, method, 'requestBody'], bodyMedia)
            : undefined;
        const responses = {};
        for (const [status, raw] of Object.entries(op.responses ?? {})) {
          const response = resolve(doc, raw);
          const media = jsonMedia(response?.content);
          if (media && response.content[media].schema)
            responses[status] = schemaPointer(raw, ['paths', template, method, 'responses', status], media);
        }
        const segments = template.split('/');
        operations.push({
          api,
          operationId: op.operationId,
          method,
          template,
          pattern: new RegExp(
            `^${segments.map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}/?$`,
          ),
          literals: segments.filter((s) => s && !/^\{.+\}$/.test(s)).length,
          deprecated: op.deprecated === true,
          request,
          responses,
        });
      }
    }
  }
  return operations;
}

/** Pointer of the schema of `media` inside a request body or response that may itself be a `$ref`. */
function schemaPointer(raw, location, media) {
  const base =
    typeof raw?.$ref === 'string'
      ? raw.$ref
          .slice(2)
          .split('/')
          .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      : location;
  return pointer(...base, 'content', media, 'schema');
}

/** Operations a call can mean: in each API the template with the most literal segments; non-deprecated first. */
export function matchOperations(operations, method, urlPath) {
  const byApi = new Map();
  for (const op of operations) {
    if (op.method !== method || !op.pattern.test(urlPath)) continue;
    const best = byApi.get(op.api);
    if (!best || op.literals > best.literals) byApi.set(op.api, op);
  }
  return [...byApi.values()].sort((a, b) => Number(a.deprecated) - Number(b.deprecated));
}

/** Bundles every `<api>.yaml` of `specsDir`: `Map<api, document>`. */
export async function loadSpecs(specsDir) {
  const config = await loadConfig({});
  const documents = new Map();
  for (const file of fs
    .readdirSync(specsDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const { bundle: result } = await bundle({ ref: path.resolve(specsDir, file), config });
    documents.set(path.basename(file, '.yaml'), result.parsed);
  }
  return documents;
}

/** A validator: `validate(api, schemaPointer, value)` → list of Ajv error strings (empty when valid). */
export function createValidator(documents) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  for (const format of OPENAPI_FORMATS) ajv.addFormat(format, true);
  for (const [api, doc] of documents) ajv.addSchema(doc, `openapi:${api}`);
  const compiled = new Map();
  return (api, schema, value) => {
    const ref = `openapi:${api}${schema}`;
    if (!compiled.has(ref)) compiled.set(ref, ajv.compile({ $ref: ref }));
    const validate = compiled.get(ref);
    return validate(value)
      ? []
      : validate.errors
          .slice(0, 5)
          .map(
            (e) => `${e.instancePath || '(body)'} ${e.message}${e.params?.additionalProperty ? ` (${e.params.additionalProperty})` : ''}`,
          );
  };
}

function parseJson(text) {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: `not valid JSON: ${error.message}` };
  }
}

/** The first 2xx response, or `status` when given. */
function responseSchema(op, status) {
  if (status) return op.responses[status];
  const success = Object.keys(op.responses)
    .filter((s) => /^2/.test(s))
    .sort()[0];
  return success ? op.responses[success] : undefined;
}

/**
 * Checks one page. Returns `{ checked: { requests, responses }, problems: [{ line, problem }] }`.
 * `validate` comes from `createValidator`.
 */
export function checkPage(source, operations, validate) {
  const blocks = codeBlocks(source);
  const lines = source.split('\n');
  const problems = [];
  const checked = { requests: 0, responses: 0 };
  const byId = (id) => {
    const [api, operationId] = id.split('#');
    return operations.find((op) => op.api === api && op.operationId === operationId);
  };

  /** Validates `value` against any of `candidates` (operation + schema pointer); reports the first one's errors. */
  const validateAgainst = (candidates, value, line, what) => {
    const results = candidates.map(({ op, schema }) => ({ op, errors: validate(op.api, schema, value) }));
    if (results.some((r) => r.errors.length === 0)) return;
    const [{ op, errors }] = results;
    problems.push({
      line,
      problem: `${what} does not match ${op.api}#${op.operationId} (${op.method.toUpperCase()} ${op.template}): ${errors.join('; ')}`,
    });
  };

  // When several APIs share a method and path, the ones this page links to are the ones it means.
  const linkedApis = new Set([...source.matchAll(/\/([a-z0-9-]+)-api\//g)].map((m) => m[1]));
  const preferLinked = (ops) => (ops.some((op) => linkedApis.has(op.api)) ? ops.filter((op) => linkedApis.has(op.api)) : ops);

  const shellCalls = new Map();
  for (const block of blocks) {
    if (!/^(bash|sh|shell|curl|console)$/.test(block.lang)) continue;
    const pinned = metaAttributes(block.meta).operation;
    const calls = curlCalls(block.code).map((call) => ({
      ...call,
      operations: pinned ? [byId(pinned)].filter(Boolean) : preferLinked(matchOperations(operations, call.method, call.path)),
    }));
    if (pinned && !byId(pinned)) problems.push({ line: block.line, problem: `operation="${pinned}" names no operation in the specs` });
    shellCalls.set(block, calls);
    for (const call of calls) {
      if (call.body === undefined) continue;
      const line = block.line + 1 + call.bodyLine;
      const candidates = call.operations.filter((op) => op.request).map((op) => ({ op, schema: op.request }));
      if (!candidates.length) {
        problems.push({ line, problem: `no operation with a JSON request body matches ${call.method.toUpperCase()} ${call.path}` });
        continue;
      }
      checked.requests++;
      const parsed = parseJson(call.body);
      if (parsed.error) problems.push({ line, problem: `request body is ${parsed.error}` });
      else validateAgainst(candidates, parsed.value, line, 'request body');
    }
  }

  blocks.forEach((block, index) => {
    if (block.lang !== 'json') return;
    const meta = metaAttributes(block.meta);
    let candidates = [];
    let kind = 'response';
    if (meta.operation) {
      const op = byId(meta.operation);
      if (!op) {
        problems.push({ line: block.line, problem: `operation="${meta.operation}" names no operation in the specs` });
        return;
      }
      kind = /request/i.test(meta.title ?? '') ? 'request' : 'response';
      const schema = kind === 'request' ? op.request : responseSchema(op, meta.status);
      if (!schema) {
        problems.push({
          line: block.line,
          problem: `${meta.operation} has no JSON ${kind} schema${meta.status ? ` for status ${meta.status}` : ''}`,
        });
        return;
      }
      candidates = [{ op, schema }];
    } else {
      // A titled block says what it shows (for example one entry of a list); placement does not tie it.
      if (meta.title !== undefined) return;
      const ops = operationsOfTabsAbove(lines, block, blocks.slice(0, index), shellCalls);
      candidates = ops.flatMap((op) => (responseSchema(op) ? [{ op, schema: responseSchema(op) }] : []));
      if (!candidates.length) return;
    }
    checked[kind === 'request' ? 'requests' : 'responses']++;
    const parsed = parseJson(block.code);
    if (parsed.error) problems.push({ line: block.line, problem: `${kind} example is ${parsed.error}` });
    else validateAgainst(candidates, parsed.value, block.line, `${kind} example`);
  });
  return { checked, problems: problems.sort((a, b) => a.line - b.line) };
}

/**
 * The operations a JSON block answers when it sits right after `</Tabs>`: those of the curl calls in
 * that tab group, provided they all call one method and path. Empty otherwise.
 */
function operationsOfTabsAbove(lines, block, earlier, shellCalls) {
  let i = block.line - 2;
  while (i >= 0 && lines[i].trim() === '') i--;
  // One short paragraph that introduces the block ("The response is the push operation:") may sit in between.
  if (i >= 0 && /:$/.test(lines[i].trim()) && /^[A-Za-z`*[]/.test(lines[i].trim())) {
    while (i >= 0 && lines[i].trim() !== '' && !/^\s*(<|#|```|~~~)/.test(lines[i])) i--;
    while (i >= 0 && lines[i].trim() === '') i--;
  }
  if (i < 0 || lines[i].trim() !== '</Tabs>') return [];
  let open = i;
  while (open >= 0 && !/^\s*<Tabs\b/.test(lines[open])) open--;
  const calls = earlier.filter((b) => b.line > open + 1 && b.end <= i + 1).flatMap((b) => shellCalls.get(b) ?? []);
  const targets = new Set(calls.map((c) => `${c.method} ${c.path}`));
  return targets.size === 1 ? calls[0].operations : [];
}

/** `{ checked: { requests, responses }, problems: [{ file, line, problem }] }` over every page of `docsDir`. */
export async function checkExamples({ docsDir, specsDir }) {
  const documents = await loadSpecs(specsDir);
  const operations = indexOperations(documents);
  const validate = createValidator(documents);
  const checked = { requests: 0, responses: 0 };
  const problems = [];
  for (const file of markdownFiles(docsDir)) {
    const result = checkPage(fs.readFileSync(file, 'utf8'), operations, validate);
    checked.requests += result.checked.requests;
    checked.responses += result.checked.responses;
    problems.push(...result.problems.map((p) => ({ file, ...p })));
  }
  return { checked, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { docs: { type: 'string', default: 'docs' }, specs: { type: 'string', default: 'static/openapi' } },
  });
  const { checked, problems } = await checkExamples({ docsDir: values.docs, specsDir: values.specs });
  printProblems(
    problems.map(({ file, line, problem }) => ({ file, line, message: problem })),
    { title: 'examples schema' },
  );
  const summary = `${checked.requests} request bodies and ${checked.responses} response examples checked`;
  if (problems.length) {
    console.error(`\n${summary}; ${problems.length} do not match the specs.`);
    process.exit(1);
  }
  console.log(`${summary}; all match the specs.`);
}
