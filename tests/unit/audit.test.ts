import { describe, expect, it } from 'vitest';
import { advisoriesOf, advisoryId, exceptionProblems, judge } from '../../scripts/audit.mjs';

/** The shape of `npm audit --json` (report version 2), cut down to what the judge reads. */
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'parse-thing': {
      name: 'parse-thing',
      severity: 'high',
      via: [
        {
          source: 1101,
          name: 'parse-thing',
          title: 'Prototype pollution',
          url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
          severity: 'high',
          range: '<2.1.0',
        },
      ],
    },
    'uses-parse-thing': { name: 'uses-parse-thing', severity: 'high', via: ['parse-thing'] },
    'old-markdown': {
      name: 'old-markdown',
      severity: 'critical',
      via: [
        {
          source: 1102,
          name: 'old-markdown',
          title: 'ReDoS in emphasis',
          url: 'https://github.com/advisories/GHSA-dddd-eeee-ffff',
          severity: 'critical',
          range: '<4.0.0',
        },
      ],
    },
    'tiny-log': {
      name: 'tiny-log',
      severity: 'moderate',
      via: [
        {
          source: 1103,
          name: 'tiny-log',
          title: 'Log injection',
          url: 'https://github.com/advisories/GHSA-gggg-hhhh-iiii',
          severity: 'moderate',
          range: '*',
        },
      ],
    },
  },
  metadata: { vulnerabilities: { critical: 1, high: 2, moderate: 1 }, dependencies: { prod: 412 } },
};

const today = new Date('2026-11-23T12:00:00Z');
const reason = 'Only the build reads it, on files from this repository; no page passes user input to it.';

describe('npm audit gate', () => {
  it('reads one advisory per package from the report, skipping effects of other packages', () => {
    expect(advisoriesOf(report).map((a) => `${a.id} ${a.package} ${a.severity}`)).toEqual([
      'GHSA-AAAA-BBBB-CCCC parse-thing high',
      'GHSA-DDDD-EEEE-FFFF old-markdown critical',
      'GHSA-GGGG-HHHH-IIII tiny-log moderate',
    ]);
    expect(advisoryId('https://github.com/advisories/ghsa-aaaa-bbbb-cccc')).toBe('GHSA-AAAA-BBBB-CCCC');
  });

  it('blocks every high or critical advisory the exceptions do not list', () => {
    const result = judge(report, { exceptions: [] }, today);
    expect(result.blocking.map((a) => a.package)).toEqual(['parse-thing', 'old-markdown']);
    expect(result.problems).toEqual([]);
  });

  it('lets a listed advisory pass and reports exceptions that match nothing', () => {
    const exceptions = [
      { advisory: 'GHSA-dddd-eeee-ffff', package: 'old-markdown', reason, expires: '2027-02-01' },
      { advisory: 'GHSA-zzzz-yyyy-xxxx', package: 'gone', reason, expires: '2027-02-01' },
    ];
    const result = judge(report, { exceptions }, today);
    expect(result.blocking.map((a) => a.package)).toEqual(['parse-thing']);
    expect(result.excepted.map((a) => a.package)).toEqual(['old-markdown']);
    expect(result.unused.map((entry: { package: string }) => entry.package)).toEqual(['gone']);
  });

  it('refuses exceptions without an id, a package, a real reason or a future expiry date', () => {
    expect(
      exceptionProblems(
        {
          exceptions: [
            { advisory: 'CVE-2024-1', package: 'x', reason, expires: '2027-01-01' },
            { advisory: 'GHSA-aaaa-bbbb-cccc', package: '', reason: 'not used', expires: 'soon' },
            { advisory: 'GHSA-aaaa-bbbb-cccc', package: 'parse-thing', reason, expires: '2026-11-01' },
          ],
        },
        today,
      ),
    ).toEqual([
      'exception 1 (CVE-2024-1): "advisory" must be a GHSA id',
      'exception 2 (GHSA-aaaa-bbbb-cccc): "package" is missing',
      'exception 2 (GHSA-aaaa-bbbb-cccc): "reason" must say why the advisory is not reachable',
      'exception 2 (GHSA-aaaa-bbbb-cccc): "expires" must be a date (YYYY-MM-DD)',
      'exception 3 (GHSA-aaaa-bbbb-cccc): expired on 2026-11-01; look at it again',
    ]);
    expect(exceptionProblems({}, today)).toEqual(['audit-exceptions.json needs an "exceptions" array']);
  });
});
