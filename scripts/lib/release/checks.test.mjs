import { checkExposes, checkShared } from './checks.mjs';

/** @typedef {import('./checks.mjs').SharedEntry} SharedEntry */

/** @param {string} name @param {string[]} exposes @param {SharedEntry[]} [shared] */
const manifest = (name, exposes, shared = []) => ({
  name,
  exposes: exposes.map((module) => ({ name: module, path: `./${module}` })),
  shared,
});
/** @param {string} name @param {string} version @param {string} requiredVersion @param {boolean} [singleton] */
const share = (name, version, requiredVersion, singleton = true) => ({ name, version, requiredVersion, singleton });

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

describe('checkShared', () => {
  /** @param {SharedEntry[]} shared */
  const live = (shared) => [{ label: 'the live shell', manifest: manifest('shell', [], shared) }];
  /** @param {SharedEntry[]} shared */
  const candidate = (shared) => ({ label: 'the new build', manifest: manifest('marketing', [], shared) });

  it('accepts versions that satisfy the range of each side', () => {
    expect(
      checkShared(candidate([share('react', '19.2.0', '^19.0.0')]), live([share('react', '19.1.1', '^19.1.0')])),
    ).toEqual([]);
  });

  it('refuses a provided version outside the range of the other side, in both directions', () => {
    expect(
      checkShared(candidate([share('react', '18.3.1', '^18.0.0')]), live([share('react', '19.1.1', '^19.0.0')])),
    ).toEqual([
      'the new build provides react@18.3.1, but the live shell requires ^19.0.0.',
      'the new build requires react ^18.0.0, but the live shell provides 19.1.1.',
    ]);
  });

  it('refuses a package that is a singleton in one bundle and not in the other', () => {
    const problems = checkShared(
      candidate([share('shared-ui', '1.0.0', '^1.0.0', false)]),
      live([share('shared-ui', '1.0.0', '^1.0.0', true)]),
    );
    expect(problems).toEqual([
      '"shared-ui" is a singleton in one bundle and not in the other (the new build, the live shell).',
    ]);
  });

  it('ignores packages only one side shares, and ranges that accept anything', () => {
    expect(
      checkShared(candidate([share('framer-motion', '12.0.0', '^12.0.0')]), live([share('react', '19.1.1', '*')])),
    ).toEqual([]);
    expect(checkShared(candidate([share('react', '19.1.1', '*')]), live([share('react', '18.0.0', '*')]))).toEqual([]);
  });
});
