/**
 * The analytics event catalogue: every event the site sends and the properties it carries.
 * Amplitude receives exactly these names and property keys; dashboards depend on them, so a
 * rename here is a breaking change for the product team.
 */

/** Carried by every event. `timestamp` is when it happened (ISO 8601), not when it was sent. */
export interface CommonProperties {
  readonly timestamp: string;
  readonly page_url: string;
  readonly page_title: string;
}

import type { FeedbackReason } from './feedback';

export type LinkType = 'internal' | 'external' | 'download' | 'unknown';
export type CodeAction = 'copy' | 'playground';
export type NavArea = 'navbar' | 'sidebar';

export const SCROLL_THRESHOLDS = [25, 50, 75, 90, 100] as const;
export type ScrollThreshold = (typeof SCROLL_THRESHOLDS)[number];

/** Seconds of visible reading time on one page. */
export const READING_MILESTONES = [30, 60, 120, 300] as const;
export type ReadingMilestone = (typeof READING_MILESTONES)[number];

/** Event name → its own properties (the common ones are added by the client). */
export interface EventCatalogue {
  /** Once per navigation, 100 ms after the route updates. `referrer` is `direct` when there is none. */
  'Page View': { page_name: string; page_path: string; page_url: string; referrer: string };
  /** Once per navigation, with the top-level section of the path (see `sectionFromPath`). */
  'Documentation Section Viewed': { section: string };
  /** Sent for the search UI's settled query (3+ characters, 1 s without change). */
  'Search Performed': { search_query: string; results_count: number };
  /** Typing in a search box, settled the same way. */
  'Search Typed': { search_query: string };
  'Search Result Clicked': { search_query: string; link_url: string; link_text: string };
  /** Any link outside the navbar and sidebar (external links have `link_type: external`). */
  'Link Clicked': { link_url: string; link_text: string; link_type: LinkType };
  /** A link in the navbar (or its mobile menu) or in the docs sidebar. */
  'Navigation Clicked': { nav_area: NavArea; link_url: string; link_text: string; link_type: LinkType };
  /** The navbar's Sign in button, which leads to the Ledgerlink Portal. */
  'Sign In Clicked': { link_url: string };
  /** Copying a code block, or the first edit of a live playground on a page. */
  'Code Example Interaction': { language: string; action: CodeAction };
  'Scroll Depth Reached': { depth_percent: ScrollThreshold };
  'Reading Milestone Reached': { seconds: ReadingMilestone };
  /** Leaving a page: a client-side navigation or the tab unloading. */
  'Page Exit': { time_on_page_seconds: number; max_scroll_percent: number };
  /** Submitting a form marked with `data-analytics-form="<name>"`. */
  'Form Submitted': { form_name: string };
  /**
   * "Was this page helpful?" answered, at the foot of a doc page or of an API operation
   * (`operation_id` then names it). Sent at once, whether or not a reason follows.
   */
  'Page Feedback': { helpful: boolean; operation_id?: string };
  /**
   * The optional reason after the answer: one of the reasons offered for it, or `none`, and a comment of at most
   * 500 characters, left out when it may hold an email address or a key (src/analytics/feedback.ts).
   */
  'Page Feedback Reason': { helpful: boolean; reason: FeedbackReason | 'none'; comment?: string; operation_id?: string };
}

export type EventName = keyof EventCatalogue;

/** Every event name, for tests and documentation. */
export const EVENT_NAMES = [
  'Page View',
  'Documentation Section Viewed',
  'Search Performed',
  'Search Typed',
  'Search Result Clicked',
  'Link Clicked',
  'Navigation Clicked',
  'Sign In Clicked',
  'Code Example Interaction',
  'Scroll Depth Reached',
  'Reading Milestone Reached',
  'Page Exit',
  'Form Submitted',
  'Page Feedback',
  'Page Feedback Reason',
] as const satisfies readonly EventName[];

/**
 * Window event the search UI dispatches when a query settles:
 * `window.dispatchEvent(new CustomEvent(SEARCH_PERFORMED_EVENT, { detail: { query, resultsCount } }))`.
 */
export const SEARCH_PERFORMED_EVENT = 'ledgerlink:search-performed';
export interface SearchPerformedDetail {
  readonly query: string;
  readonly resultsCount: number;
}

/** Timing rules of spec §9. */
export const TIMING = {
  routeEventDelayMs: 100,
  scrollDebounceMs: 250,
  searchDebounceMs: 1000,
  searchMinChars: 3,
  searchObserverTimeoutMs: 10_000,
  idleTimeoutMs: 2000,
} as const;
