#!/usr/bin/env node
// Webhook examples in the docs agree with the `webhooks` of the Platform API spec. A JSON code block
// is tied to its event by its fence meta: ```json webhook="read.completed"``` is a whole message
// (envelope and payload), ```json webhook-payload="read.completed"``` is only its `payload`. Each one
// is validated with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) against the bundled spec.
// Also a problem: a tag naming no webhook, invalid JSON, an untagged block that is a whole webhook
// message (it has `eventType` and `payload`), and a webhook with no example anywhere in the docs.
// Usage: node scripts/checks/webhook-examples.mjs [--spec static/openapi/platform.yaml] [--docs docs]. Exits 1 on any problem.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { markdownFiles } from '../../lib/markdown-files.mjs';
import { printProblems } from '../../lib/report/problems.mjs';

const SPEC_ID = 'https://docs.ledgerlink.io/openapi/platform.json';
const FENCE = /^(\s*)(`{3,}|~{3,})(\S*)(.*)$/;
const TAG = /\bwebhook(-payload)?="([^"]*)"/;

/** Every JSON code block of a Markdown source: `{ line, meta, code }` (line is 1-based). */
export function jsonBlocks(source) {
  const lines = source.split(/\r?\n/);
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    let end = i + 1;
    while (end < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[end])) end++;
    if (lang === 'json') {
      const code = lines
        .slice(i + 1, end)
        .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
        .join('\n');
      blocks.push({ line: i + 1, meta: meta.trim(), code });
    }
    i = end;
  }
  return blocks;
}

/** `{ event, part }` of a block's fence meta (`part` is `message` or `payload`), or null when untagged. */
export function webhookTag(meta) {
  const match = TAG.exec(meta);
  return match ? { event: match[2], part: match[1] ? 'payload' : 'message' } : null;
}

const escapePointer = (token) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** JSON pointers of the message schema and the payload schema of every webhook, by event name. */
function webhookSchemas(document) {
  const out = new Map();
  for (const [event, item] of Object.entries(document.webhooks ?? {})) {
    const method = Object.keys(item).find((key) => item[key]?.requestBody);
    const content = method && item[method].requestBody.content?.['application/json'];
    if (!content?.schema) continue;
    const message = `#/webhooks/${escapePointer(event)}/${method}/requestBody/content/application~1json/schema`;
    const parts = [
      ...(content.schema.properties?.payload ? [`${message}/properties/payload`] : []),
      ...(content.schema.allOf ?? []).flatMap((variant, i) =>
        variant.properties?.payload ? [`${message}/allOf/${i}/properties/payload`] : [],
      ),
    ];
    out.set(event, { message, payload: parts[0] });
  }
  return out;
}

/** A validator per webhook part: `validate(event, part, value)` returns a list of problems. */
export function createValidator(document) {
  // OpenAPI 3.1 schemas also carry `example`, `discriminator` and `x-` extensions, which are not JSON Schema keywords.
  const ajv = new Ajv2020({ allErrors: true, strictSchema: false });
  addFormats(ajv);
  ajv.addFormat('decimal', true);
  ajv.addSchema({ ...document, $id: SPEC_ID });
  const schemas = webhookSchemas(document);
  const compiled = new Map();
  return {
    events: [...schemas.keys()],
    validate(event, part, value) {
      const pointer = schemas.get(event)?.[part];
      if (!pointer) return [`the spec has no webhook "${event}"${schemas.has(event) ? ` with a ${part} schema` : ''}`];
      const key = `${event} ${part}`;
      if (!compiled.has(key)) compiled.set(key, ajv.compile({ $ref: `${SPEC_ID}${pointer}` }));
      const check = compiled.get(key);
      return check(value)
        ? []
        : check.errors.map(
            (e) => `${e.instancePath || '/'} ${e.message}${e.params?.additionalProperty ? ` (${e.params.additionalProperty})` : ''}`,
          );
    },
  };
}

/** Whether a parsed value is a whole webhook message, which must be tagged. */
function looksLikeMessage(value) {
  return !!value && typeof value === 'object' && typeof value.eventType === 'string' && typeof value.payload === 'object';
}

/** Checks every JSON block of the Markdown files under `docsDir`: `{ checked, problems: [{ file, line, problem }] }`. */
export function checkExamples(docsDir, validator) {
  const problems = [];
  const covered = new Set();
  let checked = 0;
  for (const file of markdownFiles(docsDir)) {
    for (const block of jsonBlocks(fs.readFileSync(file, 'utf8'))) {
      const tag = webhookTag(block.meta);
      if (tag) checked++;
      let value;
      try {
        value = JSON.parse(block.code);
      } catch (error) {
        if (tag) problems.push({ file, line: block.line, problem: `${tag.event}: not valid JSON (${error.message})` });
        continue;
      }
      if (!tag) {
        if (looksLikeMessage(value)) {
          problems.push({
            file,
            line: block.line,
            problem: `a ${value.eventType} message without webhook="${value.eventType}" in its fence`,
          });
        }
        continue;
      }
      covered.add(tag.event);
      if (tag.part === 'message' && value?.eventType !== tag.event) {
        problems.push({ file, line: block.line, problem: `${tag.event}: the message's eventType is ${JSON.stringify(value?.eventType)}` });
      }
      for (const problem of validator.validate(tag.event, tag.part, value)) {
        problems.push({ file, line: block.line, problem: `${tag.event} ${tag.part}: ${problem}` });
      }
    }
  }
  const missing = validator.events.filter((event) => !covered.has(event));
  return { checked, missing, problems };
}

export async function loadBundledSpec(specFile) {
  const { bundle: result } = await bundle({ ref: specFile, config: await createConfig({}) });
  return result.parsed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { spec: { type: 'string', default: 'static/openapi/platform.yaml' }, docs: { type: 'string', default: 'docs' } },
  });
  const validator = createValidator(await loadBundledSpec(path.resolve(values.spec)));
  const { checked, missing, problems } = checkExamples(path.resolve(values.docs), validator);
  // A webhook without an example is named at its entry in the spec, where the writer looks it up.
  const specText = fs.readFileSync(values.spec, 'utf8').split('\n');
  const eventLine = (event) =>
    specText.findIndex((line) => new RegExp(`^\\s+['"]?${event.replace(/[.]/g, '\\.')}['"]?:\\s*$`).test(line)) + 1;
  printProblems(
    [
      ...problems.map(({ file, line, problem }) => ({ file, line, message: problem })),
      ...missing.map((event) => ({
        file: values.spec,
        ...(eventLine(event) ? { line: eventLine(event) } : {}),
        message: `no example of the ${event} webhook in ${values.docs}: add a \`\`\`json webhook="${event}"\`\`\` block`,
      })),
    ],
    { title: 'webhook examples' },
  );
  const failed = new Set(problems.map((p) => `${p.file}:${p.line}`)).size;
  console.log(
    `Webhook examples: ${checked} checked against ${values.spec}, ${failed} failed, ${missing.length} webhooks without an example.`,
  );
  process.exit(problems.length || missing.length ? 1 : 0);
}
