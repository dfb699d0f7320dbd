/** What ThreadedDatabase asks of the database thread (database-thread.ts). */
export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      /** The open transaction to run in, or null for the database itself. */
      transaction: number | null;
      sql: string;
      params: unknown[];
      /** Type OIDs whose parameters go to PostgreSQL as the text JavaScript makes of them. */
      textOids: number[];
    }
  | { id: number; op: 'exec'; transaction: number | null; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; transaction: number; commit: boolean }
  | { id: number; op: 'close' };

/** What the database thread sends back: an answer to a request, a log line, or its state. */
export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  /** A failure, with the fields PGlite put on its error (code, detail, hint...). */
  | { id: number; ok: false; message: string; fields: Record<string, unknown> }
  | { log: string }
  | { ready: true }
  | { failed: string };
