import type { TicketFields } from './fields';

export type SubmitResult = { ok: true; reference: string | null } | { ok: false; message: string };

/** Posts a ticket as JSON; never throws: network and server failures come back as messages. */
export async function submitTicket(endpoint: string, ticket: TicketFields, pageUrl: string): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...ticket, source: pageUrl }),
    });
  } catch {
    return { ok: false, message: 'We could not reach the support service. Check your connection and send again; your answers are kept.' };
  }
  if (!response.ok) {
    return {
      ok: false,
      message: `The support service answered with an error (HTTP ${response.status}). Send again in a minute; your answers are kept.`,
    };
  }
  const body: unknown = await response.json().catch(() => null);
  const reference = body && typeof body === 'object' && 'reference' in body && typeof body.reference === 'string' ? body.reference : null;
  return { ok: true, reference };
}
