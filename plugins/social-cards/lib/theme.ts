/** The product colour of the cards: the site theme's primary colour in light mode (src/css/custom.css). */
import fs from 'node:fs';

export function primaryColour(css: string): string {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const colour = /--ifm-color-primary:\s*(#[0-9a-f]{3,8})\s*;/i.exec(root)?.[1];
  if (!colour) throw new Error('social cards: no --ifm-color-primary in the :root rule of the site CSS');
  return colour.toLowerCase();
}

export function siteColour(cssFile: string): string {
  return primaryColour(fs.readFileSync(cssFile, 'utf8'));
}
