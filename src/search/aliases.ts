/**
 * Aliases: other words for the docs' terms, generated at build time from the domain word list and
 * the docs' own "also called" and "formerly" phrases (lib/search/vocabulary/aliases.mjs), and
 * loaded in shards by the first letter of a reader's phrase: a query loads the shards of its own
 * words' first letters, as Pagefind loads the index chunks of its words. Each is one-way, from a
 * reader's word to the docs' term, so a name the docs use (`Business Central`, `client
 * certificate`) is never rewritten.
 */
import { queryTerms } from './queryTerms';

export interface Alias {
  readonly from: string;
  readonly to: string;
  /** Where the alias comes from: the domain list's field, or a docs file and line. */
  readonly source: string;
}

export interface AliasFile {
  readonly version: number;
  readonly aliases: readonly Alias[];
}

/** The shards' folder beside the Pagefind index and their shape's version: the same as in lib/search/vocabulary/aliases.mjs. */
export const ALIAS_SHARDS_DIR = 'ledgerlink-aliases';
/** Every alias in one file, as the build writes it for Typesense; the fit (scripts/search/fit) loads it whole. */
export const ALIASES_FILE = 'ledgerlink-aliases.json';
export const ALIASES_VERSION = 1;

/** The shard of a phrase: its first letter or digit, `_` for any other (`shardKey` in lib/search/vocabulary/aliases.mjs). */
export function shardKey(phrase: string): string {
  const first = phrase.toLowerCase().match(/[\p{L}\p{N}]/u)?.[0] ?? '_';
  return /[a-z0-9]/.test(first) ? first : '_';
}

/** The shards a query needs: those of its words' first letters (an alias it uses starts with one of its words). */
export function shardKeysOf(query: string): string[] {
  return [...new Set((query.match(/[\p{L}\p{N}]+/gu) ?? []).map(shardKey))];
}

export interface Alternative {
  readonly terms: readonly string[];
  /** How much a match of it counts next to a match of the query as typed. */
  readonly weight: number;
}

/** Where `phrase` (as terms) stands in `terms`, or -1. */
function indexOfPhrase(terms: readonly string[], phrase: readonly string[]): number {
  if (!phrase.length || phrase.length > terms.length) return -1;
  for (let i = 0; i + phrase.length <= terms.length; i++) {
    if (phrase.every((word, j) => terms[i + j] === word)) return i;
  }
  return -1;
}

/**
 * Other ways to say `query` in the docs' words: each alias found in the query is replaced by its
 * term (`vendor bills` → `supplier bills`), each counting `weight` of the words as typed.
 */
export function aliasAlternatives(query: string, aliases: readonly Alias[], weight: number): Alternative[] {
  const terms = queryTerms(query);
  const seen = new Set([terms.join(' ')]);
  const out: Alternative[] = [];
  for (const alias of aliases) {
    const phrase = queryTerms(alias.from);
    const at = indexOfPhrase(terms, phrase);
    if (at === -1) continue;
    const replaced = [...terms.slice(0, at), ...queryTerms(alias.to), ...terms.slice(at + phrase.length)];
    const key = replaced.join(' ');
    if (!replaced.length || seen.has(key)) continue;
    seen.add(key);
    out.push({ terms: replaced, weight });
  }
  return out;
}

/** The docs' term for each word of `terms` that has one alias of a single word (`vendor` → `supplier`). */
export function aliasOf(term: string, aliases: readonly Alias[]): string[] | null {
  const alias = aliases.find((candidate) => queryTerms(candidate.from).join(' ') === term);
  return alias ? queryTerms(alias.to) : null;
}

/** Loads a file of aliases: a shard (`<basePath>ledgerlink-aliases/<key>.json`) or all of them (`ledgerlink-aliases.json`). */
export async function loadAliases(url: string): Promise<readonly Alias[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The aliases answered ${response.status}.`);
  const file = (await response.json()) as AliasFile;
  if (file.version !== ALIASES_VERSION) throw new Error(`The aliases are version ${file.version}, not ${ALIASES_VERSION}.`);
  return file.aliases;
}
