import { describe, expect, it } from 'vitest';
import { prismDark, prismLight } from '../themes';
import { prismTokensCss } from '../tokensCss';

describe('prismTokensCss', () => {
  const css = prismTokensCss(
    {
      plain: { color: '#111111', backgroundColor: '#eeeeee' },
      styles: [{ types: ['comment', 'prolog'], style: { color: '#555555', fontStyle: 'italic' } }],
    },
    {
      plain: { color: '#f0f0f0', backgroundColor: '#101010' },
      styles: [{ types: ['keyword'], languages: ['bash'], style: { color: '#aabbff' } }],
    },
  );

  it('sets the code block colour variables of each mode', () => {
    expect(css).toContain(':root{--prism-color:#111111;--prism-background-color:#eeeeee}');
    expect(css).toContain("[data-theme='dark']{--prism-color:#f0f0f0;--prism-background-color:#101010}");
  });

  it('writes one rule per token style, scoped to its mode and, when given, its languages', () => {
    expect(css).toContain(':root .token.comment,:root .token.prolog{color:#555555;font-style:italic}');
    expect(css).toContain("[data-theme='dark'] .language-bash .token.keyword{color:#aabbff}");
  });

  it('covers every token colour of the site themes', () => {
    const site = prismTokensCss(prismLight, prismDark);
    for (const { style } of [...prismLight.styles, ...prismDark.styles]) expect(site).toContain(`color:${style.color}`);
  });
});
