/**
 * Relaxation of a query whose words no page holds all together, as Typesense's
 * `drop_tokens_threshold` and Algolia's `removeWordsIfNoResults` do: each word readers use for a
 * docs term is replaced by that term (`vendor` → `supplier`, `remove` → `delete`), and a word the
 * full text does not know is dropped; when that changes nothing, the last word is dropped
 * (Typesense's default `right_to_left`).
 */

/** The relaxed words of `terms`, or null when nothing can be relaxed (one word, or none left). */
export async function relaxTerms(
  terms: readonly string[],
  isKnown: (term: string) => Promise<boolean>,
  docsTermFor: (term: string) => readonly string[] | null,
): Promise<string[] | null> {
  if (terms.length < 2) return null;
  const known = await Promise.all(terms.map(isKnown));
  const relaxed = terms.flatMap((term, i) => docsTermFor(term) ?? (known[i] ? [term] : []));
  const changed = relaxed.join(' ') !== terms.join(' ');
  const result = changed ? relaxed : terms.slice(0, -1);
  return result.length ? result : null;
}
