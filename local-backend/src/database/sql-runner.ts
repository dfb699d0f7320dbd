/**
 * The two calls bootstrap needs, satisfied by both PGlite and a `pg` Client, so the same code
 * prepares the embedded database and a real PostgreSQL server in the supabase/ tests.
 */
export interface SqlRunner {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<unknown>;
  /** Runs one parameterised statement. */
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}
