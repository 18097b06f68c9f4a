import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_CHANGES_FILE, apiChanges, apiChangesText, revision } from '../../lib/openapi/api-changes-file.mjs';
import { SpecFiles, workingTreeReader } from '../../lib/openapi/spec-files.mjs';
import { whatChanged } from '../../lib/openapi/what-changed.mjs';

const root = path.resolve(__dirname, '../..');
const fixtures = path.resolve(__dirname, '../fixtures/spec-diff');
const SPEC = 'static/openapi/widgets.yaml';
const baseText = fs.readFileSync(path.join(fixtures, 'base', SPEC), 'utf8');

function side(text: string) {
  const read = workingTreeReader(path.join(fixtures, 'base'));
  return new SpecFiles((file: string) => (file === SPEC ? text : read(file)));
}

describe('What changed per API', () => {
  it('lists added, deprecated and removed operations, parameters and fields, each once', () => {
    const head = baseText
      .replace('        colour:\n          type: string\n', '')
      .replace('    get:\n      operationId: get-widget\n', '    get:\n      operationId: get-widget\n      deprecated: true\n')
      .replace('      required: [name]\n', '      required: [name, shape]\n')
      .replace(/ {8}size:\n {10}type: integer\n$/, '        size:\n          type: integer\n        shape:\n          type: string\n')
      .replace(
        'components:\n',
        "    delete:\n      operationId: delete-widget\n      summary: Delete widget\n      responses:\n        '204':\n          description: Deleted.\ncomponents:\n",
      );
    expect(head).toContain('shape:');
    expect(whatChanged(SPEC, side(baseText), side(head))).toEqual({
      added: [
        { what: 'field', name: 'shape', operation: 'POST /widgets', operationId: 'create-widget', where: 'request body' },
        { what: 'operation', name: 'delete-widget', operation: 'DELETE /widgets/{widgetId}', operationId: 'delete-widget' },
      ],
      deprecated: [{ what: 'operation', name: 'get-widget', operation: 'GET /widgets/{widgetId}', operationId: 'get-widget' }],
      removed: [{ what: 'field', name: 'results[].colour', operation: 'GET /widgets', operationId: 'list-widgets', where: 'response 200' }],
    });
  });

  it('keeps src/data/apiChanges.json up to date with the specs (`npm run api-changes`)', () => {
    const recorded = JSON.parse(fs.readFileSync(path.join(root, API_CHANGES_FILE), 'utf8'));
    const since = revision(root, recorded.since.rev);
    if (!since) return; // A clone without that commit cannot recompute the list; the build still shows it.
    expect(fs.readFileSync(path.join(root, API_CHANGES_FILE), 'utf8')).toBe(apiChangesText(apiChanges(root, since)));
  }, 60_000);
});
