import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/lib/release/free-port.mjs';

const CLI = path.resolve(__dirname, '../../local-backend/dist/cli.js');

/**
 * A fresh embedded backend of a test's own, in a child process (as `npm start` runs it, from its
 * build): what the test writes or provokes (sign-in limits) reaches no other test.
 */
export async function startOwnBackend(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [CLI, '--port', String(port), '--data-dir', dataDir, '--fresh'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the backend exited at start (${code}):\n${output}`)));
  });
  return {
    url: `http://localhost:${port}`,
    stop: async () => {
      child.kill('SIGINT');
      await exited;
    },
  };
}
