import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_BUNDLES, canaryPagesFolder, prerenderedPage } from 'prerender';
import type { CanaryState } from '../canary/canary-state';
import { writeFileAtomic } from '../files/atomic';
import { prerenderedPages } from './prerendered-pages';

const INDEX = '<html><head></head><body><div id=root></div></body></html>';
const V1 = { shell: 's1', marketing: 'm1', 'knowledge-hub': 'k1' };

let target = '';
let dir = '';
let liveFiles: Record<string, string> = {};

type Versions = Record<string, string>;

// Written the way the release tools write: a new file renamed over the old one.
const goLive = (versions: Versions) => {
  for (const [name, file] of Object.entries(liveFiles))
    writeFileAtomic(file, JSON.stringify({ version: versions[name] }));
};
const writePage = (file: string, route: string, versions: Versions) =>
  writeFileAtomic(
    path.join(dir, file),
    prerenderedPage({ indexHtml: INDEX, route, markup: `<h1>${route} ${versions.marketing}</h1>`, css: '', versions }),
  );
const writeManifest = (versions: Versions, pages: Record<string, string>, notFound?: string) =>
  writeFileAtomic(path.join(dir, 'manifest.json'), JSON.stringify({ versions, pages, notFound }));

beforeEach(() => {
  target = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
  dir = path.join(target, 'shell/prerendered');
  liveFiles = Object.fromEntries(PAGE_BUNDLES.map((name) => [name, path.join(target, name, 'live.json')]));
  goLive(V1);
  writePage('services.html', '/services', V1);
  writeManifest(V1, { '/services': 'services.html' });
});

afterEach(() => rmSync(target, { recursive: true, force: true }));

describe('prerenderedPages', () => {
  it('gives the page of a listed route while it was rendered from the live releases', () => {
    const pageFor = prerenderedPages({ dir, liveFiles }).route;
    expect(pageFor('/services')?.html).toContain('<h1>/services m1</h1>');
    expect(pageFor('/services/')?.html).toContain('<h1>/services m1</h1>');
    expect(pageFor('/about')).toBeNull();
    expect(pageFor('/__proto__')).toBeNull();
  });

  it('stops giving it as soon as any bundle switches, and gives it again after a rollback', () => {
    const pageFor = prerenderedPages({ dir, liveFiles }).route;
    expect(pageFor('/services')).not.toBeNull();
    goLive({ ...V1, 'knowledge-hub': 'k2' });
    expect(pageFor('/services')).toBeNull();
    goLive(V1);
    expect(pageFor('/services')).not.toBeNull();
  });

  it('gives the new page once the run for the new release has written its manifest', () => {
    const pageFor = prerenderedPages({ dir, liveFiles }).route;
    const V2 = { ...V1, marketing: 'm2' };
    goLive(V2);
    writePage('services.html', '/services', V2);
    expect(pageFor('/services')).toBeNull();
    writeManifest(V2, { '/services': 'services.html' });
    expect(pageFor('/services')?.html).toContain('<h1>/services m2</h1>');
  });

  it('never gives a page rendered from other releases than its manifest names (overlapping runs)', () => {
    const pageFor = prerenderedPages({ dir, liveFiles }).route;
    writePage('services.html', '/services', { ...V1, marketing: 'm2' });
    expect(pageFor('/services')).toBeNull();
  });

  it('serves the single-page app when the folder is missing or damaged', () => {
    const pageFor = prerenderedPages({ dir, liveFiles }).route;
    writeFileAtomic(path.join(dir, 'manifest.json'), '{ not json');
    expect(pageFor('/services')).toBeNull();
    rmSync(dir, { recursive: true });
    expect(pageFor('/services')).toBeNull();
  });

  it('gives the not-found page the manifest names, under the same rule', () => {
    const { notFound, route } = prerenderedPages({ dir, liveFiles });
    expect(notFound()).toBeNull();
    writePage('not-found.html', '*', V1);
    writeManifest(V1, { '/services': 'services.html' }, 'not-found.html');
    expect(notFound()?.html).toContain('<h1>* m1</h1>');
    expect(route('*')).toBeNull();
    goLive({ ...V1, shell: 's2' });
    expect(notFound()).toBeNull();
  });
});

describe('prerenderedPages with a canary', () => {
  const M2 = { ...V1, marketing: 'm2' };
  const NOW = Date.now();
  const writeCanary = (state: Partial<CanaryState>) =>
    writeFileAtomic(
      path.join(target, 'marketing/canary.json'),
      JSON.stringify({
        version: 'm2',
        live: 'm1',
        share: 30,
        status: 'running',
        leaseUntil: new Date(NOW + 60_000).toISOString(),
        ...state,
      }),
    );
  /** The canary's pages, rendered from the live releases with the candidate. */
  const writeCanaryPages = (versions: Versions) => {
    const folder = path.join(dir, canaryPagesFolder('marketing', 'm2'));
    writeFileAtomic(
      path.join(folder, 'services.html'),
      prerenderedPage({ indexHtml: INDEX, route: '/services', markup: '<h1>canary m2</h1>', css: '', versions }),
    );
    writeFileAtomic(
      path.join(folder, 'manifest.json'),
      JSON.stringify({ versions, pages: { '/services': 'services.html' } }),
    );
  };
  const lookup = (draw: number) =>
    prerenderedPages({
      dir,
      liveFiles,
      canaryFiles: { marketing: path.join(target, 'marketing/canary.json') },
      random: () => draw,
    });

  it('sends a page load drawn for the canary its page, the others the live one', () => {
    writeCanary({});
    writeCanaryPages(M2);
    expect(lookup(0.29).route('/services')?.html).toContain('<h1>canary m2</h1>');
    expect(lookup(0.3).route('/services')?.html).toContain('<h1>/services m1</h1>');
  });

  it('sends the live page when the canary ended, its lease ran out, or its pages are not of the live releases', () => {
    writeCanaryPages(M2);
    writeCanary({ status: 'aborted', share: 0 });
    expect(lookup(0).route('/services')?.html).toContain('m1</h1>');
    writeCanary({ leaseUntil: new Date(NOW - 1000).toISOString() });
    expect(lookup(0).route('/services')?.html).toContain('m1</h1>');
    writeCanary({});
    writeCanaryPages({ ...M2, shell: 's0' });
    expect(lookup(0).route('/services')?.html).toContain('m1</h1>');
  });

  it('sends the live page when the canary was measured against a release no longer live', () => {
    writeCanaryPages(M2);
    writeCanary({ live: 'm0' });
    expect(lookup(0).route('/services')?.html).toContain('m1</h1>');
  });
});
