import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Node tests import _shared through node_modules, Deno through deno.json's import map. These
// checks keep both worlds on the same code, so a green Node test means the deployed function works.
const FUNCTIONS_DIR = path.resolve(__dirname, '..');
const ROOT = path.resolve(FUNCTIONS_DIR, '../..');
const LOCAL_BACKEND_DIR = path.join(ROOT, 'local-backend');
const importMap = JSON.parse(readFileSync(path.join(FUNCTIONS_DIR, 'validate-company-email/deno.json'), 'utf8')) as {
  imports: Record<string, string>;
};
const sources = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const specifiers = (file: string): string[] =>
  [...readFileSync(path.join(__dirname, file), 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? '',
  );

/** Version of the package that owns `file` (walks up to its package.json). */
function packageVersion(file: string, name: string): string {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (pkg.name === name) return pkg.version;
    } catch {
      // no package.json at this level
    }
  }
  throw new Error(`no package.json for ${name} above ${file}`);
}

describe('validate-company-email deno.json', () => {
  it.each(Object.entries(importMap.imports))('pins %s to the version Node tests run (%s)', (name, target) => {
    // What jest loads for the bare name (jest.config maps it to local-backend's copy).
    const loaded = require.resolve(name);
    expect(loaded).toBe(require.resolve(name, { paths: [LOCAL_BACKEND_DIR] }));
    const declared = (
      JSON.parse(readFileSync(path.join(LOCAL_BACKEND_DIR, 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>;
      }
    ).devDependencies[name];
    expect(target).toBe(`npm:${name}@${packageVersion(loaded, name)}`);
    expect(declared).toBe(packageVersion(loaded, name));
  });

  it('maps every package the shared code imports', () => {
    const bare = sources.flatMap(specifiers).filter((s) => !s.startsWith('.'));
    expect(bare.length).toBeGreaterThan(0);
    for (const specifier of bare) expect(Object.keys(importMap.imports)).toContain(specifier);
  });

  it('uses explicit .ts extensions on relative imports, as Deno requires', () => {
    for (const specifier of sources.flatMap(specifiers).filter((s) => s.startsWith('.')))
      expect(specifier).toMatch(/\.ts$/);
  });

  it('keeps index.ts a thin Deno.serve of the shared handler', () => {
    const entry = readFileSync(path.join(FUNCTIONS_DIR, 'validate-company-email/index.ts'), 'utf8');
    expect(entry).toContain("from '../_shared/validate-company-email-handler.ts'");
    expect(entry).toMatch(/^Deno\.serve\(\(request\) => handleValidateCompanyEmail\(request, keys\)\);$/m);
    expect(entry).toContain('readProjectApiKeys((name) => Deno.env.get(name))');
  });
});

describe('export-leads entry', () => {
  it('is a thin Deno.serve of the shared handler, reading only the variables hosted Supabase sets', () => {
    const entry = readFileSync(path.join(FUNCTIONS_DIR, 'export-leads/index.ts'), 'utf8');
    expect(entry).toContain("from '../_shared/export-leads-handler.ts'");
    expect(entry).toMatch(/^Deno\.serve\(\(request\) => handleExportLeads\(request, env\)\);$/m);
    expect([...entry.matchAll(/Deno\.env\.get\('([A-Z_]+)'\)/g)].map((m) => m[1])).toEqual([
      'SUPABASE_URL',
      'SUPABASE_JWKS',
    ]);
    expect(entry).toContain('readProjectApiKeys((name) => Deno.env.get(name))');
  });

  it('reads the project keys from the variables hosted Supabase sets, the new ones first', () => {
    const source = readFileSync(path.join(FUNCTIONS_DIR, '_shared/project-api-keys.ts'), 'utf8');
    expect([...source.matchAll(/get\('([A-Z_]+)'\)/g)].map((m) => m[1])).toEqual([
      'SUPABASE_PUBLISHABLE_KEYS',
      'SUPABASE_SECRET_KEYS',
      'SUPABASE_ANON_KEY',
      'SUPABASE_SERVICE_ROLE_KEY',
    ]);
  });
});
