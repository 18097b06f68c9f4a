/**
 * "Was this page helpful?" at the foot of a doc page or an API operation: yes or no, then an optional
 * reason and comment. Each answer goes to analytics as a DOM event (src/analytics/feedback.ts), so
 * nothing is sent when analytics is off. A comment that may hold an email address or a key is never
 * sent: the reader is asked to remove it.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  COMMENT_MAX_LENGTH,
  FEEDBACK_REASONS,
  mayHoldPersonalData,
  PAGE_FEEDBACK_EVENT,
  type FeedbackReason,
  type PageFeedbackDetail,
} from '../../analytics/feedback';
import styles from './styles.module.css';

const REASON_LABELS: Record<FeedbackReason, string> = {
  'solved-my-problem': 'It solved my problem',
  'easy-to-follow': 'It was easy to follow',
  'examples-helped': 'The examples helped',
  'missing-information': 'Information I needed is missing',
  'hard-to-follow': 'It is hard to follow',
  incorrect: 'Something is wrong or out of date',
  'examples-failed': 'An example did not work',
};

function report(detail: PageFeedbackDetail): void {
  window.dispatchEvent(new CustomEvent<PageFeedbackDetail>(PAGE_FEEDBACK_EVENT, { detail }));
}

interface Props {
  /** The question, when it is about something other than the page. */
  readonly question?: string;
  /** The API operation the answer is about. */
  readonly operationId?: string;
}

export default function PageFeedback({ question = 'Was this page helpful?', operationId }: Props): ReactNode {
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [done, setDone] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  const vote = (answer: boolean) => {
    report({ kind: 'vote', helpful: answer, operationId });
    setHelpful(answer);
    // The buttons are gone: keyboard focus moves on to the optional reason.
    requestAnimationFrame(() => form.current?.querySelector('input')?.focus());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const comment = String(data.get('comment') ?? '').trim();
    if (mayHoldPersonalData(comment)) {
      setBlocked(true);
      return;
    }
    const reason = data.get('reason');
    if (reason || comment)
      report({ kind: 'reason', helpful: helpful!, reason: (reason as FeedbackReason | null) ?? null, comment, operationId });
    setDone(true);
    requestAnimationFrame(() => status.current?.focus());
  };

  const thanks = done ? 'Thank you for your feedback.' : helpful !== null ? 'Thank you. You can tell us more below.' : '';

  return (
    <div className={styles.feedback} data-search-ignore="" data-pagefind-ignore="all">
      {helpful === null && (
        <fieldset className={styles.question}>
          <legend className={styles.legend}>{question}</legend>
          <button type="button" className={styles.button} onClick={() => vote(true)}>
            Yes
          </button>
          <button type="button" className={styles.button} onClick={() => vote(false)}>
            No
          </button>
        </fieldset>
      )}
      <p ref={status} className={styles.status} role="status" tabIndex={-1}>
        {thanks}
      </p>
      {helpful !== null && !done && (
        <form ref={form} className={styles.reason} onSubmit={submit}>
          <fieldset>
            <legend className={styles.legend}>{helpful ? 'What helped you? (optional)' : 'What went wrong? (optional)'}</legend>
            {FEEDBACK_REASONS[helpful ? 'yes' : 'no'].map((reason) => (
              <label key={reason} className={styles.choice}>
                <input type="radio" name="reason" value={reason} /> {REASON_LABELS[reason]}
              </label>
            ))}
          </fieldset>
          <label className={styles.commentLabel} htmlFor={`${id}-comment`}>
            Anything else? (optional)
          </label>
          <textarea
            id={`${id}-comment`}
            name="comment"
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            className={styles.comment}
            aria-describedby={`${id}-hint`}
            aria-invalid={blocked}
            onChange={() => setBlocked(false)}
          />
          <p id={`${id}-hint`} className={blocked ? styles.error : styles.hint} role={blocked ? 'alert' : undefined}>
            {blocked
              ? 'Remove the email address or key from your comment: we never send those.'
              : `Up to ${COMMENT_MAX_LENGTH} characters. Leave out email addresses and keys.`}
          </p>
          <button type="submit" className={styles.button}>
            Send
          </button>
        </form>
      )}
    </div>
  );
}
