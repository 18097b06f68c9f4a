import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../src/analytics/idle';
import {
  GTAG_SCRIPT_URL,
  gtagPageView,
  loadGtag,
  loadSupportWidget,
  loadVercelInsights,
  SUPPORT_WIDGET_SCRIPT_URL,
  VERCEL_INSIGHTS_SCRIPT_URL,
} from '../../src/analytics/thirdParty';

interface FakeScript {
  id: string;
  src: string;
  async: boolean;
  defer: boolean;
}

function fakeWindow(readyState: DocumentReadyState = 'complete') {
  const scripts: FakeScript[] = [];
  const document = {
    readyState,
    head: { appendChild: (script: FakeScript) => scripts.push(script) },
    createElement: () => ({ id: '', src: '', async: false, defer: false }),
    getElementById: (id: string) => scripts.find((script) => script.id === id) ?? null,
  };
  const win = Object.assign(new EventTarget(), { document, setTimeout }) as unknown as Window;
  return { win, scripts };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Google tag', () => {
  it('configures IP anonymisation without its own page view, and loads gtag.js once', () => {
    const { win, scripts } = fakeWindow();
    loadGtag(win, 'G-ABC123XYZ');
    loadGtag(win, 'G-ABC123XYZ');
    expect(scripts).toEqual([expect.objectContaining({ src: `${GTAG_SCRIPT_URL}?id=G-ABC123XYZ`, async: true })]);
    const calls = (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls[0]?.[0]).toBe('js');
    expect(calls[1]).toEqual(['config', 'G-ABC123XYZ', { anonymize_ip: true, send_page_view: false }]);
    // gtag.js needs the `arguments` objects themselves, not arrays.
    expect(Array.isArray(win.dataLayer?.[0])).toBe(false);
  });

  it('sends one page view per call of the route hook', () => {
    const { win } = fakeWindow();
    gtagPageView(win, { url: 'https://docs.ledgerlink.io/updates', path: '/updates', title: 'Updates' });
    expect(win.dataLayer).toBeUndefined();
    loadGtag(win, 'G-ABC123XYZ');
    gtagPageView(win, { url: 'https://docs.ledgerlink.io/updates', path: '/updates', title: 'Updates' });
    const last = Array.from(win.dataLayer?.at(-1) as ArrayLike<unknown>);
    expect(last).toEqual([
      'event',
      'page_view',
      { page_location: 'https://docs.ledgerlink.io/updates', page_path: '/updates', page_title: 'Updates' },
    ]);
  });
});

describe('the insights script and the support widget', () => {
  it('defers the insights script and queues calls made before it loads', () => {
    const { win, scripts } = fakeWindow();
    loadVercelInsights(win);
    win.va?.('event', { name: 'x' });
    expect(scripts).toEqual([expect.objectContaining({ src: VERCEL_INSIGHTS_SCRIPT_URL, defer: true })]);
    expect(win.vaq).toEqual([['event', { name: 'x' }]]);
  });

  it('loads the support widget with its key, once', () => {
    const { win, scripts } = fakeWindow();
    loadSupportWidget(win.document, 'key with/odd chars');
    loadSupportWidget(win.document, 'key with/odd chars');
    expect(scripts).toEqual([
      expect.objectContaining({ id: 'ze-snippet', src: `${SUPPORT_WIDGET_SCRIPT_URL}?key=key%20with%2Fodd%20chars`, async: true }),
    ]);
  });
});

describe('whenIdle', () => {
  it('waits for the load event, then for an idle callback with a deadline', () => {
    const { win } = fakeWindow('loading');
    const idle = vi.fn();
    Object.assign(win, { requestIdleCallback: idle });
    const task = vi.fn();
    whenIdle(win, task, 2000);
    expect(idle).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    (idle.mock.calls[0]?.[0] as () => void)();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where there are no idle callbacks', () => {
    const { win } = fakeWindow('complete');
    const task = vi.fn();
    whenIdle(win, task, 2000);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
