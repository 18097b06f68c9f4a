/**
 * "Was this page helpful?": the contract between the feedback widget (src/components/PageFeedback)
 * and the trackers. The widget dispatches one DOM event on `window` per answer; the trackers turn it
 * into a catalogue event (Page Feedback, Page Feedback Reason). The widget never talks to the
 * provider, so feedback follows every rule of the other events: nothing is sent without a key or
 * under Global Privacy Control or Do Not Track.
 */

/** `window.dispatchEvent(new CustomEvent(PAGE_FEEDBACK_EVENT, { detail }))`, detail a `PageFeedbackDetail`. */
export const PAGE_FEEDBACK_EVENT = 'ledgerlink:page-feedback';

/** The reasons a reader can pick after answering yes or no, keyed by the answer. */
export const FEEDBACK_REASONS = {
  yes: ['solved-my-problem', 'easy-to-follow', 'examples-helped'],
  no: ['missing-information', 'hard-to-follow', 'incorrect', 'examples-failed'],
} as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[keyof typeof FEEDBACK_REASONS][number];

/** Longest free-text comment the widget accepts and the trackers send. */
export const COMMENT_MAX_LENGTH = 500;

export type PageFeedbackDetail =
  | { readonly kind: 'vote'; readonly helpful: boolean; readonly operationId?: string }
  | {
      readonly kind: 'reason';
      readonly helpful: boolean;
      readonly reason: FeedbackReason | null;
      readonly comment: string;
      readonly operationId?: string;
    };

const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
/** A run of 20+ letters, digits, `_` or `-` with both letters and digits in it: an API key, a token, a secret. */
const KEY_LIKE = /(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{20,}/i;
const CREDENTIAL_WORDS = /\bbearer\s+\S|-----BEGIN [A-Z ]*KEY-----/i;

/**
 * True when a comment may hold an email address or a credential. Such a comment is never sent: the
 * widget asks the reader to remove it, and the trackers drop it if it arrives anyway.
 */
export function mayHoldPersonalData(text: string): boolean {
  return EMAIL.test(text) || KEY_LIKE.test(text) || CREDENTIAL_WORDS.test(text);
}

const REASONS_BY_ANSWER = {
  yes: new Set<string>(FEEDBACK_REASONS.yes),
  no: new Set<string>(FEEDBACK_REASONS.no),
};

/** The catalogue event of a feedback detail, or undefined for a malformed one (the event is dispatched on `window`, which any script can do). */
export function feedbackEvent(detail: unknown):
  | { name: 'Page Feedback'; properties: { helpful: boolean; operation_id?: string } }
  | {
      name: 'Page Feedback Reason';
      properties: { helpful: boolean; reason: FeedbackReason | 'none'; comment?: string; operation_id?: string };
    }
  | undefined {
  if (!detail || typeof detail !== 'object') return undefined;
  const { kind, helpful, operationId } = detail as Partial<Record<keyof PageFeedbackDetail | 'reason' | 'comment', unknown>>;
  if (typeof helpful !== 'boolean') return undefined;
  const operation = typeof operationId === 'string' && operationId ? { operation_id: operationId.slice(0, 200) } : {};
  if (kind === 'vote') return { name: 'Page Feedback', properties: { helpful, ...operation } };
  if (kind !== 'reason') return undefined;
  const { reason, comment } = detail as { reason?: unknown; comment?: unknown };
  const known = typeof reason === 'string' && REASONS_BY_ANSWER[helpful ? 'yes' : 'no'].has(reason);
  if (reason !== null && !known) return undefined;
  const text = typeof comment === 'string' ? comment.replace(/\s+/g, ' ').trim().slice(0, COMMENT_MAX_LENGTH) : '';
  const safeText = text && !mayHoldPersonalData(text) ? { comment: text } : {};
  return {
    name: 'Page Feedback Reason',
    properties: { helpful, reason: known ? (reason as FeedbackReason) : 'none', ...safeText, ...operation },
  };
}
