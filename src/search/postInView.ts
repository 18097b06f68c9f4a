/**
 * Result-type diversity for the changelog, as operationInView.ts gives it to API operations. A query
 * that asks about the changelog (intent.ts: a launch, an end-of-life date, when something happened)
 * is answered by an update post, but the docs pages on the same topic hold more of its words, so
 * they can fill the first screen: `when did bill pay launch` finds three Bill Pay guides before the
 * launch post. When the first three results hold no post, the best-ranked post takes the last of
 * them, the place an operation takes: the docs keep the first two, and the reader sees the
 * announcement beside them.
 */
import { isPostKey } from './fusion';
import type { QueryIntent } from './navIndex';
import { OPERATION_PLACE, placedInView } from './operationInView';

/** `ranked` with its best post moved to `OPERATION_PLACE`, for a changelog query with no post above it. */
export function withPostInView<F extends { readonly key: string }>(ranked: readonly F[], intent: QueryIntent): F[] {
  if (!intent.changelog || ranked.slice(0, OPERATION_PLACE + 1).some((item) => isPostKey(item.key))) return [...ranked];
  const post = ranked.find((item) => isPostKey(item.key));
  return post ? placedInView(ranked, post) : [...ranked];
}
