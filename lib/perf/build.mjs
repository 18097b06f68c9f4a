// Runs `npm run build` under the shared build lock and measures it: wall time (whole command and
// the Docusaurus part), peak memory (GNU time's largest process, and the whole process tree sampled
// from /proc every 200 ms) and the routes built.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const LOCK = '/tmp/build.lock';
export const CACHES = ['.docusaurus', 'node_modules/.cache', 'build'];

/** Resident memory of a process and all its descendants, in bytes (0 once it is gone). */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command: state, ppid, …; rss (pages) is field 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended while we read it
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function parseGnuTime(text) {
  const wall = text.match(/Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/);
  const rss = text.match(/Maximum resident set size \(kbytes\): (\d+)/);
  return {
    wallSeconds: wall ? Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]) : null,
    maxProcessRssBytes: rss ? Number(rss[1]) * 1024 : null,
  };
}

/** Other writers' builds running now (their `docusaurus build` processes). */
export function otherBuilds() {
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (/docusaurus(\.js)? build/.test(cmd) && !cmd.includes('flock')) found.push({ pid: Number(entry), cmd: cmd.trim() });
    } catch {
      // gone
    }
  }
  return found;
}

/**
 * One measured build. `cold` deletes the caches first (inside the lock, so no other build loses its
 * output half-way). Resolves with the figures; rejects when the build fails.
 * `env` is added to the build's environment.
 * @param {{ cold: boolean, cwd?: string, env?: Record<string, string>, log?: (line: string) => void }} options
 */
export function measuredBuild({ cold, cwd = process.cwd(), env = {}, log = () => {} }) {
  const clear = cold ? `rm -rf ${CACHES.map((dir) => `'${dir}'`).join(' ')} && ` : '';
  const timeFile = path.join(fs.mkdtempSync('/tmp/perf-time-'), 'time.txt');
  // flock first: the clock starts once this build holds the lock, not while it waits for others.
  const script = `${clear}exec /usr/bin/time -v -o '${timeFile}' npm run build`;
  return new Promise((resolve, reject) => {
    let started = null;
    let docusaurusDone = null;
    let peakTree = 0;
    const lines = [];
    const child = spawn('flock', [LOCK, 'sh', '-c', `date +%s%N >&2 && ${script}`], {
      cwd,
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
    });
    const sample = setInterval(() => {
      peakTree = Math.max(peakTree, treeRss(child.pid));
    }, 200);
    const onLine = (line) => {
      if (started === null && /^\d{19}$/.test(line.trim())) {
        started = Number(BigInt(line.trim()) / 1000000n);
        return;
      }
      lines.push(line);
      log(line);
      if (docusaurusDone === null && /Generated static files/.test(line)) docusaurusDone = Date.now();
    };
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = '';
      stream.on('data', (chunk) => {
        buffer += chunk;
        const parts = buffer.split('\n');
        buffer = parts.pop();
        parts.forEach(onLine);
      });
    }
    child.on('close', (code) => {
      clearInterval(sample);
      const ended = Date.now();
      const gnu = fs.existsSync(timeFile) ? parseGnuTime(fs.readFileSync(timeFile, 'utf8')) : {};
      if (code !== 0) {
        reject(new Error(`build exited with ${code}:\n${lines.slice(-30).join('\n')}`));
        return;
      }
      resolve({
        kind: cold ? 'cold' : 'warm',
        wallSeconds: gnu.wallSeconds ?? (started ? (ended - started) / 1000 : null),
        docusaurusSeconds: started && docusaurusDone ? (docusaurusDone - started) / 1000 : null,
        maxProcessRssBytes: gnu.maxProcessRssBytes ?? null,
        peakTreeRssBytes: peakTree,
        cachesCleared: cold ? CACHES : [],
      });
    });
  });
}

/**
 * Holds the shared build lock until `release()` is called, so a measurement (Lighthouse) runs while no
 * other build or browser test competes for the two cores.
 * @returns {Promise<{ release: () => void }>}
 */
export function holdBuildLock() {
  // One process from start to end (sh execs into sleep, keeping the locked descriptor), so killing it frees the lock.
  const holder = spawn('sh', ['-c', `exec 9>>'${LOCK}' && flock 9 && echo locked && exec sleep 3600`], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    holder.stdout.once('data', () => resolve({ release: () => holder.kill() }));
    holder.once('exit', (code) => reject(new Error(`flock on ${LOCK} exited (${code}) before taking the lock`)));
  });
}

/** Pages in build/: every HTML file, and the ones that are routes (not redirect stubs of the client-redirects plugin). */
export function countPages(buildDir = 'build') {
  let html = 0;
  let redirects = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['assets', 'pagefind', 'img', 'openapi'].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith('.html')) {
        html++;
        const head = fs.readFileSync(full, 'utf8').slice(0, 600);
        if (/http-equiv="refresh"/i.test(head) && !head.includes('__docusaurus')) redirects++;
      }
    }
  };
  walk(buildDir);
  return { htmlFiles: html, redirectStubs: redirects, pages: html - redirects };
}
