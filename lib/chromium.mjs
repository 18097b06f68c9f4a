// Debian's Chromium, as every browser run of this repository launches it (the browser tests, the
// search evaluation, `npm run perf`, Lighthouse, the diagram renderer): the flags this sandboxed,
// offline machine needs. Playwright never downloads a browser here.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
