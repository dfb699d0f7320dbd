import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const LOCAL_BACKEND_SRC = path.resolve(__dirname, '../../local-backend/src');
// The generated file is the source of the package database-types (local-backend/src/db-types.ts writes it).
const COMMITTED = path.resolve(__dirname, '../../packages/database-types/src/index.ts');

// The generator runs in a child process, exactly as `npm run db:types` runs it: its engine
// (@supabase/postgrest-typegen) is an ES module package that jest's CommonJS sandbox cannot load.
describe('packages/database-types/src/index.ts', () => {
  it('is what `npm run db:types` generates from the migrations today (run it after changing one)', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '-r',
        path.join(LOCAL_BACKEND_SRC, 'test-support/swc-register.cjs'),
        path.join(LOCAL_BACKEND_SRC, 'db-types.ts'),
        '--stdout',
      ],
      { maxBuffer: 8 * 1024 * 1024 },
    );
    expect(stdout).toBe(readFileSync(COMMITTED, 'utf8'));
  }, 120_000);
});
