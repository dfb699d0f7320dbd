import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SUPABASE_DIR } from '../paths';
import { copyTemplateDatabase } from '../test-support/template-database';
import { ThreadedDatabase } from './threaded-database';

// PGlite in its own thread, used through PGlite's calls: what the backend relies on must come
// through the thread unchanged, and a long statement must leave this thread free.
let db: ThreadedDatabase;
let tempDir: string;

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'threaded-db-'));
  await copyTemplateDatabase(path.join(tempDir, 'data'));
  db = await ThreadedDatabase.open({
    dataDir: path.join(tempDir, 'data'),
    supabaseDir: SUPABASE_DIR,
    fresh: false,
    log: () => {},
  });
}, 60_000);
afterAll(async () => {
  await db?.close();
  await rm(tempDir, { recursive: true, force: true });
});

describe('the database thread', () => {
  it('answers queries with parsed values, and sends parameters of listed types as text', async () => {
    const asText = { serializers: { 16: (value: unknown) => String(value) } };
    const { rows } = await db.query<{ at: Date; flag: boolean }>(
      "select '2026-01-02T03:04:05Z'::timestamptz as at, $1::boolean as flag",
      ['yes'],
      asText,
    );
    expect(rows).toEqual([{ at: new Date('2026-01-02T03:04:05Z'), flag: true }]);
    // PostgreSQL, not JavaScript, judges the text (as behind PostgREST).
    const refused = await db
      .query('select $1::boolean', ['maybe'], asText)
      .catch((error: { code?: string }) => error.code);
    expect(refused).toBe('22P02');
  });

  it("passes PostgreSQL's error fields (code, detail) through, and goes on answering", async () => {
    const failure = await db.query('select 1/0').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '22012', message: 'division by zero' });
    expect((await db.query<{ two: number }>('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.exec('create table thread_probe (note text)');
    await db.transaction(async (tx) => {
      await tx.query("insert into thread_probe values ('kept')");
    });
    const thrown = await db
      .transaction(async (tx) => {
        await tx.query("insert into thread_probe values ('dropped')");
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    expect(thrown).toBe('changed my mind');
    const refused = await db
      .transaction(async (tx) => {
        await tx.exec('set local role anon');
        await tx.query('select * from resource_leads');
      })
      .catch((error: { code?: string }) => error.code);
    expect(refused).toBe('42501');
    expect((await db.query('select note from thread_probe')).rows).toEqual([{ note: 'kept' }]);
  });

  it('leaves this thread free while a statement runs', async () => {
    const started = performance.now();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 100);
    await db.query('select pg_sleep(0.6)');
    clearInterval(timer);
    expect(performance.now() - started).toBeGreaterThanOrEqual(550);
    expect(ticks).toBeGreaterThanOrEqual(4);
  });
});
