import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NO_BACKEND_ENV } from './testing/no-backend.mjs';

const SCRIPTS = path.resolve(__dirname, '../..');
let target = '';
beforeAll(() => {
  target = mkdtempSync(path.join(tmpdir(), 'cli-'));
});
afterAll(() => rmSync(target, { recursive: true, force: true }));

/**
 * Runs a release command of the repository on an empty target.
 * @param {string} script @param {string[]} args
 * @returns {Promise<{ code: number, output: string }>}
 */
const command = (script, args) =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(SCRIPTS, script), ...args],
      { env: { ...process.env, ...NO_BACKEND_ENV, RELEASE_TARGET_DIR: target } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });

describe('the release commands read their arguments one way', () => {
  it('promote needs a bundle and a version, and says so with its usage', async () => {
    const missing = await command('promote.mjs', ['marketing']);
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('✖ Name a bundle and a version.');
    expect(missing.output).toContain('Usage: npm run promote -- <marketing|knowledge-hub|staff> <version>');
    const extra = await command('promote.mjs', ['marketing', 'v1', 'v2']);
    expect(extra.code).toBe(2);
    expect(extra.output).toContain('✖ Name a bundle and a version.');
  }, 20_000);

  it('promote names an unknown bundle, and prints its usage for --help', async () => {
    const unknown = await command('promote.mjs', ['nosuch', '20261124-120000-abc1234']);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('✖ Unknown bundle "nosuch"');
    const help = await command('promote.mjs', ['--help']);
    expect(help.code).toBe(0);
    expect(help.output).toContain('makes a previewed release live');
  }, 20_000);

  it('rollback takes one bundle or none', async () => {
    const two = await command('rollback.mjs', ['marketing', 'shell']);
    expect(two.code).toBe(2);
    expect(two.output).toContain('✖ Name one bundle, or none.');
  }, 20_000);
});
