/**
 * The Pagefind index is written from the files Pagefind hands back (lib/search/pagefind-files.mjs),
 * so closing Pagefind right after cannot truncate them (Pagefind issue #1271).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writePagefindFiles } from '../../lib/search/pagefind-files.mjs';

const bytes = (text: string) => new TextEncoder().encode(text);
let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('writePagefindFiles', () => {
  it('writes every file Pagefind hands back, in its folders, into an emptied output folder', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerlink-pagefind-files-'));
    const out = path.join(dir, 'pagefind');
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'stale.pf_meta'), 'from an older build');
    const files = [
      { path: 'pagefind-entry.json', content: bytes('{"version":"1.4.0"}') },
      { path: 'fragment/en_1.pf_fragment', content: new Uint8Array([0x1f, 0x8b, 0, 255]) },
    ];
    expect(await writePagefindFiles({ getFiles: async () => ({ errors: [], files }) }, out)).toBe(2);
    expect(fs.readFileSync(path.join(out, 'pagefind-entry.json'), 'utf8')).toBe('{"version":"1.4.0"}');
    expect([...fs.readFileSync(path.join(out, 'fragment/en_1.pf_fragment'))]).toEqual([0x1f, 0x8b, 0, 255]);
    expect(fs.existsSync(path.join(out, 'stale.pf_meta'))).toBe(false);
  });

  it("fails with Pagefind's own errors and leaves the folder as it was", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerlink-pagefind-files-'));
    fs.writeFileSync(path.join(dir, 'kept'), 'x');
    await expect(writePagefindFiles({ getFiles: async () => ({ errors: ['index is empty'], files: [] }) }, dir)).rejects.toThrow(
      'Pagefind could not write the index: index is empty',
    );
    expect(fs.existsSync(path.join(dir, 'kept'))).toBe(true);
  });
});
