/**
 * Write support on every built integration reference (issue 26): the coverage table shows create,
 * update, delete and attachments per data type exactly as src/data/integrations.ts and
 * src/data/writeOperations.ts state them. Reads build/ (or $BUILD_DIR).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageRows, integrationDocId, integrations, type Integration } from '../../src/data/integrations';
import { writeActions } from '../../src/data/writeOperations';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
const label = { create: 'Create', update: 'Update', delete: 'Delete', attachments: 'Attachments' } as const;
const count = (html: string, text: string) => html.split(text).length - 1;

describe('write support on integration references', () => {
  it.each((integrations as readonly Integration[]).map((i) => [integrationDocId(i, 'reference'), i] as const))(
    '%s marks each write action as the data says',
    (docId, integration) => {
      // React separates text parts with `<!-- -->` in server HTML.
      const html = fs.readFileSync(path.join(build, docId, 'index.html'), 'utf8').replaceAll('<!-- -->', '');
      const rows = coverageRows(integration);
      for (const action of writeActions) {
        const states = rows.map((row) => row.writes[action]);
        expect(count(html, `>${label[action]} supported<`), `${action} supported`).toBe(states.filter((s) => s === true).length);
        expect(count(html, `>${label[action]} not supported<`), `${action} not supported`).toBe(states.filter((s) => s === false).length);
        expect(count(html, `>${label[action]} not offered by the API`), `${action} n/a`).toBe(
          states.some((s) => s !== undefined) ? states.filter((s) => s === undefined).length : 0,
        );
      }
    },
  );
});
