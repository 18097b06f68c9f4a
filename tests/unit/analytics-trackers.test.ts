import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PERFORMED_EVENT, type EventName } from '../../src/analytics/events';
import { installTrackers, linkClickEvent, SELECTORS, type LinkLike } from '../../src/analytics/trackers';

const PAGE = 'https://docs.ledgerlink.io/using-the-api/paging';

/** An element that "is inside" the given selectors (any of a comma-separated list matches). */
function element(
  attributes: Record<string, string>,
  text: string,
  inside: string[] = [],
  className = '',
): LinkLike & {
  className: string;
  querySelector(selector: string): unknown;
} {
  const within = new Set(inside.flatMap((selector) => selector.split(',').map((part) => part.trim())));
  const self = {
    className,
    textContent: text,
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
    closest: (selector: string) => (selector.split(',').some((part) => within.has(part.trim())) ? self : null),
    querySelector: () => null,
  };
  return self;
}

describe('linkClickEvent', () => {
  it('sends Sign In Clicked for the navbar Sign in button, nothing else', () => {
    const anchor = element({ href: 'https://portal.ledgerlink.io' }, 'Sign in', [SELECTORS.signIn, SELECTORS.navbar]);
    expect(linkClickEvent(anchor, PAGE, '')).toEqual({
      name: 'Sign In Clicked',
      properties: { link_url: 'https://portal.ledgerlink.io/' },
    });
  });

  it('sends Search Result Clicked inside search results, with the last query', () => {
    const anchor = element({ href: '/using-the-api/webhooks/overview#retries', 'data-search-hit': 'heading' }, ' Retries ', [
      '[data-search-hit]',
    ]);
    expect(linkClickEvent(anchor, PAGE, 'webhook retries')).toEqual({
      name: 'Search Result Clicked',
      properties: {
        search_query: 'webhook retries',
        link_url: 'https://docs.ledgerlink.io/using-the-api/webhooks/overview#retries',
        link_text: 'Retries',
      },
    });
  });

  it('sends Navigation Clicked in the navbar and the sidebar', () => {
    const navbar = element({ href: 'https://github.com/ledgerlink' }, 'GitHub', ['.navbar']);
    expect(linkClickEvent(navbar, PAGE, '')).toEqual({
      name: 'Navigation Clicked',
      properties: { nav_area: 'navbar', link_url: 'https://github.com/ledgerlink', link_text: 'GitHub', link_type: 'external' },
    });
    const mobile = element({ href: '/updates' }, 'Updates', ['.navbar-sidebar']);
    expect(linkClickEvent(mobile, PAGE, '')).toMatchObject({ name: 'Navigation Clicked', properties: { nav_area: 'navbar' } });
    const sidebar = element({ href: './querying' }, 'Querying', ['.theme-doc-sidebar-menu']);
    expect(linkClickEvent(sidebar, PAGE, '')).toEqual({
      name: 'Navigation Clicked',
      properties: {
        nav_area: 'sidebar',
        link_url: 'https://docs.ledgerlink.io/using-the-api/querying',
        link_text: 'Querying',
        link_type: 'internal',
      },
    });
  });

  it('sends Link Clicked with the link type anywhere else', () => {
    const external = element({ href: 'https://developer.xero.com/' }, 'Xero developer portal');
    expect(linkClickEvent(external, PAGE, '')).toEqual({
      name: 'Link Clicked',
      properties: { link_url: 'https://developer.xero.com/', link_text: 'Xero developer portal', link_type: 'external' },
    });
    const spec = element({ href: '/openapi/accounting.yaml', download: '' }, 'Download the spec');
    expect(linkClickEvent(spec, PAGE, '')).toMatchObject({ properties: { link_type: 'download' } });
    const mail = element({ href: 'mailto:support@ledgerlink.io' }, '');
    expect(linkClickEvent(mail, PAGE, '')).toEqual({
      name: 'Link Clicked',
      properties: { link_url: 'mailto:support@ledgerlink.io', link_text: 'mailto:support@ledgerlink.io', link_type: 'unknown' },
    });
    const icon = element({ href: '/updates', 'aria-label': 'Updates feed' }, '  ');
    expect(linkClickEvent(icon, PAGE, '')).toMatchObject({ properties: { link_text: 'Updates feed' } });
  });
});

interface Sent {
  name: EventName;
  properties: Record<string, unknown>;
}

/** A window and document with just what the trackers read, driven by hand. */
function fakePage() {
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  const doc = new EventTarget() as EventTarget & Record<string, unknown>;
  Object.assign(doc, {
    title: 'Ledgerlink Docs',
    referrer: '',
    visibilityState: 'visible',
    documentElement: { scrollHeight: 4000 },
    body: { scrollHeight: 4000 },
    querySelectorAll: () => [],
  });
  Object.assign(win, {
    document: doc,
    location: { href: 'https://docs.ledgerlink.io/', origin: 'https://docs.ledgerlink.io' },
    scrollY: 0,
    innerHeight: 1000,
  });
  const sent: Sent[] = [];
  const hooks = { flush: vi.fn(), pageRestored: vi.fn(), failed: vi.fn() };
  const trackers = installTrackers(
    win as unknown as Window,
    (name, properties) => sent.push({ name, properties: { ...properties } }),
    hooks,
  );
  const go = (path: string, title: string) => {
    (win.location as { href: string }).href = `https://docs.ledgerlink.io${path}`;
    trackers.routeDidUpdate(path.split(/[?#]/)[0] ?? path);
    // The new page sets its title a little after the route updates.
    setTimeout(() => {
      doc.title = title;
    }, 20);
  };
  const dispatch = (target: EventTarget, type: string, eventTarget?: unknown, init?: Partial<Event>) => {
    const event = new Event(type);
    if (eventTarget) Object.defineProperty(event, 'target', { value: eventTarget });
    if (init) Object.assign(event, init);
    target.dispatchEvent(event);
  };
  const names = () => sent.map((event) => event.name);
  return { win, doc, sent, names, hooks, trackers, go, dispatch };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-14T09:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('installTrackers: page views', () => {
  it('sends Page View and Documentation Section Viewed 100 ms after the route updates, with the new title', () => {
    const page = fakePage();
    page.go('/using-the-api/paging', 'Paginate results | Ledgerlink Docs');
    vi.advanceTimersByTime(99);
    expect(page.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.sent).toEqual([
      {
        name: 'Page View',
        properties: {
          page_name: 'Paginate results',
          page_path: '/using-the-api/paging',
          page_url: 'https://docs.ledgerlink.io/using-the-api/paging',
          referrer: 'direct',
          timestamp: '2025-03-14T09:30:00.100Z',
          page_title: 'Paginate results | Ledgerlink Docs',
        },
      },
      {
        name: 'Documentation Section Viewed',
        properties: {
          section: 'using-the-api',
          timestamp: '2025-03-14T09:30:00.100Z',
          page_url: 'https://docs.ledgerlink.io/using-the-api/paging',
          page_title: 'Paginate results | Ledgerlink Docs',
        },
      },
    ]);
  });

  it('sends them once per navigation: hash and query changes on the same path are not navigations', () => {
    const page = fakePage();
    page.go('/using-the-api/paging', 'Paginate results | Ledgerlink Docs');
    vi.advanceTimersByTime(500);
    page.go('/using-the-api/paging#page-size', 'Paginate results | Ledgerlink Docs');
    page.go('/using-the-api/paging?x=1', 'Paginate results | Ledgerlink Docs');
    vi.advanceTimersByTime(500);
    expect(page.names()).toEqual(['Page View', 'Documentation Section Viewed']);
  });

  it('uses the previous page as referrer, the document referrer first, and direct when there is none', () => {
    const page = fakePage();
    page.doc.referrer = 'https://www.google.com/';
    page.go('/', 'Ledgerlink Docs');
    vi.advanceTimersByTime(200);
    page.go('/updates', 'Updates | Ledgerlink Docs');
    vi.advanceTimersByTime(200);
    const views = page.sent.filter((event) => event.name === 'Page View').map((event) => event.properties.referrer);
    expect(views).toEqual(['https://www.google.com/', 'https://docs.ledgerlink.io/']);
  });

  it('sends only the latest page when navigations come faster than 100 ms, and no exit for the page never viewed', () => {
    const page = fakePage();
    page.go('/a', 'A | Ledgerlink Docs');
    vi.advanceTimersByTime(50);
    page.go('/b', 'B | Ledgerlink Docs');
    vi.advanceTimersByTime(100);
    expect(page.names()).toEqual(['Page View', 'Documentation Section Viewed']);
    expect(page.sent[0]?.properties).toMatchObject({ page_path: '/b', page_title: 'B | Ledgerlink Docs' });
  });

  it('sends one Page Exit when a navigation turns into a full page load (the page left, not the one never viewed)', () => {
    const page = fakePage();
    page.go('/a', 'A | Ledgerlink Docs');
    vi.advanceTimersByTime(200);
    page.go('/b', 'B | Ledgerlink Docs');
    // The document unloads: its timers never fire.
    page.dispatch(page.win, 'pagehide');
    expect(page.names()).toEqual(['Page View', 'Documentation Section Viewed', 'Page Exit']);
    expect(page.sent[2]?.properties).toMatchObject({ page_title: 'A | Ledgerlink Docs' });
  });
});

describe('installTrackers: leaving, scrolling and reading', () => {
  it('sends Page Exit for the page left, with its own URL, title, reading time and depth', () => {
    const page = fakePage();
    page.go('/using-the-api/paging', 'Paginate results | Ledgerlink Docs');
    vi.advanceTimersByTime(45_000);
    page.win.scrollY = 1000;
    page.dispatch(page.win, 'scroll');
    vi.advanceTimersByTime(250);
    page.go('/updates', 'Updates | Ledgerlink Docs');
    const exit = page.sent.find((event) => event.name === 'Page Exit');
    expect(exit?.properties).toMatchObject({
      page_url: 'https://docs.ledgerlink.io/using-the-api/paging',
      page_title: 'Paginate results | Ledgerlink Docs',
      time_on_page_seconds: 45,
      max_scroll_percent: 50,
    });
  });

  it('sends Page Exit and flushes by beacon when the tab unloads, once', () => {
    const page = fakePage();
    page.go('/', 'Ledgerlink Docs');
    vi.advanceTimersByTime(200);
    page.dispatch(page.win, 'pagehide');
    page.dispatch(page.win, 'pagehide');
    expect(page.names().filter((name) => name === 'Page Exit')).toHaveLength(1);
    expect(page.hooks.flush).toHaveBeenCalledWith(true);
  });

  it('reports scroll depth once scrolling pauses for 250 ms, each threshold once per page', () => {
    const page = fakePage();
    page.go('/', 'Ledgerlink Docs');
    vi.advanceTimersByTime(200);
    const depths = () => page.sent.filter((event) => event.name === 'Scroll Depth Reached').map((event) => event.properties.depth_percent);
    for (const y of [200, 600, 1200]) {
      page.win.scrollY = y;
      page.dispatch(page.win, 'scroll');
      vi.advanceTimersByTime(100);
    }
    expect(depths()).toEqual([]);
    vi.advanceTimersByTime(150);
    expect(depths()).toEqual([25, 50]);
    page.win.scrollY = 3000;
    page.dispatch(page.win, 'scroll');
    vi.advanceTimersByTime(250);
    page.win.scrollY = 0;
    page.dispatch(page.win, 'scroll');
    vi.advanceTimersByTime(250);
    expect(depths()).toEqual([25, 50, 75, 90, 100]);
    page.go('/updates', 'Updates');
    vi.advanceTimersByTime(200);
    page.win.scrollY = 600;
    page.dispatch(page.win, 'scroll');
    vi.advanceTimersByTime(250);
    expect(depths()).toEqual([25, 50, 75, 90, 100, 25]);
  });

  it('sends reading milestones for visible time only, and starts again on the next page', () => {
    const page = fakePage();
    const milestones = () =>
      page.sent.filter((event) => event.name === 'Reading Milestone Reached').map((event) => event.properties.seconds);
    page.go('/', 'Ledgerlink Docs');
    vi.advanceTimersByTime(40_000);
    page.doc.visibilityState = 'hidden';
    page.dispatch(page.doc, 'visibilitychange');
    expect(page.hooks.flush).toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(600_000);
    page.doc.visibilityState = 'visible';
    page.dispatch(page.doc, 'visibilitychange');
    expect(page.hooks.pageRestored).toHaveBeenCalled();
    vi.advanceTimersByTime(20_000);
    expect(milestones()).toEqual([30, 60]);
    page.go('/updates', 'Updates');
    vi.advanceTimersByTime(300_000);
    expect(milestones()).toEqual([30, 60, 30, 60, 120, 300]);
  });
});

describe('installTrackers: search, copy, forms', () => {
  it('sends Search Performed from the search UI event after 1 s, for 3+ characters', () => {
    const page = fakePage();
    page.go('/', 'Ledgerlink Docs');
    vi.advanceTimersByTime(200);
    const search = (query: unknown, resultsCount: unknown) =>
      page.win.dispatchEvent(new CustomEvent(SEARCH_PERFORMED_EVENT, { detail: { query, resultsCount } }));
    search('we', 40);
    vi.advanceTimersByTime(1000);
    search('webhooks', 12);
    vi.advanceTimersByTime(500);
    search('webhooks retry', 3);
    vi.advanceTimersByTime(999);
    expect(page.names()).not.toContain('Search Performed');
    vi.advanceTimersByTime(1);
    search(42, 1);
    search(undefined, undefined);
    vi.advanceTimersByTime(2000);
    expect(page.sent.filter((event) => event.name === 'Search Performed').map((event) => event.properties)).toEqual([
      expect.objectContaining({ search_query: 'webhooks retry', results_count: 3, page_url: 'https://docs.ledgerlink.io/' }),
    ]);
  });

  it('sends Code Example Interaction for the copy button of a code block', () => {
    const page = fakePage();
    const block = { className: 'theme-code-block language-python codeBlockContainer_x' };
    // Docusaurus 3.10: a plain button with the copy icons inside.
    const button = {
      matches: () => false,
      querySelector: (selector: string) => (selector === SELECTORS.copyButtonIcon ? {} : null),
      closest: (selector: string) => (selector === SELECTORS.codeBlock ? block : null),
    };
    const icon = { closest: (selector: string) => (selector === 'button' ? button : null) };
    page.dispatch(page.doc, 'click', icon);
    // Any other button in a code block (word wrap) is not a copy.
    const wrap = {
      matches: () => false,
      querySelector: () => null,
      closest: (selector: string) => (selector === SELECTORS.codeBlock ? block : null),
    };
    page.dispatch(page.doc, 'click', { closest: (selector: string) => (selector === 'button' ? wrap : null) });
    expect(page.sent).toEqual([
      { name: 'Code Example Interaction', properties: expect.objectContaining({ language: 'python', action: 'copy' }) },
    ]);
  });

  it('sends Form Submitted only for forms marked with data-analytics-form', () => {
    const page = fakePage();
    const marked = {
      closest: () => ({ getAttribute: (name: string) => (name === 'data-analytics-form' ? 'support-ticket' : null), id: '' }),
    };
    page.dispatch(page.doc, 'submit', marked);
    page.dispatch(page.doc, 'submit', { closest: () => null });
    expect(page.sent).toEqual([{ name: 'Form Submitted', properties: expect.objectContaining({ form_name: 'support-ticket' }) }]);
  });
});

describe('installTrackers: never throws into the page', () => {
  it('reports a failing emitter and keeps the page going', () => {
    const win = new EventTarget() as EventTarget & Record<string, unknown>;
    const doc = new EventTarget() as EventTarget & Record<string, unknown>;
    Object.assign(doc, { title: 'T', referrer: '', visibilityState: 'visible', querySelectorAll: () => [] });
    Object.assign(win, { document: doc, location: { href: 'https://docs.ledgerlink.io/' }, scrollY: 0, innerHeight: 0 });
    const failed = vi.fn();
    const trackers = installTrackers(
      win as unknown as Window,
      () => {
        throw new Error('emitter broke');
      },
      { flush: vi.fn(), pageRestored: vi.fn(), failed },
    );
    expect(() => trackers.routeDidUpdate('/')).not.toThrow();
    expect(() => vi.advanceTimersByTime(200)).not.toThrow();
    const event = new Event('click');
    Object.defineProperty(event, 'target', {
      value: {
        closest: () => {
          throw new Error('detached');
        },
      },
    });
    expect(() => doc.dispatchEvent(event)).not.toThrow();
    expect(() => win.dispatchEvent(new Event('pagehide'))).not.toThrow();
    expect(() => win.dispatchEvent(new CustomEvent(SEARCH_PERFORMED_EVENT, { detail: null }))).not.toThrow();
    expect(failed).toHaveBeenCalledWith('Page View', expect.any(Error));
    expect(failed).toHaveBeenCalledWith('click', expect.any(Error));
    expect(failed).toHaveBeenCalledWith('Page Exit', expect.any(Error));
  });
});

describe('installTrackers: the search box observer', () => {
  it('binds search boxes that appear, and gives up 10 s after each navigation', () => {
    const observers: Array<{ callback: () => void; disconnected: boolean }> = [];
    vi.stubGlobal(
      'MutationObserver',
      class {
        private readonly entry: { callback: () => void; disconnected: boolean };
        constructor(callback: () => void) {
          this.entry = { callback, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    try {
      const page = fakePage();
      const inputs: Array<EventTarget & { value: string }> = [];
      page.doc.querySelectorAll = () => inputs;
      page.go('/', 'Ledgerlink Docs');
      expect(observers).toHaveLength(1);
      // A search box mounts later; the observer binds it.
      const box = Object.assign(new EventTarget(), { value: '' });
      inputs.push(box);
      observers[0]?.callback();
      box.value = 'idempotency';
      box.dispatchEvent(new Event('input'));
      vi.advanceTimersByTime(1000);
      expect(page.sent.filter((event) => event.name === 'Search Typed').map((event) => event.properties.search_query)).toEqual([
        'idempotency',
      ]);
      // Bound once: observing it again adds no second listener.
      observers[0]?.callback();
      box.value = 'idempotency keys';
      box.dispatchEvent(new Event('input'));
      vi.advanceTimersByTime(1000);
      expect(page.names().filter((name) => name === 'Search Typed')).toHaveLength(2);
      vi.advanceTimersByTime(7_999);
      expect(observers[0]?.disconnected).toBe(false);
      vi.advanceTimersByTime(1);
      expect(observers[0]?.disconnected).toBe(true);
      // The next navigation observes again, and stops the previous observer first.
      page.go('/updates', 'Updates');
      expect(observers).toHaveLength(2);
      page.go('/tags', 'Tags');
      expect(observers[1]?.disconnected).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
