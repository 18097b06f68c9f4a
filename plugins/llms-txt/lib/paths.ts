/** The files a built route may live in, most likely first (`trailingSlash` undefined or true, then false). */
export function htmlFileCandidates(permalink: string): string[] {
  const clean = permalink.replace(/\/+$/, '');
  return clean === '' ? ['index.html'] : [`${clean.slice(1)}/index.html`, `${clean.slice(1)}.html`];
}
