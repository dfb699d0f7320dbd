// The release commands as CI runs them, in child processes: every refusal is one message with no
// stack frame, and the exit status says its kind (packages/release/src/errors.ts, docs/releases.md).
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { clientOf, startLocalS3 } from 'site-servers';
import { contractOf } from 'site-manifest';
import { BUILT_IN_REMOTES, ROOT, SHELL_BUNDLE, SITE, folderTarget, liveVersion, switchLive } from 'release';
import { publishFakeRelease } from 'release/testing';
import { NO_BACKEND_ENV } from './testing/no-backend.mjs';

// Each command is a Node process that loads the AWS SDK (a second or two on a busy machine).
jest.setTimeout(60_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'exit-status-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Variables of the parent that would choose another target or print stacks. */
const CLEAN = {
  RELEASE_TARGET: '',
  RELEASE_TARGET_DIR: '',
  RELEASE_DEBUG: '',
  RELEASE_LOCK_WAIT_SECONDS: '',
  ...NO_BACKEND_ENV,
};

/**
 * Runs `node scripts/<script> <args>` as `npm run` would, with `env` added.
 * @param {string} script @param {string[]} args @param {Record<string, string>} env
 * @returns {Promise<{ code: number, output: string }>}
 */
const command = (script, args, env) =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'scripts', script), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, ...CLEAN, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });

/**
 * What every failure prints: one ✖ message of one line (or a refusal's reasons below it), and no
 * stack frame anywhere. Returns the message.
 * @param {{ code: number, output: string }} result @param {number} status
 */
function expectOneMessage({ code, output }, status) {
  expect({ code, output }).toEqual({ code: status, output: expect.any(String) });
  expect(output).not.toMatch(/^\s+at /m);
  const messages = output.split('\n').filter((line) => line.startsWith('✖'));
  expect(messages).toHaveLength(1);
  return messages[0] ?? '';
}

/** A site in a folder: shell s1; marketing m1 (which lacks a module the shell loads), then m2 live. */
async function siteWithBrokenOldRelease() {
  const root = path.join(work, 'cdn');
  const target = folderTarget(root);
  await publishFakeRelease(target, SHELL_BUNDLE, 's1', work);
  await switchLive(target, SHELL_BUNDLE, 's1', 'release');
  const module = Object.values(contractOf(SITE)[MARKETING.remoteKey ?? '']?.modules ?? {})[0] ?? '';
  await publishFakeRelease(target, MARKETING, 'm1', work, [module]);
  await switchLive(target, MARKETING, 'm1', 'release');
  await publishFakeRelease(target, MARKETING, 'm2', work);
  await switchLive(target, MARKETING, 'm2', 'release');
  return { root, target };
}

describe('exit statuses of the release commands, on a folder', () => {
  it('0: a rollback with no backend for the release journal is made, and says so in one line', async () => {
    const { root, target } = await siteWithBrokenOldRelease();
    const result = await command('rollback.mjs', [MARKETING.name, '--force'], { RELEASE_TARGET_DIR: root });
    expect(result.code).toBe(0);
    expect(await liveVersion(target, MARKETING)).toBe('m1');
    expect(result.output.split('\n').filter((line) => line.includes('journal'))).toEqual([
      expect.stringMatching(/^⚠ The release health journal was not updated \(.*ECONNREFUSED.*\): the switch is made/),
    ]);
  });

  it('1: a rollback refused by the checks, the live site unchanged', async () => {
    const { root, target } = await siteWithBrokenOldRelease();
    const result = await command('rollback.mjs', [MARKETING.name], { RELEASE_TARGET_DIR: root });
    expect(expectOneMessage(result, 1)).toBe(
      `✖ Rollback of ${MARKETING.name} to m1 refused (add --force to switch anyway):`,
    );
    expect(result.output).toContain('Nothing was switched: the live site is unchanged.');
    expect(await liveVersion(target, MARKETING)).toBe('m2');
  });

  it('2: a version that does not exist, and a bundle that does not', async () => {
    const { root } = await siteWithBrokenOldRelease();
    const version = await command('rollback.mjs', [MARKETING.name, '--to', 'v9'], { RELEASE_TARGET_DIR: root });
    expect(expectOneMessage(version, 2)).toBe(
      `✖ ${MARKETING.name} has no release v9 (see npm run releases -- ${MARKETING.name}).`,
    );
    const bundle = await command('releases.mjs', ['nosuch'], { RELEASE_TARGET_DIR: root });
    expect(expectOneMessage(bundle, 2)).toMatch(/^✖ Unknown bundle "nosuch"/);
  });

  it('3: a lock another release holds, given up at once with RELEASE_LOCK_WAIT_SECONDS=0', async () => {
    const { root, target } = await siteWithBrokenOldRelease();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(root, MARKETING.name, '.release.lock'), String(holder.pid));
      const env = { RELEASE_TARGET_DIR: root, RELEASE_LOCK_WAIT_SECONDS: '0' };
      const result = await command('rollback.mjs', [MARKETING.name, '--force'], env);
      expect(expectOneMessage(result, 3)).toMatch(
        new RegExp(`^✖ Another release of ${MARKETING.name} is under way: process ${holder.pid} holds `),
      );
      expect(await liveVersion(target, MARKETING)).toBe('m2');
    } finally {
      holder.kill();
    }
  });

  it('4: a folder that does not exist, and a RELEASE_TARGET that is neither folder nor bucket', async () => {
    const missing = await command('releases.mjs', [MARKETING.name], { RELEASE_TARGET_DIR: path.join(work, 'typo') });
    expect(expectOneMessage(missing, 4)).toBe(
      `✖ ${path.join(work, 'typo')}: no such folder. Name the deployment target with RELEASE_TARGET_DIR or RELEASE_TARGET (npm start publishes the site into .local/cdn).`,
    );
    const scheme = await command('rollback.mjs', [MARKETING.name], { RELEASE_TARGET: 'ftp://site' });
    expect(expectOneMessage(scheme, 4)).toBe(
      '✖ RELEASE_TARGET=ftp://site: name a folder, or a bucket as s3://bucket[/prefix].',
    );
  });

  it('5: an unexpected fault (a history that is not JSON) in one line; RELEASE_DEBUG=1 adds the stack', async () => {
    const { root } = await siteWithBrokenOldRelease();
    writeFileSync(path.join(root, MARKETING.name, 'history.json'), '{ cut short');
    const fault = await command('releases.mjs', [MARKETING.name], { RELEASE_TARGET_DIR: root });
    expect(expectOneMessage(fault, 5)).toMatch(
      /^✖ .*JSON.*\(an unexpected fault; RELEASE_DEBUG=1 prints where it happened\)$/,
    );
    const debug = await command('releases.mjs', [MARKETING.name], { RELEASE_TARGET_DIR: root, RELEASE_DEBUG: '1' });
    expect(debug.code).toBe(5);
    expect(debug.output).toMatch(/^\s+at /m);
  });
});

describe('exit statuses of the release commands, on a bucket', () => {
  const Bucket = 'exit-status';
  const serverDir = mkdtempSync(path.join(tmpdir(), 'exit-status-s3-'));
  /** @type {import('site-servers').LocalS3} */
  let s3;
  beforeAll(async () => {
    s3 = await startLocalS3({ dataDir: serverDir, bucket: Bucket });
  });
  afterAll(async () => {
    await s3.stop();
    rmSync(serverDir, { recursive: true, force: true });
  });
  /** The AWS SDK's own variables for `endpoint`, and the bucket as the target. @param {string} endpoint */
  const bucketEnv = (endpoint, bucket = Bucket) => ({
    RELEASE_TARGET: `s3://${bucket}/site`,
    AWS_ENDPOINT_URL_S3: endpoint,
    AWS_ACCESS_KEY_ID: s3.accessKeyId,
    AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
    AWS_REGION: s3.region,
  });

  it('4: a server that does not answer, a missing bucket, a server that ignores conditional writes', async () => {
    const unreachable = await command('rollback.mjs', [MARKETING.name], bucketEnv('http://127.0.0.1:1'));
    expect(expectOneMessage(unreachable, 4)).toBe(
      '✖ s3://exit-status/site: its server does not answer (connect ECONNREFUSED 127.0.0.1:1). Is it running, and AWS_ENDPOINT_URL_S3 right?',
    );
    const noBucket = await command('releases.mjs', [MARKETING.name], bucketEnv(s3.endpoint, 'no-such-bucket'));
    expect(expectOneMessage(noBucket, 4)).toBe(
      '✖ s3://no-such-bucket/site: no such bucket on its server. Create it, or fix RELEASE_TARGET.',
    );
    // The case that printed a stack: the release stops before its build, at the lock.
    const unguarded = await command('release.mjs', [SHELL_BUNDLE.name], bucketEnv(s3.unguardedEndpoint));
    expect(expectOneMessage(unguarded, 4)).toMatch(/^✖ s3:\/\/exit-status: its server ignores conditional writes/);
  });

  it('4: npm start stops at its publishing step with the same message and status', async () => {
    const result = await command('start.mjs', [], { ...bucketEnv('http://127.0.0.1:1'), SKIP_BUILD: '1' });
    expect(expectOneMessage(result, 4)).toMatch(/^✖ s3:\/\/exit-status\/site: its server does not answer/);
  });

  it('3: a lock object of a live release on this machine', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const client = clientOf(s3);
    try {
      const Body = JSON.stringify({ pid: holder.pid, host: hostname(), at: new Date().toISOString() });
      await client.send(new PutObjectCommand({ Bucket, Key: `site/.lock-${MARKETING.name}`, Body }));
      const env = { ...bucketEnv(s3.endpoint), RELEASE_LOCK_WAIT_SECONDS: '0' };
      const result = await command('rollback.mjs', [MARKETING.name], env);
      expect(expectOneMessage(result, 3)).toMatch(
        new RegExp(
          `^✖ Another release of ${MARKETING.name} is under way in s3://exit-status/site: process ${holder.pid} on `,
        ),
      );
    } finally {
      holder.kill();
      client.destroy();
    }
  });
});
