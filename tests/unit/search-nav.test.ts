/**
 * The navigational index: how words are read, synonyms, typo tolerance and corrections, and the
 * weights that decide between guides, operations and update posts.
 */
import { describe, expect, it, vi } from 'vitest';
import { headingSlug as buildHeadingSlug, navIndex, postDate } from '../../lib/search/nav-index.mjs';
import { aliasShards, shardKey as buildShardKey } from '../../lib/search/vocabulary/aliases.mjs';
import { aliasAlternatives, shardKey, shardKeysOf, type Alias } from '../../src/search/aliases';
import { fuse, landingPagesFirst, markTerms, navGroup } from '../../src/search/fusion';
import {
  headingSlug,
  nameCoverage,
  NavSearch,
  parseHeading,
  phraseInTitle,
  postAddressWords,
  titleCoverage,
  type NavEntry,
  type NavIndexFile,
} from '../../src/search/navIndex';
import { indexTerms, maxEdits, queryTerms, singular, tokenize } from '../../src/search/queryTerms';
import { RANKING_PARAMETERS } from '../../src/search/ranking';

const TAGS = ['default', 'docs-default-current'];

function entry(partial: Partial<NavEntry> & Pick<NavEntry, 'u' | 't'>): NavEntry {
  return { k: 'd', s: 'Using the API', g: [1], ...partial };
}

/** Aliases as lib/search/vocabulary/aliases.mjs writes them. */
const ALIASES: Alias[] = [
  { from: 'pagination', to: 'paging', source: 'domain list (api)' },
  { from: 'get', to: 'list', source: 'domain list (api-verb)' },
  { from: 'qbo', to: 'quickbooks online', source: 'domain list (platform)' },
  { from: 'too many requests', to: 'rate limit', source: 'domain list (api)' },
];

const file: NavIndexFile = {
  version: 2,
  changelogWords: ['deprecated', 'available'],
  tags: TAGS,
  entries: [
    entry({
      u: '/using-the-api/paging',
      t: 'Paging',
      d: 'How page and pageSize work on list endpoints.',
      h: ['Choose a page size', 'Edge cases'],
    }),
    entry({ u: '/using-the-api/webhooks/overview', t: 'Webhooks', d: 'Get notified when data changes.' }),
    entry({
      u: '/using-the-api/authentication',
      t: 'Authentication',
      w: 'api key, api token, bearer token',
      d: 'Authenticate with an API key.',
    }),
    entry({ u: '/using-the-api/rate-limits', t: 'Rate limits', d: 'How many requests you can make.' }),
    entry({ u: '/integrations/accounting/invoices-guide', t: 'Read invoices', s: 'Integrations' }),
    {
      k: 'o',
      u: '/platform-api/#operation/list-api-keys',
      t: 'List API keys',
      a: 'Platform API',
      s: 'API reference',
      g: [0],
      e: 'GET /apiKeys',
    },
    {
      k: 'o',
      u: '/platform-api/#operation/create-api-key',
      t: 'Create an API key',
      a: 'Platform API',
      s: 'API reference',
      g: [0],
      e: 'POST /apiKeys',
    },
    {
      k: 'o',
      u: '/accounting-api/#operation/list-invoices',
      t: 'List invoices',
      a: 'Accounting API',
      s: 'API reference',
      g: [0],
      e: 'GET /companies/{companyId}/data/invoices',
    },
    {
      k: 'o',
      u: '/old-api/#operation/list-invoices',
      t: 'List invoices',
      a: 'Old API',
      s: 'API reference',
      g: [0],
      e: 'GET /invoices',
      x: 1,
    },
    { k: 'p', u: '/updates/250101-webhooks-v2', t: 'Webhooks v2 is available', s: 'Updates', g: [0], y: '2025-01-01' },
    { k: 'p', u: '/updates/240101-paging-limits', t: 'Larger page sizes', s: 'Updates', g: [0], y: '2024-01-01' },
    entry({ u: '/v5/using-the-api/paging', t: 'Paging (v5)', g: [] }),
    {
      k: 'o',
      u: '/platform-api/#operation/unlink-connection',
      t: 'Unlink a connection',
      a: 'Platform API',
      s: 'API reference',
      g: [0],
      e: 'DELETE /companies/{companyId}/connections/{connectionId}',
    },
    {
      k: 'o',
      u: '/platform-api/#operation/get-connection',
      t: 'Get a connection',
      a: 'Platform API',
      s: 'API reference',
      g: [0],
      e: 'GET /companies/{companyId}/connections/{connectionId}',
    },
  ],
};
const nav = new NavSearch(file, ALIASES);
const urls = (query: string, section?: string) =>
  nav.search({ query, alternatives: nav.alternatives(query), tags: TAGS, section }).map((hit) => hit.entry.u);

describe('how words are read', () => {
  it('splits camelCase, reads v3 as 3, folds plurals and drops the small words of a question', () => {
    expect(tokenize('pageSize v3')).toEqual(['pagesize', 'page', 'size', 'v3', '3']);
    expect(queryTerms('How do I get an API key?')).toEqual(['get', 'api', 'key']);
    expect(queryTerms('link sdk v3')).toEqual(['link', 'sdk', '3']);
    // Every personal pronoun of a question goes, `us` as well as `we` and `me`: "US" banks are found by their other words.
    expect(queryTerms('who owes us money')).toEqual(['owe', 'money']);
    // Auxiliary verbs go too: a page need not say `was` to answer why something was rejected.
    expect(queryTerms('Why was their invoice rejected, and could they resend it?')).toEqual(['invoice', 'rejected', 'resend']);
    // Negation stays: `no orders` asks something else than `orders`.
    expect(queryTerms('no orders not synced')).toEqual(['no', 'order', 'not', 'synced']);
    expect(indexTerms('supplementalData of a company')).toEqual(['supplementaldata', 'supplemental', 'data', 'company']);
    expect(['invoices', 'companies', 'status', 'access', 'webhooks'].map(singular)).toEqual([
      'invoice',
      'company',
      'status',
      'access',
      'webhook',
    ]);
  });

  it('reads possessives and contractions without a stray letter', () => {
    expect(queryTerms("register my customer's checking account")).toEqual(['register', 'customer', 'checking', 'account']);
    expect(queryTerms("what's a bill")).toEqual(['bill']);
    expect(queryTerms("why doesn't Xero’s feed sync")).toEqual(['xero', 'feed', 'sync']);
    expect(queryTerms("can't connect, won't retry")).toEqual(['connect', 'retry']);
    expect(tokenize("Customer's invoices")).toEqual(['customer', 'invoices']);
  });

  it('allows one edit from 4 letters and two from 8, never in numbers', () => {
    expect([maxEdits('api'), maxEdits('bill'), maxEdits('invoice'), maxEdits('idempotency'), maxEdits('4290')]).toEqual([0, 1, 1, 2, 0]);
  });
});

describe('aliases', () => {
  it("replaces a reader's word or phrase by the docs' term, weighing less than the words as typed", () => {
    expect(aliasAlternatives('pagination', ALIASES, 0.5)).toEqual([{ terms: ['paging'], weight: 0.5 }]);
    expect(aliasAlternatives('429 too many requests', ALIASES, 0.5)).toEqual([{ terms: ['429', 'rate', 'limit'], weight: 0.5 }]);
  });

  it("reads an alias one way only: the docs' term is never rewritten", () => {
    expect(aliasAlternatives('qbo setup', ALIASES, 0.5).map((alt) => alt.terms)).toEqual([['quickbook', 'online', 'setup']]);
    expect(aliasAlternatives('quickbooks online setup', ALIASES, 0.5)).toEqual([]);
  });
});

describe('alias shards', () => {
  it("puts an alias in the shard of its phrase's first letter, the same in the build and in the browser", () => {
    for (const phrase of ['vendor', 'P&L', '401k', 'élan', "what's new"]) expect(shardKey(phrase)).toBe(buildShardKey(phrase));
    expect(['vendor', 'p&l', '401k', 'élan'].map(shardKey)).toEqual(['v', 'p', '4', '_']);
    const shards = aliasShards({ version: 1, aliases: ALIASES });
    // Every shard is written, so a query never meets a missing one.
    expect(shards.size).toBe(37);
    expect(shards.get('p')?.aliases.map((alias: Alias) => alias.from)).toEqual(['pagination']);
    expect(shards.get('t')?.aliases.map((alias: Alias) => alias.from)).toEqual(['too many requests']);
    expect(shards.get('z')?.aliases).toEqual([]);
  });

  it("loads only the shards of the query's words, once each, and answers with them", async () => {
    const asked: string[] = [];
    const loadShard = async (key: string) => {
      asked.push(key);
      return ALIASES.filter((alias) => shardKey(alias.from) === key);
    };
    const sharded = new NavSearch(file, [], RANKING_PARAMETERS, { aliasShard: loadShard });
    expect(shardKeysOf('429 too many requests')).toEqual(['4', 't', 'm', 'r']);
    await sharded.loadAliasesFor('429 too many requests');
    await sharded.loadAliasesFor('too slow');
    expect(asked).toEqual(['4', 't', 'm', 'r', 's']);
    expect(sharded.alternatives('429 too many requests').map((alt) => alt.terms)).toEqual([['429', 'rate', 'limit']]);
    // `pagination` is in shard p, which no query has needed yet.
    expect(sharded.docsTermFor('pagination')).toBeNull();
  });

  it('answers without a shard that fails to load, and tries it again on the next query', async () => {
    let failures = 1;
    const loadShard = async (key: string) => {
      if (failures-- > 0) throw new Error('503');
      return ALIASES.filter((alias) => shardKey(alias.from) === key);
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sharded = new NavSearch(file, [], RANKING_PARAMETERS, { aliasShard: loadShard });
    await sharded.loadAliasesFor('pagination');
    expect(sharded.docsTermFor('pagination')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('shard p'), expect.any(Error));
    await sharded.loadAliasesFor('pagination');
    expect(sharded.docsTermFor('pagination')).toEqual(['paging']);
    warn.mockRestore();
  });
});

describe('navigational search', () => {
  it('finds a page by its title, a synonym of it, and a prefix while typing', () => {
    expect(urls('paging')[0]).toBe('/using-the-api/paging');
    expect(urls('pagination')[0]).toBe('/using-the-api/paging');
    expect(urls('webh')[0]).toBe('/using-the-api/webhooks/overview');
  });

  it('reads a field name typed as code as the index does, whole and in words', () => {
    expect(urls('rateLimits')[0]).toBe('/using-the-api/rate-limits');
    expect(urls('pageSize')).toContain('/using-the-api/paging');
  });

  it('tolerates one typo in a short word', () => {
    expect(urls('webhok')[0]).toBe('/using-the-api/webhooks/overview');
  });

  it('ranks a guide named by a keyword above operations when the query names no action', () => {
    expect(urls('api token')[0]).toBe('/using-the-api/authentication');
  });

  it('reads a plural after an API verb as a list', () => {
    expect(urls('get invoices')[0]).toBe('/accounting-api/#operation/list-invoices');
  });

  it('ranks the operation first when the query asks for an action, and a deprecated one last', () => {
    const found = urls('list invoices');
    expect(found[0]).toBe('/accounting-api/#operation/list-invoices');
    const named = urls('invoices');
    expect(named.indexOf('/old-api/#operation/list-invoices')).toBeGreaterThan(named.indexOf('/integrations/accounting/invoices-guide'));
    expect(named.indexOf('/old-api/#operation/list-invoices')).toBeGreaterThan(named.indexOf('/accounting-api/#operation/list-invoices'));
  });

  it("finds an operation by its HTTP method's plain meanings when its title uses another verb", () => {
    expect(urls('remove connection')[0]).toBe('/platform-api/#operation/unlink-connection');
    expect(urls('retrieve connection')[0]).toBe('/platform-api/#operation/get-connection');
  });

  it('weighs a title by the share of its words that the query holds times the share of the query it holds', () => {
    expect(titleCoverage('Paging', ['paging'])).toBe(1);
    expect(titleCoverage('Xero setup', ['xero'])).toBe(0.5);
    expect(titleCoverage('Xero setup', ['xero', 'invoice'])).toBe(0.25);
    expect(titleCoverage('Xero setup', ['sage'])).toBe(0);
  });

  it('counts a camelCase word of a title as one word, found whole or by its parts', () => {
    // `QuickBooks` is one of the title's four words, however a reader types it.
    expect(titleCoverage('Bank feeds for QuickBooks Online', indexTerms('bank feeds for quickbooks online'))).toBe(1);
    expect(titleCoverage('Bank feeds for QuickBooks Online', ['quick'])).toBe(0.25);
    expect(phraseInTitle('Bank feeds for QuickBooks Online', indexTerms('quickbooks online'))).toBe(0.25);
    expect(phraseInTitle('Bank feeds for QuickBooks Online', indexTerms('bank feeds for quickbooks online'))).toBe(0.5);
  });

  it("weighs a page's other names as its title, the best of them counting", () => {
    const api = entry({ u: '/bank-feeds-api/', t: 'Bank Feeds API', n: ['Bank Feeds API v1', 'Bank feeds classic'] });
    const v1 = indexTerms('bank feeds api v1');
    expect(nameCoverage(api, v1)).toBe(1);
    expect(titleCoverage(api.t, v1)).toBe(0.6);
    expect(nameCoverage(api, indexTerms('bank feeds classic'))).toBe(1);
    expect(nameCoverage(entry({ u: '/x', t: 'Bank Feeds API' }), v1)).toBe(0.6);
  });

  it('puts docs above a post on the same words, but a post first for its own topic', () => {
    expect(urls('webhooks')[0]).toBe('/using-the-api/webhooks/overview');
    expect(urls('webhooks v2 available')[0]).toBe('/updates/250101-webhooks-v2');
  });

  it('finds a post by the words of its address that its title leaves out', () => {
    expect(postAddressWords(entry({ k: 'p', u: '/updates/240101-paging-limits', t: 'Larger page sizes' }))).toBe('paging limits');
    expect(postAddressWords(entry({ k: 'p', u: '/updates/250101-webhooks-v2', t: 'Webhooks v2 is available' }))).toBe('');
    expect(postAddressWords(entry({ u: '/using-the-api/paging', t: 'Paging' }))).toBe('');
    expect(urls('paging limits')).toContain('/updates/240101-paging-limits');
  });

  it('keeps to the contextual tags and the chosen section', () => {
    expect(urls('paging')).not.toContain('/v5/using-the-api/paging');
    expect(urls('page sizes', 'Updates')).toEqual(['/updates/240101-paging-limits']);
  });

  it('lands on the heading that holds the words the title does not', () => {
    const [hit] = nav.search({ query: 'paging edge cases', tags: TAGS });
    expect(hit.heading).toEqual(['Edge cases', 'edge-cases']);
  });

  it('corrects unknown words to the nearest known one, swaps included, and leaves known words alone', () => {
    expect(nav.correct('webhok')).toEqual(['webhook']);
    expect(nav.correct('invioce')).toEqual(['invoice']);
    expect(nav.correct('pagnation')).toEqual(['pagination']);
    expect(nav.correct('paging')).toBeNull();
    expect(nav.correct('rate lim')).toBeNull();
    expect(nav.correct('zqxjvkwpf')).toBeNull();
  });

  it("corrects toward the words of the full text once they are learned, a name's word and a more frequent word first", () => {
    const withText = new NavSearch(file, ALIASES);
    expect(withText.correct('bakoff')).toBeNull();
    // The most frequent first: `retried` before `retired`; `paging` is a name's word already.
    withText.learnTextWords(['backoff', 'retried', 'retired', 'paging', 'padding']);
    expect(withText.correct('bakoff')).toEqual(['backoff']);
    expect(withText.correct('retiied')).toEqual(['retried']);
    // `pading` is one edit from the name's `paging` and from the text's `padding`: the name's word wins.
    expect(withText.correct('pading x')).toEqual(['paging', 'x']);
  });

  it('corrects toward a word that starts as typed before one that names more things', () => {
    const titles = ['Direct debits', 'Direct costs', 'Redirect', 'Waiting times', 'Waiting periods', 'Awaiting approval'];
    const named = new NavSearch({ ...file, entries: titles.map((t) => entry({ u: `/${t}`, t })) });
    expect(named.correct('rdirect')).toEqual(['redirect']);
    // Its first two letters swapped, a word starts as typed too (`awaiting` is one edit away as well, and names less).
    expect(named.correct('awiting')).toEqual(['waiting']);
  });

  it("corrects a misspelled small word of a question to that word, which is then left out, not to a name's word", () => {
    const named = new NavSearch({ ...file, entries: ['Sold items', 'Hold funds', 'Their data'].map((t) => entry({ u: `/${t}`, t })) });
    expect(named.correct('what shold i hold')).toEqual(['what', 'should', 'i', 'hold']);
    expect(named.correct('waht is thier data')).toEqual(['what', 'is', 'their', 'data']);
    expect(queryTerms('what should i hold')).toEqual(['hold']);
  });

  it('corrects a plural to a plural and a singular to a singular, as typed', () => {
    const named = new NavSearch({
      ...file,
      entries: [entry({ u: '/companies', t: 'Companies' }), entry({ u: '/invoices', t: 'Invoice' })],
    });
    expect(named.correct('invoces')).toEqual(['invoices']);
    expect(named.correct('invoce')).toEqual(['invoice']);
    expect(named.correct('compnaies')).toEqual(['companies']);
    expect(named.correct('compnay')).toEqual(['company']);
  });

  it('opens a word that is two known words written closed, each long enough to correct, and keeps positions', () => {
    expect(nav.correct('ratelimits')).toEqual(['rate limits']);
    expect(nav.correct('ratelimits invoices')).toEqual(['rate limits', 'invoices']);
    // `api` is too short to stand as a part: the break would be a guess.
    expect(nav.correct('apikey')).toBeNull();
    // A break needs both parts known.
    expect(nav.correct('ratelimitz')).toBeNull();
  });
});

describe('fusion of names and full text', () => {
  const hit = (u: string, score: number) => ({ entry: file.entries.find((e) => e.u === u)!, score, exactTerms: [] });

  it('adds the scores of a page both sources found and keeps the best first', () => {
    const fused = fuse(
      [hit('/using-the-api/paging', 10), hit('/using-the-api/rate-limits', 5)],
      [
        { key: '/using-the-api/rate-limits', score: 8, payload: 'b' },
        { key: '/updates/240101-paging-limits', score: 8, payload: 'c' },
      ],
    );
    expect(fused.map((f) => f.key)).toEqual(['/using-the-api/rate-limits', '/using-the-api/paging', '/updates/240101-paging-limits']);
    expect(fused[0].fullText?.payload).toBe('b');
  });

  it('lowers each further operation of one API page', () => {
    const fused = fuse([hit('/platform-api/#operation/list-api-keys', 10), hit('/platform-api/#operation/create-api-key', 10)], []);
    expect(fused[1].score).toBeCloseTo(fused[0].score * RANKING_PARAMETERS.sameApiDecay);
  });

  it('shows a page only the names found with its description, and an operation under its API page', () => {
    const page = navGroup({ ...hit('/using-the-api/paging', 1), heading: ['Edge cases', 'edge-cases'] }, ['edge']);
    expect(page).toMatchObject({
      pageUrl: '/using-the-api/paging',
      pageTitle: 'Paging',
      hits: [{ url: '/using-the-api/paging#edge-cases', kind: 'heading', headings: ['Edge cases'] }],
    });
    const operation = navGroup(hit('/accounting-api/#operation/list-invoices', 1), ['invoice']);
    expect(operation).toMatchObject({
      pageUrl: '/accounting-api/',
      pageTitle: 'Accounting API',
      hits: [{ kind: 'operation', headings: ['List invoices'] }],
    });
    expect(operation.hits[0].snippetHtml).toBe('GET /companies/{companyId}/data/<mark>invoices</mark>');
    expect(markTerms('<b>page</b> size', ['page'])).toBe('&lt;b&gt;<mark>page</mark>&lt;/b&gt; size');
  });
});

describe("a topic's landing page", () => {
  const pages: Record<string, string> = {
    '/integrations/commerce/zettle/overview': 'Zettle by PayPal integration',
    '/integrations/commerce/zettle/faq': 'Zettle integration FAQ',
    '/integrations/commerce/zettle/setup': 'Set up the Zettle integration',
    '/integrations/commerce/stripe/faq': 'Stripe integration FAQ',
    '/payables/overview': 'Bill Pay overview',
    '/payables/guides/pay-a-bill': 'Pay a bill end to end',
    '/payables/sync/bills': 'Bills',
  };
  const entryAt = (u: string) => (pages[u] ? entry({ u, t: pages[u] }) : undefined);
  const ranked = (keys: string[], query: string) =>
    landingPagesFirst(
      keys.map((key) => ({ key })),
      indexTerms(query),
      entryAt,
    ).map((item) => item.key);

  it("goes before the other pages of its topic for the topic's bare name, and other topics keep their places", () => {
    const keys = [
      '/integrations/commerce/stripe/faq',
      '/integrations/commerce/zettle/faq',
      '/integrations/commerce/zettle/setup',
      '/integrations/commerce/zettle/overview',
    ];
    expect(ranked(keys, 'zettle')).toEqual([
      '/integrations/commerce/stripe/faq',
      '/integrations/commerce/zettle/overview',
      '/integrations/commerce/zettle/faq',
      '/integrations/commerce/zettle/setup',
    ]);
    // A word its title lacks: the query is not the topic's name.
    expect(ranked(keys, 'zettle setup')).toEqual(keys);
  });

  it('does not pass a page whose title holds the query in its order', () => {
    const keys = ['/payables/guides/pay-a-bill', '/payables/sync/bills', '/payables/overview'];
    expect(ranked(keys, 'pay a bill')).toEqual(['/payables/guides/pay-a-bill', '/payables/overview', '/payables/sync/bills']);
  });
});

describe('the index file the build writes', () => {
  const record = (partial: Record<string, unknown>) => ({
    hierarchy: { lvl0: 'Using the API', lvl1: 'Paging', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    url: '/using-the-api/paging',
    url_without_anchor: '/using-the-api/paging',
    anchor: null,
    type: 'lvl1',
    language: 'en',
    version: ['v6'],
    docusaurus_tag: ['docs-default-current'],
    item_priority: 360,
    keywords: ['pagination'],
    ...partial,
  });

  it("stores a page's other names, as the extractor read them, in n", () => {
    const built = navIndex([record({ also_called: ['Paging v1', 'Pagination'] })]);
    expect(built.entries[0].n).toEqual(['Paging v1', 'Pagination']);
    expect(navIndex([record({})]).entries[0]).not.toHaveProperty('n');
  });

  it('keeps one entry per page and per operation, with headings stored by their slug', () => {
    const built = navIndex([
      record({ description: 'How paging works.' }),
      record({
        type: 'lvl2',
        anchor: 'choose-a-page-size',
        url: '/using-the-api/paging#choose-a-page-size',
        hierarchy: { lvl0: 'Using the API', lvl1: 'Paging', lvl2: 'Choose a page size' },
      }),
      record({
        type: 'lvl2',
        anchor: 'limits',
        url: '/using-the-api/paging#limits',
        hierarchy: { lvl0: 'Using the API', lvl1: 'Paging', lvl2: 'Maximum page size' },
      }),
      record({ type: 'content', content: 'Pages start at 1.' }),
      record({
        url: '/ledgerlink-api/#operation/list-companies',
        url_without_anchor: '/ledgerlink-api/',
        anchor: 'operation/list-companies',
        type: 'lvl3',
        docusaurus_tag: ['default'],
        item_priority: 190,
        keywords: ['list-companies'],
        hierarchy: { lvl0: 'API reference', lvl1: 'Ledgerlink API', lvl2: 'Companies', lvl3: 'List companies' },
      }),
      record({
        url: '/ledgerlink-api/#operation/list-companies',
        url_without_anchor: '/ledgerlink-api/',
        anchor: 'operation/list-companies',
        type: 'content',
        content: 'GET /companies',
        docusaurus_tag: ['default'],
        item_priority: 150,
        hierarchy: { lvl0: 'API reference', lvl1: 'Ledgerlink API', lvl2: 'Companies', lvl3: 'List companies' },
      }),
    ]);
    expect(built.tags).toEqual(['docs-default-current', 'default']);
    expect(built.entries).toEqual([
      {
        k: 'd',
        u: '/using-the-api/paging',
        t: 'Paging',
        s: 'Using the API',
        g: [0],
        w: 'pagination',
        d: 'How paging works.',
        h: ['Choose a page size', 'Maximum page size\tlimits'],
      },
      {
        k: 'o',
        u: '/ledgerlink-api/#operation/list-companies',
        t: 'List companies',
        s: 'API reference',
        g: [1],
        l: 1,
        a: 'Ledgerlink API',
        e: 'GET /companies',
      },
    ]);
    expect((built.entries[0].h as string[]).map((h) => parseHeading(h)[1])).toEqual(['choose-a-page-size', 'limits']);
  });

  it("names a deprecated operation's replacement from the specs' words", () => {
    const operation = (id: string, priority: number) =>
      record({
        url: `/bank-feeds-api/#operation/${id}`,
        url_without_anchor: '/bank-feeds-api/',
        anchor: `operation/${id}`,
        type: 'lvl3',
        docusaurus_tag: ['default'],
        item_priority: priority,
        hierarchy: { lvl0: 'API reference', lvl1: 'Bank Feeds API', lvl2: 'Accounts', lvl3: id },
      });
    const successor = '/bank-feeds-v2-api/#operation/create-source-account';
    const words = new Map([
      ['/bank-feeds-api/#operation/create-bank-feed-accounts', { own: '', generated: '', replacement: successor }],
      ['/bank-feeds-api/#operation/list-bank-feed-accounts', { own: '', generated: '' }],
    ]);
    const built = navIndex([operation('create-bank-feed-accounts', 40), operation('list-bank-feed-accounts', 340)], words);
    expect(built.entries.map((entry) => [entry.x, entry.r])).toEqual([
      [1, successor],
      [undefined, undefined],
    ]);
  });

  it('slugs headings the same way in the build and in the browser, and dates posts from their slug', () => {
    for (const text of ['Choose a page size', 'Step 2: Push the invoice', 'Why “v2”?', 'OAuth 2.0 & PKCE', 'Rate-limit headers']) {
      expect(headingSlug(text)).toBe(buildHeadingSlug(text));
    }
    expect(postDate('/updates/250429-link-sdk-v3')).toBe('2025-04-29');
  });
});
