// Runs in a worker thread: owns the PGlite database and runs what ThreadedDatabase sends it.
// PGlite runs a statement in WebAssembly on the thread that called it and cannot be interrupted,
// so it lives here, off the thread that answers HTTP: a request whose statement is over its
// statement timeout is answered at the limit while the statement ends here.
import { inspect } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openDatabase, type OpenDatabaseOptions } from './open-database';
import type { ThreadReply, ThreadRequest } from './thread-messages';

if (!parentPort) throw new Error('database-thread.ts runs in a worker thread only');
const port = parentPort;
const options = workerData as Omit<OpenDatabaseOptions, 'log'>;

const transactions = new Map<number, Transaction>();
const endings = new Map<number, (commit: boolean) => void>();
const settled = new Map<number, Promise<void>>();
let nextTransaction = 1;
// Thrown inside PGlite's transaction() so that it rolls back; never leaves this file.
const ROLLBACK = new Error('rollback asked for');

const send = (reply: ThreadReply): void => port.postMessage(reply);
// A rejection nobody awaits is a defect to report, not a reason to lose the database.
process.on('unhandledRejection', (error) => send({ log: `database thread: unhandled ${inspect(error)}` }));
const fail = (id: number, error: unknown): void => {
  // PGlite's error also holds the query's options (functions, which cannot cross): only the
  // plain fields (code, detail, hint, position...) travel.
  const fields = Object.fromEntries(
    Object.entries(typeof error === 'object' && error !== null ? error : {}).filter(([, value]) =>
      ['string', 'number', 'boolean'].includes(typeof value),
    ),
  );
  send({ id, ok: false, message: error instanceof Error ? error.message : String(error), fields });
};
const answer = (id: number, work: Promise<unknown>): void => {
  work.then(
    (value) => send({ id, ok: true, value }),
    (error: unknown) => fail(id, error),
  );
};

function begin(db: PGlite, id: number): void {
  const handle = nextTransaction++;
  const done = db.transaction(async (tx) => {
    transactions.set(handle, tx);
    send({ id, ok: true, value: handle });
    const commit = await new Promise<boolean>((resolve) => endings.set(handle, resolve));
    if (!commit) throw ROLLBACK;
  });
  const outcome = done.then(
    () => undefined,
    (error: unknown) => {
      if (error !== ROLLBACK) throw error;
    },
  );
  outcome.catch(() => {}); // answered through end(), or below when BEGIN failed
  settled.set(handle, outcome);
  // BEGIN itself failed: the transaction never started.
  done.catch((error: unknown) => {
    if (!transactions.has(handle)) {
      settled.delete(handle);
      fail(id, error);
    }
  });
}

function end(id: number, handle: number, commit: boolean): void {
  const finish = endings.get(handle);
  const done = settled.get(handle);
  if (!finish || !done) return fail(id, new Error(`no open transaction ${handle}`));
  finish(commit);
  answer(
    id,
    done.finally(() => {
      transactions.delete(handle);
      endings.delete(handle);
      settled.delete(handle);
    }),
  );
}

/** The PGlite options that travel as data: parameters of the listed type OIDs sent as text. */
const textSerializers = (oids: number[]) =>
  oids.length ? { serializers: Object.fromEntries(oids.map((oid) => [oid, (v: unknown) => String(v)])) } : undefined;

async function main(): Promise<void> {
  const db = await openDatabase({ ...options, log: (line) => send({ log: line }) });
  port.on('message', (request: ThreadRequest) => {
    const runner = (handle: number | null): PGlite | Transaction | undefined =>
      handle === null ? db : transactions.get(handle);
    switch (request.op) {
      case 'query':
      case 'exec': {
        const target = runner(request.transaction);
        if (!target) return fail(request.id, new Error(`no open transaction ${request.transaction}`));
        return answer(
          request.id,
          request.op === 'query'
            ? target.query(request.sql, request.params, textSerializers(request.textOids))
            : target.exec(request.sql),
        );
      }
      case 'begin':
        return begin(db, request.id);
      case 'end':
        return end(request.id, request.transaction, request.commit);
      case 'close':
        return answer(request.id, db.close());
    }
  });
  send({ ready: true });
}

main().catch((error: unknown) => send({ failed: error instanceof Error ? error.message : String(error) }));
