import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { externalLinks } from './src/config/externalLinks';
import { footer } from './src/config/footer';
import { navbar } from './src/config/navbar';
import { prismThemeConfig } from './plugins/framework-patches/highlighting';
import { blogSidebarCount } from './src/config/blogSidebarCount';
import { ssrTemplate } from './plugins/framework-patches/page-shell/ssrTemplate';
import type { FrameworkPatchesOptions } from './plugins/framework-patches';
import { searchSettingsFromEnv } from './src/search/settings';
import { analyticsSettingsFromEnv } from './src/analytics/settings';
import { featureFlags, readSiteSettings, SITE_VERSION } from './src/config/siteSettings';
import { createSitemapItems } from './plugins/sitemap';
import integrationViews from './src/remark/integrationViews';
import errorCatalogue from './src/remark/errorCatalogue';
import staticDiagrams from './src/diagrams/remarkStaticDiagrams';
import { DIAGRAM_THEMES } from './src/diagrams/diagrams';
import cspPolicy from './lib/host/csp-build.json';
import { lastUpdateVcs } from './src/config/lastUpdateVcs';

const settings = readSiteSettings();

export default {
  title: 'Ledgerlink Docs',
  tagline: 'Build on consented accounting, banking and commerce data.',
  favicon: 'img/favicon.svg',
  url: settings.url,
  baseUrl: '/',
  organizationName: 'ledgerlink',
  projectName: 'docs',
  trailingSlash: undefined,
  baseUrlIssueBanner: true,
  // Paint first, then load the entry scripts (plugins/framework-patches/page-shell).
  ssrTemplate,

  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { direction: 'ltr', htmlLang: 'en' } } },

  // The colour-mode choice lives under the un-namespaced key `theme` (spec §2.7).
  storage: { type: 'localStorage', namespace: false },

  future: {
    v4: true,
    // Docusaurus Faster, all of it but two parts:
    // - the SWC HTML minifier writes `&&currency` unescaped, which browsers parse as the legacy entity
    //   `&curren` (¤), so code samples render wrong and fail to hydrate;
    // - Rspack's persistent cache held 2.4 GiB more at the peak of a build 8× this size (9.1 GiB, over
    //   the 8 GiB budget of issue 18) and made bundling 22 s slower there, while a warm build of this
    //   site gains only 4 s from it (bundling is a fifth of the build).
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: false,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
    // The "Last updated" date of doc pages, from Git; a source without Git builds without dates, with one warning.
    experimental_vcs: lastUpdateVcs(),
  },

  markdown: {
    mermaid: true,
    hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn' },
    // Posts end their summary with `<!-- truncate -->`, so HTML comments stay supported.
    mdx1Compat: { comments: true, admonitions: true, headingIds: true },
  },

  customFields: {
    siteVersion: SITE_VERSION,
    supportWidgetKey: settings.supportWidgetKey,
    supportTicketEndpoint: settings.supportTicketEndpoint,
    featureFlags,
    externalLinks,
    // Public by design: the backend, its host and the search-only key; never the admin key.
    search: searchSettingsFromEnv(process.env),
    analytics: analyticsSettingsFromEnv(process.env),
    // The pages whose Content-Security-Policy allows eval (src/clientModules/livePlaygroundCsp.ts).
    evalRoutes: cspPolicy.evalRoutes,
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin runs wrapped (./plugins/framework-patches/docs) so that doc pages load less; see `plugins`.
        docs: false,
        blog: {
          path: 'updates',
          routeBasePath: 'updates',
          tags: 'tags.yml',
          // An unknown tag is reported at its line by the front-matter check (npm run check), not as a crash of the build.
          onInlineTags: 'warn',
          authorsMapPath: 'authors.yml',
          onInlineAuthors: 'throw',
          postsPerPage: 10,
          blogTitle: 'Ledgerlink updates',
          blogDescription: 'Product updates, new endpoints, integrations and deprecations of the Ledgerlink platform.',
          blogSidebarTitle: 'Latest updates',
          blogSidebarCount: blogSidebarCount('updates', 15),
          showReadingTime: true,
          onUntruncatedBlogPosts: 'warn',
          beforeDefaultRemarkPlugins: [staticDiagrams],
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'Ledgerlink updates',
            description: 'Product updates and deprecations of the Ledgerlink platform.',
            copyright: '© 2025 Ledgerlink Ltd.',
            limit: 30,
          },
        },
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: null, changefreq: null, priority: null, createSitemapItems },
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock'],

  plugins: [
    // The one pass over the built pages (llms Markdown, search index, the checks' report). First, so that
    // it can wait for the postBuild of the plugins after it (plugins/build-pass/index.ts).
    './plugins/build-pass',
    [
      './plugins/framework-patches/docs',
      {
        path: 'docs',
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        tags: 'tags.yml',
        // An unknown tag is reported at its line by the front-matter check (npm run check), not as a crash of the build.
        onInlineTags: 'warn',
        breadcrumbs: true,
        lastVersion: 'current',
        versions: { current: { label: 'v6', banner: 'none' } },
        editUrl: `${externalLinks.docsRepo}/edit/main/`,
        showLastUpdateTime: true,
        beforeDefaultRemarkPlugins: [staticDiagrams],
        remarkPlugins: [integrationViews, errorCatalogue],
      } satisfies DocsOptions,
    ],
    './plugins/framework-patches/client-redirects',
    'docusaurus-plugin-image-zoom',
    './plugins/api-reference',
    './plugins/upcoming-deprecations',
    // Every other change to Docusaurus internals (plugins/framework-patches/README.md).
    ['./plugins/framework-patches', { routeSplit: settings.routeSplit } satisfies FrameworkPatchesOptions],
  ],

  clientModules: [
    // First: repairs a malformed path and a garbage colour mode before the router and theme read them.
    './src/clientModules/inputHygiene.ts',
    './src/clientModules/chunkLoadRecovery.ts',
    './src/clientModules/livePlaygroundCsp.ts',
    './src/analytics/clientModule.ts',
  ],

  themeConfig: {
    metadata: [{ name: 'theme-color', content: '#3b3fd8' }],
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    announcementBar: {
      id: 'bill-pay-sync-v2',
      content:
        'Bill Pay (sync) v2 is available: payment mapping options and bill attachments in one API. <a href="/sync-for-payables-v2-api/">Read the reference</a>',
      isCloseable: true,
    },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: navbar(externalLinks),
    footer: footer(externalLinks, SITE_VERSION),
    prism: prismThemeConfig,
    // The same themes draw the build-time images (npm run diagrams) and any diagram drawn in the browser.
    mermaid: { theme: { ...DIAGRAM_THEMES } },
    liveCodeBlock: { playgroundPosition: 'bottom' },
    zoom: {
      selector: '.markdown > p > img',
      background: { light: 'rgb(255, 255, 255)', dark: 'rgb(22, 26, 38)' },
      config: { margin: 24, scrollOffset: 40 },
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
