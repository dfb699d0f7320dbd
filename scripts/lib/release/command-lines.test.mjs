// The release and canary commands' command lines, in child processes as CI runs them: every wrong
// value is status 2 with the usage before any build or upload (the release package's commands/command-values.ts), a canary whose
// lease ran out is stepped by nobody, and a command that waited for the lock acts only on the canary
// it was typed against.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BUILT_IN_REMOTES,
  SHELL_BUNDLE,
  folderTarget,
  readCanary,
  startedCanary,
  switchLive,
  writeCanary,
} from 'release';
import { publishFakeRelease } from 'release/testing';
import { runScript } from './testing/run-script.mjs';

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;

let work = '';
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'command-lines-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Runs a release command of the repository on the folder target `dir`.
 * @param {string} script @param {string[]} args @param {string} dir
 */
const command = (script, args, dir) => runScript(script, args, dir, { RELEASE_LOCK_WAIT_SECONDS: '60' });

/**
 * A site in a folder whose shell (s1) and marketing (m1) are live: a release that got past its
 * arguments would build. @param {string} name
 */
async function liveSite(name) {
  const site = path.join(work, name);
  const cdn = folderTarget(site);
  await publishFakeRelease(cdn, SHELL_BUNDLE, 's1', path.join(work, `${name}-builds`));
  await switchLive(cdn, SHELL_BUNDLE, 's1', 'release');
  await publishFakeRelease(cdn, MARKETING, 'm1', path.join(work, `${name}-builds`));
  await switchLive(cdn, MARKETING, 'm1', 'release');
  return { site, cdn };
}

describe('every value is checked before any work', () => {
  let site = '';
  beforeAll(async () => {
    site = (await liveSite('site')).site;
  });

  /** @type {[string[], string][]} */
  const RELEASE = [
    [
      ['--canary', '10', '--lease', '1e300'],
      '--lease takes a whole number from 1 to 604800 seconds (7 days), not "1e300".',
    ],
    [['--canary', '10', '--lease=-100'], '--lease takes a whole number from 1 to 604800 seconds (7 days), not "-100".'],
    [['--canary', '10', '--lease', '0x10'], 'not "0x10"'],
    [
      ['--canary', '150'],
      '--canary takes a whole number from 1 to 99 %, not "150" (100 % is a release without --canary).',
    ],
    [['--canary', '100'], '(100 % is a release without --canary)'],
    [['--canary', '0.001'], '--canary takes a whole number from 1 to 99 %, not "0.001".'],
    [['--canary', '0'], 'not "0"'],
    [['--canary', ''], 'not ""'],
    [['--lease', '60'], '--lease goes with --canary.'],
    [['--canary', '10', '--interval', '5'], '--interval goes with --watch.'],
    [
      ['--canary', '10', '--watch', '--interval', '0'],
      '--interval takes a whole number from 1 to 3600 seconds (1 hour), not "0".',
    ],
    [['--canary', '10', '--watch', '--interval', '86400'], 'not "86400"'],
    [
      ['--canary', '10', '--watch', '--bake', 'Infinity'],
      '--bake takes a number from 0.01 to 10080 minutes (7 days), not "Infinity".',
    ],
    [
      ['--canary', '10', '--watch', '--min-loads', '2.5'],
      '--min-loads takes a whole number from 1 to 1000000 page loads, not "2.5".',
    ],
    [
      ['--canary', '10', '--watch', '--max-wait=-1'],
      '--max-wait takes a number from 0.01 to 720 hours (30 days), not "-1".',
    ],
    [['--canary', '10', '--watch', '--guard', 'speed'], '--guard takes "conversions", not speed.'],
    [['--preview', '--canary', '10'], 'Choose --preview or --canary, not both.'],
    [['--frobnicate'], "Unknown option '--frobnicate'"],
  ];
  it.each(RELEASE)(
    'release -- marketing %j: status 2 with the usage, before any build',
    async (args, message) => {
      const result = await command('release.mjs', [MARKETING.name, ...args], site);
      expect({ code: result.code, message: result.output.includes(`✖ `) && result.output.includes(message) }).toEqual({
        code: 2,
        message: true,
      });
      expect(result.output).toContain('Usage: npm run release --');
      expect(result.output).not.toMatch(/Building|Uploading/);
      expect(await folderTarget(site).list(`${MARKETING.name}/releases/`)).not.toContain(expect.stringMatching(/^2/));
    },
    20_000,
  );

  /** @type {[string[], string][]} */
  const CANARY = [
    [
      ['step', '150'],
      'The share takes a whole number from 1 to 99 %, not "150" (100 % is npm run canary -- marketing promote).',
    ],
    [['step', '100'], '(100 % is npm run canary -- marketing promote)'],
    [['step', '0.001'], 'The share takes a whole number from 1 to 99 %, not "0.001".'],
    [['step', '0'], 'not "0"'],
    [['step', '-5'], "Unknown option '-5'"],
    [['step'], 'Name a bundle and an action and a percent.'],
    [['renew', '--lease', '1e300'], '--lease takes a whole number from 1 to 604800 seconds (7 days), not "1e300".'],
    [['renew', '--lease=-100'], 'not "-100"'],
    [['promote', '--lease', '60'], 'promote takes no --lease.'],
    [['abort', '--watch'], 'abort takes no --watch.'],
    [['promote', 'now'], 'Name a bundle and an action.'],
    [['frobnicate'], 'Unknown action "frobnicate": promote, abort, step <percent> or renew.'],
    [['--lease', '60'], '--lease goes with --watch.'],
    [['--watch', '--interval', '1e3'], 'not "1e3"'],
  ];
  it.each(CANARY)(
    'canary -- marketing %j: status 2 with the usage',
    async (args, message) => {
      const result = await command('canary.mjs', [MARKETING.name, ...args], site);
      expect({ code: result.code, message: result.output.includes(`✖ `) && result.output.includes(message) }).toEqual({
        code: 2,
        message: true,
      });
      expect(result.output).toContain('Usage: npm run canary --');
    },
    20_000,
  );

  it('a canary whose lease ran out is stepped by nobody: status 2, and its state says how it ended', async () => {
    const cdn = folderTarget(site);
    const started = new Date(Date.now() - 20 * 60_000);
    const lapsed = startedCanary({ version: 'm2', live: 'm1', share: 10, now: started, leaseSeconds: 600 });
    await writeCanary(cdn, MARKETING, lapsed);
    const step = await command('canary.mjs', [MARKETING.name, 'step', '50'], site);
    expect(step.code).toBe(2);
    expect(step.output).toContain(
      `✖ No canary is running for marketing: the last one, m2, ended at ${lapsed.leaseUntil} (stopped: lapsed: its lease ran out).`,
    );
    const renew = await command('canary.mjs', [MARKETING.name, 'renew', '--lease', '600'], site);
    expect(renew.code).toBe(2);
    expect(renew.output).toContain('✖ No canary is running for marketing: the last one, m2, ended at');
    const state = await command('canary.mjs', [MARKETING.name], site);
    expect(state.code).toBe(0);
    expect(state.output).toContain('marketing canary of m2 against m1: stopped');
    expect(state.output).toContain('share now: 0 % (its lease ran out)');
    // The refusal wrote it as it ended, for good.
    expect(await readCanary(cdn, MARKETING)).toMatchObject({ status: 'stopped', share: 0, endedAt: lapsed.leaseUntil });
  }, 20_000);
});

describe('a command acts only on the canary it was typed against', () => {
  it('promote, typed while another release holds the lock, refuses the canary started meanwhile and names both', async () => {
    const { site, cdn } = await liveSite('queued');
    const first = startedCanary({ version: 'm2', live: 'm1', share: 10, now: new Date() });
    await writeCanary(cdn, MARKETING, first);
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(site, MARKETING.name, '.release.lock'), String(holder.pid));
      const promote = command('canary.mjs', [MARKETING.name, 'promote'], site);
      // Long enough for the command to start and read the canary; then the holder starts another.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const second = startedCanary({ version: 'm3', live: 'm1', share: 10, now: new Date() });
      await writeCanary(cdn, MARKETING, second);
      holder.kill();
      rmSync(path.join(site, MARKETING.name, '.release.lock'));
      const result = await promote;
      expect(result.code).toBe(2);
      expect(result.output).toContain(
        `✖ Refused: the command was typed against the canary of marketing m2 started at ${first.startedAt}, but when its turn came it found the canary of m3 started at ${second.startedAt}.`,
      );
      expect(await readCanary(cdn, MARKETING)).toMatchObject({ version: 'm3', status: 'running' });
    } finally {
      holder.kill();
    }
  }, 60_000);
});
