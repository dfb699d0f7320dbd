// One lint configuration for the whole tree: TypeScript rules, React hooks, no import cycles,
// and the import boundaries of the federated design.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import siteManifest from './config/site-manifest.js';

/** The bundles' package folders (the site manifest): the host and each remote. */
const { host, remotes } = siteManifest.readSiteManifest();
const REMOTE_PACKAGES = remotes.map((bundle) => bundle.packageDir);

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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '.local/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
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
  { files: ['shared-ui/**'], rules: forbid(host.packageDir, ...REMOTE_PACKAGES, 'tests') },
  { files: [`${host.packageDir}/**`], rules: forbid(...REMOTE_PACKAGES) },
  ...REMOTE_PACKAGES.map((own) => ({
    files: [`${own}/**`],
    rules: forbid(host.packageDir, ...REMOTE_PACKAGES.filter((other) => other !== own)),
  })),
);
