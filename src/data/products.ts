import type { ApiName } from './apis';

/** What a product area or card is about; the ProductIcon component draws one icon for each. */
export type ProductSubject =
  | 'accounting'
  | 'banking'
  | 'commerce'
  | 'bankFeeds'
  | 'expenses'
  | 'payables'
  | 'payroll'
  | 'lending'
  | 'spendInsights'
  | 'enterprise'
  | 'platform'
  | 'integrations'
  | 'link'
  | 'webhooks';

/** The product areas of Ledgerlink, as the docs home and support pages present them. */
export interface ProductArea {
  readonly title: string;
  readonly summary: string;
  readonly icon: ProductSubject;
  /** The overview doc of the area. */
  readonly docsPath: string;
  /** The API a developer calls first in this area. */
  readonly api: ApiName;
}

export const productAreas = [
  {
    title: 'Accounting',
    summary: 'Read and write ledgers, invoices, bills and statements in 20 accounting platforms.',
    icon: 'accounting',
    docsPath: '/integrations/all-integrations',
    api: 'accounting',
  },
  {
    title: 'Banking',
    summary: 'Accounts, balances and categorized transactions from open banking providers.',
    icon: 'banking',
    docsPath: '/integrations/all-integrations',
    api: 'banking',
  },
  {
    title: 'Commerce',
    summary: 'Orders, payouts, fees and products from commerce and payment platforms.',
    icon: 'commerce',
    docsPath: '/commerce/overview',
    api: 'commerce',
  },
  {
    title: 'Bank Feeds',
    summary: 'Push your card and account transactions into your customers’ books.',
    icon: 'bankFeeds',
    docsPath: '/bank-feeds/overview',
    api: 'bank-feeds',
  },
  {
    title: 'Sync for Expenses',
    summary: 'Reconcile card spend, reimbursements and receipts automatically.',
    icon: 'expenses',
    docsPath: '/expenses/overview',
    api: 'sync-for-expenses',
  },
  {
    title: 'Bill Pay',
    summary: 'Pay suppliers from your product and record every payment in the ledger.',
    icon: 'payables',
    docsPath: '/payables/overview',
    api: 'sync-for-payables-v2',
  },
  {
    title: 'Sync for Payroll',
    summary: 'Post payroll journals to the right ledger accounts after every pay run.',
    icon: 'payroll',
    docsPath: '/payroll/overview',
    api: 'sync-for-payroll',
  },
  {
    title: 'Lending',
    summary: 'Underwrite with enhanced financials and write loans back to the ledger.',
    icon: 'lending',
    docsPath: '/lending/overview',
    api: 'lending',
  },
  {
    title: 'Spend Insights',
    summary: 'Categorized spend and supplier analysis for a business at a glance.',
    icon: 'spendInsights',
    docsPath: '/spend-insights/overview',
    api: 'spend-insights',
  },
  {
    title: 'Enterprise',
    summary: 'Architecture, security and rollout guidance for large implementations.',
    icon: 'enterprise',
    docsPath: '/enterprise/overview',
    api: 'platform',
  },
] as const satisfies readonly ProductArea[];
