import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyTicket, validateTicket, type TicketFields } from '../../src/components/SupportTicketForm/fields';
import { submitTicket } from '../../src/components/SupportTicketForm/submit';

const valid: TicketFields = {
  name: 'Ana Silva',
  email: 'ana@northwind.example',
  company: 'Northwind',
  productArea: 'Accounting API',
  apiOrIntegration: 'Xero',
  severity: 'high',
  subject: 'Invoices missing after sync',
  description: 'Since 09:00 UTC list-invoices returns 0 results for company 8a21 although Xero has 40 invoices.',
};

describe('validateTicket', () => {
  it('accepts a complete ticket', () => {
    expect(validateTicket(valid)).toEqual({});
  });

  it('names every missing required field and leaves the optional one alone', () => {
    const errors = validateTicket(emptyTicket);
    expect(Object.keys(errors).sort()).toEqual(['company', 'description', 'email', 'name', 'productArea', 'severity', 'subject']);
  });

  it('rejects malformed and personal email addresses', () => {
    expect(validateTicket({ ...valid, email: 'ana@' }).email).toMatch(/like name@company.com/);
    expect(validateTicket({ ...valid, email: 'ana@gmail.com' }).email).toMatch(/work email/);
  });

  it('rejects options that are not in the lists', () => {
    expect(validateTicket({ ...valid, productArea: 'Crypto' }).productArea).toBeDefined();
    expect(validateTicket({ ...valid, severity: 'urgent' }).severity).toBeDefined();
  });

  it('bounds the subject and description', () => {
    expect(validateTicket({ ...valid, subject: 'x'.repeat(121) }).subject).toMatch(/120/);
    expect(validateTicket({ ...valid, description: 'too short' }).description).toMatch(/30 characters/);
    expect(validateTicket({ ...valid, description: 'x'.repeat(5001) }).description).toMatch(/5000/);
  });
});

describe('submitTicket', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON and returns the reference', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ reference: 'LL-4821' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await submitTicket('https://support.example/tickets', valid, 'https://docs.example/raise-support-ticket/');
    expect(result).toEqual({ ok: true, reference: 'LL-4821' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://support.example/tickets');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toMatchObject({ ...valid, source: 'https://docs.example/raise-support-ticket/' });
  });

  it('turns a server error into a message that keeps the answers', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('oops', { status: 503 })));
    const result = await submitTicket('https://support.example/tickets', valid, '');
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/HTTP 503.*answers are kept/) });
  });

  it('turns a network failure into a message instead of throwing', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const result = await submitTicket('https://support.example/tickets', valid, '');
    expect(result.ok).toBe(false);
  });
});
