/**
 * What one integration's pages show of it (IntegrationFacts, IntegrationCoverage, IntegrationScopes), computed at
 * build time from src/data/integrations.ts. src/remark/integrationViews.ts puts it into each page
 * as a prop, so a page carries its own integration's facts and never the whole data file.
 */
import {
  categoryLabels,
  coverageRows,
  dataTypeLabel,
  findIntegration,
  regionLabels,
  scopeRows,
  type DataTypeName,
  type IntegrationCategory,
} from './integrations';
import type { WriteAction } from './writeOperations';

export interface IntegrationView {
  readonly name: string;
  readonly categoryLabel: string;
  readonly key: string;
  readonly legacyKeys: readonly string[];
  readonly auth: string;
  readonly regions: string;
  readonly sandbox: boolean;
  readonly status: 'GA' | 'Beta';
  readonly readCount: number;
  readonly writeCount: number;
  readonly docsUrl?: string;
  /** `incremental` is present on every row, or on none when the integration does not state it. */
  readonly rows: ReadonlyArray<{
    readonly dataType: DataTypeName;
    readonly label: string;
    readonly read: boolean;
    readonly write: boolean;
    /** Per write action the API offers for the data type (create, update, delete, attachments): supported here or not. */
    readonly writes: Readonly<Partial<Record<WriteAction, boolean>>>;
    readonly incremental?: boolean;
  }>;
  /** OAuth scopes per data type; empty when the integration lists none. */
  readonly scopes: ReadonlyArray<{
    readonly dataType: DataTypeName;
    readonly label: string;
    readonly read: readonly string[];
    readonly write: readonly string[];
  }>;
}

/** The view of the integration with this category and slug; throws, naming both, when there is none. */
export function integrationView(category: IntegrationCategory, slug: string): IntegrationView {
  const integration = findIntegration(category, slug);
  if (!integration) throw new Error(`No ${category} integration with slug "${slug}" in src/data/integrations.ts`);
  return {
    name: integration.name,
    categoryLabel: categoryLabels[integration.category],
    key: integration.key,
    legacyKeys: integration.legacyKeys ?? [],
    auth: integration.auth,
    regions: integration.regions.map((region) => regionLabels[region]).join(', '),
    sandbox: integration.sandbox,
    status: integration.status,
    readCount: integration.read.length,
    writeCount: integration.write.length,
    ...(integration.docsUrl && { docsUrl: integration.docsUrl }),
    rows: coverageRows(integration).map((row) => ({ ...row, label: dataTypeLabel(row.dataType) })),
    scopes: scopeRows(integration).map((row) => ({ ...row, label: dataTypeLabel(row.dataType) })),
  };
}
