/**
 * The Content-Security-Policy allows eval only on the pages with a live code playground
 * (lib/host/security-headers.mjs), and a policy belongs to the document that was loaded first.
 * A navigation from any other page into a playground page therefore becomes a full page load, so
 * that the playground page arrives with its own policy and its code can run.
 *
 * A link into a playground page is left to the browser: its click does not reach the router, so the
 * page is not rendered in the old document first (where a click on it was lost when the reload
 * replaced it). Navigations without a link (the search modal's Enter, history) reload once the
 * router has moved.
 */
import type { ClientModule } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

const normal = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';
/** The pages allowed to eval, from the committed policy (docusaurus.config.ts puts them in customFields). */
const evalRoutes = new Set<string>((siteConfig.customFields?.evalRoutes as string[] | undefined) ?? []);
const loadedWithEval = ExecutionEnvironment.canUseDOM && evalRoutes.has(normal(window.location.pathname));

/** The playground page a click would take the router to, or null for clicks the router does not follow. */
function playgroundLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const target = normal(url.pathname);
  return evalRoutes.has(target) && target !== normal(window.location.pathname) ? target : null;
}

if (ExecutionEnvironment.canUseDOM && !loadedWithEval) {
  // Capture on the document runs before React's listeners on its root; stopping the event there keeps
  // the router out (the browser follows the link) and still lets other document listeners see it.
  document.addEventListener(
    'click',
    (event) => {
      if (playgroundLinkTarget(event)) event.stopPropagation();
    },
    { capture: true },
  );
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || loadedWithEval) return;
    const target = normal(location.pathname);
    if (evalRoutes.has(target) && target !== normal(previousLocation.pathname)) window.location.reload();
  },
};

export default clientModule;
