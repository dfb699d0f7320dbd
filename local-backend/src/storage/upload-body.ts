import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { StorageError } from './storage-error';
import { entityTooLarge, invalidMimeType, invalidRequest } from './storage-refusals';

/** The bytes every PDF file starts with. */
export const PDF_SIGNATURE = '%PDF-';

/** What was written to the temporary file. */
export interface ReceivedFile {
  size: number;
  /** `max-age=<cacheControl field>` (multipart) or the Cache-Control header (raw), else no-cache, as uploader.ts keeps it. */
  cacheControl: string;
  /** The contentType field or the file part's type (multipart), or the Content-Type header (raw). */
  mimetype: string;
}

const tooLarge = entityTooLarge;
// Local only: hosted storage keeps any bytes; this backend keeps PDFs only (see README).
const notPdf = (): StorageError =>
  invalidMimeType('Only PDF documents can be uploaded: the file does not start with %PDF-');

/**
 * Counts the bytes going through and checks the PDF signature at the start, failing as soon as
 * the limit is passed or the first bytes are not `%PDF-`: nothing beyond the limit is kept.
 */
class PdfGate extends Transform {
  size = 0;
  private head = Buffer.alloc(0);
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) return done(tooLarge());
    if (this.head.length < PDF_SIGNATURE.length) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, PDF_SIGNATURE.length - this.head.length)]);
      if (!PDF_SIGNATURE.startsWith(this.head.toString('latin1'))) return done(notPdf());
    }
    done(null, chunk);
  }
  override _flush(done: TransformCallback): void {
    done(this.head.toString('latin1') === PDF_SIGNATURE ? null : notPdf());
  }
}

/**
 * Writes `source` through the gate into `file`. The source is only unpiped on a refusal, never
 * destroyed: destroying a request would drop the connection before the client reads the answer.
 */
async function writeChecked(source: Readable, file: string, limit: number): Promise<number> {
  const gate = new PdfGate(limit);
  const abort = (error: Error): void => void gate.destroy(error);
  source.once('error', abort);
  source.pipe(gate);
  try {
    await pipeline(gate, createWriteStream(file, { flags: 'wx' }));
    return gate.size;
  } catch (error) {
    source.unpipe(gate);
    await rm(file, { force: true });
    throw error;
  } finally {
    source.off('error', abort);
  }
}

/**
 * Streams an upload into `file`, in either format storage-js sends: the raw bytes (an ArrayBuffer,
 * Buffer or stream body) or multipart/form-data with one file part (a Blob or File body, which is
 * what a browser's file input gives). Refuses more than `limit` bytes (413) and anything that is
 * not a PDF by content (415); the request body is never held in memory.
 */
export async function receiveUpload(req: IncomingMessage, file: string, limit: number): Promise<ReceivedFile> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  const type = String(req.headers['content-type'] ?? '');
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    if (declared > limit) throw tooLarge();
    const size = await writeChecked(req, file, limit);
    const cacheControl = String(req.headers['cache-control'] ?? 'no-cache');
    return { size, cacheControl, mimetype: String(req.headers['content-type'] || 'application/octet-stream') };
  }
  // Multipart adds a little framing around the file; far more than that is refused unread.
  if (declared > limit + 64 * 1024) throw tooLarge();
  return receiveMultipart(req, file, limit);
}

function receiveMultipart(req: IncomingMessage, file: string, limit: number): Promise<ReceivedFile> {
  return new Promise<ReceivedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 10, fieldSize: 64 * 1024 } });
    } catch {
      return reject(invalidRequest('Malformed multipart/form-data body'));
    }
    let cacheControl = 'no-cache';
    let contentType = '';
    let partType = 'application/octet-stream';
    let written: Promise<number> | null = null;
    parser.on('field', (name, value) => {
      if (name === 'cacheControl' && value !== '') cacheControl = `max-age=${value}`;
      if (name === 'contentType') contentType = value;
    });
    parser.on('file', (_name, stream, info) => {
      if (written) return void stream.resume();
      partType = info.mimeType;
      written = writeChecked(stream, file, limit);
      // A refusal ends the upload at once; the rest of the body is discarded by Node, not kept.
      written.catch((error: unknown) => {
        req.unpipe(parser);
        reject(error);
      });
      stream.on('error', () => {});
    });
    parser.on('error', () => reject(invalidRequest('Malformed multipart/form-data body')));
    parser.on('close', () => {
      if (!written) return reject(invalidRequest('The request has no file part'));
      written.then((size) => resolve({ size, cacheControl, mimetype: contentType || partType }), reject);
    });
    req.pipe(parser);
  });
}
