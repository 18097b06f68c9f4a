/**
 * Repairs two kinds of bad input before the app starts, so that it starts with its normal states:
 *
 * - A path with malformed percent-encoding (`/%`, `/docs/%ZZ`, `/%C0%AF`): the host answers with the
 *   not-found page, but the router decodes the path with decodeURI and throws, so the page never
 *   hydrated (no search, no menu, no colour toggle). Such a path is re-encoded (`%` → `%25` where it
 *   does not start valid UTF-8), so the router shows the not-found page like for any unknown path.
 * - A stored colour mode that is neither `light` nor `dark`: Docusaurus's inline script copies it
 *   into `data-theme` as it is. The attribute falls back to the default, light, and the value is
 *   dropped.
 *
 * Client modules run when the main bundle loads, before the router reads the location.
 */
const COLOR_MODES = new Set(['light', 'dark']);

/** The path with each malformed percent sequence escaped; the same string when it decodes. */
export function repairPath(pathname: string): string {
  try {
    decodeURI(pathname);
    return pathname;
  } catch {
    return pathname.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
      try {
        decodeURIComponent(run);
        return run;
      } catch {
        return run.replace(/%/g, '%25');
      }
    });
  }
}

function repairLocation(win: Window): void {
  const { pathname, search, hash } = win.location;
  const repaired = repairPath(pathname);
  if (repaired !== pathname) win.history.replaceState(win.history.state, '', `${repaired}${search}${hash}`);
}

function repairColorMode(doc: Document, storage: () => Storage): void {
  const root = doc.documentElement;
  if (COLOR_MODES.has(root.getAttribute('data-theme') ?? '')) return;
  root.setAttribute('data-theme', 'light');
  root.setAttribute('data-theme-choice', 'light');
  try {
    const stored = storage().getItem('theme');
    if (stored !== null && !COLOR_MODES.has(stored)) storage().removeItem('theme');
  } catch {
    // Storage blocked: nothing stored to clean.
  }
}

if (typeof window !== 'undefined') {
  repairLocation(window);
  repairColorMode(document, () => window.localStorage);
}

export {};
