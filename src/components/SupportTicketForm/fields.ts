/** The support-ticket form: its fields, their options and the rules each value must meet. */
export interface TicketFields {
  name: string;
  email: string;
  company: string;
  productArea: string;
  apiOrIntegration: string;
  severity: string;
  subject: string;
  description: string;
}

export type TicketErrors = Partial<Record<keyof TicketFields, string>>;

export const emptyTicket: TicketFields = {
  name: '',
  email: '',
  company: '',
  productArea: '',
  apiOrIntegration: '',
  severity: '',
  subject: '',
  description: '',
};

export const productAreaOptions = [
  'Platform and Portal',
  'Accounting API',
  'Banking API',
  'Commerce API',
  'Bank Feeds',
  'Bill Pay',
  'Lending',
  'Spend Insights',
  'Sync for Commerce',
  'Sync for Expenses',
  'Sync for Payroll',
  'Link (auth flow)',
] as const;

export const severityOptions = [
  { value: 'critical', label: 'Critical', hint: 'Production is down for all your customers.' },
  { value: 'high', label: 'High', hint: 'A core feature fails for many customers.' },
  { value: 'normal', label: 'Normal', hint: 'Something is wrong for some customers or in sandbox.' },
  { value: 'low', label: 'Low', hint: 'A question or a request.' },
] as const;

/** Addresses from free mail providers are refused: tickets must come from a work domain. */
const freeMailDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'icloud.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
]);

export const DESCRIPTION_MIN = 30;
export const DESCRIPTION_MAX = 5000;
export const SUBJECT_MAX = 120;

export function validateTicket(values: TicketFields): TicketErrors {
  const errors: TicketErrors = {};
  if (!values.name.trim()) errors.name = 'Enter your name.';
  const email = values.email.trim();
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  if (!email) errors.email = 'Enter your work email address.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) errors.email = 'Enter an email address like name@company.com.';
  else if (freeMailDomains.has(domain)) errors.email = 'Use your work email address, not a personal one.';
  if (!values.company.trim()) errors.company = 'Enter your company name.';
  if (!productAreaOptions.some((option) => option === values.productArea)) errors.productArea = 'Choose the product area.';
  if (!severityOptions.some((option) => option.value === values.severity)) errors.severity = 'Choose how severe the problem is.';
  const subject = values.subject.trim();
  if (!subject) errors.subject = 'Enter a subject.';
  else if (subject.length > SUBJECT_MAX) errors.subject = `Keep the subject under ${SUBJECT_MAX} characters.`;
  const description = values.description.trim();
  if (description.length < DESCRIPTION_MIN)
    errors.description = `Describe the problem in at least ${DESCRIPTION_MIN} characters: what you did, what you expected and what happened.`;
  else if (description.length > DESCRIPTION_MAX) errors.description = `Keep the description under ${DESCRIPTION_MAX} characters.`;
  return errors;
}
