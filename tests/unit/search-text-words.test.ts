import { describe, expect, it } from 'vitest';
import {
  TEXT_WORDS_DIR as BUILD_DIR,
  TEXT_WORDS_VERSION as BUILD_VERSION,
  textWordShards,
  textWords,
} from '../../lib/search/text-words.mjs';
import { shardKeysOf } from '../../src/search/aliases';
import { TEXT_WORDS_DIR, TEXT_WORDS_VERSION } from '../../src/search/textWords';

describe('the words of the full text that no name holds', () => {
  const nav = { entries: [{ k: 'd', u: '/using-the-api/webhooks', t: 'Webhooks', d: 'Get notified when data changes.' }] };
  const records = [
    { content: 'Webhooks are retried with backoff; retried deliveries keep their order.' },
    { content: 'A retried delivery is retried again after a longer backoff. Data changes are notified.' },
    { content: null },
  ];

  it('are the correctable words of the text that the names lack, the most frequent first', () => {
    expect(textWords(records, nav)).toEqual([
      'retried',
      'backoff',
      'after',
      'again',
      'deliveries',
      'delivery',
      'keep',
      'longer',
      'order',
      'their',
      'with',
    ]);
  });

  it('are written in shards by first letter, each in order, every shard present, as a query asks for them', () => {
    const shards = textWordShards(textWords(records, nav));
    expect(shards.get('d')).toEqual({ version: TEXT_WORDS_VERSION, words: ['deliveries', 'delivery'] });
    expect(shards.get('z')).toEqual({ version: TEXT_WORDS_VERSION, words: [] });
    expect(shards.get(shardKeysOf('Retried')[0])?.words).toEqual(['retried']);
    expect(BUILD_DIR).toBe(TEXT_WORDS_DIR);
    expect(BUILD_VERSION).toBe(TEXT_WORDS_VERSION);
  });
});
