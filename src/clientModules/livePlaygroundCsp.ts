/**
 * The Content-Security-Policy allows eval only on the pages with a live code playground
 * (lib/host/security-headers.mjs), and a policy belongs to the document that was loaded first.
 * A client-side navigation from any other page into a playground page therefore becomes a full
 * page load, so that the playground page arrives with its own policy and its code can run.
 */
import type { ClientModule } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

const normal = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';
/** The pages allowed to eval, from the committed policy (docusaurus.config.ts puts them in customFields). */
const evalRoutes = new Set<string>((siteConfig.customFields?.evalRoutes as string[] | undefined) ?? []);
const loadedWithEval = ExecutionEnvironment.canUseDOM && evalRoutes.has(normal(window.location.pathname));

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || loadedWithEval) return;
    const target = normal(location.pathname);
    if (evalRoutes.has(target) && target !== normal(previousLocation.pathname)) window.location.reload();
  },
};

export default clientModule;
