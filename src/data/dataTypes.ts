/**
 * Every Ledgerlink data type: which product API owns it, which other APIs expose it, whether it can be
 * read and written, and the operation that lists it in the owning API's spec. The DataTypeTable
 * component renders this list; docs pages never type data-type tables by hand.
 */
import type { ApiName } from './apis';

export interface DataTypeInfo {
  /** The data type's name as the API uses it, in camelCase (e.g. `invoices`, `banking-transactions`). */
  readonly name: string;
  /** Display name for tables. */
  readonly title: string;
  /** One sentence that ends with a period. */
  readonly description: string;
  /** The product API that owns the data type. */
  readonly api: ApiName;
  /** Other APIs that also expose it. */
  readonly alsoIn: readonly ApiName[];
  readonly read: boolean;
  readonly write: boolean;
  /** operationId of the list (or report) operation in the owning API's spec; absent for push-only types. */
  readonly listOperation?: string;
}

export const dataTypes = [
  // Accounting
  { name: 'accounts', title: 'Accounts', description: 'The chart of accounts, with each ledger account’s type, category and balance.', api: 'accounting', alsoIn: ['ledgerlink'], read: true, write: true, listOperation: 'list-accounts' },
  { name: 'balanceSheet', title: 'Balance sheet', description: 'Assets, liabilities and equity at the end of each period.', api: 'accounting', alsoIn: ['lending'], read: true, write: false, listOperation: 'get-balance-sheet' },
  { name: 'bankAccounts', title: 'Bank accounts', description: 'Bank, card and loan accounts as the accounting platform records them.', api: 'accounting', alsoIn: ['ledgerlink', 'lending', 'payables', 'sync-for-payables', 'sync-for-payables-v2'], read: true, write: true, listOperation: 'list-bank-accounts' },
  { name: 'bankTransactions', title: 'Bank transactions', description: 'Statement lines of bank accounts held in the accounting platform, reconciled or waiting to be.', api: 'accounting', alsoIn: ['lending'], read: true, write: true, listOperation: 'list-bank-transactions' },
  { name: 'billCreditNotes', title: 'Bill credit notes', description: 'Credit notes from suppliers that reduce what the company owes.', api: 'accounting', alsoIn: [], read: true, write: true, listOperation: 'list-bill-credit-notes' },
  { name: 'billPayments', title: 'Bill payments', description: 'Payments of bills and refunds from suppliers, with their allocation to bills.', api: 'accounting', alsoIn: ['payables', 'sync-for-payables', 'sync-for-payables-v2'], read: true, write: true, listOperation: 'list-bill-payments' },
  { name: 'bills', title: 'Bills', description: 'Bills from suppliers, with lines, tax and the amount still due.', api: 'accounting', alsoIn: ['ledgerlink', 'payables', 'sync-for-payables', 'sync-for-payables-v2'], read: true, write: true, listOperation: 'list-bills' },
  { name: 'cashFlowStatement', title: 'Cash flow statement', description: 'Cash received and paid out in each period.', api: 'accounting', alsoIn: ['lending'], read: true, write: false, listOperation: 'get-cash-flow-statement' },
  { name: 'company', title: 'Company info', description: 'Legal name, addresses, tax numbers, base currency and financial year of the company as its books record them.', api: 'accounting', alsoIn: ['lending'], read: true, write: false, listOperation: 'get-company-info' },
  { name: 'creditNotes', title: 'Credit notes', description: 'Credit notes issued to customers for returns, refunds and corrections.', api: 'accounting', alsoIn: [], read: true, write: true, listOperation: 'list-credit-notes' },
  { name: 'customers', title: 'Customers', description: 'The people and businesses the company sells to.', api: 'accounting', alsoIn: ['ledgerlink'], read: true, write: true, listOperation: 'list-customers' },
  { name: 'directCosts', title: 'Direct costs', description: 'Money spent without a bill, such as card purchases and bank fees.', api: 'accounting', alsoIn: ['lending'], read: true, write: true, listOperation: 'list-direct-costs' },
  { name: 'directIncomes', title: 'Direct incomes', description: 'Money received without an invoice, such as cash sales and card takings.', api: 'accounting', alsoIn: [], read: true, write: true, listOperation: 'list-direct-incomes' },
  { name: 'invoices', title: 'Invoices', description: 'Invoices sent to customers, with lines, tax, status and the amount still due.', api: 'accounting', alsoIn: ['ledgerlink', 'lending'], read: true, write: true, listOperation: 'list-invoices' },
  { name: 'itemReceipts', title: 'Item receipts', description: 'Goods received from suppliers, in platforms that track receiving separately from billing.', api: 'accounting', alsoIn: [], read: true, write: false, listOperation: 'list-item-receipts' },
  { name: 'items', title: 'Items', description: 'Products and services the company buys and sells, with default prices and accounts.', api: 'accounting', alsoIn: [], read: true, write: true, listOperation: 'list-items' },
  { name: 'journalEntries', title: 'Journal entries', description: 'Double-entry postings to the general ledger, made by hand or by the platform.', api: 'accounting', alsoIn: [], read: true, write: true, listOperation: 'list-journal-entries' },
  { name: 'journals', title: 'Journals', description: 'The journals that journal entries are posted to.', api: 'accounting', alsoIn: [], read: true, write: true, listOperation: 'list-journals' },
  { name: 'paymentMethods', title: 'Payment methods', description: 'Ways the company pays and gets paid, such as cash, card or bank transfer.', api: 'accounting', alsoIn: ['payables'], read: true, write: false, listOperation: 'list-payment-methods' },
  { name: 'payments', title: 'Payments', description: 'Payments received from customers and their allocation to invoices and credit notes.', api: 'accounting', alsoIn: ['ledgerlink', 'lending'], read: true, write: true, listOperation: 'list-payments' },
  { name: 'profitAndLoss', title: 'Profit and loss', description: 'Income, costs and profit for each period.', api: 'accounting', alsoIn: ['lending'], read: true, write: false, listOperation: 'get-profit-and-loss' },
  { name: 'purchaseOrders', title: 'Purchase orders', description: 'Orders the company placed with its suppliers.', api: 'accounting', alsoIn: [], read: true, write: true, listOperation: 'list-purchase-orders' },
  { name: 'salesOrders', title: 'Sales orders', description: 'Orders received from customers before they are invoiced.', api: 'accounting', alsoIn: [], read: true, write: false, listOperation: 'list-sales-orders' },
  { name: 'suppliers', title: 'Suppliers', description: 'The people and businesses the company buys from.', api: 'accounting', alsoIn: ['ledgerlink', 'payables', 'sync-for-payables', 'sync-for-payables-v2'], read: true, write: true, listOperation: 'list-suppliers' },
  { name: 'taxRates', title: 'Tax rates', description: 'Tax rates set up in the accounting platform, with their components.', api: 'accounting', alsoIn: [], read: true, write: false, listOperation: 'list-tax-rates' },
  { name: 'trackingCategories', title: 'Tracking categories', description: 'Departments, classes, locations and projects used to analyze transactions.', api: 'accounting', alsoIn: [], read: true, write: false, listOperation: 'list-tracking-categories' },
  { name: 'transfers', title: 'Transfers', description: 'Money moved between the company’s own accounts.', api: 'accounting', alsoIn: ['lending', 'sync-for-expenses'], read: true, write: true, listOperation: 'list-transfers' },

  // Banking
  { name: 'banking-accounts', title: 'Banking accounts', description: 'Current, savings and card accounts read straight from the bank.', api: 'banking', alsoIn: ['lending'], read: true, write: false, listOperation: 'list-banking-accounts' },
  { name: 'banking-accountBalances', title: 'Account balances', description: 'Current and available balances of each bank account, as the bank reports them.', api: 'banking', alsoIn: ['lending'], read: true, write: false, listOperation: 'list-banking-account-balances' },
  { name: 'banking-transactions', title: 'Banking transactions', description: 'Transactions read straight from the bank, with the category Ledgerlink assigned.', api: 'banking', alsoIn: ['ledgerlink', 'lending'], read: true, write: false, listOperation: 'list-banking-transactions' },
  { name: 'banking-transactionCategories', title: 'Transaction categories', description: 'The tree of categories used to classify banking transactions.', api: 'banking', alsoIn: [], read: true, write: false, listOperation: 'list-banking-transaction-categories' },

  // Commerce
  { name: 'commerce-companyInfo', title: 'Company info', description: 'Name, addresses and account details of the merchant in the commerce platform.', api: 'commerce', alsoIn: [], read: true, write: false, listOperation: 'get-commerce-company-info' },
  { name: 'commerce-customers', title: 'Customers', description: 'Buyers recorded by the store or payment platform.', api: 'commerce', alsoIn: ['lending'], read: true, write: false, listOperation: 'list-commerce-customers' },
  { name: 'commerce-disputes', title: 'Disputes', description: 'Chargebacks and payment disputes raised by buyers.', api: 'commerce', alsoIn: [], read: true, write: false, listOperation: 'list-commerce-disputes' },
  { name: 'commerce-locations', title: 'Locations', description: 'Shops, warehouses and other places the merchant sells from.', api: 'commerce', alsoIn: [], read: true, write: false, listOperation: 'list-commerce-locations' },
  { name: 'commerce-orders', title: 'Orders', description: 'Orders placed online or at the point of sale, with their lines and totals.', api: 'commerce', alsoIn: ['ledgerlink', 'lending'], read: true, write: false, listOperation: 'list-commerce-orders' },
  { name: 'commerce-paymentMethods', title: 'Payment methods', description: 'Ways buyers pay the merchant, such as cards and digital wallets.', api: 'commerce', alsoIn: [], read: true, write: false, listOperation: 'list-commerce-payment-methods' },
  { name: 'commerce-payments', title: 'Payments', description: 'Payments taken for orders, with their status and method.', api: 'commerce', alsoIn: [], read: true, write: false, listOperation: 'list-commerce-payments' },
  { name: 'commerce-productCategories', title: 'Product categories', description: 'Categories the merchant groups its products into.', api: 'commerce', alsoIn: [], read: true, write: false, listOperation: 'list-commerce-product-categories' },
  { name: 'commerce-products', title: 'Products', description: 'Products the merchant sells, with variants, prices and stock.', api: 'commerce', alsoIn: [], read: true, write: false, listOperation: 'list-commerce-products' },
  { name: 'commerce-transactions', title: 'Transactions', description: 'Money movements in the commerce platform, including sales, refunds, fees and payouts.', api: 'commerce', alsoIn: ['lending'], read: true, write: false, listOperation: 'list-commerce-transactions' },

  // Bank feeds
  { name: 'bankFeedAccounts', title: 'Bank feed accounts', description: 'Source bank accounts that feed transactions into an accounting platform.', api: 'bank-feeds', alsoIn: [], read: true, write: true, listOperation: 'list-bank-feed-accounts' },
  { name: 'bankFeedTransactions', title: 'Bank feed transactions', description: 'Transactions pushed from a source account into the matching bank account in the accounting platform.', api: 'bank-feeds', alsoIn: [], read: false, write: true },

  // Expenses
  { name: 'expenseTransactions', title: 'Expense transactions', description: 'Card and company-paid spending pushed into the accounting platform by Sync for Expenses.', api: 'sync-for-expenses', alsoIn: [], read: false, write: true },
  { name: 'reimbursableExpenseTransactions', title: 'Reimbursable expenses', description: 'Spending an employee paid personally and is owed back, pushed as bills or expense claims.', api: 'sync-for-expenses', alsoIn: [], read: false, write: true },

  // Payroll
  { name: 'payrollJournals', title: 'Payroll journals', description: 'Summarized payroll costs and liabilities of a pay run, mapped to ledger accounts and pushed as journal entries.', api: 'sync-for-payroll', alsoIn: [], read: true, write: true, listOperation: 'list-payroll-journals' },
  { name: 'employees', title: 'Employees', description: 'Employees on the payroll, without personal pay details.', api: 'sync-for-payroll', alsoIn: [], read: true, write: false, listOperation: 'list-employees' },
  { name: 'payRuns', title: 'Pay runs', description: 'Completed pay runs with their period, pay date and totals.', api: 'sync-for-payroll', alsoIn: [], read: true, write: false, listOperation: 'list-pay-runs' },
] as const satisfies readonly DataTypeInfo[];

/** The data types an API exposes: those it owns and those it shares. */
export function dataTypesOf(api: ApiName): DataTypeInfo[] {
  return dataTypes.filter(
    (t: DataTypeInfo) => t.api === api || t.alsoIn.includes(api),
  );
}
