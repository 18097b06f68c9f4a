/**
 * The names of the data types that integrations read and write, per kind of platform. Their own
 * module, so that src/data/integrations.ts and src/data/writeOperations.ts both read them without
 * importing each other.
 */

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
