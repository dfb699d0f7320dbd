import { checkShared } from './check-shared';
import type { BuildManifest, SharedEntry } from './build-manifest';

const manifest = (name: string, exposes: string[], shared: SharedEntry[] = []): BuildManifest => ({
  name,
  exposes: exposes.map((module) => ({ name: module, path: `./${module}` })),
  shared,
});
const share = (name: string, version: string, requiredVersion: string, singleton = true): SharedEntry => ({
  name,
  version,
  requiredVersion,
  singleton,
});

describe('checkShared', () => {
  const live = (shared: SharedEntry[]) => [{ label: 'the live shell', manifest: manifest('shell', [], shared) }];
  const candidate = (shared: SharedEntry[]) => ({
    label: 'the new build',
    manifest: manifest('marketing', [], shared),
  });

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
