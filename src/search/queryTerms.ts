/**
 * How the embedded search reads words, the same for the index and for queries (`indexTerms`; the
 * full text gets them as typed, `queryTerms`): lower case, letters and digits only (`-`, `_`, `.`,
 * `/` and `{}` split), camelCase split as well as kept whole (`pageSize` is found by `page size`
 * and `pagesize`, and finds "Page size"), `v3` also read as `3`, plurals folded (`invoices` →
 * `invoice`, `companies` → `company`), and the small words of a typed question dropped.
 */

/**
 * Words that say nothing about what a reader looks for: `how do i get an api key` → `get api key`.
 * Articles, prepositions, pronouns, question words and auxiliary verbs (closed classes, as in
 * Lucene's English stop set); not `no`, `not` or `all`, which change what a query asks for.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'for',
  'with',
  'by',
  'at',
  'from',
  'into',
  'as',
  'how',
  'do',
  'does',
  'i',
  'my',
  'me',
  'we',
  'our',
  'us',
  'you',
  'your',
  'is',
  'are',
  'be',
  'can',
  'what',
  'why',
  'when',
  'where',
  'which',
  'it',
  'its',
  'this',
  'that',
  'there',
  'if',
  'should',
  'would',
  'will',
  'vs',
  'was',
  'were',
  'has',
  'have',
  'had',
  'did',
  'could',
  'may',
  'might',
  'must',
  'been',
  'being',
  'am',
  'they',
  'them',
  'their',
  'these',
  'those',
  'such',
  'but',
  'then',
  'who',
  'whom',
  'whose',
  'than',
  'so',
]);

/**
 * `text` without English possessives and contractions, which would leave a stray letter (`customer's`
 * → `customer` `s`): `customer's` → `customer`, `what's` → `what`, `don't` → `do`, `can't` → `can`,
 * `won't` → `will`. The possessive goes as Lucene's English possessive filter drops it.
 */
export function withoutClitics(text: string): string {
  return text
    .replace(/\bwon['’]t\b/giu, 'will')
    .replace(/\bcan['’]t\b/giu, 'can')
    .replace(/n['’]t\b/giu, '')
    .replace(/(\p{L})['’](s|m|re|ve|ll|d)\b/giu, '$1');
}

/** Lower-cased words of a text, in order, with camelCase parts after the whole word. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const raw of withoutClitics(text).match(/[\p{L}\p{N}]+/gu) ?? []) {
    const word = raw.toLowerCase();
    out.push(word);
    const parts = raw.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u);
    if (parts.length > 1) for (const part of parts) out.push(part.toLowerCase());
    // `v3` is also `3`, so `link sdk v3` finds "Link SDK 3.0".
    const version = /^v(\d+)$/.exec(word);
    if (version) out.push(version[1]);
  }
  return out;
}

/**
 * The words of a title as the index reads them, one entry per word typed: the word whole and its
 * camelCase parts (`QuickBooks` is `quickbooks`, `quick` and `books`), so a title of three words counts
 * three whether a reader types `quickbooks` or `QuickBooks`; stop words left out.
 */
export function titleWords(title: string): string[][] {
  const words: string[][] = [];
  for (const raw of withoutClitics(title).match(/[\p{L}\p{N}]+/gu) ?? []) {
    const forms = tokenize(raw).flatMap((word) => indexTerm(word) ?? []);
    if (forms.length) words.push([...new Set(forms)]);
  }
  return words;
}

/** Folds an English plural to its singular, conservatively: `statuses` and `access` stay as they are. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is|os|ses)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The index form of a word, or null for a stop word. */
export function indexTerm(word: string): string | null {
  return STOP_WORDS.has(word) ? null : singular(word);
}

/** The searchable words of a query, in order: tokens without stop words, plurals folded, `v3` as `3`. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  const words = withoutClitics(query.toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const word of words) {
    const term = indexTerm(/^v\d+$/.test(word) ? word.slice(1) : word);
    if (term) terms.push(term);
  }
  return terms;
}

/**
 * The terms of `text` as the index reads them: each word whole and, for an identifier, its camelCase
 * parts as well (`supplementalData` → `supplementaldata supplemental data`), without stop words, once
 * each. A reader who types a field name finds the page that names it in words.
 */
export function indexTerms(text: string): string[] {
  return [...new Set(tokenize(text).flatMap((word) => indexTerm(word) ?? []))];
}

/** Typo tolerance as Typesense's defaults have it: one edit from 4 letters, two from 8. Digits never. */
export function maxEdits(term: string): number {
  if (/\d/.test(term)) return 0;
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/** True when `query` names a field as code does: camelCase (`feedStartDate`) or a path (`metadata.isDeleted`, `source_type`). */
export function namesAField(query: string): boolean {
  return /\p{Ll}\p{Lu}|\p{L}{2}[._]\p{L}{2}/u.test(query);
}

/**
 * A compound word as Pagefind's index holds it whole: without its dots and hyphens
 * (`metadata.isDeleted` → `metadataisdeleted`), with its underscores, which Pagefind reads as part
 * of the word (`read_all_orders` is indexed as typed, and `readallorders` finds none of the pages
 * that name the scope).
 */
const asIndexed = (compound: string) => compound.toLowerCase().replace(/[.-]/g, '');

/**
 * The fields a query names as code (`namesAField`), each as the index holds it whole:
 * `commercePlatformKey` → `commerceplatformkey`, `metadata.isDeleted` → `metadataisdeleted`.
 */
export function identifiersIn(query: string): string[] {
  return (query.match(/[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)*/gu) ?? []).filter(namesAField).map(asIndexed);
}

/** A word joined by `.`, `-` or `_` (`metadata.isDeleted`, `x-ratelimit-remaining`, `source_type`). */
const COMPOUND = /[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)+/gu;

/**
 * The query as Pagefind reads its index, or null when that is the same as `queryTerms`: Pagefind
 * indexes a compound word (`metadata.isDeleted`) whole, as `metadataisdeleted` (`asIndexed`), beside
 * its parts, so the whole is the precise match for a field or header typed as code.
 */
export function compoundTerms(query: string): string[] | null {
  const compounds = query.match(COMPOUND);
  if (!compounds) return null;
  const wholes = compounds.map(asIndexed);
  const rest = queryTerms(query.replace(COMPOUND, ' '));
  return [...wholes, ...rest];
}
