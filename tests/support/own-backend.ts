import { spawn } from 'node:child_process';
import path from 'node:path';
import { localApiKeys, type ApiKeys, type KeyModel } from '../../local-backend/src/key-model';
import { TEMPLATE_DATABASE_ENV, copyTemplateDatabase } from '../../local-backend/src/test-support/template-database';
import { freePort } from 'site-servers';

const CLI = path.resolve(__dirname, '../../local-backend/dist/cli.js');

/** A backend of a test's own: where it answers and the keys of the model it runs. */
export interface OwnBackend extends ApiKeys {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A fresh embedded backend of a test's own, in a child process (as `npm start` runs it, from its
 * build): what the test writes or provokes (sign-in limits) reaches no other test. Its database is
 * a copy of the suite's template (scripts/e2e.mjs), else made from the migrations and seed. It runs
 * the key model of SUPABASE_KEYS, or `keys` when given (set in the child's environment, as a team would).
 */
export async function startOwnBackend(dataDir: string, { keys }: { keys?: KeyModel } = {}): Promise<OwnBackend> {
  const port = await freePort();
  // The legacy model signs HS256 only: a signing algorithm the suite runs with is not its own.
  const env = keys
    ? { ...process.env, SUPABASE_KEYS: keys, ...(keys === 'legacy' && { SUPABASE_SIGNING_ALG: '' }) }
    : process.env;
  const fromTemplate = Boolean(process.env[TEMPLATE_DATABASE_ENV]);
  if (fromTemplate) await copyTemplateDatabase(dataDir);
  const args = [CLI, '--port', String(port), '--data-dir', dataDir, ...(fromTemplate ? [] : ['--fresh'])];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
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
  const model = /^keys: legacy/m.test(output) ? 'legacy' : 'new';
  return {
    url: `http://localhost:${port}`,
    ...localApiKeys(model),
    stop: async () => {
      child.kill('SIGINT');
      await exited;
    },
  };
}
