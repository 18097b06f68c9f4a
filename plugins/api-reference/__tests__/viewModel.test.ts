import { beforeAll, describe, expect, it } from 'vitest';
import { buildViewModel, productionServer, UNTAGGED } from '../lib/viewModel';
import { collectRefs } from '../lib/schema';
import type { ApiViewModel } from '../lib/types';
import { findOperation, meta, miniViewModel } from './helpers';

let vm: ApiViewModel;
beforeAll(async () => {
  vm = await miniViewModel();
});

describe('grouping', () => {
  it('groups operations by their first tag, in the order of the document tags', () => {
    expect(vm.tags.map((t) => t.name)).toEqual(['Invoices', 'Attachments', UNTAGGED]);
    expect(vm.tags[0].operations.map((o) => o.operationId)).toEqual(['list-invoices', 'get-invoice', 'delete-invoice', 'create-invoice']);
    expect(vm.tags[2].operations.map((o) => o.operationId)).toEqual(['get-status']);
  });

  it('leaves out tags without operations', () => {
    expect(vm.tags.find((t) => t.name === 'Unused')).toBeUndefined();
  });

  it('keeps intro facts: version, servers, security schemes and downloads', () => {
    expect(vm.version).toBe('2.1.0');
    expect(vm.servers.map((s) => s.url)).toEqual(['https://sandbox.api.ledgerlink.io', 'https://api.ledgerlink.io']);
    expect(vm.securitySchemes).toEqual([
      { name: 'api_key', label: 'API key in the Authorization header', descriptionHtml: '<p>Send <code>Bearer YOUR_API_KEY</code>.</p>' },
    ]);
    expect(vm.downloads).toEqual(meta.downloads);
  });
});

describe('operations', () => {
  it('merges path-level parameters with the operation parameters', () => {
    const op = findOperation(vm, 'list-invoices');
    expect(op.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:companyId', 'query:page', 'query:pageSize', 'query:query']);
    expect(op.parameters[0]).toMatchObject({
      required: true,
      example: '8a210b68-6988-11ed-a1eb-0242ac120002',
      schema: { type: 'string', format: 'uuid' },
    });
    expect(op.parameters[2].schema.constraints).toEqual(['>= 1', '<= 5000']);
  });

  it('renders descriptions as sanitized HTML', () => {
    const op = findOperation(vm, 'list-invoices');
    expect(op.descriptionHtml).toContain('<a href="/using-the-api/paging">paging</a>');
    expect(op.descriptionHtml).not.toContain('javascript:');
    expect(vm.descriptionHtml).toContain('&lt;script&gt;');
    expect(vm.descriptionHtml).not.toContain('<script>');
  });

  it('marks deprecated operations and those without security', () => {
    expect(findOperation(vm, 'delete-invoice').deprecated).toBe(true);
    expect(findOperation(vm, 'get-status').security).toEqual([]);
    expect(findOperation(vm, 'get-invoice').security).toEqual(['api_key']);
  });

  it('links shared responses and headers instead of repeating them', () => {
    const op = findOperation(vm, 'get-invoice');
    expect(op.responses.map((r) => r.status)).toEqual(['200', '404']);
    expect(op.responses[1]).toEqual({ status: '404', ref: 'NotFound' });
    expect(vm.responses.map((r) => r.name)).toEqual(['NotFound']);
    expect(vm.responses[0].content?.[0].schema).toEqual({ ref: 'ErrorMessage' });
  });

  it('keeps request body schema and example, and every response with its schema', () => {
    const op = findOperation(vm, 'create-invoice');
    expect(op.requestBody?.required).toBe(true);
    const media = op.requestBody!.content[0];
    expect(media.contentType).toBe('application/json');
    expect(media.schema).toEqual({ ref: 'Invoice' });
    expect(JSON.parse(media.examples[0].value)).toMatchObject({ invoiceNumber: 'INV-0042', note: null });
    const ok = op.responses[0].content![0];
    expect(ok.schema?.properties?.map((p) => p.name)).toEqual(['pushOperationKey', 'status']);
    expect(ok.schema?.properties?.[1].schema.enum).toEqual(['Pending', 'Success', 'Failed']);
  });

  it('builds a response example from the schema when the spec has none, without write-only or read-only mixups', () => {
    const list = findOperation(vm, 'list-invoices').responses[0].content![0];
    const example = JSON.parse(list.examples[0].value);
    expect(example.results[0]).toMatchObject({ id: 'INV-0042', status: 'Draft', note: 'Thank you for your business.' });
    expect(example.pageNumber).toBe(1);
  });

  it('describes responses without a body', () => {
    const del = findOperation(vm, 'delete-invoice').responses[0];
    expect(del).toEqual({ status: '204', descriptionHtml: '<p>The invoice was deleted.</p>' });
  });
});

describe('schemas', () => {
  it('renders every component schema once, sorted, including those pulled in from shared files', () => {
    expect(vm.schemas.map((s) => s.name)).toEqual(['ErrorMessage', 'Invoice', 'Invoices', 'Note']);
    expect(vm.schemas.map((s) => s.anchor)).toContain('schema/Invoice');
  });

  it('references named schemas instead of inlining them', () => {
    const invoices = vm.schemas.find((s) => s.name === 'Invoices')!.schema;
    expect(invoices.properties?.[0]).toEqual({ name: 'results', required: true, schema: { type: 'array', items: { ref: 'Invoice' } } });
    const every = new Set(vm.schemas.map((s) => s.name));
    for (const s of vm.schemas) for (const ref of collectRefs(s.schema)) expect(every).toContain(ref);
  });

  it('shows nullable, enums, formats, limits, required, read-only, deprecated and examples', () => {
    const invoice = vm.schemas.find((s) => s.name === 'Invoice')!.schema;
    const prop = (name: string) => invoice.properties!.find((p) => p.name === name)!;
    expect(prop('customerName').schema).toMatchObject({ type: 'string', nullable: true, example: 'Acme Ltd' });
    expect(prop('note').schema).toEqual({ ref: 'Note', nullable: true });
    expect(prop('status')).toMatchObject({ required: true, schema: { type: 'string', enum: ['Draft', 'Submitted', 'Paid', 'Void'] } });
    expect(prop('totalAmount').schema).toMatchObject({ type: 'number', format: 'decimal', constraints: ['>= 0'], example: '120.5' });
    expect(prop('id').schema.readOnly).toBe(true);
    expect(prop('legacyReference').schema.deprecated).toBe(true);
    expect(prop('lines').schema.items?.properties?.map((p) => p.name)).toEqual(['description', 'quantity']);
    expect(vm.schemas.find((s) => s.name === 'Note')!.schema.constraints).toEqual(['at most 500 characters']);
  });
});

describe('productionServer', () => {
  it('prefers the server described as production, then the first that is not a sandbox', () => {
    expect(productionServer({ servers: [{ url: 'https://sandbox.api.ledgerlink.io' }, { url: 'https://api.ledgerlink.io' }] })).toBe(
      'https://api.ledgerlink.io',
    );
    expect(productionServer({ servers: [{ url: 'https://x.example', description: 'Production' }] })).toBe('https://x.example');
    expect(productionServer({})).toBe('https://api.ledgerlink.io');
  });
});

describe('anchor collisions', () => {
  it('fails when two operations share an operationId', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/a': { get: { operationId: 'same', responses: { '200': { description: 'ok' } } } },
        '/b': { get: { operationId: 'same', responses: { '200': { description: 'ok' } } } },
      },
    };
    expect(() => buildViewModel(doc, meta)).toThrow('Duplicate anchor "#operation/same": used by GET /a and by GET /b.');
  });
});
