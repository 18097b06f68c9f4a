import { describe, expect, it } from 'vitest';
import { lineChart, ticks } from '../../lib/perf/svgChart.mjs';
import { buildPhases, keepScaleSection, replaceScaleSection } from '../../lib/perf/scaleReport.mjs';

describe('ticks', () => {
  it('covers the maximum with round steps from zero', () => {
    expect(ticks(239)).toEqual([0, 50, 100, 150, 200, 250]);
    expect(ticks(1710)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(ticks(0)).toEqual([0, 1]);
  });
});

describe('lineChart', () => {
  const svg = lineChart({
    title: 'JS <gzip> & routes',
    xLabel: 'routes',
    yLabel: 'kB',
    series: [
      {
        name: 'doc page',
        points: [
          [0, 0],
          [1000, 100],
          [2000, 200],
        ],
      },
    ],
    limit: { value: 150, label: 'budget' },
  });

  it('draws each point on linear axes scaled to the last tick', () => {
    // Plot area: x 70…490 for 0…2000 routes, y 310…40 for 0…200 kB.
    expect(svg).toContain('points="70,310 280,175 490,40"');
    expect(svg).toContain('<circle cx="280" cy="175" r="3"');
  });

  it('draws the limit as a dashed line at its value and escapes text', () => {
    expect(svg).toMatch(/<line x1="70" x2="490" y1="107.5" y2="107.5" stroke="#57606a" stroke-dasharray="6 4"\/>/);
    expect(svg).toContain('<title>JS &lt;gzip&gt; &amp; routes</title>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });
});

describe('scale section of perf/report.md', () => {
  it('appends the section once, then replaces it in place', () => {
    const once = replaceScaleSection('# Report\n\n## Build\n', '## Scale\n\nfirst');
    expect(once).toBe('# Report\n\n## Build\n\n<!-- scale:start -->\n## Scale\n\nfirst\n<!-- scale:end -->\n');
    const twice = replaceScaleSection(`${once}\n## After\n`, '## Scale\n\nsecond');
    expect(twice).toBe('# Report\n\n## Build\n\n<!-- scale:start -->\n## Scale\n\nsecond\n<!-- scale:end -->\n\n## After\n');
  });

  it('keeps the section of the previous report when `npm run perf` writes a new one', () => {
    const previous = replaceScaleSection('# Old\n', '## Scale\n\nfigures');
    expect(keepScaleSection(previous, '# New\n')).toBe('# New\n\n<!-- scale:start -->\n## Scale\n\nfigures\n<!-- scale:end -->\n');
    expect(keepScaleSection('# Old without a scale section\n', '# New\n')).toBe('# New\n');
  });
});

describe('buildPhases', () => {
  it('reads the phases of 1 s or more from Docusaurus perf lines', () => {
    const lines = [
      '[PERF] Build > en > Load site - 8.42 seconds! - (Heap 120mb -> 300mb / Total 400mb)',
      '[PERF] Build > en > Load site > Load plugins content - 820.10 ms - (Heap 120mb -> 200mb / Total 300mb)',
      '[PERF] Build > en > Bundling with Rspack - 1200.00 ms - (Heap 300mb -> 310mb / Total 400mb)',
      '[PERF] SSG Worker 1 - Task 1 - Rendering 10 pathnames - 2.01 seconds! - (Heap 90mb -> 95mb / Total 120mb)',
      '[INFO] [en] Creating an optimized production build...',
    ];
    expect(buildPhases(lines)).toEqual([
      { label: 'Build > en > Load site', seconds: 8.42 },
      { label: 'Build > en > Bundling with Rspack', seconds: 1.2 },
    ]);
  });
});
