import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import build from '@generated/api-reference/default/build.json';
import deprecations from '@generated/api-reference/default/deprecations.json';
import { removal } from '../../../plugins/api-reference/lib/removal';
import type { DeprecationView } from '../../../plugins/api-reference/lib/types';

export interface DeprecationNoticeProps {
  /** Spec name of the API, as in `static/openapi/<api>.yaml`. */
  readonly api: string;
  /** A deprecated operation of that API; leave it out when the whole API is deprecated. */
  readonly operation?: string;
}

/**
 * The admonition, titled "Deprecated" with the removal date while that date is ahead at build time,
 * or "Removed" with the date it was removed once the date has passed. `data-deprecation-notice` (and
 * `data-operation`) tell the deprecated-links gate over the built pages which links the page has noticed.
 */
function Notice({
  subject,
  deprecation,
  api,
  operation,
}: DeprecationNoticeProps & { readonly subject: ReactNode; readonly deprecation: DeprecationView }): ReactNode {
  const { removed, date } = removal(deprecation.removalDate, new Date(build.builtAt));
  const when = <time dateTime={deprecation.removalDate}>{date}</time>;
  return (
    <div data-deprecation-notice={api} data-operation={operation}>
      <Admonition type="warning" title={removed ? 'Removed' : 'Deprecated'}>
        <p>
          {subject}
          {removed ? <> was removed on {when} and is no longer supported.</> : <> is deprecated. Removal date: {when}.</>} Use{' '}
          <Link to={deprecation.replacement.href}>{deprecation.replacement.label}</Link> instead.
        </p>
      </Admonition>
    </div>
  );
}

/**
 * "Deprecated" (or, past the removal date, "Removed") admonition for an API or one operation.
 * Everything it says (removal date, replacement) comes from the spec extensions at build time;
 * a name the specs do not mark as deprecated fails the build.
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
      <Notice
        subject={
          <>
            The <Link to={entry.route}>{entry.title}</Link>
          </>
        }
        deprecation={entry.api}
        api={api}
      />
    );
  }
  const op = entry.operations[operation];
  if (!op)
    throw new Error(`<DeprecationNotice api="${api}" operation="${operation}">: the spec does not mark this operation as deprecated`);
  return (
    <Notice
      subject={
        <>
          <Link to={`${entry.route}#operation/${operation}`}>
            <code>{operation}</code>
          </Link>{' '}
          ({op.summary}) in the {entry.title}
        </>
      }
      deprecation={op}
      api={api}
      operation={operation}
    />
  );
}
