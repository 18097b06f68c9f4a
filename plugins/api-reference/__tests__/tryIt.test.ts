import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadErrorCatalogue } from '../../../src/data/errorCatalogue';
import { loadSpec } from '../lib/load';
import { tryItErrorCodes, tryItFiles } from '../lib/tryIt/files';
import { createMock, type MockRequest, type MockResponse } from '../lib/tryIt/mock';
import { curlCommand, initialValues, prepareRequest } from '../lib/tryIt/request';
import { requestSchema } from '../lib/tryIt/schemas';
import type { TryItModule, TryItOperation, ValidateFunction } from '../lib/tryIt/types';
import { fixture, siteDir } from './helpers';

const requireFromSite = createRequire(path.join(siteDir, 'package.json'));

/** Runs a generated CommonJS validator module the way the bundle does, with the site's packages. */
function evaluate(code: string): Record<string, ValidateFunction> {
  const exports: Record<string, ValidateFunction> = {};
  new Function('exports', 'require', code)(exports, requireFromSite);
  return exports;
}

async function loadFiles(file: string, title: string): Promise<Record<string, string>> {
  const { document } = await loadSpec(file, siteDir);
  return tryItFiles(document, title, tryItErrorCodes(loadErrorCatalogue(siteDir)));
}

function moduleOf(files: Record<string, string>): TryItModule {
  return { api: JSON.parse(files['api.json']), parameters: evaluate(files['parameters.js']), bodies: evaluate(files['bodies.js']) };
}

type ErrorBody = {
  statusCode: number;
  service: string;
  error: string;
  correlationId: string;
  canBeRetried: string;
  detailedErrorCode: number;
  validation: { errors: { itemId: string; message: string; validatorName: string }[] } | null;
};

const errorBody = (response: MockResponse) => response.body as unknown as ErrorBody;

const COMPANY = '8a210b68-6988-11ed-a1eb-0242ac120002';
const CONNECTION = '2e9d2c44-f675-40ba-8049-353bfcb5e171';

describe('the "Try it" mock of the Accounting API', () => {
  let files: Record<string, string>;
  let module: TryItModule;
  let handle: (request: MockRequest) => MockResponse;
  let createBody: Record<string, unknown>;

  beforeAll(async () => {
    files = await loadFiles(path.join(siteDir, 'static/openapi/accounting.yaml'), 'The Accounting API');
    module = moduleOf(files);
    handle = createMock(module);
    createBody = JSON.parse(module.api.operations['create-invoice'].body?.example ?? '{}');
  }, 60_000);

  it('answers a valid list-invoices call with the documented status, headers and example body', () => {
    const response = handle({ method: 'GET', url: `/companies/${COMPANY}/data/invoices?page=1&pageSize=100` });
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-RateLimit-Limit': '10000' });
    const body = response.body as { results: { invoiceNumber: string }[]; pageSize: number };
    expect(body.results[0].invoiceNumber).toBe('INV-0342');
    expect(body.pageSize).toBe(100);
  });

  it('answers a valid create-invoice call with the push operation of the spec', () => {
    const response = handle({
      method: 'POST',
      url: `/companies/${COMPANY}/connections/${CONNECTION}/push/invoices`,
      body: JSON.stringify(createBody),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ pushOperationKey: '6b7c2f4e-9a1d-4f3b-8e2c-5d6a7b8c9d01', dataType: 'invoices' });
  });

  it('answers 400 in the API error shape, naming the field, when a required body field is missing', () => {
    const withoutCustomer = { ...createBody };
    delete withoutCustomer.customerRef;
    const response = handle({
      method: 'POST',
      url: `/companies/${COMPANY}/connections/${CONNECTION}/push/invoices`,
      body: JSON.stringify(withoutCustomer),
    });
    expect(response.status).toBe(400);
    const body = errorBody(response);
    expect(Object.keys(body).sort()).toEqual([
      'canBeRetried',
      'correlationId',
      'detailedErrorCode',
      'error',
      'service',
      'statusCode',
      'validation',
    ]);
    expect(body).toMatchObject({ statusCode: 400, service: 'PublicApi', canBeRetried: 'False', detailedErrorCode: 40003 });
    expect(body.correlationId).toMatch(/^[0-9a-f]{32}$/);
    expect(body.error).toContain('customerRef');
    expect(body.validation?.errors).toEqual([{ itemId: 'customerRef', message: 'customerRef is required.', validatorName: 'RequestBody' }]);
  });

  it('names nested fields as the API does', () => {
    const lineItems = (createBody.lineItems as Record<string, unknown>[]).map((line, i) =>
      i === 1 ? { ...line, quantity: 'many' } : line,
    );
    const response = handle({
      method: 'POST',
      url: `/companies/${COMPANY}/connections/${CONNECTION}/push/invoices`,
      body: JSON.stringify({ ...createBody, lineItems }),
    });
    expect(response.status).toBe(400);
    expect(errorBody(response).validation?.errors.map((e) => e.itemId)).toEqual(['lineItems[1].quantity']);
  });

  it('answers 400 with the paging code when a query parameter has the wrong type', () => {
    const response = handle({ method: 'GET', url: `/companies/${COMPANY}/data/invoices?pageSize=lots` });
    expect(response.status).toBe(400);
    const body = errorBody(response);
    expect(body.detailedErrorCode).toBe(40002);
    expect(body.validation?.errors).toEqual([
      { itemId: 'pageSize', message: 'pageSize must be of type integer.', validatorName: 'Parameters' },
    ]);
  });

  it('answers 400 when a path parameter breaks its format', () => {
    const response = handle({ method: 'GET', url: '/companies/not-a-uuid/data/invoices' });
    expect(response.status).toBe(400);
    expect(errorBody(response).validation?.errors[0].itemId).toBe('companyId');
  });

  it('answers 400 for a body that is not JSON', () => {
    const response = handle({
      method: 'POST',
      url: `/companies/${COMPANY}/connections/${CONNECTION}/push/invoices`,
      body: '{"invoiceNumber":',
    });
    expect(response.status).toBe(400);
    expect(errorBody(response).error).toMatch(/not valid JSON/);
  });

  it('answers 404 in the API error shape for a path the API does not have', () => {
    const response = handle({ method: 'GET', url: `/companies/${COMPANY}/data/invoicez` });
    expect(response.status).toBe(404);
    expect(errorBody(response)).toMatchObject({ statusCode: 404, service: 'PublicApi', detailedErrorCode: 40401 });
    expect(errorBody(response).error).toContain('/data/invoicez');
  });

  it('answers 405 with Allow for a method the path does not take', () => {
    const response = handle({ method: 'DELETE', url: `/companies/${COMPANY}/data/invoices` });
    expect(response.status).toBe(405);
    expect(response.headers.Allow).toBe('GET');
  });

  it('puts the key where the security scheme says, as a Bearer token', () => {
    expect(module.api.operations['list-invoices'].auth).toEqual({ header: 'Authorization', prefix: 'Bearer ' });
    expect(module.api.servers).toEqual({ production: 'https://api.ledgerlink.io', sandbox: 'https://sandbox.api.ledgerlink.io' });
  });

  it('needs no eval: the validators are plain code that requires only runtime helpers', () => {
    for (const name of ['parameters.js', 'bodies.js']) {
      const requires = [...new Set(files[name].match(/require\("[^"]+"\)/g))];
      expect(
        requires.every((r) => /^require\("ajv(-formats)?\/dist\//.test(r)),
        name,
      ).toBe(true);
      expect(files[name]).not.toMatch(/new Function|\beval\(/);
    }
  });
});

describe('the "Try it" data of a small spec', () => {
  let module: TryItModule;
  beforeAll(async () => {
    module = moduleOf(await loadFiles(fixture('mini.yaml'), 'Mini API'));
  });

  it('generates a response body from the schema when the spec has no example', () => {
    const response = createMock(module)({ method: 'GET', url: `/companies/${COMPANY}/data/invoices/INV-1` });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ invoiceNumber: 'INV-0042', status: 'Draft' });
  });

  it('answers an operation without a response body with its status and no body', () => {
    const response = createMock(module)({ method: 'DELETE', url: `/companies/${COMPANY}/data/invoices/INV-1` });
    expect(response).toEqual({ status: 204, headers: {} });
  });

  it('checks required header parameters and prefills path parameters from their examples', () => {
    const create = module.api.operations['create-invoice'];
    expect(create.parameters).toEqual([
      { name: 'companyId', in: 'path', required: true, example: COMPANY },
      { name: 'Idempotency-Key', in: 'header', required: true, example: 'key-0042' },
    ]);
    const handle = createMock(module);
    const request = { method: 'POST', url: `/companies/${COMPANY}/push/invoices`, body: create.body?.example };
    expect(handle(request).status).toBe(400);
    expect(handle({ ...request, headers: { 'idempotency-key': 'k-1' } }).status).toBe(200);
  });

  it('marks a file upload as a body the panel cannot write', () => {
    expect(module.api.operations['upload-invoice-attachment']).toMatchObject({ unsupportedBody: 'multipart/form-data' });
    expect(module.api.operations['upload-invoice-attachment'].body).toBeUndefined();
  });

  it('sends no key to an operation whose security is empty', () => {
    expect(module.api.operations['get-status'].auth).toBeUndefined();
  });
});

describe('request schemas', () => {
  it('no longer require a read-only property and drop documentation keywords', () => {
    const doc = { components: { schemas: { Id: { type: 'string', readOnly: true } } } };
    const schema = {
      type: 'object',
      description: 'A record.',
      required: ['id', 'ref', 'name'],
      properties: {
        id: { type: 'string', readOnly: true, example: 'r-1' },
        ref: { $ref: '#/components/schemas/Id' },
        name: { type: 'string', description: 'Its name.' },
        description: { type: 'string' },
      },
    };
    expect(requestSchema(doc, schema)).toEqual({
      type: 'object',
      required: ['name'],
      properties: {
        id: { type: 'string' },
        ref: { $ref: '#/components/schemas/Id' },
        name: { type: 'string' },
        description: { type: 'string' },
      },
    });
  });
});

describe('the request the panel sends', () => {
  const operation: TryItOperation = {
    method: 'post',
    path: '/companies/{companyId}/push/notes',
    parameters: [
      { name: 'companyId', in: 'path', required: true, example: 'c 1' },
      { name: 'timeoutInMinutes', in: 'query', example: '30' },
      { name: 'Idempotency-Key', in: 'header', example: 'k-1' },
    ],
    body: { contentType: 'application/json', required: true, example: '{"note":"O\'Brien"}' },
    response: { status: 200, headers: {} },
    auth: { header: 'Authorization', prefix: 'Bearer ' },
    validators: { parameters: 'p0', body: 'b0' },
  };

  it('prefills required fields only, encodes path values and leaves out empty optional ones', () => {
    const values = initialValues(operation);
    expect(values).toEqual({ 'path:companyId': 'c 1', 'query:timeoutInMinutes': '', 'header:Idempotency-Key': '' });
    expect(prepareRequest(operation, values, operation.body?.example ?? '')).toEqual({
      method: 'POST',
      url: '/companies/c%201/push/notes',
      headers: { 'Content-Type': 'application/json' },
      body: '{"note":"O\'Brien"}',
    });
    const filled = { ...values, 'query:timeoutInMinutes': '5', 'header:Idempotency-Key': 'k-2' };
    expect(prepareRequest(operation, filled, '')).toEqual({
      method: 'POST',
      url: '/companies/c%201/push/notes?timeoutInMinutes=5',
      headers: { 'Idempotency-Key': 'k-2' },
    });
  });

  it('writes a cURL command with a placeholder key for the server it names', () => {
    const request = prepareRequest(operation, initialValues(operation), operation.body?.example ?? '');
    expect(curlCommand('https://sandbox.api.ledgerlink.io', request, operation.auth)).toBe(
      [
        "curl -X POST 'https://sandbox.api.ledgerlink.io/companies/c%201/push/notes'",
        "-H 'Authorization: Bearer YOUR_SANDBOX_API_KEY'",
        "-H 'Content-Type: application/json'",
        `-d '{"note":"O'\\''Brien"}'`,
      ].join(' \\\n  '),
    );
    expect(curlCommand('https://api.ledgerlink.io', request, operation.auth)).toContain("'Authorization: Bearer YOUR_API_KEY'");
  });
});
