// One environment per page: the code samples of a docs page or update post never mix the production
// server (`https://api.ledgerlink.io`) and the sandbox server (`https://sandbox.api.ledgerlink.io`),
// and every sample names the key that goes with its server. The rule, as CONTRIBUTING.md states it:
//   1. All fenced code blocks of one page that name a server name the same one.
//   2. A block that names the sandbox server carries a sandbox key placeholder
//      (`YOUR_SANDBOX_API_KEY` or `LEDGERLINK_SANDBOX_API_KEY`) and no production one.
//   3. A block that names the production server carries no sandbox key placeholder.
// Prose (inline code included) may name both servers; only fenced code blocks are samples.
// The command is scripts/checks/environments.mjs.
import { codeBlocks } from './code-blocks.mjs';

const SANDBOX_SERVER = /(?<![\w.-])sandbox\.api\.ledgerlink\.io\b/;
const PRODUCTION_SERVER = /(?<![\w.-])api\.ledgerlink\.io\b/;
const SANDBOX_KEYS = /\b(?:YOUR_SANDBOX_API_KEY|LEDGERLINK_SANDBOX_API_KEY)\b/;
const PRODUCTION_KEYS = /\b(?:YOUR_API_KEY|LEDGERLINK_API_KEY)\b/;

/** `'sandbox' | 'production' | 'both' | undefined`: the servers one code block names. */
export function serversOf(code) {
  const sandbox = SANDBOX_SERVER.test(code);
  const production = PRODUCTION_SERVER.test(code);
  if (sandbox && production) return 'both';
  return sandbox ? 'sandbox' : production ? 'production' : undefined;
}

/** The 1-based line of the first match of `pattern` in a block, counted in the page. */
function lineOf(block, pattern) {
  const index = block.code.split('\n').findIndex((line) => pattern.test(line));
  return block.line + 1 + Math.max(index, 0);
}

/** Problems of one page: `{ line, problem }`, in source order. */
export function checkPage(source) {
  /** @type {{ line: number, problem: string }[]} */
  const problems = [];
  let first;
  for (const block of codeBlocks(source)) {
    const servers = serversOf(block.code);
    if (!servers) continue;
    if (servers === 'both') {
      problems.push({ line: block.line, problem: 'one code sample calls both the production and the sandbox server' });
      continue;
    }
    const pattern = servers === 'sandbox' ? SANDBOX_SERVER : PRODUCTION_SERVER;
    const line = lineOf(block, pattern);
    if (first && first.servers !== servers) {
      problems.push({
        line,
        problem: `this sample calls the ${servers} server, but the sample at line ${first.line} calls the ${first.servers} server; use one environment per page`,
      });
    } else first ??= { servers, line };
    if (servers === 'sandbox' && !SANDBOX_KEYS.test(block.code)) {
      problems.push({
        line,
        problem: 'a sample that calls the sandbox server needs a sandbox key: YOUR_SANDBOX_API_KEY or LEDGERLINK_SANDBOX_API_KEY',
      });
    }
    if (servers === 'sandbox' && PRODUCTION_KEYS.test(block.code)) {
      problems.push({
        line: lineOf(block, PRODUCTION_KEYS),
        problem: 'a production key (YOUR_API_KEY, LEDGERLINK_API_KEY) against the sandbox server gets a 401',
      });
    }
    if (servers === 'production' && SANDBOX_KEYS.test(block.code)) {
      problems.push({ line: lineOf(block, SANDBOX_KEYS), problem: 'a sandbox key against the production server gets a 401' });
    }
  }
  return problems;
}
