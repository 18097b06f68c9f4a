/**
 * The languages of the request samples, in tab order. Both the build (lib/samples.ts) and the page
 * (theme/ApiReferenceCodeSamples) read this list, so it imports nothing.
 *
 * `value` is the tab value under `groupId="language"`, which the reference shares with the language
 * tabs of the docs (`curl`, `typescript`, `python`, `csharp`): choosing Python on one page selects
 * it on the other. The fetch sample keeps the docs' `typescript` value, as the docs' TypeScript
 * samples are the same fetch calls; a value the docs do not have (Go, say) leaves a docs page on
 * its default tab and stays stored for the next reference page.
 */
export const SAMPLE_LANGUAGES = [
  { value: 'curl', label: 'cURL', prism: 'bash' },
  { value: 'typescript', label: 'JavaScript', prism: 'js' },
  { value: 'node', label: 'Node.js', prism: 'js' },
  { value: 'python', label: 'Python', prism: 'python' },
  { value: 'go', label: 'Go', prism: 'go' },
  { value: 'java', label: 'Java', prism: 'java' },
  { value: 'csharp', label: 'C#', prism: 'csharp' },
  { value: 'ruby', label: 'Ruby', prism: 'ruby' },
  { value: 'php', label: 'PHP', prism: 'php' },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['value'];

/** The language every page renders in its HTML; the others load when a reader picks one. */
export const DEFAULT_SAMPLE_LANGUAGE = 'curl' satisfies SampleLanguage;

export type LazySampleLanguage = Exclude<SampleLanguage, typeof DEFAULT_SAMPLE_LANGUAGE>;

/** The samples of one API in the languages that load on demand: operationId → language → code. */
export type LazySamples = Record<string, Partial<Record<LazySampleLanguage, string>>>;
