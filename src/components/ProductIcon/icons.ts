import type { ProductSubject } from '../../data/products';

/** Line icons for the product areas, drawn here on a 24×24 grid with 1.75 px strokes. */
export const productIcons = {
  accounting: ['M5 3h11l3 3v15H5z', 'M8 9h8M8 13h8M8 17h5'],
  banking: ['M3 9l9-5 9 5', 'M5 10v8M9.5 10v8M14.5 10v8M19 10v8', 'M3 20h18'],
  commerce: ['M4 5h2l2 11h10l2-8H7.2', 'M10 20.5a1 1 0 1 0 0-.01M17 20.5a1 1 0 1 0 0-.01'],
  bankFeeds: ['M4 7h12M12 3l4 4-4 4', 'M20 17H8M12 13l-4 4 4 4'],
  expenses: ['M3 6h18v12H3z', 'M3 10h18', 'M7 15h4'],
  payables: ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6M9 12h6'],
  payroll: ['M12 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z', 'M5 20c.8-3.7 3.6-6 7-6s6.2 2.3 7 6'],
  lending: ['M4 20V10M10 20V6M16 20v-7M22 20H2', 'M14 6l3-3 3 3M17 3v7'],
  spendInsights: ['M12 3a9 9 0 1 0 9 9h-9z', 'M15 3.5A9 9 0 0 1 20.5 9H15z'],
  enterprise: ['M4 21V5l8-2v18M12 8l8 2v11', 'M7 8h2M7 12h2M7 16h2M15 13h2M15 17h2', 'M2 21h20'],
  platform: ['M12 3l9 5-9 5-9-5z', 'M3 13l9 5 9-5', 'M3 17.5l9 5 9-5'],
  integrations: ['M9 7V3M15 7V3', 'M6 7h12v4a6 6 0 0 1-12 0z', 'M12 17v4'],
  link: ['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'],
  webhooks: ['M12 4a4 4 0 0 0-3.5 6L5 16', 'M8 18h8a4 4 0 1 0-1.5-7.7', 'M19 16l-3.5-6a4 4 0 0 0-7 0'],
} as const satisfies Record<ProductSubject, readonly string[]>;
