import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { emptyTicket, productAreaOptions, severityOptions, validateTicket, type TicketErrors, type TicketFields } from './fields';
import { submitTicket, type SubmitResult } from './submit';
import { Field, fieldLabels } from './Field';
import styles from './styles.module.css';

const DRAFT_KEY = 'support-ticket-draft';

function readDraft(): TicketFields {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return emptyTicket;
    const draft = { ...emptyTicket };
    for (const key of Object.keys(emptyTicket) as (keyof TicketFields)[]) {
      const value = (saved as Record<string, unknown>)[key];
      if (typeof value === 'string') draft[key] = value;
    }
    return draft;
  } catch {
    return emptyTicket;
  }
}

/** The support-ticket form: validates on submit, keeps a draft for the session, never loses input. */
export default function SupportTicketForm(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const endpoint = String(siteConfig.customFields?.supportTicketEndpoint ?? '');
  const [values, setValues] = useState<TicketFields>(emptyTicket);
  const [errors, setErrors] = useState<TicketErrors>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => setValues(readDraft()), []);
  useEffect(() => {
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    } catch {
      // Storage can be full or blocked; the form works without a draft.
    }
  }, [values]);

  const update = (key: keyof TicketFields) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateTicket(values);
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSending(true);
    const outcome = await submitTicket(endpoint, values, window.location.href);
    setSending(false);
    setResult(outcome);
    if (outcome.ok) {
      sessionStorage.removeItem(DRAFT_KEY);
      setValues(emptyTicket);
    }
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  const errorEntries = Object.entries(errors) as [keyof TicketFields, string][];
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-describedby="ticket-required-note"
      data-analytics-form="support-ticket"
    >
      <div ref={summaryRef} tabIndex={-1} className={styles.summary} aria-live="polite">
        {errorEntries.length > 0 && (
          <div className={styles.errorSummary} role="alert">
            <p>Fix {errorEntries.length === 1 ? 'this problem' : `these ${errorEntries.length} problems`} before sending:</p>
            <ul>
              {errorEntries.map(([key, message]) => (
                <li key={key}>
                  <a href={`#ticket-${key}`}>
                    {fieldLabels[key]}: {message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {result?.ok === true && (
          <div className={styles.success} role="status">
            <p>
              <strong>Ticket sent.</strong> {result.reference ? `Your reference is ${result.reference}. ` : ''}We reply by email within one
              business day, sooner for critical issues.
            </p>
          </div>
        )}
        {result?.ok === false && (
          <div className={styles.errorSummary} role="alert">
            <p>{result.message}</p>
          </div>
        )}
      </div>
      <p id="ticket-required-note" className={styles.note}>
        All fields are required unless marked optional.
      </p>
      <div className={styles.row}>
        <Field name="name" value={values.name} error={errors.name} onChange={update('name')} autoComplete="name" />
        <Field name="email" type="email" value={values.email} error={errors.email} onChange={update('email')} autoComplete="email" />
      </div>
      <div className={styles.row}>
        <Field name="company" value={values.company} error={errors.company} onChange={update('company')} autoComplete="organization" />
        <Field
          name="productArea"
          value={values.productArea}
          error={errors.productArea}
          onChange={update('productArea')}
          options={productAreaOptions}
        />
      </div>
      <Field
        name="apiOrIntegration"
        value={values.apiOrIntegration}
        error={errors.apiOrIntegration}
        onChange={update('apiOrIntegration')}
        optional
        hint="For example: Accounting API list-invoices, or Xero."
      />
      <fieldset className={styles.severity} aria-describedby={errors.severity ? 'ticket-severity-error' : undefined} id="ticket-severity">
        <legend>Severity</legend>
        {errors.severity && (
          <p id="ticket-severity-error" className={styles.fieldError}>
            {errors.severity}
          </p>
        )}
        {severityOptions.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input
              type="radio"
              name="severity"
              value={option.value}
              checked={values.severity === option.value}
              onChange={() => update('severity')(option.value)}
            />
            <span>
              <strong>{option.label}</strong> — {option.hint}
            </span>
          </label>
        ))}
      </fieldset>
      <Field name="subject" value={values.subject} error={errors.subject} onChange={update('subject')} />
      <Field
        name="description"
        value={values.description}
        error={errors.description}
        onChange={update('description')}
        multiline
        hint="Include the company id, the correlationId from the error body, and when it happened (UTC)."
      />
      <button type="submit" className="button button--primary button--lg" disabled={sending}>
        {sending ? 'Sending…' : 'Send ticket'}
      </button>
    </form>
  );
}
