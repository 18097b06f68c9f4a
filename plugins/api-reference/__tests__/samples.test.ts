import { beforeAll, describe, expect, it } from 'vitest';
import { buildUrl, codeSamples, pythonLiteral, type SampleRequest } from '../lib/samples';
import type { ApiViewModel, CodeSample } from '../lib/types';
import { findOperation, miniViewModel } from './helpers';

let vm: ApiViewModel;
beforeAll(async () => {
  vm = await miniViewModel();
});

function sample(operationId: string, lang: CodeSample['lang']): string {
  const found = findOperation(vm, operationId).samples.find((s) => s.lang === lang);
  if (!found) throw new Error(`No ${lang} sample for ${operationId}`);
  return found.code;
}

const BASE = 'https://api.ledgerlink.io/companies/8a210b68-6988-11ed-a1eb-0242ac120002';

describe('every operation', () => {
  it('has curl, JavaScript, Python and C# samples, in that order', () => {
    for (const op of vm.tags.flatMap((t) => t.operations)) {
      expect(op.samples.map((s) => s.lang)).toEqual(['curl', 'javascript', 'python', 'csharp']);
      expect(op.samples.map((s) => s.prism)).toEqual(['bash', 'js', 'python', 'csharp']);
    }
  });

  it('calls the production server with path parameters filled from examples', () => {
    for (const lang of ['curl', 'javascript', 'python', 'csharp'] as const) {
      expect(sample('get-invoice', lang)).toContain(`${BASE}/data/invoices/INV-0042`);
    }
  });

  it('authorizes with Bearer YOUR_API_KEY, except where the operation needs no key', () => {
    expect(sample('get-invoice', 'curl')).toContain('-H "Authorization: Bearer YOUR_API_KEY"');
    expect(sample('get-invoice', 'javascript')).toContain("Authorization: 'Bearer YOUR_API_KEY'");
    expect(sample('get-invoice', 'python')).toContain('"Authorization": "Bearer YOUR_API_KEY"');
    expect(sample('get-invoice', 'csharp')).toContain('new AuthenticationHeaderValue("Bearer", "YOUR_API_KEY")');
    for (const lang of ['curl', 'javascript', 'python', 'csharp'] as const) {
      expect(sample('get-status', lang)).not.toContain('YOUR_API_KEY');
    }
  });
});

describe('curl', () => {
  it('adds paging defaults to list calls and omits -X for GET', () => {
    expect(sample('list-invoices', 'curl')).toBe(
      `curl "${BASE}/data/invoices?page=1&pageSize=100" \\\n  -H "Authorization: Bearer YOUR_API_KEY"`,
    );
  });

  it('sends the request example as the body, with single quotes escaped for the shell', () => {
    const code = sample('create-invoice', 'curl');
    expect(code).toMatch(/^curl -X POST "https:\/\/api\.ledgerlink\.io\/companies\/[^"]+\/push\/invoices" \\/);
    expect(code).toContain('-H "Idempotency-Key: key-0042"');
    expect(code).toContain('-H "Content-Type: application/json"');
    expect(code).toContain(`"customerName": "O'\\''Brien & Sons"`);
  });

  it('uploads files as multipart form fields', () => {
    const code = sample('upload-invoice-attachment', 'curl');
    expect(code).toContain('-F "file=@document.pdf"');
    expect(code).toContain('-F "includeWithInvoice=true"');
  });
});

describe('JavaScript (fetch)', () => {
  it('posts JSON with JSON.stringify and prints the JSON response', () => {
    const code = sample('create-invoice', 'javascript');
    expect(code).toContain("method: 'POST',");
    expect(code).toContain("'Content-Type': 'application/json',");
    expect(code).toContain('body: JSON.stringify({\n    "invoiceNumber": "INV-0042",');
    expect(code).toContain('console.log(await response.json());');
  });

  it('prints the status for responses without a body', () => {
    expect(sample('delete-invoice', 'javascript')).toContain("method: 'DELETE',");
    expect(sample('delete-invoice', 'javascript')).toContain('console.log(response.status);');
  });
});

describe('Python (requests)', () => {
  it('uses requests with params, headers and a json body of Python literals', () => {
    const code = sample('create-invoice', 'python');
    expect(code.startsWith('import requests\n\nresponse = requests.post(\n')).toBe(true);
    expect(code).toContain('json={\n        "invoiceNumber": "INV-0042",');
    expect(code).toContain('"note": None,');
    expect(code).toContain('response.raise_for_status()');
    expect(sample('list-invoices', 'python')).toContain('params={\n        "page": "1",\n        "pageSize": "100",\n    },');
  });

  it('converts JSON values to Python literals', () => {
    expect(pythonLiteral({ a: true, b: [null, false, 1.5], c: {} })).toBe(
      '{\n    "a": True,\n    "b": [\n        None,\n        False,\n        1.5,\n    ],\n    "c": {},\n}',
    );
  });
});

describe('C# (HttpClient)', () => {
  it('sends an HttpRequestMessage with a raw string literal body', () => {
    const code = sample('create-invoice', 'csharp');
    expect(code).toContain('using var client = new HttpClient();');
    expect(code).toContain(`new HttpRequestMessage(HttpMethod.Post, "${BASE}/push/invoices")`);
    expect(code).toContain('request.Headers.Add("Idempotency-Key", "key-0042");');
    expect(code).toContain('    """\n    {\n      "invoiceNumber": "INV-0042",');
    expect(code).toContain('    Encoding.UTF8,\n    "application/json");');
    expect(code).toContain('response.EnsureSuccessStatusCode();');
  });

  it('uploads multipart content', () => {
    const code = sample('upload-invoice-attachment', 'csharp');
    expect(code).toContain('using var form = new MultipartFormDataContent();');
    expect(code).toContain('form.Add(new StringContent("true"), "includeWithInvoice");');
  });
});

describe('buildUrl', () => {
  it('encodes path and query values', () => {
    const req: SampleRequest = {
      method: 'get',
      serverUrl: 'https://api.ledgerlink.io/',
      path: '/companies/{companyId}/data/{dataType}',
      pathParams: { companyId: 'a b', dataType: 'banking-accounts' },
      query: [],
      headers: [],
      jsonResponse: true,
    };
    expect(buildUrl(req, [['query', 'status=Paid&&amountDue>0']])).toBe(
      'https://api.ledgerlink.io/companies/a%20b/data/banking-accounts?query=status%3DPaid%26%26amountDue%3E0',
    );
    expect(codeSamples(req)).toHaveLength(4);
  });
});
