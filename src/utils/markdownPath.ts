/**
 * Where the Markdown copy of a page lives. Shared by the llms-txt plugin (which writes the files) and
 * the "Copy page as Markdown" button (which fetches them), so both always agree. No Node imports here.
 */

/** `/using-the-api/paging` → `/using-the-api/paging.md`; `/knowledge-base/` → `/knowledge-base.md`; `/` → `/index.md`. */
export function markdownPathFor(permalink: string): string {
  const clean = permalink.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}
