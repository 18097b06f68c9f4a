/**
 * DOM trackers: the behaviours of spec §7, turned into catalogue events. One set of listeners on
 * `document` and `window` (delegation, capture phase) serves every route; per-page state (scroll
 * depth, reading time) starts again on each navigation. Every handler is guarded: a tracker that
 * fails logs "failed to track event" and the page carries on.
 */
import { absoluteUrl, languageFromClassName, linkText, linkType, pageNameFromTitle, referrerOrDirect, sectionFromPath } from './classify';
import {
  SEARCH_PERFORMED_EVENT,
  TIMING,
  type CommonProperties,
  type EventCatalogue,
  type EventName,
  type NavArea,
  type SearchPerformedDetail,
} from './events';
import { feedbackEvent, PAGE_FEEDBACK_EVENT } from './feedback';
import {
  createReadingClock,
  createScrollDepth,
  createSettledQueries,
  debounce,
  scrollPercent,
  type ReadingClock,
  type ScrollDepth,
} from './timing';

export type Emit = <N extends EventName>(name: N, properties: EventCatalogue[N] & CommonProperties) => void;

export interface TrackerHooks {
  /** Sends the queue now; `pageIsLeaving` switches to `sendBeacon`. */
  flush(pageIsLeaving: boolean): void;
  pageRestored(): void;
  /** Reports a tracker failure (console only). */
  failed(what: string, error: unknown): void;
}

/** Theme selectors the trackers rely on (Docusaurus 3.10 classic theme, live code blocks). */
export const SELECTORS = {
  codeBlock: '.theme-code-block',
  // Docusaurus 3.10 renders the copy button as a plain `clean-btn` with copyButtonIcons inside;
  // older themes put copyButton on the button itself.
  copyButton: 'button[class*="copyButton"], button[aria-label="Copy code to clipboard"]',
  copyButtonIcon: '[class*="copyButtonIcon"]',
  playgroundEditor: '[class*="playgroundEditor"]',
  playgroundContainer: '[class*="playgroundContainer"]',
  signIn: '.navbar-sign-in',
  navbar: '.navbar, .navbar-sidebar',
  sidebar: '.theme-doc-sidebar-container, .theme-doc-sidebar-menu',
  searchResult: '[data-search-hit], [data-search-result], .DocSearch-Hit',
  searchInput: 'input[type="search"], input.navbar__search-input, input[data-search-input], input.DocSearch-Input',
  analyticsForm: 'form[data-analytics-form]',
} as const;

/** The little of an element that link classification reads; real elements satisfy it. */
export interface LinkLike {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  closest(selector: string): unknown;
  readonly textContent: string | null;
}

export type LinkEvent =
  | { name: 'Sign In Clicked'; properties: EventCatalogue['Sign In Clicked'] }
  | { name: 'Search Result Clicked'; properties: EventCatalogue['Search Result Clicked'] }
  | { name: 'Navigation Clicked'; properties: EventCatalogue['Navigation Clicked'] }
  | { name: 'Link Clicked'; properties: EventCatalogue['Link Clicked'] };

/**
 * The one event a link click produces: Sign In Clicked for the navbar's Sign in button; Search
 * Result Clicked inside search results; Navigation Clicked in the navbar or docs sidebar; Link
 * Clicked (internal, external, download or unknown) anywhere else.
 */
export function linkClickEvent(anchor: LinkLike, pageUrl: string, lastQuery: string): LinkEvent {
  const href = anchor.getAttribute('href') ?? '';
  const url = absoluteUrl(href, pageUrl);
  const text = linkText(anchor.textContent, anchor.getAttribute('aria-label') ?? url);
  const type = linkType(href, pageUrl, anchor.hasAttribute('download'));
  if (anchor.closest(SELECTORS.signIn)) return { name: 'Sign In Clicked', properties: { link_url: url } };
  if (anchor.closest(SELECTORS.searchResult)) {
    return { name: 'Search Result Clicked', properties: { search_query: lastQuery, link_url: url, link_text: text } };
  }
  const navArea: NavArea | undefined = anchor.closest(SELECTORS.navbar)
    ? 'navbar'
    : anchor.closest(SELECTORS.sidebar)
      ? 'sidebar'
      : undefined;
  if (navArea) {
    return { name: 'Navigation Clicked', properties: { nav_area: navArea, link_url: url, link_text: text, link_type: type } };
  }
  return { name: 'Link Clicked', properties: { link_url: url, link_text: text, link_type: type } };
}

/** Duck-typed, so that text nodes and the window are skipped and test doubles work. */
function asElement(target: EventTarget | null): Element | null {
  return target && typeof (target as Element).closest === 'function' ? (target as Element) : null;
}

/** The code block whose copy button contains `target`, if it is one. */
function copiedCodeBlock(target: Element): Element | null {
  const button = target.closest('button');
  if (!button) return null;
  const isCopy = button.matches(SELECTORS.copyButton) || button.querySelector(SELECTORS.copyButtonIcon) !== null;
  return isCopy ? button.closest(SELECTORS.codeBlock) : null;
}

interface PageState {
  readonly path: string;
  url: string;
  title: string;
  readonly clock: ReadingClock;
  readonly depth: ScrollDepth;
  readonly playgrounds: WeakSet<Element>;
  /** Page View was sent: only a viewed page can be exited (not one left within its first 100 ms). */
  viewed: boolean;
  exited: boolean;
}

export interface Trackers {
  /** Call from `onRouteDidUpdate`. Hash and query changes on the same path are not navigations. */
  routeDidUpdate(pathname: string): void;
}

export function installTrackers(win: Window, emit: Emit, hooks: TrackerHooks): Trackers {
  const doc = win.document;
  let page: PageState | undefined;
  let previousUrl: string | undefined;
  let routeTimer: ReturnType<typeof setTimeout> | undefined;
  let stopObserver: (() => void) | undefined;

  const guard =
    <A extends unknown[]>(what: string, fn: (...args: A) => void) =>
    (...args: A) => {
      try {
        fn(...args);
      } catch (error) {
        hooks.failed(what, error);
      }
    };

  /** Adds the common properties; `from` pins them to a page that is being left. */
  const send = <N extends EventName>(name: N, properties: EventCatalogue[N], from?: Pick<PageState, 'url' | 'title'>) => {
    const common: CommonProperties = {
      timestamp: new Date().toISOString(),
      page_url: from?.url ?? win.location.href,
      page_title: from?.title ?? doc.title,
    };
    emit(name, { ...properties, ...common } as EventCatalogue[N] & CommonProperties);
  };

  const leavePage = () => {
    if (!page || !page.viewed || page.exited) return;
    page.exited = true;
    page.clock.stop();
    send('Page Exit', { time_on_page_seconds: page.clock.elapsedSeconds(), max_scroll_percent: page.depth.max }, page);
  };

  // Search: the search UI's settled queries, and typing in any search box found by the observer.
  const performed = createSettledQueries<number>((query, resultsCount) =>
    send('Search Performed', { search_query: query, results_count: resultsCount }),
  );
  const typed = createSettledQueries<undefined>((query) => send('Search Typed', { search_query: query }));
  win.addEventListener(
    SEARCH_PERFORMED_EVENT,
    guard('Search Performed', (event: Event) => {
      const detail = (event as CustomEvent<Partial<SearchPerformedDetail>>).detail;
      if (!detail || typeof detail.query !== 'string') return;
      const count = Number(detail.resultsCount);
      performed.input(detail.query, Number.isFinite(count) && count >= 0 ? Math.floor(count) : 0);
    }),
  );
  const boundInputs = new WeakSet<Element>();
  const onSearchInput = guard('Search Typed', (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    typed.input(input.value, undefined);
  });
  const bindSearchInputs = () => {
    doc.querySelectorAll(SELECTORS.searchInput).forEach((input) => {
      if (boundInputs.has(input)) return;
      boundInputs.add(input);
      input.addEventListener('input', onSearchInput);
    });
  };
  /** Watches for search boxes for 10 s after each navigation, then gives up. */
  const observeSearchBoxes = () => {
    stopObserver?.();
    bindSearchInputs();
    if (typeof MutationObserver !== 'function') return;
    const observer = new MutationObserver(guard('Search Typed', bindSearchInputs));
    observer.observe(doc.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), TIMING.searchObserverTimeoutMs);
    stopObserver = () => {
      clearTimeout(timer);
      observer.disconnect();
      stopObserver = undefined;
    };
  };

  // Clicks: links, the code blocks' copy buttons.
  doc.addEventListener(
    'click',
    guard('click', (event: MouseEvent) => {
      const target = asElement(event.target);
      if (!target) return;
      const block = copiedCodeBlock(target);
      if (block) {
        send('Code Example Interaction', { language: languageFromClassName(block.className), action: 'copy' });
        return;
      }
      const anchor = target.closest('a[href]');
      if (!anchor) return;
      typed.flush();
      performed.flush();
      const lastQuery = performed.lastReported || typed.lastReported;
      const { name, properties } = linkClickEvent(anchor, win.location.href, lastQuery);
      send(name, properties as EventCatalogue[typeof name]);
    }),
    { capture: true },
  );

  // Live playgrounds: the first edit of each editor on a page.
  const onPlaygroundEdit = guard('Code Example Interaction', (event: Event) => {
    const target = asElement(event.target);
    if (!page || !target) return;
    const editor = target.closest(SELECTORS.playgroundEditor);
    if (!editor || page.playgrounds.has(editor)) return;
    page.playgrounds.add(editor);
    const container = editor.closest(SELECTORS.playgroundContainer) ?? editor;
    const marked = container.querySelector('[class*="language-"]') ?? editor;
    send('Code Example Interaction', { language: languageFromClassName(marked.className, 'tsx'), action: 'playground' });
  });
  doc.addEventListener('input', onPlaygroundEdit, { capture: true });
  doc.addEventListener('paste', onPlaygroundEdit, { capture: true });

  // Forms that opt in with data-analytics-form.
  doc.addEventListener(
    'submit',
    guard('Form Submitted', (event: Event) => {
      const form = asElement(event.target)?.closest(SELECTORS.analyticsForm);
      if (!form) return;
      const name = form.getAttribute('data-analytics-form') || form.id || form.getAttribute('name') || 'form';
      send('Form Submitted', { form_name: name });
    }),
    { capture: true },
  );

  // "Was this page helpful?": the widget's answers (src/analytics/feedback.ts).
  win.addEventListener(
    PAGE_FEEDBACK_EVENT,
    guard('Page Feedback', (event: Event) => {
      const feedback = feedbackEvent((event as CustomEvent<unknown>).detail);
      if (feedback) send(feedback.name, feedback.properties as EventCatalogue[typeof feedback.name]);
    }),
  );

  // Scroll depth, measured once scrolling pauses for 250 ms.
  const measureScroll = debounce(
    guard('Scroll Depth Reached', () => {
      if (!page) return;
      const root = doc.documentElement;
      const percent = scrollPercent(win.scrollY, win.innerHeight, Math.max(root.scrollHeight, doc.body?.scrollHeight ?? 0));
      page.depth.update(percent).forEach((threshold) => send('Scroll Depth Reached', { depth_percent: threshold }));
    }),
    TIMING.scrollDebounceMs,
  );
  win.addEventListener('scroll', measureScroll, { passive: true });

  // Visibility and leaving: reading time pauses while hidden; the queue goes out by beacon.
  doc.addEventListener(
    'visibilitychange',
    guard('visibility', () => {
      if (doc.visibilityState === 'hidden') {
        page?.clock.pause();
        hooks.flush(true);
      } else {
        hooks.pageRestored();
        page?.clock.resume();
      }
    }),
  );
  win.addEventListener(
    'pagehide',
    guard('Page Exit', () => {
      measureScroll.flush();
      leavePage();
      hooks.flush(true);
    }),
  );
  win.addEventListener(
    'pageshow',
    guard('pageshow', (event: PageTransitionEvent) => {
      if (!event.persisted || !page) return;
      hooks.pageRestored();
      // Back from the back/forward cache: the same page, seen again, with its reading time afresh.
      page = { ...newPage(page.path), viewed: true };
    }),
  );

  const newPage = (path: string): PageState => ({
    path,
    url: win.location.href,
    title: doc.title,
    clock: createReadingClock((seconds) => send('Reading Milestone Reached', { seconds }), Date.now, doc.visibilityState !== 'hidden'),
    depth: createScrollDepth(),
    playgrounds: new WeakSet(),
    viewed: false,
    exited: false,
  });

  return {
    routeDidUpdate: guard('Page View', (pathname: string) => {
      if (page && page.path === pathname) return;
      measureScroll.flush();
      leavePage();
      page = newPage(pathname);
      const current = page;
      typed.reset();
      performed.reset();
      observeSearchBoxes();
      if (routeTimer !== undefined) clearTimeout(routeTimer);
      // 100 ms later the new page has set its title.
      routeTimer = setTimeout(
        guard('Page View', () => {
          routeTimer = undefined;
          if (page !== current) return;
          current.url = win.location.href;
          current.title = doc.title;
          const referrer = previousUrl ?? referrerOrDirect(doc.referrer);
          previousUrl = current.url;
          current.viewed = true;
          send('Page View', {
            page_name: pageNameFromTitle(current.title),
            page_path: pathname,
            page_url: current.url,
            referrer: referrerOrDirect(referrer),
          });
          send('Documentation Section Viewed', { section: sectionFromPath(pathname) });
        }),
        TIMING.routeEventDelayMs,
      );
    }),
  };
}
