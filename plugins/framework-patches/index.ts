/**
 * framework-patches: every change this site makes to Docusaurus internals, in one place (README.md
 * lists each with its reason, what breaks without it and the upstream issue; versions.ts holds the
 * versions they were written for). This plugin applies the patches that act on the build: the
 * client bundle (./client-bundle) and code highlighting (./highlighting). Patches that replace a
 * whole framework plugin are plugins of their own here (./docs, ./client-redirects); the page shell
 * is the site config's `ssrTemplate` (./page-shell); replaced theme components reach theme
 * internals only through ./theme-internals.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { clientBundleConfig } from './client-bundle';
import { writeTokensStylesheet } from './highlighting';
import { routeSplitConfig } from './route-split';

export default function frameworkPatches(context: LoadContext): Plugin<void> {
  const tokensStylesheet = writeTokensStylesheet(context.generatedFilesDir);
  return {
    name: 'framework-patches',
    getClientModules: () => [tokensStylesheet],
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const bundle = clientBundleConfig();
      if (config.mode !== 'production') return bundle;
      const routes = routeSplitConfig(context.generatedFilesDir);
      return {
        ...bundle,
        module: { rules: [...(bundle.module?.rules ?? []), ...(routes.module?.rules ?? [])] },
        plugins: [...(bundle.plugins ?? []), ...(routes.plugins ?? [])],
      };
    },
  };
}
