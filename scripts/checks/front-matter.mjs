#!/usr/bin/env node
// Front matter schema of docs and updates posts: a title, a description of 50 to 160 characters,
// tags from docs/tags.yml or updates/tags.yml, known keys with the right types, and for posts a
// valid date that matches the YYMMDD prefix of the file name and authors from updates/authors.yml.
// Usage: node scripts/checks/front-matter.mjs [--docs docs] [--updates updates]. Exits 1 on any problem.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import yaml from 'js-yaml';
import { printProblems } from '../../lib/report/problems.mjs';

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

const docKeys = {
  id: 'string',
  title: 'string',
  description: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  sidebar_class_name: 'string',
  sidebar_custom_props: 'object',
  displayed_sidebar: 'string',
  tags: 'array',
  slug: 'string',
  keywords: 'array',
  /** How readers who do not know the page's words search for it (scripts/checks/reader-phrases.mjs). */
  reader_phrases: 'array',
  image: 'string',
  hide_title: 'boolean',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  pagination_label: 'string',
  pagination_next: 'string-or-null',
  pagination_prev: 'string-or-null',
  parse_number_prefixes: 'boolean',
  custom_edit_url: 'string-or-null',
  last_update: 'object',
  draft: 'boolean',
  unlisted: 'boolean',
};

const postKeys = {
  title: 'string',
  description: 'string',
  date: 'date',
  authors: 'array',
  tags: 'array',
  slug: 'string',
  image: 'string',
  keywords: 'array',
  /** How readers who do not know the post's words search for it (scripts/checks/reader-phrases.mjs). */
  reader_phrases: 'array',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  draft: 'boolean',
  unlisted: 'boolean',
  last_update: 'object',
  /** Deprecation posts: the day the retired feature stops working (read by plugins/upcoming-deprecations). */
  removal_date: 'date',
};

/** `{ data }` from a Markdown source's front matter, or `{ error }`. A file without one has `data: null`. */
export function parseFrontMatter(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(source);
  if (!match) return { data: null };
  try {
    // The core schema keeps dates as written, so 2024-02-30 is rejected instead of rolling over to March.
    const data = yaml.load(match[1], { schema: yaml.CORE_SCHEMA }) ?? {};
    if (typeof data !== 'object' || Array.isArray(data)) return { error: 'front matter is not a mapping' };
    return { data };
  } catch (error) {
    return { error: `front matter is not valid YAML: ${error.reason ?? error.message}` };
  }
}

/** A real calendar date from a YAML date or a `YYYY-MM-DD` string; null otherwise. */
export function toDate(value) {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(value.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]) ? date : null;
}

function typeProblem(key, value, type) {
  const ok = {
    string: typeof value === 'string',
    number: typeof value === 'number' && Number.isFinite(value),
    boolean: typeof value === 'boolean',
    array: Array.isArray(value),
    object: typeof value === 'object' && value !== null && !Array.isArray(value),
    'string-or-null': typeof value === 'string' || value === null,
    date: toDate(value) !== null,
  }[type];
  return ok ? null : `${key} must be ${type === 'date' ? 'a valid date (YYYY-MM-DD)' : `a ${type}`}, got ${JSON.stringify(value)}`;
}

/**
 * @typedef {{ text: string, key?: string, item?: string }} Problem
 *   `key` is the front matter key the problem is about and `item` the list entry, for its line.
 */

/** @returns {Problem[]} */
function commonProblems(data, keys, knownTags, tagsFile) {
  /** @type {Problem[]} */
  const problems = [];
  for (const [key, value] of Object.entries(data)) {
    if (!(key in keys)) problems.push({ text: `unknown front matter key "${key}"`, key });
    else {
      const problem = typeProblem(key, value, keys[key]);
      if (problem) problems.push({ text: problem, key });
    }
  }
  if (typeof data.title !== 'string' || !data.title.trim()) problems.push({ text: 'title is missing', key: 'title' });
  if (typeof data.description !== 'string' || !data.description.trim())
    problems.push({ text: 'description is missing', key: 'description' });
  else {
    const length = data.description.trim().length;
    if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX) {
      problems.push({
        text: `description is ${length} characters; it must be ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX}`,
        key: 'description',
      });
    }
  }
  if (Array.isArray(data.tags)) {
    for (const tag of data.tags) {
      if (typeof tag !== 'string') problems.push({ text: `tag ${JSON.stringify(tag)} must be a key of ${tagsFile}`, key: 'tags' });
      else if (!knownTags.has(tag)) problems.push({ text: `unknown tag "${tag}" (not in ${tagsFile})`, key: 'tags', item: tag });
    }
  }
  return problems;
}

/** @returns {Problem[]} Problems of one doc's front matter. */
function docProblems(data, { tags }) {
  if (!data) return [{ text: 'no front matter' }];
  return commonProblems(data, docKeys, tags, 'docs/tags.yml');
}

/** Problems of one doc's front matter. */
export function checkDocFrontMatter(data, options) {
  return docProblems(data, options).map((problem) => problem.text);
}

/** The YYMMDD prefix of a post's file or folder name, or null. */
export function postPrefix(fileName) {
  return /^(\d{6})-/.exec(fileName)?.[1] ?? null;
}

/** @returns {Problem[]} Problems of one post's front matter; `name` is the post's file name (or folder for `index.md` posts). */
function postProblems(data, name, { tags, authors }) {
  if (!data) return [{ text: 'no front matter' }];
  const problems = commonProblems(data, postKeys, tags, 'updates/tags.yml');
  const date = toDate(data.date);
  if (data.date === undefined) problems.push({ text: 'date is missing' });
  const prefix = postPrefix(name);
  if (!prefix) problems.push({ text: `file name ${name} must start with the post date as YYMMDD-` });
  else if (date) {
    const expected = date.toISOString().slice(2, 10).replaceAll('-', '');
    if (prefix !== expected)
      problems.push({
        text: `file name prefix ${prefix} does not match the date ${date.toISOString().slice(0, 10)} (expected ${expected})`,
        key: 'date',
      });
  }
  if (data.authors === undefined) problems.push({ text: 'authors is missing' });
  else if (Array.isArray(data.authors)) {
    for (const author of data.authors) {
      if (typeof author !== 'string' || !authors.has(author))
        problems.push({
          text: `unknown author ${JSON.stringify(author)} (not in updates/authors.yml)`,
          key: 'authors',
          ...(typeof author === 'string' ? { item: author } : {}),
        });
    }
  }
  return problems;
}

/** Problems of one post's front matter; `name` is the post's file name (or folder for `index.md` posts). */
export function checkPostFrontMatter(data, name, options) {
  return postProblems(data, name, options).map((problem) => problem.text);
}

/**
 * The line of a problem in its source: the line of its key in the front matter, of the list entry
 * for a tag, an author or a phrase (an entry of several words is matched whole), else the front
 * matter's opening line.
 * @param {string} source @param {Pick<Problem, 'key' | 'item'>} problem
 */
export function problemLine(source, { key, item }) {
  const lines = source.split(/\r?\n/);
  const end = lines.indexOf('---', 1);
  const keyLine = key ? lines.findIndex((line, i) => i > 0 && (end < 0 || i < end) && line.startsWith(`${key}:`)) : -1;
  if (keyLine < 0) return 1;
  if (item) {
    for (let i = keyLine; i < (end < 0 ? lines.length : end); i++) {
      if (i > keyLine && /^\S/.test(lines[i])) break;
      const text = i === keyLine ? lines[i].slice(key.length + 1) : lines[i].replace(/^\s*-\s*/, '');
      if (text.trim() === item || text.split(/[[\],\s'"]+/).includes(item)) return i + 1;
    }
  }
  return keyLine + 1;
}

function yamlKeys(file) {
  if (!fs.existsSync(file)) return new Set();
  return new Set(Object.keys(yaml.load(fs.readFileSync(file, 'utf8')) ?? {}));
}

function* markdownFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('_')) yield* markdownFiles(full);
    } else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) yield full;
  }
}

/** Every problem in a docs folder and an updates folder, as `{ file, line, problem }`. */
export function checkFrontMatterTree({ docsDir, updatesDir }) {
  const results = [];
  const docTags = yamlKeys(path.join(docsDir, 'tags.yml'));
  for (const file of markdownFiles(docsDir)) {
    const source = fs.readFileSync(file, 'utf8');
    const { data, error } = parseFrontMatter(source);
    for (const problem of error ? [{ text: error }] : docProblems(data, { tags: docTags }))
      results.push({ file, line: problemLine(source, problem), problem: problem.text });
  }
  const postTags = yamlKeys(path.join(updatesDir, 'tags.yml'));
  const authors = yamlKeys(path.join(updatesDir, 'authors.yml'));
  for (const file of markdownFiles(updatesDir)) {
    const base = path.basename(file).replace(/\.mdx?$/, '');
    const name = base === 'index' ? path.basename(path.dirname(file)) : path.basename(file);
    const source = fs.readFileSync(file, 'utf8');
    const { data, error } = parseFrontMatter(source);
    for (const problem of error ? [{ text: error }] : postProblems(data, name, { tags: postTags, authors }))
      results.push({ file, line: problemLine(source, problem), problem: problem.text });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { docs: { type: 'string', default: 'docs' }, updates: { type: 'string', default: 'updates' } } });
  const results = checkFrontMatterTree({ docsDir: path.resolve(values.docs), updatesDir: path.resolve(values.updates) });
  printProblems(
    results.map(({ file, line, problem }) => ({ file, line, message: problem })),
    { title: 'front matter' },
  );
  const files = new Set(results.map((r) => r.file)).size;
  console.log(`Front matter check: ${results.length} problems in ${files} files.`);
  process.exit(results.length ? 1 : 0);
}
