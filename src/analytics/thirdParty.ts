/**
 * Scripts that load only when configured: the Google tag (IP anonymisation on), the hosting
 * platform's page-view insights, and the support widget. Each is added once, async, after the
 * page is idle, so none of them blocks rendering.
 */

/** The support widget's loader; the key is appended as `?key=`. */
export const SUPPORT_WIDGET_SCRIPT_URL = 'https://static.zdassets.com/ekr/snippet.js';
export const SUPPORT_WIDGET_SCRIPT_ID = 'ze-snippet';
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
export const VERCEL_INSIGHTS_SCRIPT_URL = '/_vercel/insights/script.js';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    va?: (...args: unknown[]) => void;
    vaq?: unknown[][];
  }
}

function addScript(doc: Document, src: string, id: string, defer = false): void {
  if (doc.getElementById(id)) return;
  const script = doc.createElement('script');
  script.id = id;
  script.src = src;
  if (defer) script.defer = true;
  else script.async = true;
  doc.head.appendChild(script);
}

export function loadGtag(win: Window, id: string): void {
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads the `arguments` objects themselves from the data layer, not arrays.
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  // Page views are sent by the route hook, once per navigation.
  win.gtag('config', id, { anonymize_ip: true, send_page_view: false });
  addScript(win.document, `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`, 'ledgerlink-gtag');
}

export function gtagPageView(win: Window, page: { url: string; path: string; title: string }): void {
  win.gtag?.('event', 'page_view', { page_location: page.url, page_path: page.path, page_title: page.title });
}

export function loadVercelInsights(win: Window): void {
  win.va ??= (...args: unknown[]) => {
    (win.vaq ??= []).push(args);
  };
  addScript(win.document, VERCEL_INSIGHTS_SCRIPT_URL, 'ledgerlink-vercel-insights', true);
}

export function loadSupportWidget(doc: Document, key: string): void {
  addScript(doc, `${SUPPORT_WIDGET_SCRIPT_URL}?key=${encodeURIComponent(key)}`, SUPPORT_WIDGET_SCRIPT_ID);
}
