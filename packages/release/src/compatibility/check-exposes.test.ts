import { checkExposes } from './check-exposes';
import type { BuildManifest, SharedEntry } from './build-manifest';

const manifest = (name: string, exposes: string[], shared: SharedEntry[] = []): BuildManifest => ({
  name,
  exposes: exposes.map((module) => ({ name: module, path: `./${module}` })),
  shared,
});

describe('checkExposes', () => {
  const expected = { container: 'marketing', modules: ['home-page', 'contact-dialog'] };

  it('accepts a build that exposes every module the shell loads, more too', () => {
    expect(
      checkExposes(manifest('marketing', ['home-page', 'contact-dialog', 'new-page']), expected, 'the build'),
    ).toEqual([]);
  });

  it('names each module the shell loads that the build no longer exposes', () => {
    expect(checkExposes(manifest('marketing', ['home-page']), expected, 'the new marketing build')).toEqual([
      'the new marketing build does not expose "./contact-dialog", which the shell loads as marketing/contact-dialog ' +
        '(the site manifest the shell was built from). Keep it in shared-ui/src/site/site-manifest.json.',
    ]);
  });

  it('refuses a build under another container name', () => {
    const problems = checkExposes(manifest('mktg', ['home-page', 'contact-dialog']), expected, 'the build');
    expect(problems).toEqual(['the build is the federation container "mktg", but the shell loads "marketing".']);
  });

  it('reads the contract of shells released before the site manifest (modules by name)', () => {
    const legacy = { container: 'marketing', modules: { HomePage: 'home-page' } };
    expect(checkExposes(manifest('marketing', ['home-page']), legacy, 'the build')).toEqual([]);
    expect(checkExposes(manifest('marketing', []), legacy, 'the build')).toHaveLength(1);
  });
});
