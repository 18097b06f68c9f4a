/**
 * Spelling correction corrects toward the words of the full text too (lib/search/text-words.mjs,
 * src/search/textWords.ts): this reads the shards the build wrote beside the index and asks the
 * built search, served on loopback as the site is, to correct a misspelling of the text's most
 * frequent long word that no name holds.
 * Reads build/ (or $BUILD_DIR).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedBackend } from '../../src/search/embedded';
import { NAV_INDEX_FILE, type NavIndexFile } from '../../src/search/navIndex';
import type { PagefindModule } from '../../src/search/pagefind';
import { TEXT_WORDS_DIR, type TextWordsFile } from '../../src/search/textWords';
import { HOME_TAGS, serveBuild, type ServedBuild } from './support/builtPagefind';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
const shardsDir = path.join(build, 'pagefind', TEXT_WORDS_DIR);
const shards = fs.readdirSync(shardsDir).map((file) => JSON.parse(fs.readFileSync(path.join(shardsDir, file), 'utf8')) as TextWordsFile);
const nav = JSON.parse(fs.readFileSync(path.join(build, 'pagefind', NAV_INDEX_FILE), 'utf8')) as NavIndexFile;
const namedWords = new Set(
  JSON.stringify(nav.entries)
    .toLowerCase()
    .match(/\p{L}+/gu),
);
const textWords = new Set(shards.flatMap((shard) => shard.words));

let served: ServedBuild;

beforeAll(async () => {
  served = await serveBuild(build);
});

afterAll(() => served.close());

describe('the words of the full text, for spelling correction', () => {
  it('are written for every first letter a query may have, and hold only words that no name holds', () => {
    expect(shards.length).toBe(37);
    expect(textWords.size).toBeGreaterThan(1000);
    expect([...textWords].filter((word) => namedWords.has(word))).toEqual([]);
  });

  it('lead a misspelling of a word that only the text holds back to that word', async () => {
    // Each shard lists its words most frequent first: take the first long one whose misspelling (its
    // middle letter dropped) is no word of the index.
    const misspell = (word: string) => word.slice(0, word.length / 2) + word.slice(word.length / 2 + 1);
    const word = shards
      .flatMap((shard) => shard.words.slice(0, 20))
      .find((candidate) => candidate.length >= 8 && !textWords.has(misspell(candidate)) && !namedWords.has(misspell(candidate)));
    expect(word).toBeDefined();
    const pagefind = await served.freshPagefind();
    const backend = createEmbeddedBackend({ basePath: served.basePath, load: async (): Promise<PagefindModule> => pagefind });
    const results = await backend.search({ query: misspell(word!), language: 'en', tags: HOME_TAGS });
    expect(results.correction).toBe(word);
    expect(results.groups.length).toBeGreaterThan(0);
  });
});
