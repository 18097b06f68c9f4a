/**
 * build-pass: the one walk over the built site. In `postBuild` it lists the files of the build, parses
 * each HTML page once (parse5 → hast, lib/build/built-site.mjs) and hands the parsed page to every
 * consumer in turn:
 *
 * - llms-txt: the Markdown copy of each doc page and post, then /llms.txt and /llms-full.txt;
 * - search (lib/search/extract.mjs): the records of each page, then the embedded Pagefind index and
 *   the navigational index (lib/search/build-index.mjs), when the site searches Pagefind;
 * - social cards (plugins/social-cards): the card image each page names in its `og:image`, drawn from
 *   its title and section, or copied from the cache of cards drawn before;
 * - the checks (lib/build/build-report.mjs): links and anchors, placeholders, published routes, links to deprecated APIs,
 *   redirects and the inline scripts the Content-Security-Policy allows, written as a report beside the build folder (`.build-report.json` for build/) that
 *   `npm run test:links`, scripts/checks/* and scripts/redirects/check.mjs print.
 *
 * In `allContentLoaded` it reads which source file each route is built from (the docs, blog and pages
 * plugins' metadata, the API reference's specs: lib/build/page-sources.mjs); the report keeps that map,
 * so that the checks name the source file and line a writer edits.
 *
 * So `docusaurus build` alone yields the complete site and everything the checks need.
 *
 * Docusaurus starts the `postBuild` of every plugin at once, and the pass must read what the others
 * write (the client redirect pages, the OpenAPI downloads). It is therefore listed first among the site's
 * plugins and waits for the `postBuild` of the plugins after it (plugins/framework-patches/post-build,
 * which knows how core calls them). The plugins of the preset, started before it, write only XML
 * (feeds, sitemap), which the pass does not read.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { redirects } from '../../redirects';
import { buildFiles, builtPages } from '../../lib/build/built-site.mjs';
import { checksCollector, writeBuildReport } from '../../lib/build/build-report.mjs';
import { pageSources } from '../../lib/build/page-sources.mjs';
import { recordsCollector } from '../../lib/search/extract.mjs';
import { readSiteSettings } from '../../src/config/siteSettings';
import { searchSettingsFromSiteConfig } from '../../src/search/settings';
import { llmsTxtConsumer, type LlmsTxtOptions } from '../llms-txt';
import { socialCardsConsumer } from '../social-cards';
import { laterPostBuilds } from '../framework-patches/post-build';

export interface PluginOptions {
  llmsTxt?: LlmsTxtOptions;
}

const NAME = 'build-pass';

/** Node's own `import()` (see nativeImport.cjs): Pagefind, under the search indexer, is an ES module only. */
const nativeImport = createRequire(__filename)('./nativeImport.cjs') as (specifier: string) => Promise<unknown>;

async function searchIndexer(): Promise<typeof import('../../lib/search/build-index.mjs')> {
  const file = path.join(__dirname, '../../lib/search/build-index.mjs');
  return (await nativeImport(pathToFileURL(file).href)) as typeof import('../../lib/search/build-index.mjs');
}

export default function buildPassPlugin(context: LoadContext, options: PluginOptions = {}): Plugin<void> {
  let sources: Record<string, string> = {};
  return {
    name: NAME,

    allContentLoaded({ allContent }) {
      sources = pageSources(allContent);
    },

    async postBuild(props) {
      await laterPostBuilds(props.plugins, NAME).settled();
      // Read here, not as an option: the site config is in the client bundle, and a build that skips the pass
      // must ship the same JavaScript (the scale gate compares its bytes).
      if (!readSiteSettings().buildPass) {
        logger.warn(
          '[build-pass] Skipped (BUILD_PASS=false): no llms files, search index, social cards or checks report. Not a site to deploy.',
        );
        return;
      }
      const started = performance.now();
      const files = buildFiles(props.outDir);
      const llms = llmsTxtConsumer(context, props, new Set(files), options.llmsTxt);
      const cards = socialCardsConsumer({ siteDir: context.siteDir, outDir: props.outDir, siteUrl: context.siteConfig.url });
      const checks = checksCollector(redirects(), { sources });
      // The Typesense site is indexed by `npm run search:push`, not in its build.
      const search = searchSettingsFromSiteConfig(context.siteConfig.customFields).backend === 'pagefind' ? recordsCollector() : undefined;
      let pages = 0;
      for (const page of builtPages(props.outDir, files)) {
        pages++;
        await llms.visit(page);
        cards.visit(page);
        search?.visit(page);
        checks.visit(page);
      }
      await llms.finish();
      const drawn = await cards.finish();
      if (search) {
        const { buildIndex } = await searchIndexer();
        await buildIndex({ buildDir: props.outDir, extraction: search.result(), log: (line: string) => logger.info(line) });
      }
      const report = checks.report(files, props.outDir);
      writeBuildReport(props.outDir, report);
      logger.info(
        logger.interpolate`[build-pass] Parsed number=${pages} pages once for every consumer in ${Math.round(performance.now() - started)} ms; social cards: ${drawn.drawn} drawn, ${drawn.cached} from the cache; checks report: ${report.links.breaks.length} broken links, ${report.placeholders.length} placeholders, ${report.redirects.problems.length} redirect problems.`,
      );
    },
  };
}
