import path from 'node:path';
import { inspect } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { OpenDatabaseOptions } from './open-database';
import type { ThreadReply, ThreadRequest } from './thread-messages';

/** The part of PGlite's interface the backend uses, which the database thread provides. */
export type Database = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Ask = { [K in ThreadRequest['op']]: Omit<Extract<ThreadRequest, { op: K }>, 'id'> }[ThreadRequest['op']];

// From the TypeScript sources (tests, `node -r swc-register`), the thread compiles them the same way.
const SOURCES = __filename.endsWith('.ts');
const ENTRY = path.join(__dirname, `database-thread.${SOURCES ? 'ts' : 'js'}`);
const REGISTER = path.join(__dirname, '..', 'test-support', 'swc-register.cjs');

/**
 * PGlite in a worker thread (database-thread.ts), used through the same calls: a statement that
 * runs long blocks that thread, not the one answering HTTP, so a request over its statement
 * timeout is answered at the limit. Statements still run one at a time in arrival order.
 */
export class ThreadedDatabase implements Database {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private exitError: Error | null = null;

  private constructor(private readonly worker: Worker) {}

  /** Opens (creating if needed) the data folder in a new database thread; see openDatabase. */
  static open(options: OpenDatabaseOptions): Promise<ThreadedDatabase> {
    const { log, ...data } = options;
    const code = `${SOURCES ? `require(${JSON.stringify(REGISTER)});` : ''}require(${JSON.stringify(ENTRY)});`;
    const worker = new Worker(code, { eval: true, workerData: data });
    const db = new ThreadedDatabase(worker);
    return new Promise((resolve, reject) => {
      worker.on('message', (reply: ThreadReply) => {
        if ('log' in reply) log(reply.log);
        else if ('ready' in reply) resolve(db);
        else if ('failed' in reply) {
          reject(new Error(reply.failed));
          void worker.terminate();
        } else db.settle(reply);
      });
      let crash = '';
      worker.on('error', (error) => {
        crash = `: ${inspect(error)}`;
        reject(error);
      });
      worker.on('exit', (code) => {
        db.exitError = new Error(`the database thread exited (${code})${crash}`);
        reject(db.exitError);
        for (const { reject: fail } of db.pending.values()) fail(db.exitError);
        db.pending.clear();
      });
    });
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.run({ op: 'query', transaction: null, sql, params, textOids: textOids(options) });
  }

  exec(sql: string): Promise<Results[]> {
    return this.run({ op: 'exec', transaction: null, sql });
  }

  /** As PGlite's: commits when `work` resolves, rolls back when it throws. */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const handle = await this.run<number>({ op: 'begin' });
    let closed = false;
    const open = (): void => {
      if (closed) throw new Error('Transaction is closed');
    };
    const unsupported = (name: string) => () =>
      Promise.reject(new Error(`${name} is not available in a transaction here`));
    const tx: Transaction = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        open();
        return this.run<Results<R>>({ op: 'query', transaction: handle, sql, params, textOids: textOids(options) });
      },
      exec: (sql: string) => {
        open();
        return this.run<Results[]>({ op: 'exec', transaction: handle, sql });
      },
      rollback: async () => {
        open();
        closed = true;
        await this.run({ op: 'end', transaction: handle, commit: false });
      },
      sql: unsupported('sql``'),
      listen: unsupported('listen'),
      get closed() {
        return closed;
      },
    };
    let value: T;
    try {
      value = await work(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.run({ op: 'end', transaction: handle, commit: false }).catch(() => undefined);
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.run({ op: 'end', transaction: handle, commit: true });
    }
    return value;
  }

  async close(): Promise<void> {
    if (!this.exitError) await this.run({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }

  private run<T>(ask: Ask): Promise<T> {
    if (this.exitError) return Promise.reject(this.exitError);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...ask, id } as ThreadRequest);
    });
  }

  private settle(reply: Extract<ThreadReply, { id: number }>): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(Object.assign(new Error(reply.message), reply.fields));
  }
}

/**
 * PGlite's serializers are functions, which cannot cross to the thread: the one the backend uses
 * (a parameter sent as the text JavaScript makes of it) travels as its type OIDs.
 */
function textOids(options: QueryOptions | undefined): number[] {
  return Object.keys(options?.serializers ?? {}).map(Number);
}
