import type { PrismTheme } from 'prism-react-renderer';

/**
 * Code themes designed for the brand palette. Every token colour meets WCAG AA (4.5:1) against its
 * background; tests/unit/contrast.test.ts checks it.
 */
export const prismLight: PrismTheme = {
  plain: { color: '#1f2433', backgroundColor: '#f5f6fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#5b6275', fontStyle: 'italic' } },
    { types: ['punctuation'], style: { color: '#3d4356' } },
    { types: ['property', 'tag', 'constant', 'symbol', 'deleted'], style: { color: '#a3195b' } },
    { types: ['boolean', 'number'], style: { color: '#8a4600' } },
    { types: ['selector', 'attr-name', 'string', 'char', 'builtin', 'inserted'], style: { color: '#0b6b39' } },
    { types: ['operator', 'entity', 'url'], style: { color: '#3d4356' } },
    { types: ['atrule', 'attr-value', 'keyword'], style: { color: '#3236c4' } },
    { types: ['function', 'class-name'], style: { color: '#8a2bb0' } },
    { types: ['regex', 'important', 'variable'], style: { color: '#8a4600' } },
  ],
};

export const prismDark: PrismTheme = {
  plain: { color: '#e6e8f0', backgroundColor: '#161a26' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#9aa1b5', fontStyle: 'italic' } },
    { types: ['punctuation'], style: { color: '#c3c8d6' } },
    { types: ['property', 'tag', 'constant', 'symbol', 'deleted'], style: { color: '#ff8fb8' } },
    { types: ['boolean', 'number'], style: { color: '#ffb86b' } },
    { types: ['selector', 'attr-name', 'string', 'char', 'builtin', 'inserted'], style: { color: '#7ee2a8' } },
    { types: ['operator', 'entity', 'url'], style: { color: '#c3c8d6' } },
    { types: ['atrule', 'attr-value', 'keyword'], style: { color: '#a9b0ff' } },
    { types: ['function', 'class-name'], style: { color: '#e0a8ff' } },
    { types: ['regex', 'important', 'variable'], style: { color: '#ffb86b' } },
  ],
};
