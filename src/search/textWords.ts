/**
 * The words of the full text that no name holds (lib/search/text-words.mjs writes them beside the
 * Pagefind index, in shards by first letter): spelling correction corrects toward them too, so a
 * misspelled word of the body alone (`caling`) is corrected (`calling`). A query loads the shards of
 * its words only when it needs correcting.
 */

/** The shards' folder beside the Pagefind index and their shape's version: the same as in lib/search/text-words.mjs. */
export const TEXT_WORDS_DIR = 'ledgerlink-text-words';
export const TEXT_WORDS_VERSION = 1;

export interface TextWordsFile {
  readonly version: number;
  /** The shard's words, the most frequent first. */
  readonly words: readonly string[];
}

export async function loadTextWords(url: string): Promise<readonly string[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The words of the full text answered ${response.status}.`);
  const file = (await response.json()) as TextWordsFile;
  if (file.version !== TEXT_WORDS_VERSION)
    throw new Error(`The words of the full text are version ${file.version}, not ${TEXT_WORDS_VERSION}.`);
  return file.words;
}
