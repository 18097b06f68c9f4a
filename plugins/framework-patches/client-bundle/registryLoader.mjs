/**
 * Rspack loader for `.docusaurus/registry.js` in the client bundle. Each registry entry is
 * `[loader, modulePath, moduleId]`; `modulePath` ("@site/docs/…/faq.md") only serves the server
 * renderer, which reports the modules a page used. In the browser react-loadable never reads it,
 * yet main.js carried one such path per chunk to every page (7.5 kB gzip with 790 chunks). The
 * client copy keeps the loader and the module id and leaves the path empty.
 * @param {string} source
 * @returns {string}
 */
export default function registryLoader(source) {
  return stripModulePaths(source);
}

/**
 * `[() => import(/* … *\/ "x"), "x", require.resolveWeak("x")]` → `[() => import(…), "", require.resolveWeak("x")]`
 * @param {string} source
 */
export function stripModulePaths(source) {
  return source.replace(/(\[\(\) => import\([^)]*\)), "(?:[^"\\]|\\.)*", (require\.resolveWeak\()/g, '$1, "", $2');
}
