/**
 * Analytics on every route (registered in `clientModules`). In the browser, unless Global Privacy
 * Control or Do Not Track is set: installs the DOM trackers at once, queues their events, and loads
 * the Amplitude SDK with a dynamic import when the page is idle (its own chunk, amplitude.[hash].js),
 * so the SDK is not in main.js. Without a key (`customFields.analytics.apiKey`, else
 * `window.AMPLITUDE_API_KEY`) it warns once and sends nothing. Nothing here throws into the page.
 *
 * Contracts with the rest of the site:
 * - Search UI: on a settled query, `window.dispatchEvent(new CustomEvent('ledgerlink:search-performed',
 *   { detail: { query, resultsCount } }))`; result links carry `data-search-hit` (or
 *   `data-search-result`). Search boxes (`input[type="search"]`) that appear within 10 s of a
 *   navigation also send Search Typed.
 * - Forms: `<form data-analytics-form="name">` sends Form Submitted.
 * - Feedback: the "Was this page helpful?" widget dispatches `ledgerlink:page-feedback` on `window`
 *   (src/analytics/feedback.ts), which sends Page Feedback and Page Feedback Reason.
 * - Sign in: the navbar item with the class `navbar-sign-in`.
 * - Tests: on loopback pages only, `window.LEDGERLINK_ANALYTICS_SERVER_URL` points the SDK at a
 *   collector (tests/e2e/collector.ts), so the production build needs no key at build time.
 *
 * The support widget is a support channel, not tracking: it loads whenever its key is set.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';
import { createAnalyticsClient, MESSAGES, type AmplitudeSdk } from './client';
import { TIMING } from './events';
import { whenIdle } from './idle';
import { trackingRefused } from './privacy';
import { resolveRuntimeSettings, sdkOptions, type AnalyticsGlobals } from './runtime';
import type { AnalyticsSettings } from './settings';
import { gtagPageView, loadGtag, loadSupportWidget, loadVercelInsights } from './thirdParty';
import { installTrackers, type Trackers } from './trackers';

declare global {
  // Set by the page host (or a test) before the site's scripts run.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Window extends AnalyticsGlobals {}
}

const loadSdk = (): Promise<AmplitudeSdk> => import(/* webpackChunkName: "amplitude" */ '@amplitude/analytics-browser');

interface SiteAnalytics {
  trackers?: Trackers;
  gtag: boolean;
}

function start(win: Window): SiteAnalytics | undefined {
  const fields = siteConfig.customFields ?? {};
  const site = fields.analytics as Partial<AnalyticsSettings> | undefined;
  const supportWidgetKey = typeof fields.supportWidgetKey === 'string' ? fields.supportWidgetKey.trim() : '';

  if (supportWidgetKey) whenIdle(win, () => loadSupportWidget(win.document, supportWidgetKey), TIMING.idleTimeoutMs);

  if (trackingRefused(win.navigator as Navigator & Record<string, unknown>, win as unknown as Record<string, unknown>)) {
    return undefined;
  }

  const gtagId = site?.gtagId?.trim() ?? '';
  if (gtagId || site?.vercelInsights) {
    whenIdle(
      win,
      () => {
        if (gtagId) loadGtag(win, gtagId);
        if (site?.vercelInsights) loadVercelInsights(win);
      },
      TIMING.idleTimeoutMs,
    );
  }

  const settings = resolveRuntimeSettings(site, win, win.location.hostname);
  if (!settings.apiKey) {
    console.warn(MESSAGES.missingKey);
    return { gtag: Boolean(gtagId) };
  }
  const client = createAnalyticsClient({ apiKey: settings.apiKey, sdkOptions: sdkOptions(settings), loadSdk });
  const trackers = installTrackers(win, client.track, {
    flush: client.flush,
    pageRestored: client.pageRestored,
    failed: (what, error) => console.error(MESSAGES.trackFailed, what, error),
  });
  whenIdle(win, () => void client.start(), TIMING.idleTimeoutMs);
  return { trackers, gtag: Boolean(gtagId) };
}

let analytics: SiteAnalytics | undefined;
if (ExecutionEnvironment.canUseDOM) {
  try {
    analytics = start(window);
  } catch (error) {
    console.error(MESSAGES.initFailed, error);
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    if (!analytics) return;
    try {
      analytics.trackers?.routeDidUpdate(location.pathname);
      if (analytics.gtag) {
        // Same 100 ms as Page View, so that the title is the new page's.
        setTimeout(
          () => gtagPageView(window, { url: window.location.href, path: location.pathname, title: document.title }),
          TIMING.routeEventDelayMs,
        );
      }
    } catch (error) {
      console.error(MESSAGES.trackFailed, 'Page View', error);
    }
  },
};

export default clientModule;
