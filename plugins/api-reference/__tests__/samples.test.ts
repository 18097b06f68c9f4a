import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage } from '../../../lib/checks/environments.mjs';
import { loadSpec } from '../lib/load';
import { curlSample, type SampleRequest } from '../lib/samples';
import { SAMPLE_LANGUAGES, type LazySampleLanguage } from '../lib/sampleLanguages';
import { buildReference, type Reference } from '../lib/viewModel';
import { findOperation, fixture, meta, siteDir } from './helpers';

let reference: Reference;
let document: Record<string, unknown>;
beforeAll(async () => {
  ({ document } = await loadSpec(fixture('mini.yaml'), siteDir));
  reference = buildReference(document, meta);
});

const LAZY = SAMPLE_LANGUAGES.map((l) => l.value).filter((v): v is LazySampleLanguage => v !== 'curl');

/** Every sample of an operation, cURL first: language → code. */
function samplesOf(ref: Reference, operationId: string): Record<string, string> {
  return { curl: findOperation(ref.viewModel, operationId).samples.curl, ...ref.lazySamples[operationId] };
}

const BASE = 'https://sandbox.api.ledgerlink.io/companies/8a210b68-6988-11ed-a1eb-0242ac120002';
const PROD_BASE = 'https://api.ledgerlink.io/companies/8a210b68-6988-11ed-a1eb-0242ac120002';
const EXAMPLE = { invoiceNumber: 'INV-0042', status: 'Draft', customerName: "O'Brien & Sons", totalAmount: 120.5, note: null };

/** The mini spec lists both servers and calls one production; this one has the sandbox only. */
function sandboxReference(): Reference {
  const servers = [{ url: 'https://sandbox.api.ledgerlink.io', description: 'Sandbox' }];
  return buildReference({ ...document, servers }, meta);
}

describe('the languages', () => {
  it('are nine, with the tab values of the docs’ language tabs among them', () => {
    expect(SAMPLE_LANGUAGES.map((l) => l.label)).toEqual(['cURL', 'JavaScript', 'Node.js', 'Python', 'Go', 'Java', 'C#', 'Ruby', 'PHP']);
    const docsValues = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.mdx?$/.test(entry.name)) {
          const source = fs.readFileSync(file, 'utf8');
          for (const tabs of source.split('<Tabs groupId="language"').slice(1)) {
            for (const m of tabs.split('</Tabs>')[0].matchAll(/<TabItem value="([^"]+)"/g)) docsValues.add(m[1]);
          }
        }
      }
    };
    walk(path.join(siteDir, 'docs'));
    expect([...docsValues].sort()).toEqual(['csharp', 'curl', 'python', 'typescript']);
    const values = SAMPLE_LANGUAGES.map((l) => l.value as string);
    for (const value of docsValues) expect(values).toContain(value);
  });
});

describe('an operation with path parameters and a JSON body', () => {
  it('has a sample in each of the nine languages, calling the URL with path parameters filled from examples', () => {
    const samples = samplesOf(reference, 'create-invoice');
    expect(Object.keys(samples).sort()).toEqual(SAMPLE_LANGUAGES.map((l) => l.value).sort());
    for (const [language, code] of Object.entries(samples)) {
      expect(code, language).toContain(`${PROD_BASE}/push/invoices`);
    }
  });

  it('sends the spec’s request example as the body', () => {
    const samples = samplesOf(reference, 'create-invoice');
    const curlBody = /-d '([\s\S]*)'$/.exec(samples.curl.replace(/'\\''/g, "'"))?.[1];
    expect(JSON.parse(curlBody ?? '')).toEqual(EXAMPLE);
    const fetchBody = /body: '(.*)'\n/.exec(samples.typescript)?.[1].replace(/\\'/g, "'");
    expect(JSON.parse(fetchBody ?? '')).toEqual(EXAMPLE);
    const goBody = /strings\.NewReader\((".*")\)/.exec(samples.go)?.[1];
    expect(JSON.parse(JSON.parse(goBody ?? '""') as string)).toEqual(EXAMPLE);
    expect(samples.python).toContain('"customerName": "O\'Brien & Sons"');
    expect(samples.python).toContain('"note": None');
    expect(samples.python).toContain('requests.post(url, json=payload');
    expect(samples.node).toContain('totalAmount: 120.5');
    expect(samples.php).toContain('"invoiceNumber":"INV-0042"');
    for (const language of ['java', 'csharp', 'ruby'] as const) {
      expect(samples[language], language).toContain('\\"invoiceNumber\\":\\"INV-0042\\"');
      expect(samples[language], language).toContain('\\"totalAmount\\":120.5');
    }
  });

  it('sends the required header parameter and the JSON content type', () => {
    for (const [language, code] of Object.entries(samplesOf(reference, 'create-invoice'))) {
      expect(code, language).toContain('key-0042');
      expect(code, language).toContain('application/json');
    }
  });
});

describe('the key placeholder', () => {
  it('is Bearer YOUR_API_KEY in every language against the production server', () => {
    const samples = samplesOf(reference, 'get-invoice');
    for (const [language, code] of Object.entries(samples)) {
      expect(code, language).toContain('Bearer YOUR_API_KEY');
      expect(code, language).not.toContain('SANDBOX');
    }
    for (const [language, code] of Object.entries(samplesOf(reference, 'get-status'))) {
      expect(code, language).not.toContain('YOUR_API_KEY');
    }
  });

  it('is the sandbox key where the API’s only server is the sandbox', () => {
    for (const [language, code] of Object.entries(samplesOf(sandboxReference(), 'get-invoice'))) {
      expect(code, language).toContain(`${BASE}/data/invoices/INV-0042`);
      expect(code, language).toContain('Bearer YOUR_SANDBOX_API_KEY');
      expect(code, language).not.toMatch(/\bYOUR_API_KEY\b/);
    }
  });

  it('passes the docs’ environment check (scripts/checks/environments.mjs) on both servers', () => {
    for (const ref of [reference, sandboxReference()]) {
      // An operation that needs no key (get-status) has no placeholder to check.
      const blocks = ref.viewModel.tags
        .flatMap((t) => t.operations)
        .filter((op) => op.security.length > 0)
        .flatMap((op) => Object.values(samplesOf(ref, op.operationId)))
        .map((code) => `\`\`\`text\n${code}\n\`\`\`\n`);
      expect(blocks.length).toBeGreaterThan(20);
      expect(checkPage(blocks.join('\n'))).toEqual([]);
    }
  });
});

describe('cURL', () => {
  it('adds paging defaults to list calls', () => {
    const code = samplesOf(reference, 'list-invoices').curl;
    expect(code).toContain(`'${PROD_BASE}/data/invoices?page=1&pageSize=100'`);
    expect(code).toContain("-H 'Authorization: Bearer YOUR_API_KEY'");
  });

  it('uploads a file as a multipart field; the other languages have no sample for it', () => {
    const ref = reference;
    const code = findOperation(ref.viewModel, 'upload-invoice-attachment').samples.curl;
    expect(code).toContain('-F file=@document.pdf');
    expect(code).toContain('-F includeWithInvoice=true');
    expect(ref.lazySamples['upload-invoice-attachment']).toEqual({});
  });

  it('sends a binary body from a file', () => {
    const req: SampleRequest = {
      method: 'put',
      serverUrl: 'https://api.ledgerlink.io',
      path: '/files/{fileId}',
      pathParams: { fileId: 'a b' },
      query: [],
      headers: [],
      body: { kind: 'binary', contentType: 'application/pdf' },
    };
    const code = curlSample(req);
    expect(code).toContain('https://api.ledgerlink.io/files/a%20b');
    expect(code).toContain("-H 'Content-Type: application/pdf'");
    expect(code).toMatch(/--data-binary '?@document\.pdf/);
  });
});

describe('every operation of the spec', () => {
  it('has a cURL sample and either all eight other languages or, for an upload, none', () => {
    const ref = reference;
    for (const op of ref.viewModel.tags.flatMap((t) => t.operations)) {
      expect(op.samples).toMatchObject({ api: 'mini', operationId: op.operationId });
      expect(op.samples.curl.startsWith('curl ')).toBe(true);
      const lazy = Object.keys(ref.lazySamples[op.operationId] ?? {});
      expect(lazy.length === 0 ? [] : lazy.sort(), op.operationId).toEqual(
        op.operationId === 'upload-invoice-attachment' ? [] : [...LAZY].sort(),
      );
    }
  });
});
