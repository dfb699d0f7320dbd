// The HTTP front of the local S3 server: forwards every request to s3rver unchanged (the Host header
// too, so SigV4 signatures still verify) and enforces the conditional writes s3rver ignores, as S3 does:
// If-None-Match: * and If-Match on PutObject and CopyObject. Writes to one key wait for each other, and
// reads of a key for its writes, so a check and its write are atomic against every other request
// through this proxy, and a read gets an object whole (s3rver itself finishes a write before it
// answers it: s3rver-child.cjs).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { refuseConnect } from '../http/http-answers';
import { MALFORMED_POST, s3Refusal, type S3Refusal } from './s3-request-check';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BAD_GATEWAY: S3Refusal = [502, { Code: 'BadGateway', Message: 'The local S3 server did not answer.' }];
const INTERNAL_ERROR: S3Refusal = [
  500,
  { Code: 'InternalError', Message: 'We encountered an internal error. Please try again.' },
];

/**
 * Answers with S3's XML error body, after draining the request's own body.
 * @param fields Code, Message and whatever S3 adds for this error
 */
function sendError(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  fields: Record<string, string>,
) {
  req.resume();
  const inner = Object.entries({ ...fields, RequestId: randomUUID() })
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${inner}</Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** The ETags named by an If-Match header (quotes and weak markers dropped); '*' matches any. */
const etagsIn = (header: string) => header.split(',').map((tag) => tag.trim().replace(/^W\//, '').replace(/"/g, ''));

/**
 * Why a conditional write must not happen (the error to answer with), or null when it may.
 * @param current HEAD of the key on s3rver
 */
async function refusal(
  headers: http.IncomingHttpHeaders,
  current: () => Promise<{ status: number; etag: string }>,
  key: string,
): Promise<S3Refusal | null> {
  const ifNoneMatch = headers['if-none-match'];
  const ifMatch = headers['if-match'];
  if (ifNoneMatch !== undefined && ifNoneMatch.trim() !== '*') {
    const Message = 'A header you provided implies functionality that is not implemented';
    return [501, { Code: 'NotImplemented', Message, Header: 'If-None-Match' }];
  }
  if (ifNoneMatch === undefined && ifMatch === undefined) return null;
  const { status, etag } = await current();
  if (status !== 200 && status !== 404) return INTERNAL_ERROR;
  const Message = 'At least one of the pre-conditions you specified did not hold';
  if (ifNoneMatch !== undefined && status === 200) {
    return [412, { Code: 'PreconditionFailed', Message, Condition: 'If-None-Match' }];
  }
  if (ifMatch !== undefined) {
    if (status === 404) return [404, { Code: 'NoSuchKey', Message: 'The specified key does not exist.', Key: key }];
    const wanted = etagsIn(ifMatch);
    if (!wanted.includes('*') && !wanted.includes(etag.replace(/"/g, ''))) {
      return [412, { Code: 'PreconditionFailed', Message, Condition: 'If-Match' }];
    }
  }
  return null;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A running proxy. */
export interface ConditionalProxy {
  port: number;
  close: () => Promise<void>;
}

/** Starts the proxy on 127.0.0.1:`port` (0: any free port) in front of s3rver on `upstreamPort`. */
export async function startConditionalProxy({
  port,
  upstreamPort,
}: {
  port: number;
  upstreamPort: number;
}): Promise<ConditionalProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const inTurn = turnTaker();

  const upstream = (method: string, path: string, headers: http.OutgoingHttpHeaders) =>
    http.request({ host: '127.0.0.1', port: upstreamPort, method, path, headers, agent });

  const head = (path: string) =>
    new Promise<{ status: number; etag: string }>((resolve, reject) => {
      // An x-amz-* header makes s3rver treat it as an API call, never as a website request.
      const request = upstream('HEAD', path, { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' });
      request.on('error', reject).end();
      request.on('response', (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, etag: String(response.headers.etag ?? '') });
      });
    });

  function forward(req: http.IncomingMessage, res: http.ServerResponse) {
    // Hop-by-hop headers are the proxy's own: with the client's `Connection: close`, s3rver would
    // answer an early refusal and close while the body is still coming, and the answer would be lost.
    const headers = { ...req.headers };
    delete headers.connection;
    delete headers['keep-alive'];
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => res.destroy());
    // The body is read whole first, so a request can be sent again (local objects are small).
    req.on('end', () => send(Buffer.concat(chunks), true));

    function send(body: Buffer, mayRetry: boolean) {
      const request = upstream(req.method ?? 'GET', req.url ?? '/', headers);
      request.on('response', (response) => answer(response));
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection that s3rver closed just as it was reused: the request never reached it.
        if (mayRetry && request.reusedSocket && error.code === 'ECONNRESET') return send(body, false);
        if (res.headersSent) res.destroy();
        else sendError(req, res, ...BAD_GATEWAY);
      });
      request.end(body);
    }

    function answer(response: http.IncomingMessage) {
      const status = response.statusCode ?? 502;
      if (status >= 500 && status !== 501) {
        // s3rver's own failure on a request S3 would have refused: the one it fails on is a browser
        // form's upload whose parts it cannot read. Its message is its internals, never passed on.
        response.resume();
        const formUpload = req.method === 'POST' && /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
        return sendError(req, res, ...(formUpload ? MALFORMED_POST : INTERNAL_ERROR));
      }
      // s3rver's own hop-by-hop headers are not the client's: its connection is the proxy's.
      const answerHeaders = { ...response.headers };
      delete answerHeaders.connection;
      delete answerHeaders['keep-alive'];
      res.writeHead(status, answerHeaders);
      response.pipe(res);
    }
  }

  const server = http.createServer((req, res) => {
    const refusedAtOnce = s3Refusal(req.method ?? '', req.url ?? '/', req.headers['content-type']);
    if (refusedAtOnce) return sendError(req, res, ...refusedAtOnce);
    const url = new URL(req.url ?? '/', 'http://local');
    const [, bucket = '', ...keyParts] = url.pathname.split('/');
    const key = keyParts.join('/');
    if (key === '') return forward(req, res);
    // A read of a key takes its turn with the writes, so it never runs beside one.
    const write = ['PUT', 'POST', 'DELETE'].includes(req.method ?? '');
    // PutObject and CopyObject: a PUT on the key itself, not on a part or a sub-resource of it.
    const conditional = req.method === 'PUT' && !/[?&](uploadId|partNumber|tagging|acl)(=|&|$)/.test(url.search);
    // Listened for now: a client that leaves while its write waits must still end its turn.
    const answered = new Promise((resolve) => res.once('close', resolve));
    // s3rver removes the folders a delete leaves empty, up to the bucket: a write into one of them
    // at that moment fails inside it and stops it. So the writes of a bucket take turns too, each
    // within its key's turn (never the other way round: no two turns wait for each other).
    const writesInTurn = (task: () => Promise<void>) =>
      write ? () => inTurn(`writes to ${decoded(bucket)}`, task) : task;
    void inTurn(
      `${decoded(bucket)}/${decoded(key)}`,
      writesInTurn(async () => {
        if (res.closed) return;
        try {
          const refused =
            write && conditional ? await refusal(req.headers, () => head(`/${bucket}/${key}`), decoded(key)) : null;
          if (refused) return sendError(req, res, ...refused);
        } catch {
          return sendError(req, res, ...BAD_GATEWAY);
        }
        forward(req, res);
        await answered;
      }),
    );
  });

  refuseConnect(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

/** Runs tasks one after another per name: `inTurn(name, task)` starts `task` once the one before it ended. */
function turnTaker() {
  const chains = new Map<string, Promise<void>>();
  return (name: string, task: () => Promise<void>): Promise<void> => {
    // The tasks answer their own errors; the catch only keeps the chain going whatever happens.
    const turn = (chains.get(name) ?? Promise.resolve()).then(task).catch(() => {});
    chains.set(name, turn);
    void turn.then(() => chains.get(name) === turn && chains.delete(name));
    return turn;
  };
}
