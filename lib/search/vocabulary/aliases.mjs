// The search vocabulary's aliases, generated at build time from sources, never from queries: the
// reviewed domain word list (src/search/vocabulary/domain-words.json) and the docs' own "also
// called", "called a … in" and "formerly" phrases (docs/terms/ and every other page). Each alias
// is one-way, from a reader's word to the docs' term, and records where it comes from. Both
// backends read the one file this writes (`ledgerlink-aliases.json` beside the Pagefind index;
// `npm run search:push` sends it to Typesense as one-way synonyms).
import fs from 'node:fs';
import path from 'node:path';
import { markdownFiles } from '../../markdown-files.mjs';

export const ALIASES_FILE = 'ledgerlink-aliases.json';
/** Bumped when the shape changes; src/search/aliases.ts reads the same number. */
export const ALIASES_VERSION = 1;
export const DOMAIN_WORDS_FILE = 'src/search/vocabulary/domain-words.json';

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
 * - `Zettle (formerly iZettle)` → izettle → zettle.
 */
const PHRASES = [
  /\*\*([^*]{2,40})\*\*,? (?:\()?(?:also )?called (?:an? |the )?([a-z][a-z -]{1,30}?)(?= in |[),.;:])/g,
  /((?:[A-Z0-9][\w.]*[ ]){0,3}[A-Z][\w.]*) \(formerly ([^)]{2,40})\)/g,
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
  const list = JSON.parse(fs.readFileSync(path.join(root, DOMAIN_WORDS_FILE), 'utf8'));
  const fromDocs = markdownFiles(path.join(root, docsDir)).flatMap((file) =>
    phraseAliases(fs.readFileSync(file, 'utf8'), path.relative(root, file).split(path.sep).join('/')),
  );
  const seen = new Set();
  const aliases = [];
  for (const alias of [...domainAliases(list), ...fromDocs]) {
    const key = `${alias.from}\u0000${alias.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    aliases.push(alias);
  }
  return { version: ALIASES_VERSION, aliases };
}
