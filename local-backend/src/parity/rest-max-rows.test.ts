import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SUPABASE_DIR } from '../paths';
import { startTestBackend, type TestBackend } from '../test-support/test-backend';
import type { ParityTarget } from './parity-target';
import { restRequest } from './rest-request';

// [api] max_rows as PostgREST's db-max-rows (src/PostgREST/Plan.hs treeRestrictRange): local only,
// since it needs a config.toml with a lower value than the repository's.
let backend: TestBackend;
let target: ParityTarget;
let configDir: string;

beforeAll(async () => {
  configDir = await mkdtemp(path.join(os.tmpdir(), 'rest-max-rows-'));
  const config = await readFile(path.join(SUPABASE_DIR, 'config.toml'), 'utf8');
  const configFile = path.join(configDir, 'config.toml');
  await writeFile(configFile, config.replace(/^max_rows = \d+$/m, 'max_rows = 3'));
  backend = await startTestBackend({ configFile });
  target = { ...backend, hosted: false, stop: () => backend.cleanup() };
}, 60_000);
afterAll(async () => {
  await backend?.cleanup();
  await rm(configDir, { recursive: true, force: true });
});

const get = (query: string, headers: Record<string, string> = {}) =>
  restRequest(target, `resources?select=id&order=id${query}`, { headers: { Prefer: 'count=exact', ...headers } });

describe('max_rows', () => {
  it('caps a read without a limit, 206 with Content-Range 0-2/<total> (PostgREST src/PostgREST/Plan.hs treeRestrictRange, RangeQuery.hs restrictRange)', async () => {
    const response = await get('');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toMatch(/^0-2\/\d+$/);
    expect(await response.json()).toHaveLength(3);
  });

  it('clamps a larger limit from its offset, and a Range header too (PostgREST src/PostgREST/RangeQuery.hs restrictRange)', async () => {
    expect((await get('&limit=5&offset=1')).headers.get('content-range')).toMatch(/^1-3\/\d+$/);
    expect((await get('', { Range: '2-8' })).headers.get('content-range')).toMatch(/^2-4\/\d+$/);
  });
});
