/**
 * Every platform integration Ledgerlink offers: one typed record each. The integration pages, the
 * catalogue, the coverage tables, the integration sidebars and the `/redirects/integrations/…`
 * rules all read this list; nothing else states which platform supports which data type.
 * Schema-tested in tests/unit/integrations.test.ts.
 */

export const integrationCategories = ['accounting', 'bank-feeds', 'banking', 'commerce'] as const;
export type IntegrationCategory = (typeof integrationCategories)[number];

export const accountingDataTypes = [
  'accounts',
  'balanceSheet',
  'bankAccounts',
  'bankTransactions',
  'billCreditNotes',
  'billPayments',
  'bills',
  'cashFlowStatement',
  'company',
  'creditNotes',
  'customers',
  'directCosts',
  'directIncomes',
  'invoices',
  'itemReceipts',
  'items',
  'journalEntries',
  'journals',
  'paymentMethods',
  'payments',
  'profitAndLoss',
  'purchaseOrders',
  'salesOrders',
  'suppliers',
  'taxRates',
  'trackingCategories',
  'transfers',
] as const;

export const bankingDataTypes = [
  'banking-accounts',
  'banking-accountBalances',
  'banking-transactions',
  'banking-transactionCategories',
] as const;

export const commerceDataTypes = [
  'commerce-companyInfo',
  'commerce-customers',
  'commerce-disputes',
  'commerce-locations',
  'commerce-orders',
  'commerce-paymentMethods',
  'commerce-payments',
  'commerce-productCategories',
  'commerce-products',
  'commerce-transactions',
] as const;

export const bankFeedDataTypes = ['bankFeedAccounts', 'bankFeedTransactions'] as const;

export type AccountingDataType = (typeof accountingDataTypes)[number];
export type BankingDataType = (typeof bankingDataTypes)[number];
export type CommerceDataType = (typeof commerceDataTypes)[number];
export type BankFeedDataType = (typeof bankFeedDataTypes)[number];
export type DataTypeName = AccountingDataType | BankingDataType | CommerceDataType | BankFeedDataType;

/** The data type names a platform of each category may list, in display order. */
export const dataTypesByCategory: Readonly<Record<IntegrationCategory, readonly DataTypeName[]>> = {
  accounting: accountingDataTypes,
  'bank-feeds': bankFeedDataTypes,
  banking: bankingDataTypes,
  commerce: commerceDataTypes,
};

/** Data types that are reports computed from the ledger: they can be read, never written. */
export const readOnlyDataTypes: readonly DataTypeName[] = ['balanceSheet', 'cashFlowStatement', 'profitAndLoss'];

const dataTypeLabels: Readonly<Record<DataTypeName, string>> = {
  accounts: 'Accounts',
  balanceSheet: 'Balance sheet',
  bankAccounts: 'Bank accounts',
  bankTransactions: 'Bank transactions',
  billCreditNotes: 'Bill credit notes',
  billPayments: 'Bill payments',
  bills: 'Bills',
  cashFlowStatement: 'Cash flow statement',
  company: 'Company info',
  creditNotes: 'Credit notes',
  customers: 'Customers',
  directCosts: 'Direct costs',
  directIncomes: 'Direct incomes',
  invoices: 'Invoices',
  itemReceipts: 'Item receipts',
  items: 'Items',
  journalEntries: 'Journal entries',
  journals: 'Journals',
  paymentMethods: 'Payment methods',
  payments: 'Payments',
  profitAndLoss: 'Profit and loss',
  purchaseOrders: 'Purchase orders',
  salesOrders: 'Sales orders',
  suppliers: 'Suppliers',
  taxRates: 'Tax rates',
  trackingCategories: 'Tracking categories',
  transfers: 'Transfers',
  'banking-accounts': 'Accounts',
  'banking-accountBalances': 'Account balances',
  'banking-transactions': 'Transactions',
  'banking-transactionCategories': 'Transaction categories',
  'commerce-companyInfo': 'Company info',
  'commerce-customers': 'Customers',
  'commerce-disputes': 'Disputes',
  'commerce-locations': 'Locations',
  'commerce-orders': 'Orders',
  'commerce-paymentMethods': 'Payment methods',
  'commerce-payments': 'Payments',
  'commerce-productCategories': 'Product categories',
  'commerce-products': 'Products',
  'commerce-transactions': 'Transactions',
  bankFeedAccounts: 'Bank feed accounts',
  bankFeedTransactions: 'Bank feed transactions',
};

/** Human-readable name of a data type, e.g. `billPayments` → "Bill payments". */
export function dataTypeLabel(name: DataTypeName): string {
  return dataTypeLabels[name];
}

export type AuthMethod =
  | 'OAuth 2.0'
  | 'OAuth 1.0a'
  | 'API key'
  | 'Username and password'
  | 'Desktop connector'
  | 'Token-based authentication';

export const regions = ['UK', 'US', 'CA', 'AU', 'NZ', 'EU', 'Global'] as const;
export type Region = (typeof regions)[number];

export const regionLabels: Readonly<Record<Region, string>> = {
  UK: 'United Kingdom',
  US: 'United States',
  CA: 'Canada',
  AU: 'Australia',
  NZ: 'New Zealand',
  EU: 'European Union',
  Global: 'Global',
};

export type IntegrationStatus = 'GA' | 'Beta';

export interface DataTypeScopes {
  readonly read: readonly string[];
  readonly write?: readonly string[];
}

export interface Integration {
  readonly name: string;
  readonly category: IntegrationCategory;
  /** The platform key: four lowercase letters, unique in its category (`integrationKey` on a connection). */
  readonly key: string;
  /** Folder name under docs/integrations/<category>/. */
  readonly slug: string;
  /** Older keys that still redirect to this integration. */
  readonly legacyKeys?: readonly string[];
  readonly auth: AuthMethod;
  readonly regions: readonly Region[];
  /** Whether the platform offers a free sandbox, demo or developer account to test against. */
  readonly sandbox: boolean;
  readonly status: IntegrationStatus;
  /** One sentence for catalogue cards. */
  readonly summary: string;
  readonly read: readonly DataTypeName[];
  readonly write: readonly DataTypeName[];
  /** Rate limits or quirks of the platform, one or two sentences. */
  readonly limits: string;
  /**
   * Read data types that sync incrementally: later syncs request only records changed since the
   * last one. Left out for platforms whose pages do not state it.
   */
  readonly incrementalReads?: readonly DataTypeName[];
  /**
   * The OAuth scopes Ledgerlink requests for each data type: `read` with read-only scopes on,
   * `write` (writable data types only) otherwise. Left out for platforms with one fixed scope set.
   */
  readonly scopes?: Readonly<Partial<Record<DataTypeName, DataTypeScopes>>>;
  /** Root URL of the platform's developer site. */
  readonly docsUrl?: string;
}

export const integrations = [
  // Accounting
  {
    name: 'Clear Books',
    category: 'accounting',
    key: 'xsth',
    slug: 'clearbooks',
    auth: 'OAuth 2.0',
    regions: ['UK'],
    sandbox: true,
    status: 'GA',
    summary: 'Cloud bookkeeping for UK micro-businesses, sole traders and their accountants.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'company', 'creditNotes', 'customers', 'invoices', 'items', 'payments', 'profitAndLoss', 'suppliers', 'taxRates', 'trackingCategories'],
    write: ['billPayments', 'bills', 'customers', 'invoices', 'payments', 'suppliers'],
    limits: 'Clear Books allows about 60 requests per minute per business. Tracking categories come from Clear Books "themes", which are flat (one level).',
  },
  {
    name: 'Dynamics 365 Business Central',
    category: 'accounting',
    key: 'hpdw',
    slug: 'dynamics-365-business-central',
    auth: 'OAuth 2.0',
    regions: ['Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Microsoft’s ERP for growing businesses, read and written through the Business Central API v2.0.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'billCreditNotes', 'billPayments', 'bills', 'cashFlowStatement', 'company', 'creditNotes', 'customers', 'invoices', 'items', 'journalEntries', 'journals', 'paymentMethods', 'payments', 'profitAndLoss', 'purchaseOrders', 'salesOrders', 'suppliers', 'taxRates', 'trackingCategories'],
    write: ['billPayments', 'bills', 'creditNotes', 'customers', 'invoices', 'items', 'journalEntries', 'payments', 'suppliers'],
    limits: 'Business Central allows 6,000 OData requests per user in any 5-minute window and 5 concurrent requests per environment. Each connection is to one company in one environment.',
    docsUrl: 'https://learn.microsoft.com/en-us/dynamics365/business-central/dev-itpro/',
  },
  {
    name: 'Exact Online',
    category: 'accounting',
    key: 'qjhb',
    slug: 'exact-online',
    auth: 'OAuth 2.0',
    regions: ['EU', 'UK'],
    sandbox: false,
    status: 'GA',
    summary: 'Cloud accounting and ERP popular in the Netherlands, Belgium and Germany.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'company', 'creditNotes', 'customers', 'invoices', 'items', 'journalEntries', 'journals', 'paymentMethods', 'payments', 'profitAndLoss', 'purchaseOrders', 'salesOrders', 'suppliers', 'taxRates', 'trackingCategories'],
    write: ['bills', 'customers', 'invoices', 'items', 'journalEntries', 'suppliers'],
    limits: 'Exact Online allows 60 calls per minute and 5,000 calls per day per company. Access tokens last 10 minutes and each refresh token can be used only once.',
  },
  {
    name: 'FreeAgent',
    category: 'accounting',
    key: 'dorl',
    slug: 'freeagent',
    auth: 'OAuth 2.0',
    regions: ['UK'],
    sandbox: true,
    status: 'GA',
    summary: 'Accounting for UK freelancers and small businesses, often provided free by their bank.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billPayments', 'bills', 'company', 'creditNotes', 'customers', 'invoices', 'items', 'journalEntries', 'payments', 'profitAndLoss', 'suppliers', 'taxRates', 'trackingCategories', 'transfers'],
    write: ['bankTransactions', 'bills', 'creditNotes', 'customers', 'invoices', 'journalEntries', 'payments', 'suppliers'],
    limits: 'FreeAgent allows 120 requests per minute and 3,600 per hour per user. Customers and suppliers are both FreeAgent contacts, told apart by how they are used.',
    docsUrl: 'https://dev.freeagent.com',
  },
  {
    name: 'FreshBooks',
    category: 'accounting',
    key: 'ftcm',
    slug: 'freshbooks',
    auth: 'OAuth 2.0',
    regions: ['US', 'CA', 'Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Invoicing-first accounting for service businesses and freelancers.',
    read: ['accounts', 'balanceSheet', 'billPayments', 'bills', 'company', 'creditNotes', 'customers', 'directCosts', 'invoices', 'items', 'paymentMethods', 'payments', 'profitAndLoss', 'suppliers', 'taxRates'],
    write: ['bills', 'customers', 'directCosts', 'invoices', 'items', 'payments', 'suppliers'],
    limits: 'FreshBooks does not publish a fixed rate limit but throttles bursts with HTTP 429. A FreshBooks user can belong to several businesses; each business is a separate connection.',
    docsUrl: 'https://www.freshbooks.com/api',
  },
  {
    name: 'KashFlow',
    category: 'accounting',
    key: 'nlnc',
    slug: 'kashflow',
    auth: 'Username and password',
    regions: ['UK'],
    sandbox: false,
    status: 'GA',
    summary: 'Long-standing UK online bookkeeping for small firms, now part of IRIS.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billPayments', 'bills', 'company', 'creditNotes', 'customers', 'invoices', 'items', 'payments', 'profitAndLoss', 'suppliers', 'taxRates', 'trackingCategories'],
    write: ['billPayments', 'bills', 'customers', 'invoices', 'payments', 'suppliers'],
    limits: 'KashFlow issues a session token from the username, password and memorable-word characters, valid for a limited time. Requests are limited to a few per second per account.',
  },
  {
    name: 'MYOB',
    category: 'accounting',
    key: 'cxlc',
    slug: 'myob',
    auth: 'OAuth 2.0',
    regions: ['AU', 'NZ'],
    sandbox: true,
    status: 'GA',
    summary: 'The leading small-business accounting platform in Australia and New Zealand (MYOB Business).',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billPayments', 'bills', 'company', 'creditNotes', 'customers', 'directCosts', 'directIncomes', 'invoices', 'items', 'journalEntries', 'journals', 'payments', 'profitAndLoss', 'purchaseOrders', 'salesOrders', 'suppliers', 'taxRates', 'trackingCategories', 'transfers'],
    write: ['accounts', 'billPayments', 'bills', 'customers', 'directCosts', 'directIncomes', 'invoices', 'items', 'journalEntries', 'payments', 'suppliers'],
    limits: 'MYOB allows 8 calls per second and 1,000,000 calls per day per API key. Besides OAuth consent, each company file needs its own file username and password.',
    docsUrl: 'https://developer.myob.com',
  },
  {
    name: 'NetSuite',
    category: 'accounting',
    key: 'txxk',
    slug: 'netsuite',
    legacyKeys: ['nets'],
    auth: 'Token-based authentication',
    regions: ['Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Oracle NetSuite, the cloud ERP of mid-market companies, including OneWorld multi-subsidiary accounts.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'cashFlowStatement', 'company', 'creditNotes', 'customers', 'directCosts', 'directIncomes', 'invoices', 'itemReceipts', 'items', 'journalEntries', 'journals', 'paymentMethods', 'payments', 'profitAndLoss', 'purchaseOrders', 'salesOrders', 'suppliers', 'taxRates', 'trackingCategories', 'transfers'],
    write: ['billCreditNotes', 'billPayments', 'bills', 'creditNotes', 'customers', 'invoices', 'items', 'journalEntries', 'payments', 'purchaseOrders', 'suppliers', 'transfers'],
    limits: 'NetSuite limits concurrent web-service requests per account: 5 on the standard service tier plus 10 for each SuiteCloud Plus license. First syncs of large accounts can take several hours.',
    docsUrl: 'https://docs.oracle.com/en/cloud/saas/netsuite/',
  },
  {
    name: 'Pandle',
    category: 'accounting',
    key: 'jwtx',
    slug: 'pandle',
    auth: 'API key',
    regions: ['UK'],
    sandbox: false,
    status: 'Beta',
    summary: 'Free and low-cost UK bookkeeping for sole traders, landlords and small limited companies.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billPayments', 'bills', 'company', 'customers', 'invoices', 'payments', 'profitAndLoss', 'suppliers', 'taxRates'],
    write: ['bills', 'customers', 'invoices', 'suppliers'],
    limits: 'Pandle API keys are created per company by an owner or admin user. Ledgerlink paces requests to about one per second per company.',
  },
  {
    name: 'QuickBooks Desktop',
    category: 'accounting',
    key: 'fwnr',
    slug: 'quickbooks-desktop',
    auth: 'Desktop connector',
    regions: ['US', 'CA'],
    sandbox: false,
    status: 'GA',
    summary: 'Intuit’s installed accounting software (Pro, Premier and Enterprise), reached through a connector on the customer’s machine.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'billCreditNotes', 'billPayments', 'bills', 'company', 'creditNotes', 'customers', 'invoices', 'itemReceipts', 'items', 'journalEntries', 'paymentMethods', 'payments', 'profitAndLoss', 'purchaseOrders', 'salesOrders', 'suppliers', 'taxRates', 'trackingCategories'],
    write: ['billPayments', 'bills', 'customers', 'invoices', 'items', 'journalEntries', 'payments', 'suppliers'],
    limits: 'Data moves only while QuickBooks Web Connector runs on a machine that can open the company file. Writes wait in a queue until the next Web Connector poll.',
    docsUrl: 'https://developer.intuit.com',
  },
  {
    name: 'QuickBooks Online',
    category: 'accounting',
    key: 'qnpx',
    slug: 'quickbooks-online',
    legacyKeys: ['qbol'],
    auth: 'OAuth 2.0',
    regions: ['US', 'CA', 'UK', 'AU', 'Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Intuit’s cloud accounting platform, the most common choice of small businesses in the US.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'cashFlowStatement', 'company', 'creditNotes', 'customers', 'directCosts', 'directIncomes', 'invoices', 'items', 'journalEntries', 'journals', 'paymentMethods', 'payments', 'profitAndLoss', 'purchaseOrders', 'suppliers', 'taxRates', 'trackingCategories', 'transfers'],
    write: ['accounts', 'bankAccounts', 'billCreditNotes', 'billPayments', 'bills', 'creditNotes', 'customers', 'directCosts', 'directIncomes', 'invoices', 'items', 'journalEntries', 'payments', 'purchaseOrders', 'suppliers', 'transfers'],
    limits: 'QuickBooks Online allows 500 requests per minute and 10 concurrent requests per company (realm). Refresh tokens rotate and expire after 100 days without use.',
    docsUrl: 'https://developer.intuit.com',
  },
  {
    name: 'Sage Intacct',
    category: 'accounting',
    key: 'rjcw',
    slug: 'sage-intacct',
    auth: 'Username and password',
    regions: ['US', 'UK', 'CA', 'AU'],
    sandbox: true,
    status: 'GA',
    summary: 'Cloud financial management for mid-sized and multi-entity organizations.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'company', 'creditNotes', 'customers', 'invoices', 'itemReceipts', 'items', 'journalEntries', 'journals', 'paymentMethods', 'payments', 'profitAndLoss', 'purchaseOrders', 'salesOrders', 'suppliers', 'taxRates', 'trackingCategories', 'transfers'],
    write: ['accounts', 'billCreditNotes', 'billPayments', 'bills', 'creditNotes', 'customers', 'invoices', 'journalEntries', 'payments', 'suppliers'],
    limits: 'Sage Intacct limits concurrent API requests by performance tier (2 per tier) and counts API transactions against a monthly allowance. Ledgerlink calls it as a dedicated Web Services user.',
    docsUrl: 'https://developer.intacct.com',
  },
  {
    name: 'Sage 200',
    category: 'accounting',
    key: 'vsvl',
    slug: 'sage-200',
    auth: 'OAuth 2.0',
    regions: ['UK'],
    sandbox: false,
    status: 'GA',
    summary: 'Sage’s business management suite for UK mid-sized firms, Standard (online) and Professional editions.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'company', 'creditNotes', 'customers', 'invoices', 'items', 'journalEntries', 'payments', 'profitAndLoss', 'purchaseOrders', 'salesOrders', 'suppliers', 'taxRates', 'trackingCategories'],
    write: ['bills', 'customers', 'invoices', 'journalEntries', 'suppliers'],
    limits: 'Sage 200 is reached through the Sage 200 API gateway with a Sage ID login. Professional sites must have the Sage 200 API installed and published to the gateway.',
    docsUrl: 'https://developer.sage.com',
  },
  {
    name: 'Sage 50',
    category: 'accounting',
    key: 'mfgc',
    slug: 'sage-50',
    auth: 'Desktop connector',
    regions: ['UK'],
    sandbox: false,
    status: 'GA',
    summary: 'Sage 50 Accounts, the desktop ledger of many UK small businesses, synced through the Ledgerlink connector.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'company', 'creditNotes', 'customers', 'invoices', 'items', 'journalEntries', 'payments', 'profitAndLoss', 'purchaseOrders', 'salesOrders', 'suppliers', 'taxRates', 'trackingCategories'],
    write: ['billPayments', 'bills', 'customers', 'invoices', 'journalEntries', 'payments', 'suppliers'],
    limits: 'The Ledgerlink connector runs on a Windows machine with Sage 50 Accounts v27 or later and syncs while that machine is on. Sage 50 locks records that a user has open, so some writes wait.',
    docsUrl: 'https://developer.sage.com',
  },
  {
    name: 'Sage Business Cloud',
    category: 'accounting',
    key: 'ntqt',
    slug: 'sage-business-cloud',
    legacyKeys: ['sbca', 'sgon'],
    auth: 'OAuth 2.0',
    regions: ['UK', 'EU', 'US', 'CA'],
    sandbox: true,
    status: 'GA',
    summary: 'Sage Business Cloud Accounting (Sage Accounting), Sage’s online ledger for small businesses.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'company', 'creditNotes', 'customers', 'directCosts', 'directIncomes', 'invoices', 'items', 'journalEntries', 'paymentMethods', 'payments', 'profitAndLoss', 'suppliers', 'taxRates', 'trackingCategories', 'transfers'],
    write: ['bankAccounts', 'billCreditNotes', 'billPayments', 'bills', 'creditNotes', 'customers', 'directCosts', 'directIncomes', 'invoices', 'items', 'journalEntries', 'payments', 'suppliers', 'transfers'],
    limits: 'Sage Accounting allows about 100 requests per minute per business. Access tokens last 5 minutes; refresh tokens last 31 days and rotate on use.',
    docsUrl: 'https://developer.sage.com',
  },
  {
    name: 'Sandbox',
    category: 'accounting',
    key: 'kdbr',
    slug: 'sandbox',
    auth: 'API key',
    regions: ['Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Ledgerlink’s own test ledger with realistic sample companies, for building before you touch a real platform.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'cashFlowStatement', 'company', 'creditNotes', 'customers', 'directCosts', 'directIncomes', 'invoices', 'itemReceipts', 'items', 'journalEntries', 'journals', 'paymentMethods', 'payments', 'profitAndLoss', 'purchaseOrders', 'salesOrders', 'suppliers', 'taxRates', 'trackingCategories', 'transfers'],
    write: ['accounts', 'bankAccounts', 'bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'creditNotes', 'customers', 'directCosts', 'directIncomes', 'invoices', 'items', 'journalEntries', 'payments', 'purchaseOrders', 'suppliers', 'transfers'],
    limits: 'The sandbox has no platform rate limit; only Ledgerlink’s own limits apply. Writes complete within seconds and are reset when you reset the sample company.',
  },
  {
    name: 'Wave',
    category: 'accounting',
    key: 'ssvw',
    slug: 'wave',
    auth: 'OAuth 2.0',
    regions: ['US', 'CA'],
    sandbox: true,
    status: 'Beta',
    summary: 'Free accounting and invoicing for North American micro-businesses, with a GraphQL API.',
    read: ['accounts', 'bankAccounts', 'company', 'customers', 'invoices', 'items', 'suppliers', 'taxRates'],
    write: ['customers', 'invoices', 'items'],
    limits: 'Wave’s public API has no endpoints for bills, payments, ledger transactions or reports, so those data types are not available. Requests are throttled per business with HTTP 429.',
    docsUrl: 'https://developer.waveapps.com',
  },
  {
    name: 'Workday',
    category: 'accounting',
    key: 'mwhj',
    slug: 'workday',
    auth: 'OAuth 2.0',
    regions: ['Global'],
    sandbox: false,
    status: 'Beta',
    summary: 'Workday Financial Management, the ledger of large enterprises, through an integration system user.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'billPayments', 'bills', 'company', 'customers', 'invoices', 'journalEntries', 'journals', 'payments', 'profitAndLoss', 'purchaseOrders', 'suppliers', 'taxRates', 'trackingCategories'],
    write: ['bills', 'customers', 'invoices', 'journalEntries', 'suppliers'],
    limits: 'Workday tenants apply their own throttling and the integration system user sees only what its security groups allow. Large tenants can take several hours to sync the first time.',
  },
  {
    name: 'Xero',
    category: 'accounting',
    key: 'tlwh',
    slug: 'xero',
    legacyKeys: ['gboq'],
    auth: 'OAuth 2.0',
    regions: ['Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Cloud accounting used by small businesses and their advisors in the UK, Australia, New Zealand and beyond.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'cashFlowStatement', 'company', 'creditNotes', 'customers', 'directCosts', 'directIncomes', 'invoices', 'items', 'journalEntries', 'journals', 'paymentMethods', 'payments', 'profitAndLoss', 'purchaseOrders', 'suppliers', 'taxRates', 'trackingCategories', 'transfers'],
    write: ['accounts', 'bankAccounts', 'bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'creditNotes', 'customers', 'directCosts', 'directIncomes', 'invoices', 'items', 'journalEntries', 'payments', 'purchaseOrders', 'suppliers', 'transfers'],
    limits: 'Xero allows 60 calls per minute and 5,000 calls in a rolling 24 hours per tenant, with at most 5 concurrent calls. Access tokens last 30 minutes; refresh tokens expire after 60 days unused.',
    docsUrl: 'https://developer.xero.com',
    incrementalReads: ['accounts', 'bankAccounts', 'billCreditNotes', 'billPayments', 'bills', 'creditNotes', 'customers', 'directCosts', 'directIncomes', 'invoices', 'items', 'journalEntries', 'journals', 'payments', 'purchaseOrders', 'suppliers'],
    scopes: {
      accounts: { read: ['accounting.settings.read'], write: ['accounting.settings'] },
      balanceSheet: { read: ['accounting.reports.balancesheet.read'] },
      bankAccounts: { read: ['accounting.settings.read'], write: ['accounting.settings'] },
      bankTransactions: { read: ['accounting.reports.bankstatement.read'], write: ['accounting.reports.bankstatement.read', 'accounting.banktransactions'] },
      billCreditNotes: { read: ['accounting.invoices.read'], write: ['accounting.invoices'] },
      billPayments: { read: ['accounting.payments.read'], write: ['accounting.payments'] },
      bills: { read: ['accounting.invoices.read'], write: ['accounting.invoices'] },
      cashFlowStatement: { read: ['accounting.journals.read'] },
      company: { read: ['accounting.settings.read'] },
      creditNotes: { read: ['accounting.invoices.read'], write: ['accounting.invoices'] },
      customers: { read: ['accounting.contacts.read'], write: ['accounting.contacts'] },
      directCosts: { read: ['accounting.banktransactions.read'], write: ['accounting.banktransactions'] },
      directIncomes: { read: ['accounting.banktransactions.read'], write: ['accounting.banktransactions'] },
      invoices: { read: ['accounting.invoices.read'], write: ['accounting.invoices'] },
      items: { read: ['accounting.settings.read'], write: ['accounting.settings'] },
      journalEntries: { read: ['accounting.manualjournals.read'], write: ['accounting.manualjournals'] },
      journals: { read: ['accounting.journals.read'] },
      paymentMethods: { read: ['accounting.settings.read'] },
      payments: { read: ['accounting.payments.read'], write: ['accounting.payments'] },
      profitAndLoss: { read: ['accounting.reports.profitandloss.read'] },
      purchaseOrders: { read: ['accounting.invoices.read'], write: ['accounting.invoices'] },
      suppliers: { read: ['accounting.contacts.read'], write: ['accounting.contacts'] },
      taxRates: { read: ['accounting.settings.read'] },
      trackingCategories: { read: ['accounting.settings.read'] },
      transfers: { read: ['accounting.banktransactions.read'], write: ['accounting.banktransactions'] },
    },
  },
  {
    name: 'Zoho Books',
    category: 'accounting',
    key: 'rwcg',
    slug: 'zoho-books',
    auth: 'OAuth 2.0',
    regions: ['Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Zoho’s online accounting, hosted in separate data centers for the US, EU, India, Australia and Canada.',
    read: ['accounts', 'balanceSheet', 'bankAccounts', 'bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'cashFlowStatement', 'company', 'creditNotes', 'customers', 'directCosts', 'invoices', 'items', 'journalEntries', 'payments', 'profitAndLoss', 'purchaseOrders', 'salesOrders', 'suppliers', 'taxRates', 'trackingCategories', 'transfers'],
    write: ['bankTransactions', 'billCreditNotes', 'billPayments', 'bills', 'creditNotes', 'customers', 'directCosts', 'invoices', 'items', 'journalEntries', 'payments', 'purchaseOrders', 'salesOrders', 'suppliers'],
    limits: 'Zoho Books allows 100 requests per minute per organization and a daily quota set by plan, from 1,000 on Free to 10,000 on Premium. Each data center has its own API domain.',
    docsUrl: 'https://www.zoho.com/books/api/v3/',
  },

  // Bank feeds
  {
    name: 'NetSuite',
    category: 'bank-feeds',
    key: 'ltfr',
    slug: 'netsuite',
    auth: 'Token-based authentication',
    regions: ['Global'],
    sandbox: true,
    status: 'Beta',
    summary: 'Bank feeds into NetSuite through the Ledgerlink bank feeds SuiteApp and financial institution connectivity plug-in.',
    read: ['bankFeedAccounts'],
    write: ['bankFeedAccounts', 'bankFeedTransactions'],
    limits: 'NetSuite imports pushed transactions when its bank data import runs, by default once a day. The SuiteApp must be installed in every account, including sandboxes.',
    docsUrl: 'https://docs.oracle.com/en/cloud/saas/netsuite/',
  },
  {
    name: 'QuickBooks Online',
    category: 'bank-feeds',
    key: 'vcnh',
    slug: 'quickbooks-online',
    auth: 'OAuth 2.0',
    regions: ['US', 'CA', 'UK', 'AU'],
    sandbox: true,
    status: 'GA',
    summary: 'Bank feeds that appear in QuickBooks Online banking as a connected bank, ready to categorize and match.',
    read: ['bankFeedAccounts'],
    write: ['bankFeedAccounts', 'bankFeedTransactions'],
    limits: 'QuickBooks Online fetches new feed transactions from Ledgerlink a few times a day, so pushed transactions appear with a delay. Each feed account links to one QuickBooks bank account.',
    docsUrl: 'https://developer.intuit.com',
  },
  {
    name: 'Sage',
    category: 'bank-feeds',
    key: 'mdvn',
    slug: 'sage',
    auth: 'OAuth 2.0',
    regions: ['UK', 'EU', 'US', 'CA'],
    sandbox: true,
    status: 'GA',
    summary: 'Bank feeds into Sage Business Cloud Accounting through the Sage Banking Service.',
    read: ['bankFeedAccounts'],
    write: ['bankFeedAccounts', 'bankFeedTransactions'],
    limits: 'Sage receives transactions through the Sage Banking Service, which accepts up to 1,000 transactions per push. The SMB maps each feed account in Link and confirms it on Sage’s consent screen.',
    docsUrl: 'https://developer.sage.com',
  },
  {
    name: 'Xero',
    category: 'bank-feeds',
    key: 'qywr',
    slug: 'xero',
    auth: 'OAuth 2.0',
    regions: ['Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Direct bank feeds into Xero through the Xero Bank Feeds API, for card issuers, banks and fintechs.',
    read: ['bankFeedAccounts'],
    write: ['bankFeedAccounts', 'bankFeedTransactions'],
    limits: 'Xero accepts statements of up to 1,000 transactions and rejects statements that overlap an earlier one. Xero must approve your use of its Bank Feeds API before you go live.',
    docsUrl: 'https://developer.xero.com',
  },

  // Banking
  {
    name: 'Plaid',
    category: 'banking',
    key: 'msjz',
    slug: 'plaid',
    legacyKeys: ['pldx'],
    auth: 'API key',
    regions: ['US', 'CA', 'UK', 'EU'],
    sandbox: true,
    status: 'GA',
    summary: 'Bank account data from thousands of US, Canadian and European institutions through Plaid Link.',
    read: ['banking-accounts', 'banking-accountBalances', 'banking-transactions', 'banking-transactionCategories'],
    write: [],
    limits: 'Plaid returns up to 24 months of transactions, fewer at some institutions. Items need re-authentication through Plaid Link update mode when the bank requires it.',
    docsUrl: 'https://plaid.com/docs/',
  },
  {
    name: 'TrueLayer',
    category: 'banking',
    key: 'bjkc',
    slug: 'truelayer',
    auth: 'OAuth 2.0',
    regions: ['UK', 'EU'],
    sandbox: true,
    status: 'GA',
    summary: 'Open banking data from UK and European banks through TrueLayer’s Data API.',
    read: ['banking-accounts', 'banking-accountBalances', 'banking-transactions', 'banking-transactionCategories'],
    write: [],
    limits: 'Open banking consent lasts 90 days and must then be renewed. Banks limit unattended data requests to 4 per account per day.',
    docsUrl: 'https://docs.truelayer.com',
  },
  {
    name: 'Proxy access',
    category: 'banking',
    key: 'tikf',
    slug: 'proxy-access',
    auth: 'Token-based authentication',
    regions: ['Global'],
    sandbox: false,
    status: 'Beta',
    summary: 'Bring your own bank data provider: Ledgerlink reads accounts and transactions with consent tokens you already hold.',
    read: ['banking-accounts', 'banking-accountBalances', 'banking-transactions'],
    write: [],
    limits: 'You are responsible for consent and token renewal with your provider; Ledgerlink reports AuthError when a token stops working. Transaction categories are not available.',
  },

  // Commerce
  {
    name: 'Amazon Seller Central',
    category: 'commerce',
    key: 'cgbq',
    slug: 'amazon-seller-central',
    auth: 'OAuth 2.0',
    regions: ['Global'],
    sandbox: false,
    status: 'GA',
    summary: 'Orders, settlements and listings of Amazon marketplace sellers through the Selling Partner API.',
    read: ['commerce-companyInfo', 'commerce-orders', 'commerce-payments', 'commerce-products', 'commerce-transactions'],
    write: [],
    limits: 'The Selling Partner API limits each operation separately with token buckets, some as low as one request per minute. Buyer names and addresses are restricted data and are not returned.',
    docsUrl: 'https://developer-docs.amazon.com/sp-api/',
  },
  {
    name: 'BigCommerce',
    category: 'commerce',
    key: 'scjt',
    slug: 'bigcommerce',
    auth: 'OAuth 2.0',
    regions: ['Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Orders, products and customers from BigCommerce storefronts.',
    read: ['commerce-companyInfo', 'commerce-customers', 'commerce-locations', 'commerce-orders', 'commerce-paymentMethods', 'commerce-payments', 'commerce-productCategories', 'commerce-products', 'commerce-transactions'],
    write: [],
    limits: 'BigCommerce rate limits depend on the store’s plan, from 150 requests per 30 seconds on Standard upwards. Each store is identified by its store hash.',
    docsUrl: 'https://developer.bigcommerce.com',
  },
  {
    name: 'Chargebee',
    category: 'commerce',
    key: 'jtkq',
    slug: 'chargebee',
    auth: 'API key',
    regions: ['Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Subscription billing data: customers, invoices, payments and disputes from Chargebee sites.',
    read: ['commerce-companyInfo', 'commerce-customers', 'commerce-disputes', 'commerce-orders', 'commerce-paymentMethods', 'commerce-payments', 'commerce-products', 'commerce-transactions'],
    write: [],
    limits: 'Chargebee test sites allow 150 requests per minute; live sites allow between 150 and 1,000 depending on plan. A Chargebee account can hold several sites, each a separate connection.',
    docsUrl: 'https://apidocs.chargebee.com',
  },
  {
    name: 'Chargify',
    category: 'commerce',
    key: 'ndzm',
    slug: 'chargify',
    auth: 'API key',
    regions: ['Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Subscription and usage billing from Chargify, now Maxio Advanced Billing.',
    read: ['commerce-companyInfo', 'commerce-customers', 'commerce-orders', 'commerce-paymentMethods', 'commerce-payments', 'commerce-productCategories', 'commerce-products', 'commerce-transactions'],
    write: [],
    limits: 'Chargify authenticates with an API key over HTTP Basic auth on the site’s own subdomain. Product families map to product categories.',
    docsUrl: 'https://developers.maxio.com',
  },
  {
    name: 'Clover',
    category: 'commerce',
    key: 'lann',
    slug: 'clover',
    auth: 'OAuth 2.0',
    regions: ['US', 'CA', 'EU'],
    sandbox: true,
    status: 'GA',
    summary: 'In-person sales from Clover point-of-sale devices: orders, tenders, items and payments.',
    read: ['commerce-companyInfo', 'commerce-customers', 'commerce-locations', 'commerce-orders', 'commerce-paymentMethods', 'commerce-payments', 'commerce-productCategories', 'commerce-products', 'commerce-transactions'],
    write: [],
    limits: 'Clover allows 16 requests per second per access token and 50 per second per app. Each merchant is one location; multi-location businesses connect each merchant separately.',
    docsUrl: 'https://docs.clover.com',
  },
  {
    name: 'Lightspeed K',
    category: 'commerce',
    key: 'pbns',
    slug: 'lightspeed-k',
    auth: 'OAuth 2.0',
    regions: ['EU', 'UK', 'AU', 'CA'],
    sandbox: true,
    status: 'Beta',
    summary: 'Hospitality sales from Lightspeed Restaurant K-Series: receipts, payments and menu items.',
    read: ['commerce-companyInfo', 'commerce-customers', 'commerce-locations', 'commerce-orders', 'commerce-paymentMethods', 'commerce-payments', 'commerce-productCategories', 'commerce-products', 'commerce-transactions'],
    write: [],
    limits: 'K-Series reports sales per business location and per financial day, which may not end at midnight. Access tokens last one hour.',
    docsUrl: 'https://developers.lightspeedhq.com',
  },
  {
    name: 'Mollie',
    category: 'commerce',
    key: 'zuwp',
    slug: 'mollie',
    auth: 'OAuth 2.0',
    regions: ['EU', 'UK'],
    sandbox: true,
    status: 'GA',
    summary: 'European online payments: payments, refunds, chargebacks and settlements from Mollie.',
    read: ['commerce-companyInfo', 'commerce-customers', 'commerce-disputes', 'commerce-locations', 'commerce-orders', 'commerce-paymentMethods', 'commerce-payments', 'commerce-transactions'],
    write: [],
    limits: 'Mollie Connect tokens last one hour and refresh without user action. Each Mollie website profile becomes a location.',
    docsUrl: 'https://docs.mollie.com',
  },
  {
    name: 'PayPal',
    category: 'commerce',
    key: 'qzxx',
    slug: 'paypal',
    auth: 'OAuth 2.0',
    regions: ['Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Business account activity from PayPal: payments, fees, refunds and disputes.',
    read: ['commerce-companyInfo', 'commerce-disputes', 'commerce-paymentMethods', 'commerce-payments', 'commerce-transactions'],
    write: [],
    limits: 'PayPal’s transaction search covers the last three years, at most 31 days per request, and new activity can take up to three hours to appear.',
    docsUrl: 'https://developer.paypal.com',
  },
  {
    name: 'PrestaShop',
    category: 'commerce',
    key: 'xefr',
    slug: 'prestashop',
    auth: 'API key',
    regions: ['Global'],
    sandbox: false,
    status: 'GA',
    summary: 'Orders, products and customers from self-hosted PrestaShop stores.',
    read: ['commerce-companyInfo', 'commerce-customers', 'commerce-locations', 'commerce-orders', 'commerce-paymentMethods', 'commerce-payments', 'commerce-productCategories', 'commerce-products'],
    write: [],
    limits: 'PrestaShop stores are self-hosted, so speed and limits depend on the merchant’s server. The store must be reachable over HTTPS with the webservice enabled.',
    docsUrl: 'https://devdocs.prestashop-project.org',
  },
  {
    name: 'Recurly',
    category: 'commerce',
    key: 'vvdn',
    slug: 'recurly',
    auth: 'API key',
    regions: ['Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Subscription billing from Recurly: accounts, plans, invoices and transactions.',
    read: ['commerce-companyInfo', 'commerce-customers', 'commerce-orders', 'commerce-paymentMethods', 'commerce-payments', 'commerce-products', 'commerce-transactions'],
    write: [],
    limits: 'Recurly allows 2,000 GET requests per five minutes on production sites and 400 on sandbox sites. API keys are per site.',
    docsUrl: 'https://recurly.com/developers/',
  },
  {
    name: 'Shopify',
    category: 'commerce',
    key: 'gonj',
    slug: 'shopify',
    legacyKeys: ['shpf'],
    auth: 'OAuth 2.0',
    regions: ['Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Orders, payouts, products and customers from Shopify stores, including Shopify Payments.',
    read: ['commerce-companyInfo', 'commerce-customers', 'commerce-disputes', 'commerce-locations', 'commerce-orders', 'commerce-paymentMethods', 'commerce-payments', 'commerce-productCategories', 'commerce-products', 'commerce-transactions'],
    write: [],
    limits: 'Shopify limits the GraphQL Admin API by query cost: a bucket of 1,000 points that refills at 50 points per second on standard plans. Orders older than 60 days need the read_all_orders scope.',
    docsUrl: 'https://shopify.dev',
  },
  {
    name: 'Square',
    category: 'commerce',
    key: 'nnzv',
    slug: 'square',
    auth: 'OAuth 2.0',
    regions: ['US', 'CA', 'UK', 'AU', 'EU'],
    sandbox: true,
    status: 'GA',
    summary: 'Point-of-sale and online sales from Square: orders, payments, payouts and catalog.',
    read: ['commerce-companyInfo', 'commerce-customers', 'commerce-disputes', 'commerce-locations', 'commerce-orders', 'commerce-paymentMethods', 'commerce-payments', 'commerce-productCategories', 'commerce-products', 'commerce-transactions'],
    write: [],
    limits: 'Square access tokens expire after 30 days and Ledgerlink refreshes them automatically. Square returns HTTP 429 on bursts rather than publishing a fixed limit.',
    docsUrl: 'https://developer.squareup.com',
  },
  {
    name: 'Stripe',
    category: 'commerce',
    key: 'xknd',
    slug: 'stripe',
    auth: 'OAuth 2.0',
    regions: ['Global'],
    sandbox: true,
    status: 'GA',
    summary: 'Charges, payouts, fees, refunds and disputes from Stripe accounts, connected through Stripe Connect.',
    read: ['commerce-companyInfo', 'commerce-customers', 'commerce-disputes', 'commerce-orders', 'commerce-paymentMethods', 'commerce-payments', 'commerce-products', 'commerce-transactions'],
    write: [],
    limits: 'Stripe allows 100 read requests per second in live mode and 25 in test mode. Balance transactions are the source of fees and payouts.',
    docsUrl: 'https://docs.stripe.com',
  },
  {
    name: 'SumUp',
    category: 'commerce',
    key: 'kvbj',
    slug: 'sumup',
    auth: 'OAuth 2.0',
    regions: ['EU', 'UK', 'US'],
    sandbox: true,
    status: 'GA',
    summary: 'Card-reader and online payments from SumUp merchant accounts, with payouts.',
    read: ['commerce-companyInfo', 'commerce-paymentMethods', 'commerce-payments', 'commerce-transactions'],
    write: [],
    limits: 'SumUp’s API exposes transactions and payouts but not itemized baskets, so orders and products are not available. Access tokens last one hour.',
    docsUrl: 'https://developer.sumup.com',
  },
  {
    name: 'WooCommerce',
    category: 'commerce',
    key: 'mncd',
    slug: 'woocommerce',
    auth: 'API key',
    regions: ['Global'],
    sandbox: false,
    status: 'GA',
    summary: 'Orders, products and customers from WooCommerce stores on WordPress.',
    read: ['commerce-companyInfo', 'commerce-customers', 'commerce-orders', 'commerce-paymentMethods', 'commerce-payments', 'commerce-productCategories', 'commerce-products'],
    write: [],
    limits: 'WooCommerce runs on the merchant’s own WordPress host, so limits depend on that host. The REST API needs pretty permalinks and HTTPS.',
    docsUrl: 'https://woocommerce.github.io/woocommerce-rest-api-docs/',
  },
  {
    name: 'Zettle by PayPal',
    category: 'commerce',
    key: 'lbrz',
    slug: 'zettle',
    auth: 'OAuth 2.0',
    regions: ['UK', 'EU'],
    sandbox: false,
    status: 'GA',
    summary: 'Point-of-sale purchases, card payments and payouts from Zettle by PayPal.',
    read: ['commerce-companyInfo', 'commerce-orders', 'commerce-paymentMethods', 'commerce-payments', 'commerce-productCategories', 'commerce-products', 'commerce-transactions'],
    write: [],
    limits: 'Zettle splits its data across separate APIs for purchases, products and finance. Card payouts appear in the finance API one to two business days after the sale.',
    docsUrl: 'https://developer.zettle.com',
  },
] as const satisfies readonly Integration[];

export const categoryLabels: Readonly<Record<IntegrationCategory, string>> = {
  accounting: 'Accounting',
  'bank-feeds': 'Bank feeds',
  banking: 'Banking',
  commerce: 'Commerce',
};

/** The integrations of one category, sorted by name. */
export function integrationsIn(category: IntegrationCategory): readonly Integration[] {
  return (integrations as readonly Integration[])
    .filter((i) => i.category === category)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One integration by category and slug, or undefined. */
export function findIntegration(category: IntegrationCategory, slug: string): Integration | undefined {
  return (integrations as readonly Integration[]).find((i) => i.category === category && i.slug === slug);
}

export const integrationPages = ['overview', 'setup', 'reference', 'test', 'faq'] as const;
export type IntegrationPage = (typeof integrationPages)[number];

/** The doc id of one of an integration's pages, e.g. `integrations/accounting/xero/setup`. */
export function integrationDocId(i: Pick<Integration, 'category' | 'slug'>, page: IntegrationPage): string {
  return `integrations/${i.category}/${i.slug}/${page}`;
}

/** The URL path of an integration's overview page, e.g. `/integrations/accounting/xero/overview`. */
export function integrationPath(i: Pick<Integration, 'category' | 'slug'>): string {
  return `/${integrationDocId(i, 'overview')}`;
}

export interface CoverageRow {
  readonly dataType: DataTypeName;
  readonly read: boolean;
  readonly write: boolean;
  /** Only for integrations that state their incremental reads. */
  readonly incremental?: boolean;
}

/** The data types an integration supports, in the category's display order. */
export function coverageRows(i: Integration): readonly CoverageRow[] {
  return dataTypesByCategory[i.category]
    .filter((t) => i.read.includes(t) || i.write.includes(t))
    .map((t) => ({
      dataType: t,
      read: i.read.includes(t),
      write: i.write.includes(t),
      ...(i.incrementalReads && { incremental: i.incrementalReads.includes(t) }),
    }));
}

export interface ScopeRow {
  readonly dataType: DataTypeName;
  readonly read: readonly string[];
  readonly write: readonly string[];
}

/** The scopes of each data type, in the category's display order; empty when the integration lists none. */
export function scopeRows(i: Integration): readonly ScopeRow[] {
  const { scopes } = i;
  if (!scopes) return [];
  return dataTypesByCategory[i.category].flatMap((t) => {
    const entry = scopes[t];
    return entry ? [{ dataType: t, read: entry.read, write: entry.write ?? [] }] : [];
  });
}

export interface RedirectKey {
  readonly category: IntegrationCategory;
  readonly key: string;
  readonly path: string;
}

/**
 * Every platform key, current and legacy, with the overview page it leads to. Redirects use it
 * for `/redirects/integrations/<category>/<key>`.
 */
export function redirectKeys(): readonly RedirectKey[] {
  return (integrations as readonly Integration[]).flatMap((i) =>
    [i.key, ...(i.legacyKeys ?? [])].map((key) => ({ category: i.category, key, path: integrationPath(i) })),
  );
}
