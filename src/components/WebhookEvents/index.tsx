import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import events from '@generated/api-reference/default/webhook-events.json';

/**
 * The table of webhook event types: each event's name, linked to its entry in the API reference,
 * and when it fires. It comes from the `webhooks` of the specs at build time (through a small module
 * the api-reference plugin writes), so the docs can't list an event the API doesn't send.
 */
export default function WebhookEvents(): ReactNode {
  if (!events.length) throw new Error('<WebhookEvents>: no spec in static/openapi/ has webhooks');
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Event type</th>
          <th scope="col">Fires when</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.name}>
            <td>
              <Link to={event.href}>
                <code>{event.name}</code>
              </Link>
              {event.deprecated && ' (deprecated)'}
            </td>
            <td>{event.firesWhen}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
