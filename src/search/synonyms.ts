/**
 * Synonyms of the embedded search, read from `synonyms.json`: the one list both backends use
 * (the Typesense push sends the same items to Typesense's synonym set). An item is multi-way
 * (`synonyms` are all alike) or one-way (`root` also finds its `synonyms`, not the reverse),
 * exactly as Typesense reads it.
 */
import items from './synonyms.json';
import { ACTION_WORDS, queryTerms, singular } from './queryTerms';

export interface SynonymItem {
  readonly id: string;
  readonly root?: string;
  readonly synonyms: readonly string[];
}

export const SYNONYMS: readonly SynonymItem[] = items;

/** Where `phrase` (as terms) stands in `terms`, or -1. */
function indexOfPhrase(terms: readonly string[], phrase: readonly string[]): number {
  if (!phrase.length || phrase.length > terms.length) return -1;
  for (let i = 0; i + phrase.length <= terms.length; i++) {
    if (phrase.every((word, j) => terms[i + j] === word)) return i;
  }
  return -1;
}

export interface Alternative {
  readonly terms: readonly string[];
  /** How much a match of it counts next to a match of the query as typed. */
  readonly weight: number;
}

/** A synonym's match counts for this much of a match of the words as typed. */
export const ALTERNATIVE_WEIGHT = 0.6;
/** `get invoices` is `list invoices`: a plural after a reading verb asks for a list, so that swap costs little. */
export const LIST_ALTERNATIVE_WEIGHT = 0.95;

/**
 * Other ways to say `query`: each synonym phrase found in the query is replaced by each of its
 * alternatives. `pagination` → [paging], [paginate], …; `429 too many requests` → [429, rate, limit], ….
 * At most `max`, in the order of the synonyms file.
 */
export function synonymAlternatives(query: string, synonyms: readonly SynonymItem[] = SYNONYMS, max = 6): Alternative[] {
  const terms = queryTerms(query);
  const plural = (query.toLowerCase().match(/[\p{L}]+/gu) ?? []).some((word) => !ACTION_WORDS.has(word) && singular(word) !== word);
  const seen = new Set([terms.join(' ')]);
  const out: Alternative[] = [];
  for (const item of synonyms) {
    const sources = item.root !== undefined ? [item.root] : item.synonyms;
    for (const source of sources) {
      const phrase = queryTerms(source);
      const at = indexOfPhrase(terms, phrase);
      if (at === -1) continue;
      const targets = item.root !== undefined ? item.synonyms : item.synonyms.filter((s) => s !== source);
      for (const target of targets) {
        const replacement = queryTerms(target);
        const replaced = [...terms.slice(0, at), ...replacement, ...terms.slice(at + phrase.length)];
        const key = replaced.join(' ');
        if (!replaced.length || seen.has(key)) continue;
        seen.add(key);
        const asksForList = replacement.join(' ') === 'list' && ACTION_WORDS.has(phrase.join(' ')) && plural;
        out.push({ terms: replaced, weight: asksForList ? LIST_ALTERNATIVE_WEIGHT : ALTERNATIVE_WEIGHT });
      }
    }
  }
  return out.slice(0, max);
}
