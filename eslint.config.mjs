// One lint configuration for the whole tree: TypeScript rules, React hooks, no import cycles,
// the import boundaries of the federated design and the layers inside each package.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readSiteManifest } from 'site-manifest';
import packageZones from './config/package-zones.js';
import workspaces from './config/workspaces.js';

const { platformPackages, workspaceDirs } = workspaces;

/** The bundles' package folders (the site manifest): the host and each remote. */
const { host, remotes } = readSiteManifest();
const REMOTE_PACKAGES = remotes.map((bundle) => bundle.packageDir);
const ROOT = import.meta.dirname;
/** The workspace packages' folders (root package.json). */
const WORKSPACES = workspaceDirs(ROOT);

/** The folders in a folder ([] when it does not exist). */
function foldersIn(dir) {
  try {
    return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * The platform packages (packages/README.md), the workspace packages of packages/; one whose
 * package.json says `"isolated": true` imports nothing but its own files (the canary's statistics).
 */
const PLATFORM_PACKAGES = platformPackages(ROOT).map(({ dir, name, isolated }) => ({ dir, name, isolated }));

/**
 * The layers of the Node scripts' library (scripts/lib): no module of the library imports a command
 * (scripts/*.mjs, scripts/staff/); nothing of scripts/ imports the tests' code.
 */
const SCRIPT_ZONES = [
  {
    target: 'scripts/lib',
    from: ['scripts/*.mjs', 'scripts/staff/**'],
    message: 'scripts/lib is what the commands share: it imports no command; move what both need into scripts/lib.',
  },
  {
    target: 'scripts',
    from: 'tests',
    message: 'The commands and their library import nothing of the tests (the request fuzzer is tests/support/fuzz/).',
  },
];

/**
 * What composes features, at the top of a package: the shell's app and page renderer, a remote's
 * pages, its exposed entry points and its standalone dev host.
 */
const TOP_LAYERS = ['app', 'pages', 'exposed', 'dev', 'server'];

/**
 * The layers inside a package (GUIDE.md, after bulletproof-react): pages -> features -> shared.
 * Every other folder of src/ is the shared layer (shared/, components/, the shell's federation/ and
 * config/, all of shared-ui): it imports no feature and no page. A feature imports no page and no
 * other feature: what two features need belongs in the shared layer.
 */
function layerZones(packageDir) {
  const src = `${packageDir}/src`;
  const features = `${src}/features`;
  const top = TOP_LAYERS.map((name) => `${src}/${name}`);
  const shared = foldersIn(src)
    .filter((name) => name !== 'features' && !TOP_LAYERS.includes(name))
    .map((name) => `${src}/${name}`);
  return [
    { target: features, from: top, message: 'A feature never imports a page: pages -> features -> shared.' },
    ...(shared.length
      ? [{ target: shared, from: [features, ...top], message: 'Shared code imports no feature and no page.' }]
      : []),
    ...foldersIn(features).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: 'Features never import each other: move what both need to the shared layer.',
    })),
  ];
}

/** A package may not import these (by package name or by a relative path into their folders). */
function forbid(...folders) {
  const names = folders.join('|');
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.{1,2}/)*(\\.\\./)+(${names})(/|$)|^(${names})(/|$)`,
            message:
              'Crosses a boundary: a remote never imports the shell or another remote, and shared-ui imports no app.',
          },
          {
            regex: '(^|/)shared-ui/src(/|$)',
            message: 'Import shared-ui by its package name only: a relative path creates a second copy at run time.',
          },
        ],
      },
    ],
  };
}

/**
 * Kebab-case, in every part of a name: `button.tsx`, `button.test.tsx`, `jest.setup-dom.js`,
 * `webpack.config.js`, `assets.d.ts`, `index.ts`.
 */
const KEBAB_CASE_PARTS = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))*(.+([a-z])*([a-z0-9])*(-+([a-z0-9])))';

/** Test code and development tools: they may import a package's devDependencies; what a bundle or the backend runs may not. */
const DEV_FILES = [
  '**/*.test.{ts,tsx,mjs}',
  '**/test/**',
  '**/testing/**',
  '**/test-support/**',
  // The end-to-end package is test code throughout.
  path.join(ROOT, 'tests/**'),
  // The database-type generator (npm run db:types) is a development tool of the local backend.
  path.join(ROOT, 'local-backend/src/db-types.ts'),
  path.join(ROOT, 'local-backend/src/database/database-types.ts'),
];

/**
 * An import must be declared by the package it is in (its own package.json, however the install
 * hoists), workspace packages included; a type import too. `packageDir`: where that is declared.
 */
function declaredImports(packageDir, devDependencies) {
  return {
    'import-x/no-extraneous-dependencies': [
      'error',
      {
        packageDir: [packageDir].flat().map((dir) => path.join(ROOT, dir)),
        devDependencies,
        peerDependencies: true,
        includeInternal: true,
        includeTypes: true,
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '.local/**'] },
  ...tseslint.configs.recommended,
  {
    // Every file typescript-eslint lints (.mts and .cts too) has the import rules.
    files: ['**/*.{js,cjs,mjs,ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    // No import cycles, in JavaScript as in TypeScript: what two modules both need belongs in a
    // lower layer that both import. (The rule follows ES imports; a cycle of require() calls alone is
    // beyond it.)
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs,ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': KEBAB_CASE_PARTS },
        { errorMessage: 'The file name "{{ target }}" is not kebab-case (every part: my-name.test.ts).' },
      ],
      // supabase/functions/_shared: the Supabase CLI's name for code that is not a function of its own.
      'check-file/folder-naming-convention': [
        'error',
        { '**/': 'KEBAB_CASE' },
        { ignoreWords: ['_shared'], errorMessage: 'The folder name "{{ target }}" is not kebab-case.' },
      ],
    },
  },
  { files: ['shared-ui/**'], rules: forbid(host.packageDir, ...REMOTE_PACKAGES, 'tests') },
  { files: [`${host.packageDir}/**`], rules: forbid(...REMOTE_PACKAGES) },
  // The shell imports no path of supabase/: the beacon's contract is the package telemetry-contract
  // (a rule of its own name, so it adds to the boundaries above instead of replacing them).
  {
    files: [`${host.packageDir}/**`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+supabase(/|$)',
              message: 'The shell imports no path of supabase/: take the telemetry contract from "telemetry-contract".',
            },
          ],
        },
      ],
    },
  },
  ...REMOTE_PACKAGES.map((own) => ({
    files: [`${own}/**`],
    rules: forbid(host.packageDir, ...REMOTE_PACKAGES.filter((other) => other !== own)),
  })),
  ...[host.packageDir, ...REMOTE_PACKAGES, 'shared-ui'].map((packageDir) => ({
    files: [`${packageDir}/src/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones(packageDir) }] },
  })),
  {
    files: ['scripts/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: SCRIPT_ZONES }] },
  },
  // The platform packages are used by name, through their public index, and keep to their folders.
  {
    files: ['**/*.{js,cjs,mjs,ts,tsx}'],
    plugins: { packages: packageZones.plugin },
    rules: {
      // A package's tests may run the check of its exports (unused-exports.js).
      'packages/zones': ['error', { root: ROOT, packages: PLATFORM_PACKAGES, tools: ['config/unused-exports'] }],
    },
  },
  // The release core (everything but the targets, the servers' apps, the builds and the commands'
  // entries) acts on a target through its interface and starts no build, no server and no browser:
  // the entry gives it the target, the build, the smoke run's servers and browser and the reader of
  // the telemetry (commands/command-tools.ts). Its tests may open a target; git is asked for a
  // build's commit (publish/source-info.ts) and for what a change affects (affected/).
  {
    files: ['packages/release/src/**'],
    ignores: [
      '**/*.test.ts',
      'packages/release/src/{index,testing}.ts',
      'packages/release/src/publish/source-info.ts',
      'packages/release/src/{targets,serving,builds,testing,affected}/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '(^|/)targets/(folder|s3|memory|open)-target$|(^|/)serving/(shell|remote)-app$|(^|/)builds/build-bundle$|^(site-servers|local-backend|@supabase/supabase-js|playwright|playwright-core|node:child_process|child_process)(/|$)',
              message:
                'The release core opens no target and starts no build, server or browser: the entry gives it the target and its tools (commands/command-tools.ts).',
            },
          ],
        },
      ],
    },
  },
  // The prerenderer renders what it is given and knows no deployment target: it imports nothing of
  // the release system (the package release, scripts/), which reads the live site and writes the pages.
  {
    files: ['packages/prerender/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^release(/|$)|^(\\.{1,2}/)+(.*/)?scripts(/|$)',
              message:
                'The prerenderer imports nothing of the release system: the release side gives it the live site and writes its pages.',
            },
          ],
        },
      ],
    },
  },
  // Each package declares what it imports. The root's own code (config/, scripts/, bench/) is the
  // workspace's tooling: the root package.json declares it.
  { files: ['**/*.{js,cjs,mjs,ts,tsx}'], rules: declaredImports('.', true) },
  ...WORKSPACES.flatMap((dir) => [
    { files: [`${dir}/**`], rules: declaredImports(dir, DEV_FILES) },
    // A package's build and test settings (webpack.config.js, jest.config.js) run the root's tools.
    { files: [`${dir}/*.{js,cjs,mjs}`], rules: declaredImports([dir, '.'], true) },
  ]),
  // supabase/ (the Supabase CLI's folder, not a package): in Node, only tests and the local backend
  // run it, with the packages local-backend declares; Deno reads the import maps (deno.json).
  { files: ['supabase/**'], rules: declaredImports('local-backend', true) },
);
