/**
 * framework-patches: every change this site makes to Docusaurus internals, in one place (README.md
 * lists each with its reason, what breaks without it and the upstream issue; versions.ts holds the
 * versions they were written for). This plugin applies the patches that act on the build: the
 * client bundle (./client-bundle) and code highlighting (./highlighting). Patches that replace a
 * whole framework plugin are plugins of their own here (./docs, ./client-redirects); the page shell
 * is the site config's `ssrTemplate` (./page-shell); replaced theme components reach theme
 * internals only through ./theme-internals. It refuses to load when an installed package is not at
 * the version the patches were written for (./versions.ts). `routeSplit: false` (ROUTE_SPLIT=false in
 * the site config) turns the route split off.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { clientBundleConfig } from './client-bundle';
import { writeTokensStylesheet } from './highlighting';
import { routeSplitConfig, writeUnsplitManifest } from './route-split';
import { assertPatchedVersions } from './versions';

export interface FrameworkPatchesOptions {
  /** The route table by section (./route-split); false builds with core's own route table. */
  readonly routeSplit?: boolean;
}

export default function frameworkPatches(context: LoadContext, { routeSplit = true }: FrameworkPatchesOptions = {}): Plugin<void> {
  // Every build and dev server checks the versions before any patch applies.
  assertPatchedVersions(path.join(context.siteDir, 'node_modules'), { routeSplit });
  const tokensStylesheet = writeTokensStylesheet(context.generatedFilesDir);
  return {
    name: 'framework-patches',
    getClientModules: () => [tokensStylesheet],
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const bundle = clientBundleConfig();
      if (config.mode !== 'production') return bundle;
      if (!routeSplit) {
        writeUnsplitManifest(context.generatedFilesDir);
        return bundle;
      }
      const routes = routeSplitConfig(context.generatedFilesDir);
      return {
        ...bundle,
        module: { rules: [...(bundle.module?.rules ?? []), ...(routes.module?.rules ?? [])] },
        plugins: [...(bundle.plugins ?? []), ...(routes.plugins ?? [])],
      };
    },
  };
}
