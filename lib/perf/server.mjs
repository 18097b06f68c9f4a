// The production build served by scripts/serve.mjs (compressed, with the host's headers) for the browser runs.
import { spawn } from 'node:child_process';

/** scripts/serve.mjs serving `dir` on `port`; resolves once it listens (never measures another process on the port). */
export function startServer(port, dir = 'build') {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      server.kill();
      reject(new Error(`scripts/serve.mjs did not start on port ${port}`));
    }, 15_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Serving ')) {
        clearTimeout(timer);
        resolve({ server, base: `http://127.0.0.1:${port}` });
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', (chunk) => {
      output += chunk;
    });
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`scripts/serve.mjs exited (${code}) on port ${port}; pass another --port.\n${output.slice(-500)}`));
    });
  });
}
