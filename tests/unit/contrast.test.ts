import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prismDark, prismLight } from '../../plugins/framework-patches/highlighting/themes';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The values of custom properties in one block of src/css/custom.css (`:root` or dark). */
function block(selector: string): Record<string, string> {
  const css = fs.readFileSync('src/css/custom.css', 'utf8');
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

describe('brand palette meets WCAG AA (4.5:1) in both colour modes', () => {
  const light = block(':root');
  const dark = { ...light, ...block("[data-theme='dark']") };
  for (const [mode, vars] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it(`${mode}: text, links and breadcrumbs on their backgrounds`, () => {
      const bg = vars['--ifm-background-color']!;
      expect(contrast(vars['--ifm-font-color-base']!, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(vars['--ifm-color-content-secondary']!, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(vars['--ifm-color-primary']!, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(vars['--ifm-color-primary']!, vars['--ifm-breadcrumb-item-background-active']!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(vars['--ll-danger-text']!, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(vars['--ll-danger-text']!, vars['--ll-surface']!)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe('code themes meet WCAG AA', () => {
  for (const [mode, theme] of [
    ['light', prismLight],
    ['dark', prismDark],
  ] as const) {
    it(`${mode}: every token colour on the code background`, () => {
      const background = theme.plain.backgroundColor!;
      expect(contrast(theme.plain.color!, background)).toBeGreaterThanOrEqual(4.5);
      for (const style of theme.styles) {
        expect(contrast(style.style.color!, background), style.types.join(',')).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
