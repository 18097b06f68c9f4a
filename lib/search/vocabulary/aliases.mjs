// The search vocabulary's aliases, generated at build time from sources, never from queries: the
// reviewed domain word list (src/search/vocabulary/domain-words.json and the API's verbs in
// api-verbs.json beside it) and the docs' own "also
// called", "called a … in" and "formerly" phrases (docs/terms/ and every other page). Each alias
// is one-way, from a reader's word to the docs' term, and records where it comes from. Both
// backends read what this writes beside the Pagefind index: `ledgerlink-aliases.json` holds every
// alias (`npm run search:push` sends it to Typesense as one-way synonyms), and the browser loads
// only the shards of it that a query's words need (`ledgerlink-aliases/<first letter>.json`), so the
// list can grow without weighing on the first query.
import fs from 'node:fs';
import path from 'node:path';
import { markdownFiles } from '../../markdown-files.mjs';

export const ALIASES_FILE = 'ledgerlink-aliases.json';
/** Bumped when the shape changes; src/search/aliases.ts reads the same number. */
export const ALIASES_VERSION = 1;
/** The folder of the shards beside the Pagefind index; src/search/aliases.ts reads the same name. */
export const ALIAS_SHARDS_DIR = 'ledgerlink-aliases';
export const DOMAIN_WORDS_FILE = 'src/search/vocabulary/domain-words.json';
export const API_VERBS_FILE = 'src/search/vocabulary/api-verbs.json';

const normal = (text) => text.toLowerCase().replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim();

/** Aliases of the reviewed domain word list: each entry's aliases lead to its term. */
export function domainAliases(list, file = DOMAIN_WORDS_FILE) {
  return list.entries.flatMap((entry) =>
    entry.aliases.map((alias) => ({ from: normal(alias), to: normal(entry.term), source: `${file} (${entry.field})` })),
  );
}

/**
 * Phrases by which the docs name another word for a term:
 * - `**pull operation**, also called a dataset` → dataset → pull operation;
 * - `A **supplier** (called a vendor in some platforms` → vendor → supplier;
 * - `Zettle (formerly iZettle)` → izettle → zettle;
 * - `Sage Business Cloud Accounting, now sold as Sage Accounting` → sage accounting → sage
 *   business cloud accounting (the vendor's new name for what the docs name by the old one).
 */
const NAME = String.raw`(?:[A-Z0-9][\w.]*[ ]){0,3}[A-Z][\w.]*`;
const PHRASES = [
  /\*\*([^*]{2,40})\*\*,? (?:\()?(?:also )?called (?:an? |the )?([a-z][a-z -]{1,30}?)(?= in |[),.;:])/g,
  new RegExp(String.raw`(${NAME}) \(formerly ([^)]{2,40})\)`, 'g'),
  new RegExp(String.raw`(${NAME}), now sold as (${NAME})`, 'g'),
];

/** Aliases from one Markdown text (`file` names where they come from, with the line). */
export function phraseAliases(text, file) {
  const aliases = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const pattern of PHRASES) {
      for (const match of line.matchAll(pattern)) {
        const [term, other] = [normal(match[1]), normal(match[2])];
        if (term && other && term !== other) aliases.push({ from: other, to: term, source: `${file}:${i + 1}` });
      }
    }
  });
  return aliases;
}

/** Every alias of the domain list and of the docs, each (from, to) once, the first source kept. */
export function generateAliases({ root = '.', docsDir = 'docs' } = {}) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const fromLists = [API_VERBS_FILE, DOMAIN_WORDS_FILE].flatMap((file) => domainAliases(read(file), file));
  const fromDocs = markdownFiles(path.join(root, docsDir)).flatMap((file) =>
    phraseAliases(fs.readFileSync(file, 'utf8'), path.relative(root, file).split(path.sep).join('/')),
  );
  const seen = new Set();
  const aliases = [];
  for (const alias of [...fromLists, ...fromDocs]) {
    const key = `${alias.from}\u0000${alias.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    aliases.push(alias);
  }
  return { version: ALIASES_VERSION, aliases };
}

/**
 * The shard an alias belongs to: the first letter or digit of the phrase a reader types (`vendor` →
 * `v`, `p&l` → `p`, `401k` → `4`), the same rule as `shardKey` in src/search/aliases.ts. A query
 * holds every word of an alias it uses, so it needs only the shards of its own words' first letters.
 */
export function shardKey(phrase) {
  const first = phrase.toLowerCase().match(/[\p{L}\p{N}]/u)?.[0] ?? '_';
  return /[a-z0-9]/.test(first) ? first : '_';
}

/** `file`'s aliases by shard, each shard in the file's shape; every shard is written, empty or not, so none answers 404. */
export function aliasShards(file) {
  const shards = new Map([...'abcdefghijklmnopqrstuvwxyz0123456789_'].map((key) => [key, { version: file.version, aliases: [] }]));
  for (const alias of file.aliases) {
    shards.get(shardKey(alias.from)).aliases.push(alias);
  }
  return shards;
}
