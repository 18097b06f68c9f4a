import type { ReactNode } from 'react';
import type { TicketFields } from './fields';
import styles from './styles.module.css';

export const fieldLabels: Record<keyof TicketFields, string> = {
  name: 'Your name',
  email: 'Work email',
  company: 'Company',
  productArea: 'Product area',
  apiOrIntegration: 'API or integration',
  severity: 'Severity',
  subject: 'Subject',
  description: 'Description',
};

interface Props {
  readonly name: keyof TicketFields;
  readonly value: string;
  readonly error?: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'email';
  readonly autoComplete?: string;
  readonly options?: readonly string[];
  readonly multiline?: boolean;
  readonly optional?: boolean;
  readonly hint?: string;
}

/** One labelled control with its hint and error, wired for screen readers. */
export function Field({ name, value, error, onChange, type = 'text', autoComplete, options, multiline, optional, hint }: Props): ReactNode {
  const id = `ticket-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': optional ? undefined : true,
    className: styles.control,
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {fieldLabels[name]}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
      {options ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...common} rows={8} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}
