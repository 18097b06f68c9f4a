// Settings a host adds to every HTML page it serves, as `<meta>` elements in the head, so that one
// build can run with what a deploy decides (src/search/settings.ts reads `ledgerlink-search-settings`).
// The local host uses it for the Typesense browser tests: they serve build/ with the search backend
// set here instead of building the site a second time. Production sends none, and pages use what they
// were built with.
import fs from 'node:fs';
import { Readable } from 'node:stream';

/** The name of the meta element that holds a host's search settings (JSON). */
export const SEARCH_SETTINGS_META = 'ledgerlink-search-settings';

/** @param {string} text */
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * An HTML page with these meta elements added at the end of its head (or unchanged, when it has none).
 * @param {string} html
 * @param {Record<string, string>} metas name → content
 */
export function withMetas(html, metas) {
  const tags = Object.entries(metas)
    .map(([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`)
    .join('');
  return tags ? html.replace(/<\/head>/i, () => `${tags}</head>`) : html;
}

/**
 * serve-handler's file methods (`lstat`, `createReadStream`) that serve `.html` files with the meta
 * elements added, their size included; every other file as it is on disk.
 * @param {Record<string, string>} metas
 */
export function metaInjectingMethods(metas) {
  /** @param {string} file */
  const page = (file) => Buffer.from(withMetas(fs.readFileSync(file, 'utf8'), metas));
  /** @param {string} file */
  const isPage = (file) => file.endsWith('.html');
  return {
    /** @param {string} file */
    async lstat(file) {
      const stats = await fs.promises.lstat(file);
      if (!isPage(file) || !stats.isFile()) return stats;
      return Object.assign(Object.create(Object.getPrototypeOf(stats)), stats, { size: page(file).length });
    },
    /**
     * @param {string} file
     * @param {{ start?: number, end?: number }} [range]
     */
    createReadStream(file, range = {}) {
      if (!isPage(file)) return fs.createReadStream(file, range);
      const body = page(file);
      return Readable.from([body.subarray(range.start ?? 0, range.end === undefined ? body.length : range.end + 1)]);
    },
  };
}
