import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Deno resolves no workspace package names: collect-telemetry's deno.json maps the name of each
// package it reads (the contract, and the generated database types the contract reads) to the
// package's source, the file Node and TypeScript read for it (its package.json `types`). The local
// backend runs the function with that import map (--config), and `supabase functions deploy` finds it
// beside index.ts and bundles the files it leads to.
const ROOT = path.resolve(__dirname, '../../../..');
const FUNCTION_DIR = path.join(ROOT, 'supabase/functions/collect-telemetry');
const importMap = JSON.parse(readFileSync(path.join(FUNCTION_DIR, 'deno.json'), 'utf8')) as {
  imports: Record<string, string>;
};
const bareImports = (dir: string): string[] =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => [
      ...readFileSync(path.join(dir, file), 'utf8').matchAll(
        /^(?:import|export)[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm,
      ),
    ])
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => !specifier.startsWith('.'));

describe('collect-telemetry deno.json', () => {
  it.each(['telemetry-contract', 'database-types'])(
    'maps %s to the source its package.json gives TypeScript',
    (name) => {
      const pkg = JSON.parse(readFileSync(path.join(ROOT, 'packages', name, 'package.json'), 'utf8')) as {
        exports: { '.': { types: string } };
      };
      const mapped = path.resolve(FUNCTION_DIR, importMap.imports[name] ?? '');
      expect(mapped).toBe(path.resolve(ROOT, 'packages', name, pkg.exports['.'].types));
    },
  );

  it('maps every package the function, its shared telemetry code and the mapped packages import', () => {
    const mappedDirs = Object.values(importMap.imports)
      .filter((target) => target.startsWith('.'))
      .map((target) => path.dirname(path.resolve(FUNCTION_DIR, target)));
    const bare = [FUNCTION_DIR, __dirname, ...mappedDirs].flatMap(bareImports);
    expect(bare).toEqual(expect.arrayContaining(['telemetry-contract', 'database-types']));
    for (const specifier of bare) expect(Object.keys(importMap.imports)).toContain(specifier);
  });
});
