#!/usr/bin/env node
// Deadlines that have passed read in the past tense: a docs page (update posts are dated records and
// are not checked) that says "before 30 September 2025", "until October 31, 2026", "by 2025-09-30" or
// "no later than March 2026" about a date before today is flagged, naming `file:line`, so that the
// writer says what happened instead ("the rules were switched off on 30 September 2025").
// A phrase whose sentence is already in the past tense passes: one whose preposition follows a past
// participle ("connections made before 26 August 2025", "accounts created by …"), one whose sentence
// has `was`, `were`, `had` or `did`, and one that opens a sentence in the past ("Until October 2024,
// connections used …"). So does a comparison ("the date is before June 2022"). Fenced code blocks are
// not prose and are skipped.
// Usage: node scripts/checks/past-dates.mjs [--dir docs] [--today YYYY-MM-DD]. Exits 1 on any problem.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { markdownFiles } from '../../lib/markdown-files.mjs';
import { printProblems } from '../../lib/report/problems.mjs';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = `(${MONTHS.join('|')})`;
const DATE = [
  `(?<dmyDay>\\d{1,2})\\s+(?<dmyMonth>${MONTH})\\s+(?<dmyYear>\\d{4})`,
  `(?<mdyMonth>${MONTH})\\s+(?<mdyDay>\\d{1,2}),?\\s+(?<mdyYear>\\d{4})`,
  `(?<myMonth>${MONTH})\\s+(?<myYear>\\d{4})`,
  `(?<isoYear>\\d{4})-(?<isoMonth>\\d{2})-(?<isoDay>\\d{2})`,
].join('|');
const DEADLINE = new RegExp(
  `\\b(?<word>before|until|till|by|no\\s+later\\s+than|prior\\s+to)\\s+(?:the\\s+end\\s+of\\s+)?(?:${DATE})\\b`,
  'gi',
);
/** Irregular past participles that end a noun phrase such as "connections made before …". */
const PARTICIPLES = new Set([
  'made',
  'built',
  'sent',
  'paid',
  'set',
  'written',
  'begun',
  'run',
  'held',
  'issued',
  'done',
  'given',
  'taken',
]);
const PAST_SENTENCE = /\b(?:was|were|had|did)\b/i;

/** The UTC date a match names; a month without a day stands for its last day. */
function dateOf(groups) {
  const month = (name) => MONTHS.indexOf(name.toLowerCase());
  if (groups.dmyYear) return Date.UTC(Number(groups.dmyYear), month(groups.dmyMonth), Number(groups.dmyDay));
  if (groups.mdyYear) return Date.UTC(Number(groups.mdyYear), month(groups.mdyMonth), Number(groups.mdyDay));
  if (groups.myYear) return Date.UTC(Number(groups.myYear), month(groups.myMonth) + 1, 0);
  return Date.UTC(Number(groups.isoYear), Number(groups.isoMonth) - 1, Number(groups.isoDay));
}

/** The source with fenced code blocks blanked out, line breaks kept so that line numbers still match. */
function withoutCodeFences(source) {
  return source.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ''));
}

/** The bounds of the sentence around `index`: from the last sentence end or blank line before it to the next after it. */
function sentenceAround(text, index) {
  const start = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('\n\n', index), 0);
  const ends = ['. ', '.\n', '\n\n'].map((end) => text.indexOf(end, index)).filter((i) => i >= 0);
  return { start, end: ends.length ? Math.min(...ends) : text.length };
}

/** Forms of "to be" before the preposition make a comparison, not a deadline: "the date is before June 2022". */
const COMPARISON = new Set(['is', 'are', 'be']);
/** A verb in the past tense, for a sentence that opens with its date: "Until October 2024, connections used …". */
const PAST_VERB = /\b(?:was|were|had|did|\w{2,}ed)\b/i;

/** Whether the phrase at `index` (of `length` characters) already reads as the past, or is no deadline. */
function pastTense(text, index, length) {
  const before = /(\w+)\s+$/.exec(text.slice(Math.max(0, index - 40), index))?.[1]?.toLowerCase() ?? '';
  if (before.endsWith('ed') || PARTICIPLES.has(before) || COMPARISON.has(before)) return true;
  const { start, end } = sentenceAround(text, index);
  if (PAST_SENTENCE.test(text.slice(start, end))) return true;
  const opensSentence = /^[\s.]*(?:[-*]|\d+\.)?\s*$/.test(text.slice(start, index));
  return opensSentence && PAST_VERB.test(text.slice(index + length, end));
}

/**
 * Problems of one page: `{ line, problem }` for each deadline phrase whose date is before `today`
 * (a `Date`; only its UTC calendar day counts).
 * @param {string} source @param {Date} today
 */
export function checkPage(source, today) {
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const text = withoutCodeFences(source);
  /** @type {{ line: number, problem: string }[]} */
  const problems = [];
  for (const match of text.matchAll(DEADLINE)) {
    if (!match.groups || dateOf(match.groups) >= todayUtc || pastTense(text, match.index, match[0].length)) continue;
    const phrase = match[0].replace(/\s+/g, ' ');
    problems.push({
      line: text.slice(0, match.index).split('\n').length,
      problem: `"${phrase}" is a deadline that has passed; say what happened, in the past tense`,
    });
  }
  return problems;
}

/**
 * `{ file, line, problem }` of every page under `dirs`.
 * @param {{ dirs: string[], today: Date }} options
 */
export function checkPastDates({ dirs, today }) {
  return dirs.flatMap((dir) =>
    markdownFiles(dir).flatMap((file) => checkPage(fs.readFileSync(file, 'utf8'), today).map((p) => ({ file, ...p }))),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', multiple: true, default: ['docs'] }, today: { type: 'string' } },
  });
  const today = values.today ? new Date(`${values.today}T00:00:00Z`) : new Date();
  if (Number.isNaN(today.getTime())) throw new Error(`--today ${values.today} is not a YYYY-MM-DD date`);
  const problems = checkPastDates({ dirs: values.dir, today });
  printProblems(
    problems.map(({ file, line, problem }) => ({ file, line, message: problem })),
    { title: 'past dates' },
  );
  if (problems.length) {
    console.error(`\n${problems.length} deadlines on ${new Set(problems.map((p) => p.file)).size} pages have passed.`);
    process.exit(1);
  }
  console.log(`No docs page states a deadline before ${today.toISOString().slice(0, 10)} as still to come.`);
}
