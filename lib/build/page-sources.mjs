// Which source file each built page comes from, read from the content plugins' own metadata once all
// content is loaded (plugins/build-pass `allContentLoaded`): the docs plugin's docs and the blog plugin's
// posts (`source` `@site/docs/…`, `permalink`), the pages plugin's pages, and the API reference pages
// (one spec each). The build report keeps the map (`sources`), so that a check over built pages names
// the file a writer edits rather than the built HTML.
import { normalizePath } from '../host/redirect-rules.mjs';

/** `@site/docs/a.mdx` → `docs/a.mdx`. */
function siteRelative(source) {
  return source.replace(/^@site\//, '');
}

/**
 * Route → repository-relative source file of every page the content plugins load.
 * @param {Record<string, Record<string, any>>} allContent Docusaurus' `allContent` (plugin name → plugin id → content)
 * @returns {Record<string, string>}
 */
export function pageSources(allContent) {
  /** @type {Record<string, string>} */
  const sources = {};
  const add = (/** @type {string} */ permalink, /** @type {string} */ source) => {
    if (permalink && source) sources[normalizePath(permalink)] = siteRelative(source);
  };
  for (const docs of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of docs?.loadedVersions ?? []) for (const doc of version.docs) add(doc.permalink, doc.source);
  }
  for (const blog of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    for (const post of blog?.blogPosts ?? []) add(post.metadata.permalink, post.metadata.source);
  }
  for (const pages of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})) {
    for (const page of pages ?? []) add(page.permalink, page.source);
  }
  for (const reference of Object.values(allContent['api-reference'] ?? {})) {
    for (const api of reference?.apis ?? []) add(api.route, `static/openapi/${api.name}.yaml`);
  }
  return sources;
}

/** The source file of a built route, or undefined (tag pages, post lists and other generated pages). */
export function sourceOfRoute(sources, route) {
  return sources?.[normalizePath(route)];
}
