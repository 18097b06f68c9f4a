import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPage, checkPastDates } from '../../scripts/checks/past-dates.mjs';

const fixtures = path.resolve(__dirname, '../fixtures/checks/past-dates');

function findings(today: string): string[] {
  return checkPastDates({ dirs: [path.join(fixtures, 'docs')], today: new Date(`${today}T12:00:00Z`) }).map(
    ({ file, line, problem }) => `${path.relative(fixtures, file)}:${line}: ${problem}`,
  );
}

describe('past-date check on fixtures', () => {
  it('flags every deadline before the injected day, in each date format, naming file and line', () => {
    expect(findings('2026-11-26')).toEqual([
      'docs/deadlines.md:3: "before 30 September 2025" is a deadline that has passed; say what happened, in the past tense',
      'docs/deadlines.md:6: "by 2025-09-30" is a deadline that has passed; say what happened, in the past tense',
      'docs/deadlines.md:6: "until October 31, 2026" is a deadline that has passed; say what happened, in the past tense',
      'docs/deadlines.md:9: "no later than June 2026" is a deadline that has passed; say what happened, in the past tense',
      'docs/deadlines.md:15: "Until 30 June 2026" is a deadline that has passed; say what happened, in the past tense',
    ]);
  });

  it('moves with the clock: nothing has passed on an earlier day, more has on a later one', () => {
    expect(findings('2025-09-30')).toEqual([]);
    expect(findings('2027-04-01').map((f) => f.split(': ')[1])).toContain(
      '"until March 2027" is a deadline that has passed; say what happened, in the past tense',
    );
  });

  it('passes past-tense sentences and code blocks', () => {
    expect(findings('2030-01-01').filter((f) => !f.startsWith('docs/deadlines.md'))).toEqual([]);
    expect(findings('2030-01-01').some((f) => f.includes('1 January 2020'))).toBe(false);
  });

  it('counts a month without a day as its last day', () => {
    const source = 'Apply until March 2026.';
    expect(checkPage(source, new Date('2026-03-31T23:00:00Z'))).toEqual([]);
    expect(checkPage(source, new Date('2026-04-01T00:00:00Z'))).toHaveLength(1);
  });
});
