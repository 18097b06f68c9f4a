#!/usr/bin/env node
// The browser tests drive Debian's Chromium. Install it with apt-get when it is missing and we are
// root; otherwise stop with a message that says what to do. Never downloads a browser build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from '../lib/chromium.mjs';

if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is not installed at ${CHROMIUM}. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
console.log(execFileSync(CHROMIUM, ['--version']).toString().trim());
