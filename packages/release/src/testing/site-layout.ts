// A small site's layout, written into a test's repository and handed to `affected` as the graph the
// command's entry would read from it: one description, so the files and the graph never differ.
import type { RepositoryGraph } from '../affected/repository-graph';

/** A workspace package: its folder, package name and the workspaces it depends on. */
export interface LayoutPackage {
  dir: string;
  name: string;
  dependencies?: string[];
  devDependencies?: string[];
}

export interface SiteLayout {
  /** Bundle name -> its workspace folder, in the manifest's order. */
  bundles: [string, string][];
  packages: LayoutPackage[];
  databaseImports?: string[];
}

/**
 * The shell and two remotes on shared-ui, which depends on a design-tokens package; the staff
 * bundle does without shared-ui; the end-to-end tests are a workspace no bundle depends on.
 */
export const SMALL_SITE: SiteLayout = {
  bundles: [
    ['shell', 'shell'],
    ['marketing', 'mfe-marketing'],
    ['knowledge-hub', 'mfe-knowledge-hub'],
    ['staff', 'mfe-staff'],
  ],
  packages: [
    { dir: 'shared-ui', name: 'shared-ui', dependencies: ['design-tokens'] },
    { dir: 'packages/design-tokens', name: 'design-tokens' },
    { dir: 'packages/telemetry-contract', name: 'telemetry-contract' },
    { dir: 'shell', name: 'shell', dependencies: ['shared-ui'] },
    { dir: 'mfe-marketing', name: 'mfe-marketing', dependencies: ['shared-ui', 'react'] },
    { dir: 'mfe-knowledge-hub', name: 'mfe-knowledge-hub', devDependencies: ['shared-ui'] },
    { dir: 'mfe-staff', name: 'mfe-staff', dependencies: ['telemetry-contract'] },
    { dir: 'tests', name: 'e2e-tests', dependencies: ['shared-ui'] },
  ],
  databaseImports: ['packages/telemetry-contract/src/index.ts'],
};

const asMap = (names: string[] = []) => Object.fromEntries(names.map((name) => [name, '^1.0.0']));

/** Each package's package.json as the layout describes it. */
function packageJson({ name, dependencies, devDependencies }: LayoutPackage): Record<string, unknown> {
  return { name, version: '1.0.0', dependencies: asMap(dependencies), devDependencies: asMap(devDependencies) };
}

/** The files of the layout: the root package.json, each package's, a source file in each, a manifest. */
export function layoutFiles(layout: SiteLayout): Record<string, string> {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'site', private: true, workspaces: layout.packages.map((p) => p.dir) }),
    'package-lock.json': '{}',
    'site-manifest.json': JSON.stringify({ bundles: layout.bundles.map(([name, dir]) => ({ name, package: dir })) }),
    'supabase/migrations/0001_start.sql': 'create table leads (id int);\n',
    'docs/guide.md': '# Guide\n',
  };
  for (const pkg of layout.packages) {
    files[`${pkg.dir}/package.json`] = JSON.stringify(packageJson(pkg));
    files[`${pkg.dir}/src/index.ts`] = `export const name = '${pkg.name}';\n`;
  }
  return files;
}

/** The graph `affected` gets for the layout. */
export function layoutGraph(layout: SiteLayout): RepositoryGraph {
  return {
    bundles: layout.bundles.map(([name, dir]) => ({ name, dir })),
    workspaces: layout.packages.map((pkg) => ({ dir: pkg.dir, manifest: packageJson(pkg) })),
    databaseImports: layout.databaseImports ?? [],
  };
}
