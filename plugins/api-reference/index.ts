/**
 * api-reference: one statically rendered reference page per Ledgerlink API.
 *
 * loadContent   bundles and lints every `static/openapi/<name>.yaml` listed in src/data/apis.ts
 *               (a spec with errors fails the build, naming file and JSON pointer);
 * contentLoaded builds a small view model per API and registers it as route data of `/<name>-api/`
 *               (nothing goes into global data, so no page ever downloads a spec it does not show);
 *               the request samples beyond cURL go to one module per API, `samples-<name>.json`, which
 *               `@generated/api-reference/default/lazy-samples.js` imports on demand (lib/sampleLanguages.ts);
 *               and writes the removal date and replacement of every deprecated API and operation to
 *               `@generated/api-reference/default/deprecations.json` for <DeprecationNotice>, and the
 *               webhook events to `@generated/api-reference/default/webhook-events.json` for <WebhookEvents>,
 *               and the build time to `@generated/api-reference/default/build.json`, against which both
 *               say whether a removal date has passed (lib/removal.ts); and the "Try it" module of each
 *               API to `@generated/api-reference/default/try-it/<name>/` (lib/tryIt/files.ts), which the
 *               panel imports only when a reader opens it.
 *               Each view model carries its API's "What changed" list from src/data/apiChanges.json
 *               (scripts/api-changes.mjs), shown in the page's "What changed" section;
 * postBuild     writes the bundled specs for download as `openapi/<name>.yaml` and `.json`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import { normalizeUrl } from '@docusaurus/utils';
import { stringifyYaml } from '@redocly/openapi-core';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { alsoCalled, apiRoute, apiSpecFile, apis, type ApiInfo, type ApiName } from '../../src/data/apis';
import { loadErrorCatalogue } from '../../src/data/errorCatalogue';
import { apiDeprecations, type DeprecationIndex } from './lib/deprecations';
import { loadSpec } from './lib/load';
import { printedDate, type BuildInfo } from './lib/removal';
import { tryItErrorCodes, tryItFiles } from './lib/tryIt/files';
import type { ApiLink, ChangeEntryView, WhatChangedView } from './lib/types';
import { buildReference, operationCount } from './lib/viewModel';
import { webhookEvents, type WebhookEvent } from './lib/webhookEvents';

export interface LoadedApi {
  name: ApiName;
  title: string;
  summary: string;
  legacy: boolean;
  alsoCalled: string[];
  replacedBy: ApiLink[];
  route: string;
  document: Record<string, unknown>;
}

/** The reference pages a legacy API's readers move to, by title and route. */
function replacementsOf(api: ApiInfo): ApiLink[] {
  return (api.replacedBy ?? []).map((name) => {
    const replacement = apis.find((other) => other.name === name);
    if (!replacement) throw new Error(`[api-reference] ${api.name} is replaced by ${name}, which src/data/apis.ts does not list.`);
    return { title: replacement.title, route: apiRoute(name) };
  });
}

export interface ApiReferenceContent {
  apis: LoadedApi[];
}

/** Public URL of the bundled spec download (relative to the site's baseUrl). */
export function specDownloadPath(name: string, extension: 'yaml' | 'json'): string {
  return `openapi/${name}.${extension}`;
}

/** src/data/apiChanges.json: the added, deprecated and removed things of each API since a revision. */
interface ApiChangesFile {
  since: { rev: string; date: string };
  apis: Record<string, { added: ChangeEntryView[]; deprecated: ChangeEntryView[]; removed: ChangeEntryView[] }>;
}

/** Each API's "What changed" list by API name; empty when the file is missing. */
async function loadWhatChanged(siteDir: string): Promise<Map<string, WhatChangedView>> {
  const file = path.join(siteDir, 'src/data/apiChanges.json');
  if (!(await exists(file))) return new Map();
  const changes = JSON.parse(await fs.readFile(file, 'utf8')) as ApiChangesFile;
  const since = printedDate(changes.since.date);
  return new Map(Object.entries(changes.apis).map(([name, lists]) => [name, { since, ...lists }]));
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

export default function apiReferencePlugin(context: LoadContext): Plugin<ApiReferenceContent> {
  const { siteDir, baseUrl } = context;

  return {
    name: 'api-reference',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [path.join(siteDir, 'static/openapi/**/*.{yaml,yml}')];
    },

    async loadContent() {
      const started = performance.now();
      const loaded: LoadedApi[] = [];
      for (const api of apis) {
        const file = path.join(siteDir, apiSpecFile(api.name));
        if (!(await exists(file))) {
          logger.warn(
            logger.interpolate`[api-reference] No spec at path=${apiSpecFile(api.name)}; the route url=${apiRoute(api.name)} is not built.`,
          );
          continue;
        }
        const { document, warnings } = await loadSpec(file, siteDir);
        if (warnings.length) {
          const rules = [...new Set(warnings.map((w) => w.ruleId))].join(', ');
          logger.info(logger.interpolate`[api-reference] path=${apiSpecFile(api.name)}: ${warnings.length} lint warnings (${rules}).`);
        }
        loaded.push({
          name: api.name,
          title: api.title,
          summary: api.summary,
          legacy: api.legacy,
          alsoCalled: alsoCalled(api),
          replacedBy: replacementsOf(api),
          route: apiRoute(api.name),
          document,
        });
      }
      logger.info(`[api-reference] Bundled and linted ${loaded.length} specs in ${Math.round(performance.now() - started)} ms.`);
      return { apis: loaded };
    },

    async contentLoaded({ content, actions }) {
      const started = performance.now();
      const events: WebhookEvent[] = [];
      const whatChanged = await loadWhatChanged(siteDir);
      const errorCodes = tryItErrorCodes(loadErrorCatalogue(siteDir));
      let tryItMs = 0;
      const sampleModules: string[] = [];
      for (const api of content.apis) {
        const { viewModel: built, lazySamples } = buildReference(api.document, {
          name: api.name,
          title: api.title,
          summary: api.summary,
          legacy: api.legacy,
          alsoCalled: api.alsoCalled,
          replacedBy: api.replacedBy.map((link) => ({ ...link, route: normalizeUrl([baseUrl, link.route]) })),
          downloads: {
            yaml: normalizeUrl([baseUrl, specDownloadPath(api.name, 'yaml')]),
            json: normalizeUrl([baseUrl, specDownloadPath(api.name, 'json')]),
          },
        });
        const viewModel = { ...built, whatChanged: whatChanged.get(api.name) };
        const dataPath = await actions.createData(`api-${api.name}.json`, JSON.stringify(viewModel));
        const samplesFile = `samples-${api.name}.json`;
        await actions.createData(samplesFile, JSON.stringify(lazySamples));
        sampleModules.push(`  ${JSON.stringify(api.name)}: () => import(${JSON.stringify(`./${samplesFile}`)}),`);
        events.push(...webhookEvents(normalizeUrl([baseUrl, api.route]), viewModel));
        actions.addRoute({
          path: normalizeUrl([baseUrl, api.route]),
          component: '@theme/ApiReferencePage',
          exact: true,
          modules: { api: dataPath },
        });
        const tryItStarted = performance.now();
        for (const [file, text] of Object.entries(tryItFiles(api.document, api.title, errorCodes))) {
          await actions.createData(`try-it/${api.name}/${file}`, text);
        }
        tryItMs += performance.now() - tryItStarted;
        if (operationCount(viewModel) === 0) {
          logger.warn(logger.interpolate`[api-reference] path=${apiSpecFile(api.name)} has no operations.`);
        }
      }
      // Only the reference pages import this module, and it imports an API's samples when a reader picks a language.
      await actions.createData('lazy-samples.js', `export default {\n${sampleModules.join('\n')}\n};\n`);
      // Only pages that render <DeprecationNotice> import this module; it is not global data.
      const deprecations: DeprecationIndex = Object.fromEntries(
        content.apis.map((api) => [api.name, apiDeprecations(api.name, api.document)]),
      );
      await actions.createData('deprecations.json', JSON.stringify(deprecations));
      // Only the page with <WebhookEvents> imports this module; it is not global data either.
      await actions.createData('webhook-events.json', JSON.stringify(events));
      // The reference pages and <DeprecationNotice> compare removal dates with the build day, not the reader's.
      const build: BuildInfo = { builtAt: new Date().toISOString() };
      await actions.createData('build.json', JSON.stringify(build));
      logger.info(
        `[api-reference] Built the view models of ${content.apis.length} reference pages in ${Math.round(performance.now() - started)} ms (${Math.round(tryItMs)} ms of them for the "Try it" mocks).`,
      );
    },

    async postBuild({ outDir, content }) {
      const dir = path.join(outDir, 'openapi');
      await fs.mkdir(dir, { recursive: true });
      await Promise.all(
        content.apis.flatMap((api) => [
          fs.writeFile(path.join(outDir, specDownloadPath(api.name, 'yaml')), stringifyYaml(api.document, { lineWidth: -1, noRefs: true })),
          fs.writeFile(path.join(outDir, specDownloadPath(api.name, 'json')), `${JSON.stringify(api.document, null, 2)}\n`),
        ]),
      );
    },
  };
}
