/**
 * Every Ledgerlink API that has a reference page: its spec file in static/openapi/, its route and
 * the names the navbar and cards use. The api-reference plugin, the navbar and the docs home read
 * this list; nothing else hard-codes an API route.
 */
export type ApiName =
  | 'accounting'
  | 'assess'
  | 'bank-feeds'
  | 'bank-feeds-v2'
  | 'banking'
  | 'ledgerlink'
  | 'commerce'
  | 'files'
  | 'idx'
  | 'lending'
  | 'payables'
  | 'platform'
  | 'spend-insights'
  | 'sync-for-commerce'
  | 'sync-for-commerce-v1'
  | 'sync-for-expenses'
  | 'sync-for-expenses-v1'
  | 'sync-for-partner-commerce'
  | 'sync-for-payables'
  | 'sync-for-payables-v2'
  | 'sync-for-payroll';

export interface ApiInfo {
  readonly name: ApiName;
  /** Title shown on the reference page and in cards. */
  readonly title: string;
  /** One sentence: what a developer does with this API. */
  readonly summary: string;
  /** Superseded APIs stay documented but are marked as legacy. */
  readonly legacy: boolean;
  /** The APIs a legacy one's readers move to, as its update posts name them. */
  readonly replacedBy?: readonly ApiName[];
}

export const apis = [
  {
    name: 'platform',
    title: 'Platform API',
    summary: 'Create companies, manage connections, configure webhooks and settings, and queue data syncs.',
    legacy: false,
  },
  {
    name: 'accounting',
    title: 'Accounting API',
    summary: 'Read and write invoices, bills, payments, journals and financial statements in your customers’ accounting software.',
    legacy: false,
  },
  {
    name: 'banking',
    title: 'Banking API',
    summary: 'Read bank accounts, balances and categorized transactions from your customers’ banks.',
    legacy: false,
  },
  {
    name: 'commerce',
    title: 'Commerce API',
    summary: 'Read orders, payments, products and customers from commerce and payment platforms.',
    legacy: false,
  },
  {
    name: 'bank-feeds',
    title: 'Bank Feeds API',
    summary: 'Create bank feed accounts and push bank transactions into accounting software.',
    legacy: false,
  },
  {
    name: 'bank-feeds-v2',
    title: 'Bank Feeds API v2',
    summary: 'Source accounts, account mapping and transaction push for bank feeds, with batch uploads.',
    legacy: false,
  },
  {
    name: 'lending',
    title: 'Lending API',
    summary: 'Underwrite with enhanced financials, cash flow, liabilities and loan writeback.',
    legacy: false,
  },
  {
    name: 'assess',
    title: 'Assess API',
    summary: 'The original credit-decisioning API, replaced by the Lending API.',
    legacy: true,
    replacedBy: ['lending'],
  },
  {
    name: 'spend-insights',
    title: 'Spend Insights API',
    summary: 'Categorized spend, supplier analysis and card and expense insights for a company.',
    legacy: false,
  },
  {
    name: 'payables',
    title: 'Bill Pay API (async)',
    summary: 'Read bills and suppliers and record bill payments through asynchronous push operations.',
    legacy: false,
  },
  {
    name: 'sync-for-payables',
    title: 'Bill Pay API (sync)',
    summary: 'Create suppliers and bills and pay them with synchronous calls that return the final record.',
    legacy: true,
    replacedBy: ['sync-for-payables-v2'],
  },
  {
    name: 'sync-for-payables-v2',
    title: 'Bill Pay API (sync) v2',
    summary: 'The next version of synchronous Bill Pay with payment mapping options and bill attachments.',
    legacy: false,
  },
  {
    name: 'sync-for-expenses',
    title: 'Sync for Expenses API',
    summary: 'Push card and reimbursable expense transactions, transfers and receipts into accounting software.',
    legacy: false,
  },
  {
    name: 'sync-for-expenses-v1',
    title: 'Sync for Expenses API v1',
    summary: 'The first Sync for Expenses API, kept for existing integrations.',
    legacy: true,
    replacedBy: ['sync-for-expenses'],
  },
  {
    name: 'sync-for-commerce',
    title: 'Sync for Commerce API',
    summary: 'Configure merchants and sync commerce sales, fees and payouts into accounting software.',
    legacy: false,
  },
  {
    name: 'sync-for-commerce-v1',
    title: 'Sync for Commerce API v1',
    summary: 'The first Sync for Commerce API, kept for existing integrations.',
    legacy: true,
    replacedBy: ['sync-for-commerce'],
  },
  {
    name: 'sync-for-partner-commerce',
    title: 'Sync for Partner Commerce API',
    summary: 'Sync for Commerce for partners who embed the merchant journey in their own product.',
    legacy: false,
  },
  {
    name: 'sync-for-payroll',
    title: 'Sync for Payroll API',
    summary: 'Map payroll journals to ledger accounts and push them into accounting software.',
    legacy: false,
  },
  { name: 'files', title: 'Files API', summary: 'Upload and download files that your customers share with you.', legacy: false },
  { name: 'idx', title: 'IDX API', summary: 'Export enriched company data in bulk to your own warehouse.', legacy: false },
  {
    name: 'ledgerlink',
    title: 'Ledgerlink API',
    summary: 'The unified v2 API with platform and core data operations in one specification.',
    legacy: true,
    replacedBy: ['platform', 'accounting', 'banking', 'commerce'],
  },
] as const satisfies readonly ApiInfo[];

/**
 * The names an API also goes by: an API whose next version is titled as it with ` v2` is its v1 (the
 * docs and update posts say `Bank Feeds API v1` for the Bank Feeds API), though its own title has no
 * number.
 */
export function alsoCalled(api: ApiInfo): string[] {
  return apis.some((other) => other.title === `${api.title} v2`) ? [`${api.title} v1`] : [];
}

/** The route of an API's reference page, e.g. `/accounting-api/`. */
export function apiRoute(name: ApiName): string {
  return `/${name}-api/`;
}

/** The path of an API's OpenAPI source file, relative to the site root directory. */
export function apiSpecFile(name: ApiName): string {
  return `static/openapi/${name}.yaml`;
}
