import { connect } from 'node:net';

/** An answer read off the wire: what fetch would refuse to send or would normalise is sent as is. */
export interface RawAnswer {
  /** Everything the server sent, a second answer on the connection included. */
  text: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `head` (the request line and headers, as written) and an optional body to 127.0.0.1:`port`
 * on a connection of its own, and reads the whole answer until the server closes it.
 */
export function rawRequest(port: number, head: string, body: Buffer | string = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('connect', () =>
      socket.write(Buffer.concat([Buffer.from(head, 'latin1'), typeof body === 'string' ? Buffer.from(body) : body])),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('latin1'))));
  });
}

/** A request head: `METHOD target HTTP/1.1` with Host, Connection: close and `headers`. */
export function requestHead(method: string, target: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({ Host: '127.0.0.1', Connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

// Read as latin1, one character a byte, so chunk sizes count right; the body is UTF-8 again after.
function parseAnswer(text: string): RawAnswer {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const raw = rest.join('\r\n\r\n');
  const body = headers['transfer-encoding'] === 'chunked' ? unchunk(raw) : raw;
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');
  return { text: utf8(text), status, headers, body: utf8(body) };
}

function unchunk(raw: string): string {
  let out = '';
  let rest = raw;
  for (;;) {
    const end = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, end), 16);
    if (!size) return out;
    out += rest.slice(end + 2, end + 2 + size);
    rest = rest.slice(end + 4 + size);
  }
}
