import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Deno resolves no workspace package names: collect-telemetry's deno.json maps the contract's name
// to the package's source, the file Node and TypeScript read for it (its package.json `types`). The
// local backend runs the function with that import map (--config), and `supabase functions deploy`
// finds it beside index.ts and bundles the files it leads to.
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
  it('maps telemetry-contract to the source its package.json gives TypeScript', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'packages/telemetry-contract/package.json'), 'utf8')) as {
      exports: { '.': { types: string } };
    };
    const mapped = path.resolve(FUNCTION_DIR, importMap.imports['telemetry-contract'] ?? '');
    expect(mapped).toBe(path.resolve(ROOT, 'packages/telemetry-contract', pkg.exports['.'].types));
  });

  it('maps every package the function and its shared telemetry code import', () => {
    const bare = [...bareImports(FUNCTION_DIR), ...bareImports(__dirname)];
    expect(bare).toContain('telemetry-contract');
    for (const specifier of bare) expect(Object.keys(importMap.imports)).toContain(specifier);
  });
});
