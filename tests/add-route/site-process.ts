import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export { freePort } from 'site-servers';

/** `npm start` of a workspace copy, serving what is built, until stop(). */
export interface RunningSite {
  output: () => string;
  stop: () => Promise<void>;
}

export async function startSite(copy: string, env: NodeJS.ProcessEnv): Promise<RunningSite> {
  const child: ChildProcess = spawn(process.execPath, [path.join(copy, 'scripts/start.mjs')], {
    cwd: copy,
    env: { ...process.env, ...env, SKIP_BUILD: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('The site is ready')) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`npm start of the copy ended:\n${output}`));
      }
    }, 100);
  });
  return {
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `npm run <command> -- <args>` in the copy; resolves with its exit code and output. */
export function runScript(
  copy: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(copy, `scripts/${command}.mjs`), ...args],
      { cwd: copy, env: { ...process.env, ...env, FORCE_COLOR: '0' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}\n${stderr}` });
      },
    );
  });
}
