// Writes a Pagefind index to disk from the files Pagefind hands back (`getFiles`), not with its own
// `writeFiles`. In service mode (the Node API) Pagefind 1.x acknowledges `writeFiles` before its
// writes reach the disk, and `close()` then kills the backend: under CPU load a file of the index is
// shipped truncated or missing (Pagefind issue #1271, fixed upstream in #1272 after 1.5.2). With
// `getFiles` the bytes are ours once the promise resolves, so closing right after is safe.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes every file of `index` under `outputPath` (emptied first); returns how many.
 * @param {{ getFiles: () => Promise<{ errors: string[], files: Array<{ path: string, content: Uint8Array }> }> }} index
 * @param {string} outputPath
 */
export async function writePagefindFiles(index, outputPath) {
  const { errors, files } = await index.getFiles();
  if (errors.length) throw new Error(`Pagefind could not write the index: ${errors.join('; ')}`);
  fs.rmSync(outputPath, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(outputPath, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
  }
  return files.length;
}
