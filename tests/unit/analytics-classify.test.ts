import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  languageFromClassName,
  linkText,
  linkType,
  pageNameFromTitle,
  referrerOrDirect,
  sectionFromPath,
} from '../../src/analytics/classify';
import { apis, apiRoute } from '../../src/data/apis';

const ORIGIN = 'https://docs.ledgerlink.io';

describe('sectionFromPath', () => {
  it('uses the first path segment of a doc', () => {
    expect(sectionFromPath('/using-the-api/paging')).toBe('using-the-api');
    expect(sectionFromPath('/using-the-api/webhooks/overview')).toBe('using-the-api');
    expect(sectionFromPath('/integrations/accounting/xero/overview')).toBe('integrations');
    expect(sectionFromPath('/core-concepts/companies/')).toBe('core-concepts');
    expect(sectionFromPath('/auth-flow')).toBe('auth-flow');
  });

  it('maps the root to home', () => {
    expect(sectionFromPath('/')).toBe('home');
    expect(sectionFromPath('')).toBe('home');
    expect(sectionFromPath('/index.html')).toBe('home');
  });

  it('groups every API reference page, and only those', () => {
    for (const api of apis) expect(sectionFromPath(apiRoute(api.name))).toBe('api-reference');
    expect(sectionFromPath('/swagger/')).toBe('api-reference');
    expect(sectionFromPath('/accounting-api')).toBe('api-reference');
    // A docs section whose name ends in -api is not an API reference.
    expect(sectionFromPath('/using-the-api/errors')).toBe('using-the-api');
    expect(sectionFromPath('/made-up-api/')).toBe('made-up-api');
  });

  it('names the blog, tags, search and support pages', () => {
    expect(sectionFromPath('/updates')).toBe('updates');
    expect(sectionFromPath('/updates/page/3')).toBe('updates');
    expect(sectionFromPath('/updates/240611-webhooks-v2')).toBe('updates');
    expect(sectionFromPath('/tags/overview')).toBe('tags');
    expect(sectionFromPath('/search')).toBe('search');
    expect(sectionFromPath('/support/')).toBe('support');
    expect(sectionFromPath('/raise-support-ticket/')).toBe('support');
    expect(sectionFromPath('/support/get-help')).toBe('support');
  });

  it('ignores case and .html endings', () => {
    expect(sectionFromPath('/Using-The-API/Paging.html')).toBe('using-the-api');
  });
});

describe('linkType', () => {
  it('types same-origin links as internal', () => {
    expect(linkType('/using-the-api/paging', ORIGIN)).toBe('internal');
    expect(linkType('#request-body', ORIGIN)).toBe('internal');
    expect(linkType('https://docs.ledgerlink.io/updates', ORIGIN)).toBe('internal');
    expect(linkType('../core-concepts/companies', `${ORIGIN}/using-the-api/`)).toBe('internal');
  });

  it('types other origins as external', () => {
    expect(linkType('https://portal.ledgerlink.io', ORIGIN)).toBe('external');
    expect(linkType('https://github.com/ledgerlink', ORIGIN)).toBe('external');
    expect(linkType('http://docs.ledgerlink.io/x', ORIGIN)).toBe('external');
    expect(linkType('//status.ledgerlink.io', ORIGIN)).toBe('external');
  });

  it('types files and <a download> as downloads, wherever they are', () => {
    expect(linkType('/openapi/accounting.yaml', ORIGIN)).toBe('download');
    expect(linkType('https://cdn.example.com/guide.PDF', ORIGIN)).toBe('download');
    expect(linkType('/exports/mapping.csv?v=2', ORIGIN)).toBe('download');
    expect(linkType('/anything', ORIGIN, true)).toBe('download');
    expect(linkType('/using-the-api/paging.html', ORIGIN)).toBe('internal');
  });

  it('defaults to unknown for everything else', () => {
    expect(linkType(undefined, ORIGIN)).toBe('unknown');
    expect(linkType(null, ORIGIN)).toBe('unknown');
    expect(linkType('', ORIGIN)).toBe('unknown');
    expect(linkType('mailto:support@ledgerlink.io', ORIGIN)).toBe('unknown');
    expect(linkType('tel:+441234567890', ORIGIN)).toBe('unknown');
    expect(linkType('javascript:void(0)', ORIGIN)).toBe('unknown');
    expect(linkType('http://[bad', ORIGIN)).toBe('unknown');
  });
});

describe('property helpers', () => {
  it('names a page after its title without the site suffix', () => {
    expect(pageNameFromTitle('Paginate results | Ledgerlink Docs')).toBe('Paginate results');
    expect(pageNameFromTitle('Ledgerlink Docs')).toBe('Ledgerlink Docs');
    expect(pageNameFromTitle(' Updates ')).toBe('Updates');
  });

  it('says direct when there is no referrer', () => {
    expect(referrerOrDirect('')).toBe('direct');
    expect(referrerOrDirect('   ')).toBe('direct');
    expect(referrerOrDirect(undefined)).toBe('direct');
    expect(referrerOrDirect('https://www.google.com/')).toBe('https://www.google.com/');
  });

  it('collapses link text and caps it at 255 characters', () => {
    expect(linkText('  Read\n  the   reference ')).toBe('Read the reference');
    expect(linkText('', 'https://x.test/')).toBe('https://x.test/');
    expect(linkText('a'.repeat(400))).toHaveLength(255);
  });

  it('resolves relative links against the page', () => {
    expect(absoluteUrl('/updates', ORIGIN)).toBe('https://docs.ledgerlink.io/updates');
    expect(absoluteUrl('http://[bad', ORIGIN)).toBe('http://[bad');
  });

  it('reads the language of a code block from its classes', () => {
    expect(languageFromClassName('theme-code-block language-ts codeBlockContainer_x')).toBe('ts');
    expect(languageFromClassName('language-csharp')).toBe('csharp');
    expect(languageFromClassName('theme-code-block')).toBe('text');
    expect(languageFromClassName(undefined, 'jsx')).toBe('jsx');
  });
});
