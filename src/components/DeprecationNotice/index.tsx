import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import deprecations from '@generated/api-reference/default/deprecations.json';
import type { DeprecationView } from '../../../plugins/api-reference/lib/deprecations';

export interface DeprecationNoticeProps {
  /** Spec name of the API, as in `static/openapi/<api>.yaml`. */
  readonly api: string;
  /** A deprecated operation of that API; leave it out when the whole API is deprecated. */
  readonly operation?: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function Removal({ deprecation }: { readonly deprecation: DeprecationView }): ReactNode {
  return (
    <>
      {' '}
      Removal date: <time dateTime={deprecation.removalDate}>{dateFormat.format(new Date(`${deprecation.removalDate}T00:00:00Z`))}</time>.
      Use <Link to={deprecation.replacement.href}>{deprecation.replacement.label}</Link> instead.
    </>
  );
}

/**
 * "Deprecated" admonition for an API or one operation. Everything it says (removal date,
 * replacement) comes from the spec extensions at build time; a name the specs do not mark as
 * deprecated fails the build.
 */
export default function DeprecationNotice({ api, operation }: DeprecationNoticeProps): ReactNode {
  const entry = deprecations[api];
  if (!entry) throw new Error(`<DeprecationNotice api="${api}">: there is no static/openapi/${api}.yaml`);
  if (operation === undefined) {
    if (!entry.api)
      throw new Error(
        `<DeprecationNotice api="${api}">: the spec has no x-removal-date and x-replacement in info, so the API is not deprecated`,
      );
    return (
      <Admonition type="warning" title="Deprecated">
        <p>
          The <Link to={entry.route}>{entry.title}</Link> is deprecated.
          <Removal deprecation={entry.api} />
        </p>
      </Admonition>
    );
  }
  const op = entry.operations[operation];
  if (!op)
    throw new Error(`<DeprecationNotice api="${api}" operation="${operation}">: the spec does not mark this operation as deprecated`);
  return (
    <Admonition type="warning" title="Deprecated">
      <p>
        <Link to={`${entry.route}#operation/${operation}`}>
          <code>{operation}</code>
        </Link>{' '}
        ({op.summary}) in the {entry.title} is deprecated.
        <Removal deprecation={op} />
      </p>
    </Admonition>
  );
}
