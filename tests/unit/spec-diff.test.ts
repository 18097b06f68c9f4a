import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SpecFiles, workingTreeReader } from '../../lib/openapi/spec-files.mjs';
import { checkSpecChanges } from '../../lib/openapi/spec-gate.mjs';

const fixtures = path.resolve(__dirname, '../fixtures/spec-diff');
const SPEC = 'static/openapi/widgets.yaml';
const baseText = fs.readFileSync(path.join(fixtures, 'base', SPEC), 'utf8');
const post = {
  file: 'updates/261201-widget-colour-removal.mdx',
  text: fs.readFileSync(path.join(fixtures, 'updates/261201-widget-colour-removal.mdx'), 'utf8'),
};

/** The fixture files, with `widgets.yaml` replaced by `text`. */
function side(text: string) {
  const read = workingTreeReader(path.join(fixtures, 'base'));
  return new SpecFiles((file: string) => (file === SPEC ? text : read(file)));
}

/** `text` with `from` replaced by `to`; fails when `from` is not there, so a fixture edit cannot silently miss. */
function edit(text: string, from: string, to: string): string {
  expect(text).toContain(from);
  return text.replace(from, to);
}

function check(base: string, head: string, posts = [post]) {
  return checkSpecChanges({ files: [SPEC], base: side(base), head: side(head), posts, baseLabel: 'main' });
}

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;
const colour = '        colour:\n          type: string\n';
const deprecatedColour = "        colour:\n          type: string\n          deprecated: true\n          x-removal-date: '2026-12-01'\n";

describe('spec changes checked against main', () => {
  it('finds no change between a spec and itself', () => {
    const result = check(baseText, baseText);
    expect(result.changes).toEqual([]);
    expect(result.problems).toEqual([]);
  });

  it('fails a removed field, at its line in the base version', () => {
    const { problems } = check(baseText, edit(baseText, colour, ''));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: SPEC, line: lineOf(baseText, 'colour:') });
    expect(problems[0].message).toContain('removed field `results[].colour` in the response 200 of GET /widgets, list-widgets');
    expect(problems[0].message).toContain("(line of main's version)");
    expect(problems[0].message).toContain('mark it `deprecated: true` with `x-removal-date`');
  });

  it('passes the same removal once the field is deprecated with x-removal-date and a post names it', () => {
    const deprecated = edit(baseText, colour, deprecatedColour);
    const { problems, accepted } = check(deprecated, edit(baseText, colour, ''));
    expect(problems).toEqual([]);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toContain('removed field `results[].colour`');
    expect(accepted[0]).toContain('deprecated, removal 2026-12-01, named in updates/261201-widget-colour-removal.mdx');
  });

  it('still fails a deprecated field that no post names', () => {
    const { problems } = check(edit(baseText, colour, deprecatedColour), edit(baseText, colour, ''), []);
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toContain('it is deprecated (removal 2026-12-01) but no update post in updates/ names `colour`');
  });

  it('fails a removed operation', () => {
    const head = baseText.replace(/ {2}\/widgets\/\{widgetId\}:\n[\s\S]*?(?=components:)/, '');
    expect(head).not.toContain('get-widget');
    const { problems } = check(baseText, head);
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringContaining('breaking change: removed operation get-widget')]);
    expect(problems[0].line).toBe(lineOf(baseText, '/widgets/{widgetId}:') + 1);
  });

  it('fails a newly required query parameter, at its line in the head', () => {
    const head = edit(baseText, '          in: query\n          required: false', '          in: query\n          required: true');
    const { problems } = check(baseText, head);
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toContain('required parameter `status` in the query parameter of GET /widgets, list-widgets: now required');
    expect(problems[0].line).toBe(lineOf(head, 'name: status'));
  });

  it('fails a narrowed enum and lists a widened one', () => {
    const narrowed = check(baseText, edit(baseText, 'enum: [Active, Archived, Draft]', 'enum: [Active, Archived]'));
    expect(narrowed.problems.map((problem) => problem.message)).toEqual([expect.stringContaining('narrowed enum of `status`')]);
    expect(narrowed.problems[0].message).toContain('Draft no longer allowed');
    const widened = check(baseText, edit(baseText, 'enum: [Active, Archived, Draft]', 'enum: [Active, Archived, Draft, Deleted]'));
    expect(widened.problems).toEqual([]);
    expect(widened.listed).toEqual([
      expect.stringContaining('widened enum of `status` in the query parameter of GET /widgets, list-widgets: adds Deleted'),
    ]);
  });

  it('fails a retyped field and a newly required request field', () => {
    const retyped = check(
      baseText,
      edit(
        baseText,
        '        size:\n          type: integer\n    WidgetRequest',
        '        size:\n          type: string\n    WidgetRequest',
      ),
    );
    expect(retyped.problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('retyped field `results[].size` in the response 200 of GET /widgets, list-widgets'),
    ]);
    expect(retyped.problems[0].message).toContain('integer → string');
    const required = check(baseText, edit(baseText, 'required: [name]', 'required: [name, size]'));
    expect(required.problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('required field `size` in the request body of POST /widgets, create-widget'),
    ]);
  });

  it('lists an added operation and an added field without failing', () => {
    const head = edit(
      edit(baseText, colour, `${colour}        weight:\n          type: number\n`),
      'components:\n',
      `    delete:\n      operationId: delete-widget\n      summary: Delete widget\n      responses:\n        '204':\n          description: Deleted.\ncomponents:\n`,
    );
    const { problems, listed } = check(baseText, head);
    expect(problems).toEqual([]);
    expect(listed).toEqual(
      expect.arrayContaining([
        `${SPEC}:${lineOf(head, 'delete:')}: added operation delete-widget`,
        expect.stringContaining('added field `results[].weight` in the response 200 of GET /widgets, list-widgets'),
      ]),
    );
  });
});

describe('scripts/checks/spec-diff.mjs', () => {
  const script = path.resolve(__dirname, '../../scripts/checks/spec-diff.mjs');
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

  it('skips with a one-line notice in a clone without the base revision', () => {
    const result = run('--base', 'no-such-revision');
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe('Spec diff: skipped, this clone has no no-such-revision to compare with (pass --base <rev>).');
  });

  it('compares every spec with the given revision and prints its tally', () => {
    const result = run('--base', 'HEAD');
    expect(result.stdout).toMatch(/^Spec diff against HEAD \([0-9a-f]{9}\): \d+ specs, /m);
  }, 60_000);
});
