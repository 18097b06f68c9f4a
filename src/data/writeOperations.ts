/**
 * The write operations each writable data type has in the specs: for each action (create, update,
 * delete, attachments), the `<api>#<operationId>` that performs it. What an integration supports is
 * this minus what its platform lacks (`unsupportedWrites` in src/data/integrations.ts). Schema-tested
 * against static/openapi/ and docs/using-the-api/push.mdx in tests/unit/write-operations.test.ts.
 */
import type { DataTypeName } from './dataTypeNames';

export const writeActions = ['create', 'update', 'delete', 'attachments'] as const;
export type WriteAction = (typeof writeActions)[number];

/** `<api>#<operationId>`, as deprecation notices name operations. */
export type OperationRef = `${string}#${string}`;

export const writeOperations: Readonly<Partial<Record<DataTypeName, Readonly<Partial<Record<WriteAction, OperationRef>>>>>> = {
  accounts: { create: 'accounting#create-account' },
  bankAccounts: { create: 'accounting#create-bank-account', update: 'accounting#update-bank-account' },
  bankTransactions: { create: 'accounting#create-bank-transactions' },
  billCreditNotes: { create: 'accounting#create-bill-credit-note', update: 'accounting#update-bill-credit-note' },
  billPayments: { create: 'accounting#create-bill-payment', delete: 'accounting#delete-bill-payment' },
  bills: {
    create: 'accounting#create-bill',
    update: 'accounting#update-bill',
    delete: 'accounting#delete-bill',
    attachments: 'accounting#upload-bill-attachment',
  },
  creditNotes: { create: 'accounting#create-credit-note', update: 'accounting#update-credit-note' },
  customers: { create: 'accounting#create-customer', update: 'accounting#update-customer' },
  directCosts: { create: 'accounting#create-direct-cost', attachments: 'accounting#upload-direct-cost-attachment' },
  directIncomes: { create: 'accounting#create-direct-income', attachments: 'accounting#upload-direct-income-attachment' },
  invoices: {
    create: 'accounting#create-invoice',
    update: 'accounting#update-invoice',
    delete: 'accounting#delete-invoice',
    attachments: 'accounting#upload-invoice-attachment',
  },
  items: { create: 'accounting#create-item' },
  journalEntries: { create: 'accounting#create-journal-entry', delete: 'accounting#delete-journal-entry' },
  journals: { create: 'accounting#create-journal' },
  payments: { create: 'accounting#create-payment' },
  purchaseOrders: { create: 'accounting#create-purchase-order', update: 'accounting#update-purchase-order' },
  suppliers: { create: 'accounting#create-supplier', update: 'accounting#update-supplier' },
  transfers: { create: 'accounting#create-transfer' },
  bankFeedAccounts: {
    create: 'bank-feeds-v2#create-source-account',
    update: 'bank-feeds-v2#update-source-account',
    delete: 'bank-feeds-v2#delete-source-account',
  },
  bankFeedTransactions: { create: 'bank-feeds-v2#create-bank-transactions' },
};
