/** Query understanding of the embedded search: relaxation, changelog and action intent, and the corpus's changelog words. */
import { describe, expect, it } from 'vitest';
import { changelogWords, keyness, singular as changelogSingular } from '../../lib/search/changelog-words.mjs';
import { fuse } from '../../src/search/fusion';
import { ACTION_WORDS, asksForActionIn, asksForChangelog, isQuestion } from '../../src/search/intent';
import type { NavEntry } from '../../src/search/navIndex';
import { singular } from '../../src/search/queryTerms';
import { RANKING_PARAMETERS } from '../../src/search/ranking';
import { relaxTerms } from '../../src/search/relax';

describe('relaxation', () => {
  const known = (words: string[]) => (term: string) => Promise.resolve(words.includes(term));
  const aliases: Record<string, string[]> = { vendor: ['supplier'] };
  const docsTermFor = (term: string) => aliases[term] ?? null;

  it("replaces a reader's word by the docs' term and drops a word the full text does not know", async () => {
    expect(await relaxTerms(['vendor', 'zorgle', 'bill'], known(['vendor', 'bill']), docsTermFor)).toEqual(['supplier', 'bill']);
  });

  it('drops the last word when every word is known and none has another name', async () => {
    expect(await relaxTerms(['bank', 'feed', 'deadline'], known(['bank', 'feed', 'deadline']), docsTermFor)).toEqual(['bank', 'feed']);
  });

  it('leaves a one-word query alone, and gives up when no word is left', async () => {
    expect(await relaxTerms(['zorgle'], known([]), docsTermFor)).toBeNull();
    expect(await relaxTerms(['zorgle', 'blat'], known([]), docsTermFor)).toBeNull();
  });
});

describe('intent', () => {
  const words = new Set(['deprecated', 'launch']);

  it('reads the changelog in words of posts, months, years, dates and versions', () => {
    expect(asksForChangelog('shopify api deprecated', words)).toBe(true);
    expect(asksForChangelog('what changed in march', words)).toBe(true);
    expect(asksForChangelog('outage 2025', words)).toBe(true);
    expect(asksForChangelog('link sdk v3', words)).toBe(true);
    expect(asksForChangelog('sdk 2.1 release', words)).toBe(true);
    expect(asksForChangelog('create an invoice', words)).toBe(false);
    expect(asksForChangelog('429 too many requests', words)).toBe(false);
  });

  it('reads the changelog in a question about when something happened or will, not in one about when to do something', () => {
    expect(asksForChangelog('when did sync for payroll leave beta', words)).toBe(true);
    expect(asksForChangelog('When was the Sage Intacct integration released', words)).toBe(true);
    expect(asksForChangelog('when will the assess endpoints return 404', words)).toBe(true);
    expect(asksForChangelog('bank feeds for netsuite added when?', words)).toBe(true);
    expect(asksForChangelog('what to check when a sync fails', words)).toBe(false);
    expect(asksForChangelog('when should i refresh a token', words)).toBe(false);
    expect(asksForChangelog('when can i push to a mapped account', words)).toBe(false);
  });

  it('reads an action in the plain meanings of the verbs, never in product nouns', () => {
    expect(asksForActionIn('remove a connection')).toBe(true);
    expect(asksForActionIn('record a payment')).toBe(true);
    for (const noun of ['link', 'sync', 'pay', 'post', 'push']) expect(ACTION_WORDS.has(noun)).toBe(false);
    expect(asksForActionIn('hosted link')).toBe(false);
  });

  it('reads the last word of a query of several as the noun its compound ends in, not as a verb', () => {
    expect(asksForActionIn('kyc document upload')).toBe(false);
    expect(asksForActionIn('end customer tenant record')).toBe(false);
    expect(asksForActionIn('upload a kyc document')).toBe(true);
    expect(asksForActionIn('upload')).toBe(true);
    expect(asksForActionIn('bank statement upload deprecation')).toBe(true);
  });

  it('reads no action in a name typed as code: a scope, an event or a field', () => {
    expect(asksForActionIn('PAYOUTS_READ permission')).toBe(false);
    expect(asksForActionIn('read.completed payload')).toBe(false);
    expect(asksForActionIn('createdDate filter')).toBe(false);
    expect(asksForActionIn('read.completed then get the data')).toBe(true);
  });

  it("reads no action in a question, whose verbs are the reader's own", () => {
    expect(isQuestion('How do I put my logo on Link?')).toBe(true);
    expect(isQuestion('can customers create connections themselves')).toBe(true);
    expect(isQuestion('which vendors get the most money')).toBe(false);
    expect(isQuestion('put a logo on link')).toBe(false);
    expect(asksForActionIn('how do i put my logo on link')).toBe(false);
    expect(asksForActionIn('put my logo on link')).toBe(true);
    expect(asksForActionIn('which vendors get the most money')).toBe(true);
  });
});

describe('changelog words of the corpus', () => {
  const record = (url: string, title: string, content: string) => ({
    url_without_anchor: url,
    type: 'content',
    content,
    hierarchy: { lvl1: title },
  });
  const posts = ['a', 'b', 'c', 'd'].map((id) => record(`/updates/${id}`, `Post ${id}`, 'This endpoint is deprecated and retires soon.'));
  const docs = Array.from({ length: 20 }, (_, i) => record(`/docs/${i}`, `Invoices ${i}`, 'Read invoices from the endpoint.'));

  it('measures how far from chance a split between posts and docs is (G², 0 when they use a word alike)', () => {
    expect(keyness(10, 100, 40, 400)).toBeCloseTo(0, 10);
    // 39 of 116 posts against 44 of 463 docs pages use "deprecated": far from chance.
    expect(keyness(39, 116, 44, 463)).toBeGreaterThan(10.83);
    expect(keyness(3, 116, 8, 463)).toBeLessThan(10.83);
  });

  it('keeps words that a larger share of posts than of docs uses, by more than chance, and leaves words of docs titles out', () => {
    const found = changelogWords([...posts, ...docs, record('/docs/x', 'Deprecated fields', 'Fields.')]);
    expect(found).toContain('retire');
    expect(found).not.toContain('endpoint');
    expect(found).not.toContain('deprecated');
  });

  it('counts a word with its plural, as a query is read: posts about borrowers and docs about a borrower share it', () => {
    const lending = ['e', 'f', 'g'].map((id) => record(`/updates/${id}`, `Lending ${id}`, 'New reports for borrowers.'));
    const guides = Array.from({ length: 6 }, (_, i) => record(`/docs/l${i}`, `Loans ${i}`, 'Each borrower has loans.'));
    const found = changelogWords([...lending, ...guides, ...docs]);
    expect(found).not.toContain('borrower');
    expect(found).not.toContain('borrowers');
  });

  it('folds plurals by the same rule as the browser', () => {
    for (const word of ['borrowers', 'companies', 'statuses', 'access', 'endpoints', 'bus', 'analysis', 'fixes'])
      expect(changelogSingular(word)).toBe(singular(word));
  });
});

describe('fusion by intent', () => {
  const post = { key: '/updates/250101-webhooks-v2', score: 10, payload: 'p' };
  const doc = { key: '/using-the-api/webhooks', score: 8, payload: 'd' };

  it('ranks docs above an update post on the same words, and the post first when the query asks about the changelog', () => {
    expect(fuse([], [post, doc], { action: false, changelog: false }, { ...RANKING_PARAMETERS, post: 0.5 })[0].key).toBe(doc.key);
    expect(fuse([], [post, doc], { action: false, changelog: true }, { ...RANKING_PARAMETERS, post: 0.5 })[0].key).toBe(post.key);
  });

  it('weighs an operation less when the query names no action', () => {
    const operation = { key: '/platform-api/#operation/list-webhooks', score: 10, payload: 'o' };
    const ranking = { ...RANKING_PARAMETERS, operationWithoutAction: 0.5 };
    expect(fuse([], [operation, doc], { action: false, changelog: false }, ranking)[0].key).toBe(doc.key);
    expect(fuse([], [operation, doc], { action: true, changelog: false }, ranking)[0].key).toBe(operation.key);
  });

  it("puts a deprecated operation's replacement just above it, from the nav index even when the query missed it", () => {
    const successor = {
      k: 'o',
      u: '/bank-feeds-v2-api/#operation/create-source-account',
      t: 'Create source account',
      s: 'API',
      g: [],
    } as const;
    const old = {
      k: 'o',
      u: '/bank-feeds-api/#operation/create-bank-feed-accounts',
      t: 'Create bank feed accounts',
      s: 'API',
      g: [],
      x: 1,
      r: successor.u,
    } as const;
    const entries = new Map<string, NavEntry>([old, successor].map((entry) => [entry.u, entry]));
    const guide = { key: '/bank-feeds/create-account', score: 5, payload: 'g' };
    const keys = fuse([{ entry: old, score: 10, exactTerms: [] }], [guide], { action: true, changelog: false }, RANKING_PARAMETERS, (url) =>
      entries.get(url),
    ).map((item) => item.key);
    expect(keys.slice(0, 2)).toEqual([successor.u, old.u]);
    // Without a lookup (or an entry that names no replacement), the order is the query's own.
    expect(fuse([{ entry: old, score: 10, exactTerms: [] }], [guide], { action: true, changelog: false })[0].key).toBe(old.u);
  });
});
