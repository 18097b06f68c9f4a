import { describe, expect, it } from 'vitest';
import { withoutQuestionFrame } from '../../src/search/questionFrame';

describe('the frame of a question', () => {
  it('drops a verb of knowing after the opener, with the if, whether, when or that after it', () => {
    expect(withoutQuestionFrame('how do i tell if repayments are affordable')).toBe('how do i repayments are affordable');
    expect(withoutQuestionFrame('How can we know when data is ready to read')).toBe('How can we data is ready to read');
    expect(withoutQuestionFrame('how do i know a spend report finished')).toBe('how do i a spend report finished');
    expect(withoutQuestionFrame('can i find out whether a sync failed')).toBe('can i a sync failed');
  });

  it('drops a verb of checking only before if, whether or that', () => {
    expect(withoutQuestionFrame('how do i check if a write succeeded')).toBe('how do i a write succeeded');
    expect(withoutQuestionFrame('how do i verify webhook signatures')).toBe('how do i verify webhook signatures');
    expect(withoutQuestionFrame('how do i check the sync status')).toBe('how do i check the sync status');
  });

  it('leaves other queries, and a frame with nothing after it, as typed', () => {
    expect(withoutQuestionFrame('tell if invoice paid')).toBe('tell if invoice paid');
    expect(withoutQuestionFrame('why do i see duplicate invoices')).toBe('why do i see duplicate invoices');
    expect(withoutQuestionFrame('how do i know if')).toBe('how do i know if');
  });
});
