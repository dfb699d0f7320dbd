import { UsageError } from '../errors';
import { SMALL_SITE, layoutGraph } from '../testing/site-layout';
import { affectedUnits } from './affected-units';

const graph = layoutGraph(SMALL_SITE);
const ALL_BUNDLES = ['shell', 'marketing', 'knowledge-hub', 'staff'];
const affected = (...files: string[]) => affectedUnits(files, graph);

describe('affectedUnits', () => {
  it('gives a file in a bundle’s folder to that bundle only', () => {
    expect(affected('mfe-marketing/src/home-page.tsx')).toEqual(['marketing']);
    expect(affected('shell/webpack.config.js')).toEqual(['shell']);
  });

  it('gives a file of a package to every bundle that depends on it, directly, through another or for its tests', () => {
    expect(affected('shared-ui/src/button.tsx')).toEqual(['shell', 'marketing', 'knowledge-hub']);
    expect(affected('packages/design-tokens/src/index.ts')).toEqual(['shell', 'marketing', 'knowledge-hub']);
  });

  it('gives the lockfile and the root configuration to every bundle, not to the database', () => {
    for (const file of [
      'package-lock.json',
      'package.json',
      'tsconfig.base.json',
      'config/webpack.base.js',
      'scripts/release.mjs',
    ]) {
      expect(affected(file)).toEqual(ALL_BUNDLES);
    }
  });

  it('gives supabase/ to the database, and a package its functions import to it and its bundles', () => {
    expect(affected('supabase/migrations/0002_more.sql')).toEqual(['database']);
    expect(affected('supabase/functions/collect/index.ts')).toEqual(['database']);
    expect(affected('packages/telemetry-contract/src/schema.ts')).toEqual(['staff', 'database']);
  });

  it('gives nothing for documentation, GitHub settings, benchmarks or a package no bundle uses', () => {
    expect(affected('docs/releases.md', 'README.md', 'shared-ui/README.md', 'docs/diagram.svg')).toEqual([]);
    expect(affected('.github/workflows/release.yml', 'CODEOWNERS', 'bench/run.mjs')).toEqual([]);
    expect(affected('tests/e2e/home.e2e.ts')).toEqual([]);
  });

  it('tells a bundle’s folder from one whose name starts the same', () => {
    expect(affected('shell-old/index.js')).toEqual(ALL_BUNDLES);
    expect(affected('shared-ui-v2/src/x.ts')).toEqual(ALL_BUNDLES);
  });

  it('prints the manifest’s order, then the database, each once', () => {
    expect(affected('supabase/seed.sql', 'mfe-staff/a.ts', 'mfe-marketing/b.ts', 'mfe-staff/c.ts')).toEqual([
      'marketing',
      'staff',
      'database',
    ]);
    expect(affected()).toEqual([]);
  });

  it('takes a bundle added to the manifest from the graph alone', () => {
    const grown = { ...graph, bundles: [...graph.bundles, { name: 'blog', dir: 'mfe-blog' }] };
    expect(affectedUnits(['mfe-blog/src/post.tsx'], grown)).toEqual(['blog']);
    expect(affectedUnits(['package-lock.json'], grown)).toEqual([...ALL_BUNDLES, 'blog']);
  });

  it('refuses a bundle named like the database, or two of one name', () => {
    const named = (name: string) => ({ ...graph, bundles: [...graph.bundles, { name, dir: 'mfe-x' }] });
    expect(() => affectedUnits([], named('database'))).toThrow(UsageError);
    expect(() => affectedUnits([], named('marketing'))).toThrow(/Two bundles are named "marketing"/);
  });
});
