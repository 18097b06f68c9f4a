// Prose lint of docs/ and updates/ (scripts/checks/prose.mjs; each rule and why: CONTRIBUTING.md, "Prose lint").
// Terminology is an error; sentence length and weasel words are warnings. `.md` pages are MDX to Docusaurus, so
// the MDX plugin parses both.
/* global require, module, __dirname */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- textlint loads this file with require().
const path = require('node:path');

module.exports = {
  plugins: {
    mdx: { extensions: ['.md'] },
  },
  rules: {
    terminology: {
      // The package's own list (web-writing preferences such as "website" → "site", "id" → "ID") is not our style.
      defaultTerms: false,
      // The rule resolves a relative path from its own folder, so the path is made absolute here.
      terms: path.join(__dirname, 'lib/prose/terms.jsonc'),
      // Quotations are the quoted party's words; everything else, link text and table cells included, is ours.
      skip: ['BlockQuote'],
    },
    'sentence-length': {
      severity: 'warning',
      max: 150,
    },
    'write-good': {
      severity: 'warning',
      weasel: true,
      illusion: true,
      passive: false,
      so: false,
      thereIs: false,
      adverb: false,
      tooWordy: false,
      cliches: false,
      eprime: false,
    },
  },
};
