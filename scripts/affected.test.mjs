// npm run affected's entry, in child processes as a workflow runs it: it reads the layout of the
// repository it runs in (the site manifest, the workspaces, the database functions' import maps),
// so a bundle added to the manifest is found with no other edit, and it stays wired to the release
// package on this repository. The rule itself is tested in packages/release/src/affected/.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MANIFEST_PATH } from 'site-manifest';

const ROOT = path.resolve(__dirname, '..');
const ENTRY = path.join(ROOT, 'scripts/affected.mjs');

/** @param {string} cwd @param {string[]} args */
function affected(cwd, ...args) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [ENTRY, ...args], { cwd, encoding: 'utf8' });
  return { status, stdout, stderr };
}

describe('npm run affected on this repository', () => {
  it('finds nothing between HEAD and itself', () => {
    expect(affected(ROOT, '--base', 'HEAD')).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(affected(ROOT, '--base', 'HEAD', '--json')).toMatchObject({ status: 0, stdout: '[]\n' });
  });

  it('says what is wrong with status 2: a ref git does not know, no repository, a bad option', () => {
    const unknown = affected(ROOT, '--base', 'no-such-ref-anywhere');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('"no-such-ref-anywhere" names no commit');
    const outside = mkdtempSync(path.join(tmpdir(), 'affected-outside-'));
    try {
      expect(affected(outside, '--base', 'HEAD')).toMatchObject({
        status: 2,
        stderr: expect.stringMatching(/No git repository here/),
      });
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
    expect(affected(ROOT, '--bogus')).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('Usage: npm run affected'),
    });
    expect(affected(ROOT, '--help')).toMatchObject({
      status: 0,
      stdout: expect.stringContaining('--since-tags <prefix>'),
    });
  });
});

describe('npm run affected on a repository of its own', () => {
  /** @type {string} */
  let dir;
  /** @param {string[]} args */
  const git = (...args) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  /** @param {Record<string, unknown>} files path -> JSON or text */
  const write = (files) => {
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
    }
  };
  /** @param {string} message */
  const commit = (message) => {
    git('add', '--all');
    git('commit', '--quiet', '--message', message);
    return git('rev-parse', 'HEAD');
  };
  /** @param {string} name @param {string} dir @param {number} port */
  const bundle = (name, dir, port) => ({ name, package: dir, container: name, port, envPrefix: name.toUpperCase() });
  const SHELL = { ...bundle('shell', 'shell', 9000), host: true };
  const MARKETING = bundle('marketing', 'mfe-marketing', 9001);
  const WORKSPACES = ['shared-ui', 'shell', 'mfe-marketing', 'packages/*'];

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'affected-entry-'));
    git('init', '--quiet', '--initial-branch=main');
    git('config', 'user.name', 'Test');
    git('config', 'user.email', 'test@example.com');
    git('config', 'commit.gpgsign', 'false');
    write({
      'package.json': { private: true, workspaces: WORKSPACES },
      [MANIFEST_PATH]: { bundles: [SHELL, MARKETING] },
      'shared-ui/package.json': { name: 'shared-ui' },
      'shell/package.json': { name: 'shell', dependencies: { 'shared-ui': '1' } },
      'mfe-marketing/package.json': { name: 'mfe-marketing', dependencies: { 'shared-ui': '1' } },
      'packages/contract/package.json': { name: 'contract' },
      'packages/contract/src/index.ts': 'export const v = 1;\n',
      'supabase/functions/collect/deno.json': { imports: { contract: '../../../packages/contract/src/index.ts' } },
    });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a bundle added to the site manifest with no other edit', () => {
    const start = commit('the site');
    // A new bundle: its folder, a workspace, an entry in the manifest; nothing of the command's.
    write({
      'package.json': { private: true, workspaces: [...WORKSPACES, 'mfe-blog'] },
      [MANIFEST_PATH]: { bundles: [SHELL, MARKETING, bundle('blog', 'mfe-blog', 9002)] },
      'mfe-blog/package.json': { name: 'mfe-blog', dependencies: { 'shared-ui': '1' } },
    });
    const added = commit('a blog');
    expect(affected(dir, '--base', start)).toMatchObject({ status: 0, stdout: 'shell\nmarketing\nblog\n' });
    write({ 'mfe-blog/src/post.tsx': 'export const post = 1;\n' });
    commit('a post');
    expect(affected(dir, '--base', added, '--json')).toMatchObject({ status: 0, stdout: '["blog"]\n' });
  });

  it('gives a package the database’s functions import to the database, through their import map', () => {
    const start = commit('the site');
    write({ 'packages/contract/src/index.ts': 'export const v = 2;\n' });
    commit('contract');
    expect(affected(dir, '--base', start)).toMatchObject({ status: 0, stdout: 'database\n' });
  });

  it('releases each unit since its own tag; one never released counts as affected', () => {
    const start = commit('the site');
    for (const name of ['shell', 'database']) git('tag', `released/${name}`, start);
    write({ 'shared-ui/src/a.ts': 'a\n' });
    commit('shared');
    expect(affected(dir, '--since-tags', 'released/')).toMatchObject({ status: 0, stdout: 'shell\nmarketing\n' });
  });
});
