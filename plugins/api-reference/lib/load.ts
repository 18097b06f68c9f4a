/**
 * Bundles and lints one OpenAPI file with @redocly/openapi-core (the `recommended` rules unless a
 * redocly.yaml in the working directory says otherwise) and turns errors into one readable message
 * that names the file, the JSON pointer and the line of every problem.
 */
import path from 'node:path';
import { bundle, getLineColLocation, lint, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';

type Config = Awaited<ReturnType<typeof loadConfig>>;

export interface LoadedSpec {
  /** The bundled document: every external `$ref` pulled into `components`, local refs kept. */
  document: Record<string, unknown>;
  warnings: NormalizedProblem[];
}

export class OpenApiSpecError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly problems: readonly NormalizedProblem[],
  ) {
    super(message);
    this.name = 'OpenApiSpecError';
  }
}

let defaultConfig: Promise<Config> | undefined;

function problemFile(problem: NormalizedProblem, fallback: string, siteDir: string): string {
  const ref = problem.location[0]?.source?.absoluteRef;
  return ref ? path.relative(siteDir, ref) || ref : fallback;
}

/** One line per problem: `file#/json/pointer (line 12:5) [rule-id] message`. */
export function formatProblem(problem: NormalizedProblem, fallbackFile: string, siteDir: string): string {
  const location = problem.location[0];
  const file = problemFile(problem, fallbackFile, siteDir);
  const pointer = location?.pointer ?? '#/';
  let line = '';
  try {
    if (location) {
      const { start } = getLineColLocation(location);
      line = ` (line ${start.line}:${start.col})`;
    }
  } catch {
    // The pointer does not map to a node of the source (for example a missing key); keep the pointer only.
  }
  return `${file}${pointer}${line} [${problem.ruleId}] ${problem.message}`;
}

export function formatSpecErrors(file: string, errors: readonly NormalizedProblem[], siteDir: string): string {
  const count = `${errors.length} error${errors.length === 1 ? '' : 's'}`;
  return [
    `OpenAPI spec ${file} has ${count}; fix them before building the API reference:`,
    ...errors.map((p) => `  - ${formatProblem(p, file, siteDir)}`),
  ].join('\n');
}

export async function loadSpec(absolutePath: string, siteDir: string, config?: Config): Promise<LoadedSpec> {
  const file = path.relative(siteDir, absolutePath) || absolutePath;
  defaultConfig ??= loadConfig({});
  const cfg = config ?? (await defaultConfig);
  let problems: NormalizedProblem[];
  let bundled: Awaited<ReturnType<typeof bundle>>;
  try {
    problems = await lint({ ref: absolutePath, config: cfg });
    bundled = await bundle({ ref: absolutePath, config: cfg });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OpenApiSpecError(`OpenAPI spec ${file} could not be read: ${reason}`, file, []);
  }
  const all = [...problems, ...bundled.problems];
  const seen = new Set<string>();
  const unique = all.filter((p) => {
    const key = `${p.location[0]?.source?.absoluteRef}|${p.location[0]?.pointer}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const errors = unique.filter((p) => p.severity === 'error');
  if (errors.length) {
    throw new OpenApiSpecError(formatSpecErrors(file, errors, siteDir), file, errors);
  }
  const document = bundled.bundle.parsed as Record<string, unknown>;
  return { document, warnings: unique.filter((p) => p.severity === 'warn') };
}
