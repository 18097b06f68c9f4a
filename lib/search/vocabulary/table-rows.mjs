// The docs' words for an API operation, from the tables that list operations. A table row that links
// to one operation says what that operation is for in the docs' own plain words (`| Can I trust the
// books? | Whether accounting and bank data agree | get-data-integrity-status |`), as the words of
// the links that point at a web page describe it (anchor text); the spec names the same operation
// by its record and verb. The row's cells become words generated for the operation, weighed as an
// alias (pagefind-documents.mjs). Prose around a link is left out: a paragraph tells a story about
// several things, and measured as a source it cost as many queries as it found.
import fs from 'node:fs';
import { marked } from 'marked';
import { apiLinkTarget } from '../../build/api-links.mjs';
import { markdownFiles } from '../../markdown-files.mjs';

/** `/accounting-api/#operation/create-payment` (the slash before `#` optional) → the vocabulary's key, or null. */
export function operationPath(href) {
  const target = apiLinkTarget(href ?? '');
  return target?.operation ? `/${target.api}-api/#operation/${target.operation}` : null;
}

/** The plain text of inline tokens. */
function plainText(tokens) {
  return (tokens ?? []).map((token) => (token.tokens ? plainText(token.tokens) : token.type === 'html' ? '' : (token.text ?? ''))).join('');
}

/** The operations that inline tokens link to. */
function linkedOperations(tokens, found = new Set()) {
  for (const token of tokens ?? []) {
    const target = token.type === 'link' ? operationPath(token.href) : null;
    if (target) found.add(target);
    linkedOperations(token.tokens, found);
  }
  return found;
}

/** The tables of a token list, those in lists and quotes included. */
function* tables(tokens) {
  for (const token of tokens ?? []) {
    if (token.type === 'table') yield token;
    else yield* tables(token.items ?? token.tokens);
  }
}

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

/** The rows of one Markdown text's tables that link to exactly one operation: `[operation path, row text]` pairs. */
export function operationRows(markdown) {
  const pairs = [];
  for (const table of tables(marked.lexer(markdown.replace(FRONT_MATTER, '')))) {
    for (const row of table.rows) {
      const cells = row.map((cell) => cell.tokens);
      const linked = linkedOperations(cells.flat());
      if (linked.size !== 1) continue;
      const text = cells.map(plainText).join(' ').replace(/\s+/g, ' ').trim();
      pairs.push([[...linked][0], text]);
    }
  }
  return pairs;
}

/** The table rows of the docs under `docsDir` for each operation, by its site path; each distinct row once. */
export function docsOperationRows(docsDir) {
  const rows = new Map();
  for (const file of markdownFiles(docsDir)) {
    for (const [target, text] of operationRows(fs.readFileSync(file, 'utf8'))) {
      if (!rows.has(target)) rows.set(target, new Set());
      rows.get(target).add(text);
    }
  }
  return new Map([...rows].map(([target, texts]) => [target, [...texts].join(' ')]));
}

/** `vocabulary` (spec-vocabulary.mjs) with each operation's table rows added to its generated words. */
export function withOperationRows(vocabulary, rows) {
  for (const [target, text] of rows) {
    const words = vocabulary.get(target);
    if (words) words.generated = `${words.generated} ${text}`.trim();
  }
  return vocabulary;
}
