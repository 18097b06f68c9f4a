/**
 * The navigational index in the browser: titles, headings, keywords and API operations of every
 * page (written at build time by lib/search/nav-index.mjs), ranked with MiniSearch. It is what
 * makes a page found by its name with a typo, a prefix or a synonym; Pagefind's full text finds
 * the words in the body.
 */
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { aliasAlternatives, aliasOf, shardKeysOf, type Alias, type Alternative } from './aliases';
import { asksForActionIn, asksForChangelog } from './intent';
import { indexTerm, indexTerms, maxEdits, STOP_WORDS, titleWords, tokenize } from './queryTerms';
import { RANKING_PARAMETERS, type RankingParameters } from './ranking';
import apiVerbs from './vocabulary/api-verbs.json';

/** One entry as the build writes it (short keys; see lib/search/nav-index.mjs). */
export interface NavEntry {
  readonly k: 'd' | 'p' | 'o';
  readonly u: string;
  readonly t: string;
  readonly s: string;
  readonly g: readonly number[];
  readonly d?: string;
  readonly w?: string;
  readonly y?: string;
  readonly h?: readonly string[];
  readonly a?: string;
  readonly e?: string;
  readonly x?: 1;
  readonly l?: 1;
  /** The site path of the operation that replaces this deprecated one (the spec's `x-replacement`). */
  readonly r?: string;
  /** The page's other names (`Bank Feeds API v1`); each counts as its title. */
  readonly n?: readonly string[];
}

export interface NavIndexFile {
  readonly version: number;
  readonly tags: readonly string[];
  readonly entries: readonly NavEntry[];
  /** Words far more frequent in update posts than in docs (lib/search/changelog-words.mjs). */
  readonly changelogWords: readonly string[];
}

/** The file's name in the Pagefind folder and its shape's version: the same as in lib/search/nav-index.mjs. */
export const NAV_INDEX_FILE = 'ledgerlink-nav.json';
export const NAV_INDEX_VERSION = 2;

/**
 * Which fields count for how much: the title and the writer's keywords first, then what names
 * the page or operation.
 */
export const FIELD_BOOSTS = { title: 6, keywords: 6, operationId: 3, headings: 2, endpoint: 1.5, api: 1, description: 0.75 };
/**
 * The plain meanings of an operation's HTTP method (RFC 9110 §9.3, in the reviewed domain word
 * list): a DELETE is found by `remove`, a POST by `record`. They weigh as an alias of the title.
 */
const METHOD_MEANINGS: Readonly<Record<string, readonly string[]>> = apiVerbs.httpMethods;
const FIELDS = [...Object.keys(FIELD_BOOSTS), 'method', 'address'];

/**
 * The field boosts with the method's meanings weighing `alias` of the title, and the words of a
 * post's address weighing as a heading's.
 */
function fieldBoosts(ranking: RankingParameters): Record<string, number> {
  return { ...FIELD_BOOSTS, method: FIELD_BOOSTS.title * ranking.alias, address: FIELD_BOOSTS.headings };
}

/**
 * The words of a post's address that its title leaves out: the writer names the event there
 * (`/updates/230613-bill-pay-launch` → `launch` for "Bill Pay: read bills, pay suppliers, …";
 * `…-sync-for-payroll-launch` for "Sync for Payroll is generally available"), which is what a
 * reader asks about (`when did bill pay launch`). A post has no headings in the index; this is
 * its one line under the title, and it costs no bytes, as the address is stored anyway.
 */
export function postAddressWords(entry: NavEntry): string {
  if (entry.k !== 'p') return '';
  const inTitle = new Set(tokenize(entry.t));
  const slug = /^\/updates\/\d{6}-(.+)$/.exec(entry.u)?.[1] ?? '';
  return slug
    .split('-')
    .filter((word) => !inTitle.has(word))
    .join(' ');
}

export interface NavHit {
  readonly entry: NavEntry;
  readonly score: number;
  /** Terms of the query as the index reads them (`indexTerms`) that matched the entry exactly or by prefix, not by a typo. */
  readonly exactTerms: readonly string[];
  /** The heading whose words matched best, as `[text, anchor]`, when that is not the title. */
  readonly heading?: readonly [string, string];
}

export interface NavQuery {
  readonly query: string;
  /** Other ways to say it (aliases), each counting for its weight of the query as typed. */
  readonly alternatives?: readonly Alternative[];
  readonly tags: readonly string[];
  readonly section?: string;
  readonly limit?: number;
}

/** The anchor Docusaurus gives a heading; the same rule as `headingSlug` in lib/search/nav-index.mjs. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** A stored heading as `[text, anchor]`. */
export function parseHeading(stored: string): [string, string] {
  const tab = stored.indexOf('\t');
  return tab === -1 ? [stored, headingSlug(stored)] : [stored.slice(0, tab), stored.slice(tab + 1)];
}

function operationId(entry: NavEntry): string {
  return /#(?:operation|webhook)\/(.+)$/.exec(entry.u)?.[1] ?? '';
}

function fieldText(entry: NavEntry, field: string): string {
  switch (field) {
    case 'title':
      return entry.t;
    case 'keywords':
      return entry.w ?? '';
    case 'operationId':
      return operationId(entry);
    case 'headings':
      return (entry.h ?? []).map((h) => parseHeading(h)[0]).join(' \n ');
    case 'endpoint':
      return entry.e ?? '';
    case 'api':
      return entry.a ?? '';
    case 'description':
      return entry.d ?? '';
    case 'address':
      return postAddressWords(entry);
    case 'method':
      return entry.k === 'o' ? (METHOD_MEANINGS[/^[A-Z]+/.exec(entry.e ?? '')?.[0] ?? '']?.join(' ') ?? '') : '';
    default:
      return '';
  }
}

/** The words of an entry that a reader sees: its title, keywords, description, endpoint and headings. */
export function entryText(entry: NavEntry): string {
  return [entry.t, entry.w, entry.d, entry.e, ...(entry.h ?? []).map((h) => parseHeading(h)[0])].filter(Boolean).join(' ');
}

/** A docs page that opens a topic: `…/overview`, or a section's index. A bare name leads there first. */
export function isLandingPage(url: string): boolean {
  return /\/overview$/.test(url) || /^\/[^/]+$/.test(url);
}

/** What a query asks for (intent.ts). */
export interface QueryIntent {
  readonly action: boolean;
  readonly changelog: boolean;
}

/**
 * What an entry's kind is worth for a query: update posts count for less than docs on the same
 * words unless the query asks about the changelog; an operation counts fully when the query asks
 * for an action and less when it only names a thing; a legacy API's operations and deprecated
 * ones less; landing pages a little more.
 */
export function kindWeight(entry: NavEntry, intent: QueryIntent, ranking: RankingParameters = RANKING_PARAMETERS): number {
  if (entry.k === 'o') return (entry.x || entry.l ? 0.6 : 1) * (intent.action ? 1 : ranking.operationWithoutAction);
  if (entry.k === 'd') return isLandingPage(entry.u) ? 1.15 : 1;
  return intent.changelog ? 1 : ranking.post;
}

/** What a NavSearch loads as queries need it (embedded.ts loads both from beside the Pagefind index). */
export interface NavLoaders {
  /** The aliases of one shard (aliases.ts). */
  readonly aliasShard?: (key: string) => Promise<readonly Alias[]>;
  /** The words of the full text that no name holds, of one shard (textWords.ts), most frequent first. */
  readonly textWords?: (key: string) => Promise<readonly string[]>;
}

export class NavSearch {
  private readonly mini: MiniSearch<NavEntry & { id: number }>;
  private readonly vocabulary = new SearchableMap<number>();
  private readonly file: NavIndexFile;
  private readonly changelogWords: ReadonlySet<string>;
  private readonly ranking: RankingParameters;
  private readonly aliases: Alias[] = [];
  private readonly loaders: NavLoaders;
  private readonly aliasShards = new Map<string, Promise<void>>();
  private readonly textWordShards = new Map<string, Promise<void>>();
  private byUrl?: Map<string, NavEntry>;

  /**
   * `aliases` join the words a correction may lead to; `loaders` load the aliases of one shard
   * (aliases.ts) when a query needs it, and the words of the full text when a query needs correcting;
   * `ranking` replaces the fitted parameters.
   */
  constructor(
    file: NavIndexFile,
    aliases: readonly Alias[] = [],
    ranking: RankingParameters = RANKING_PARAMETERS,
    loaders: NavLoaders = {},
  ) {
    this.file = file;
    this.ranking = ranking;
    this.loaders = loaders;
    this.changelogWords = new Set(file.changelogWords.map((word) => indexTerm(word) ?? word));
    this.mini = new MiniSearch<NavEntry & { id: number }>({
      fields: FIELDS,
      storeFields: [],
      extractField: (doc, field) => (field === 'id' ? doc.id : fieldText(doc, field)),
      tokenize,
      processTerm: indexTerm,
    });
    const docs = file.entries.map((entry, id) => ({ ...entry, id }));
    this.mini.addAll(docs);
    // The words a correction may lead to, each with how often it names something (a title counts
    // three times): the index's own words and every word of the aliases loaded (`pagination`).
    for (const doc of docs) {
      this.learn(doc.t, 3);
      for (const field of ['keywords', 'operationId', 'headings', 'description']) this.learn(fieldText(doc, field), 1);
    }
    this.addAliases(aliases);
    // The small words of a question are the most frequent of any text: a word one edit from one is a
    // typo of it (`shold` is `should`, not `sold`), corrected to it and then left out as it is.
    for (const word of STOP_WORDS) this.vocabulary.set(word, Number.POSITIVE_INFINITY);
  }

  private learn(text: string, weight: number): void {
    for (const word of tokenize(text)) {
      const term = indexTerm(word);
      if (term && !/^\d+$/.test(term)) this.vocabulary.set(term, (this.vocabulary.get(term) ?? 0) + weight);
    }
  }

  /**
   * Loads the shards of the words of the full text that `query`'s words need (their first letters)
   * into the vocabulary a correction leads to: called when a query needs correcting.
   */
  async loadTextWordsFor(query: string): Promise<void> {
    const load = this.loaders.textWords;
    if (!load) return;
    await this.loadShards(
      this.textWordShards,
      shardKeysOf(query),
      load,
      (words) => this.learnTextWords(words),
      (key) => `The words of the full text of shard ${key} could not be loaded; correcting toward the names only.`,
    );
  }

  /**
   * Words of the full text that no name holds (textWords.ts), the most frequent first, for spelling
   * correction: each counts for less than any name's word (a name's word wins a tie), and for less
   * than the words before it.
   */
  learnTextWords(words: readonly string[]): void {
    words.forEach((word, i) => {
      const term = indexTerm(word);
      if (term && !this.vocabulary.has(term)) this.vocabulary.set(term, 1 - (i + 1) / (words.length + 1));
    });
  }

  private addAliases(aliases: readonly Alias[]): void {
    this.aliases.push(...aliases);
    for (const alias of aliases) for (const phrase of [alias.from, alias.to]) this.learn(phrase, 1);
  }

  /** Loads the alias shards `query` needs that are not loaded yet. */
  async loadAliasesFor(query: string): Promise<void> {
    const load = this.loaders.aliasShard;
    if (!load) return;
    await this.loadShards(
      this.aliasShards,
      shardKeysOf(query),
      load,
      (aliases) => this.addAliases(aliases),
      (key) => `The aliases of shard ${key} could not be loaded; searching the words as typed.`,
    );
  }

  /**
   * Loads each of `keys` not loaded yet into `loaded` and hands it to `use`; a shard that fails to
   * load is reported in the console (`failure`), the query is answered without it, and the next
   * query tries again.
   */
  private async loadShards<T>(
    loaded: Map<string, Promise<void>>,
    keys: readonly string[],
    load: (key: string) => Promise<T>,
    use: (shard: T) => void,
    failure: (key: string) => string,
  ): Promise<void> {
    await Promise.all(
      keys.map((key) => {
        let shard = loaded.get(key);
        if (!shard) {
          shard = load(key).then(use, (error: unknown) => {
            console.warn(`[search] ${failure(key)}`, error);
            loaded.delete(key);
          });
          loaded.set(key, shard);
        }
        return shard;
      }),
    );
  }

  /** How many documents the index holds: the build writes one entry for each page, operation and post it gives Pagefind. */
  get documentCount(): number {
    return this.file.entries.length;
  }

  /** The entry of a page or operation by its site path. */
  entryAt(url: string): NavEntry | undefined {
    this.byUrl ??= new Map(this.file.entries.map((entry) => [entry.u, entry]));
    return this.byUrl.get(url);
  }

  /** Other ways to say `query` in the docs' words, each weighing the `alias` parameter. */
  alternatives(query: string): Alternative[] {
    return aliasAlternatives(query, this.aliases, this.ranking.alias);
  }

  /** The docs' words for a word readers use instead (`vendor` → [supplier]), or null. */
  docsTermFor(term: string): string[] | null {
    return aliasOf(term, this.aliases);
  }

  /** What `query` asks for: an action (an API operation) and the changelog (update posts). */
  intent(query: string): QueryIntent {
    return { action: asksForActionIn(query), changelog: asksForChangelog(query, this.changelogWords) };
  }

  /** Words of the vocabulary within the allowed edits of `term`; a swap of two neighbours counts as one edit. */
  private candidates(term: string): Array<{ term: string; distance: number; count: number }> {
    const edits = maxEdits(term);
    if (!edits) return [];
    const found = new Map<string, { term: string; distance: number; count: number }>();
    for (const [candidate, [count, distance]] of this.vocabulary.fuzzyGet(term, edits))
      found.set(candidate, { term: candidate, distance, count });
    for (let i = 0; i + 1 < term.length; i++) {
      const swapped = `${term.slice(0, i)}${term[i + 1]}${term[i]}${term.slice(i + 2)}`;
      const count = this.vocabulary.get(swapped);
      if (count !== undefined && swapped !== term) found.set(swapped, { term: swapped, distance: 1, count });
    }
    return [...found.values()];
  }

  /** Entries for `query` and its alternatives, best first. */
  search({ query, alternatives = [], tags, section, limit = 20 }: NavQuery): NavHit[] {
    const terms = indexTerms(query);
    if (!terms.length) return [];
    const tagSet = new Set(tags);
    const allowed = (entry: NavEntry) =>
      (!tagSet.size || entry.g.some((g) => tagSet.has(this.file.tags[g]))) && (!section || entry.s === section);
    const intent = this.intent(query);
    const options = {
      boost: fieldBoosts(this.ranking),
      fuzzy: (term: string) => maxEdits(term),
      prefix: (term: string, i: number, all: readonly string[]) => i === all.length - 1 && term.length >= 2,
      // MiniSearch merges its own default (0.375) for the prefix weight into a partial `weights`.
      weights: { fuzzy: this.ranking.fuzzy } as SearchOptions['weights'],
      filter: (result: SearchResult) => allowed(this.file.entries[result.id as number]),
      boostDocument: (id: unknown) => kindWeight(this.file.entries[id as number], intent, this.ranking),
      processTerm: (term: string) => term,
      tokenize: (text: string) => text.split(' '),
    };
    const best = new Map<number, NavHit>();
    const run = (words: readonly string[], weight: number) => {
      for (const result of this.mini.search(words.join(' '), options)) {
        const entry = this.file.entries[result.id as number];
        const named = Math.max(nameCoverage(entry, words), keywordCoverage(entry.w, words)) + phraseInTitle(entry.t, words);
        // A post whose title holds the whole query is about exactly that: it loses its post discount.
        const ownTopic = entry.k === 'p' && named >= 1 ? 1 / kindWeight(entry, intent, this.ranking) : 1;
        const score = result.score * weight * ownTopic * (1 + named);
        const previous = best.get(result.id as number);
        if (previous && previous.score >= score) continue;
        best.set(result.id as number, { entry, score, exactTerms: exactTerms(result, words), heading: bestHeading(entry, words) });
      }
    };
    run(terms, 1);
    for (const alternative of alternatives) run(alternative.terms, alternative.weight);
    return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /**
   * The query word by word, each word the index does not know replaced by the nearest word it knows
   * (one edit from 4 letters, two from 8; of as many edits, a word that starts as typed, then the word
   * that names more things), in the number typed (`inflectedAs`), else by the two known words it
   * joins (`opened`: `clearbooks` → `clear books`), so each replacement keeps its word's place; null
   * when nothing changed.
   */
  correct(query: string): string[] | null {
    const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    let changed = false;
    const corrected = words.map((word, i) => {
      const term = indexTerm(word);
      if (!term || this.vocabulary.has(term)) return word;
      if (i === words.length - 1 && this.vocabulary.atPrefix(term).size > 0) return word;
      // Fewest edits first; then a word that starts as typed, or with its first two letters swapped
      // (readers seldom mistype a word's first letter: `rdirect` is `redirect`, not `direct`); then
      // the word that names more things.
      const startsAsTyped = (candidate: string) => candidate[0] === term[0] || (candidate[0] === term[1] && candidate[1] === term[0]);
      const rank = (candidate: { term: string; distance: number; count: number }) =>
        [candidate.distance, startsAsTyped(candidate.term) ? 0 : 1, -candidate.count] as const;
      let choice: { term: string; distance: number; count: number } | null = null;
      for (const candidate of this.candidates(term)) {
        if (!choice || isBefore(rank(candidate), rank(choice))) choice = candidate;
      }
      const replacement = choice ? inflectedAs(word, term, choice.term) : this.opened(word);
      if (!replacement) return word;
      changed = true;
      return replacement;
    });
    return changed ? corrected : null;
  }

  /**
   * A word the index does not know that is two words it knows written closed, opened (`clearbooks`
   * → `clear books`): a word break (Solr's WordBreakSolrSpellChecker), for names that readers join.
   * Each part is long enough to be corrected itself (`maxEdits`); of several breaks, the one whose
   * rarer part names the most things wins.
   */
  private opened(word: string): string | null {
    let best: { words: string; count: number } | null = null;
    for (let i = 1; i < word.length; i++) {
      const [first, second] = [word.slice(0, i), word.slice(i)];
      if (!maxEdits(first) || !maxEdits(second)) continue;
      const counts = [first, second].map((part) => this.vocabulary.get(indexTerm(part) ?? part) ?? 0);
      const count = Math.min(...counts);
      if (count > 0 && (!best || count > best.count)) best = { words: `${first} ${second}`, count };
    }
    return best?.words ?? null;
  }
}

/** True when `a` sorts before `b`, element by element. */
function isBefore(a: readonly number[], b: readonly number[]): boolean {
  const at = a.findIndex((value, i) => value !== b[i]);
  return at !== -1 && a[at] < b[at];
}

/**
 * `correction`, a word of the vocabulary (which holds singulars), in the number of the word typed:
 * `upadtes` (the term `upadte`) is corrected to `updates`, not `update`, which a reader would read as
 * the verb. `term` is `indexTerm(typed)`; `singular` folds `-ies` to `-y` and drops a final `-s`.
 */
function inflectedAs(typed: string, term: string, correction: string): string {
  if (typed === term) return correction;
  return typed.endsWith('ies') && correction.endsWith('y') ? `${correction.slice(0, -1)}ies` : `${correction}s`;
}

/** `titleCoverage` of the entry's title or of one of its other names, whichever is highest. */
export function nameCoverage(entry: NavEntry, terms: readonly string[]): number {
  return Math.max(titleCoverage(entry.t, terms), ...(entry.n ?? []).map((name) => titleCoverage(name, terms)));
}

/**
 * Extra weight for a title made of the query's words: the share of the title's words that the query
 * holds times the share of the query's words that the title holds (`Paging` for `paging`, `Xero
 * setup` for `xero setup`). Their order counts in `phraseInTitle`.
 */
export function titleCoverage(title: string, terms: readonly string[]): number {
  const words = titleWords(title);
  if (!words.length || !terms.length) return 0;
  const matches = (forms: readonly string[], q: string) => forms.some((t) => t === q || (q.length >= 3 && t.startsWith(q)));
  const covered = words.filter((forms) => terms.some((q) => matches(forms, q))).length;
  const found = terms.filter((q) => words.some((forms) => matches(forms, q))).length;
  return (covered / words.length) * (found / terms.length);
}

/** True when `title` holds every one of `terms` (a word of it is the term, or starts with it). */
export function titleHoldsEvery(title: string, terms: readonly string[]): boolean {
  return terms.length > 0 && terms.every((term) => titleCoverage(title, [term]) > 0);
}

/**
 * Extra weight for a title that holds the query's words in their order, side by side (`Pay a bill
 * end to end` for `pay a bill`, not `Bill Pay`), more when they are most of the title.
 */
export function phraseInTitle(title: string, terms: readonly string[]): number {
  if (terms.length < 2) return 0;
  const words = titleWords(title);
  for (let i = 0; i + terms.length <= words.length; i++) {
    if (terms.every((term, j) => words[i + j].includes(term))) return (0.5 * terms.length) / words.length;
  }
  return 0;
}

/**
 * A front-matter keyword counts like a title: the share of the query's words that one keyword
 * phrase holds, when every word of the phrase is in the query (`api token` on Authentication).
 */
export function keywordCoverage(keywords: string | undefined, terms: readonly string[]): number {
  if (!keywords || !terms.length) return 0;
  let best = 0;
  for (const phrase of keywords.split(',')) {
    const words = tokenize(phrase)
      .map(indexTerm)
      .filter((t): t is string => !!t);
    if (!words.length || !words.every((w) => terms.includes(w))) continue;
    best = Math.max(best, words.length / terms.length);
  }
  return best;
}

function exactTerms(result: SearchResult, terms: readonly string[]): string[] {
  const matched = Object.keys(result.match);
  return terms.filter((term) => matched.some((m) => m === term || m.startsWith(term)));
}

/** The heading of a docs page that holds the most query words, for a hit that lands on it. */
function bestHeading(entry: NavEntry, terms: readonly string[]): [string, string] | undefined {
  if (!entry.h?.length) return undefined;
  const inTitle = new Set(tokenize(entry.t).map(indexTerm));
  const wanted = terms.filter((t) => !inTitle.has(t));
  if (!wanted.length) return undefined;
  let best: [string, string] | undefined;
  let bestCount = 0;
  for (const stored of entry.h) {
    const heading = parseHeading(stored);
    const words = new Set(tokenize(heading[0]).map(indexTerm));
    const count = wanted.filter((t) => words.has(t)).length;
    if (count > bestCount) {
      best = heading;
      bestCount = count;
    }
  }
  return best;
}

/** Loads `<basePath>ledgerlink-nav.json`. */
export async function loadNavIndex(url: string): Promise<NavIndexFile> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The navigational index answered ${response.status}.`);
  const file = (await response.json()) as NavIndexFile;
  if (file.version !== NAV_INDEX_VERSION) throw new Error(`The navigational index is version ${file.version}, not ${NAV_INDEX_VERSION}.`);
  return file;
}
