import path from 'node:path';
import { loadSpec } from '../lib/load';
import { buildViewModel, type ApiMeta } from '../lib/viewModel';
import type { ApiViewModel, OperationView } from '../lib/types';

export const siteDir = path.resolve(__dirname, '../../..');
export const fixture = (name: string) => path.join(__dirname, 'fixtures', name);

export const meta: ApiMeta = {
  name: 'mini',
  title: 'Mini API',
  summary: 'Invoices for tests.',
  legacy: false,
  alsoCalled: [],
  replacedBy: [],
  downloads: { yaml: '/openapi/mini.yaml', json: '/openapi/mini.json' },
};

export async function miniViewModel(): Promise<ApiViewModel> {
  const { document } = await loadSpec(fixture('mini.yaml'), siteDir);
  return buildViewModel(document, meta);
}

export function findOperation(vm: ApiViewModel, operationId: string): OperationView {
  const op = vm.tags.flatMap((t) => t.operations).find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId}`);
  return op;
}
