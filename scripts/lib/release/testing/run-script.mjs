// A command of the repository (`node scripts/<script>`) run in a child process as CI runs it, on a
// folder target, its release journal sent to no backend unless the test names one: what the tests
// of the command lines share.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { NO_BACKEND_ENV } from './no-backend.mjs';

/** The folder of the commands. */
const SCRIPTS = path.resolve(__dirname, '../../..');

/**
 * Runs `node scripts/<script> ...args` on the folder target `dir` and collects its exit status and
 * what it printed (stdout, then stderr).
 * @param {string} script such as `canary.mjs` @param {string[]} args @param {string} dir
 * @param {Record<string, string>} [env] more of the environment: a backend, a lock's wait
 * @returns {Promise<{ code: number, output: string }>}
 */
export const runScript = (script, args, dir, env = {}) =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(SCRIPTS, script), ...args],
      {
        env: {
          ...process.env,
          ...NO_BACKEND_ENV,
          RELEASE_TARGET: '',
          RELEASE_TARGET_DIR: dir,
          RELEASE_DEBUG: '',
          ...env,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
