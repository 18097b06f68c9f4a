/**
 * The frame of a question about whether something holds: `how do i tell if repayments are
 * affordable` asks about affordable repayments, and `tell if` names no topic. Right after `how do
 * i` or `can we`, a verb of knowing (`tell`, `know`, `see`, `find out`) and the `if`, `whether`,
 * `when` or `that` after it go, as does a verb of checking when an `if`, `whether` or `that`
 * follows (`check if a write succeeded`; `verify webhook signatures` keeps its verb). The full
 * text is then not asked for words no page is about, and relaxation does not drop the topic's last
 * word to make room for them.
 */
const OPENER = String.raw`^(\s*(?:how|can|could)\s+(?:(?:do|can|could|would|should|will)\s+)?(?:i|we|you)\s+)`;
const KNOWING = String.raw`(?:tell|know|see|find out)\s+(?:(?:if|whether|when|that)\s+)?`;
const CHECKING = String.raw`(?:check|confirm|verify|make sure)\s+(?:if|whether|that)\s+`;
/** Something must follow the frame, and not only its conjunction (`how do i know if` stays as typed). */
const TOPIC_FOLLOWS = String.raw`(?!(?:if|whether|when|that)\s*$)(?=\S)`;
const FRAME = new RegExp(`${OPENER}(?:${KNOWING}|${CHECKING})${TOPIC_FOLLOWS}`, 'i');

/** `query` without the frame of its question: `how do i tell if repayments are affordable` → `how do i repayments are affordable`. */
export function withoutQuestionFrame(query: string): string {
  return query.replace(FRAME, '$1');
}
