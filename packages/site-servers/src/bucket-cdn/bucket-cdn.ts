// What a CDN in front of a bucket does, for `npm start` and the end-to-end tests on a bucket target:
// each request path is an object key below the bundle's folder (`/` is `index.html`, the CDN's
// default root object; `/services` is the object `shell/services`, the route's first screen), sent
// with the Content-Type and Cache-Control stored with it, and revalidated by ETag. No rewriting of
// routes: the bucket holds an object for every route. What a CDN adds as response headers is added
// here too: the shell's Content-Security-Policy, CORS on the remotes.
// A file of a release with a brotli twin (`<key>.br`, stored encoded: object-meta.ts) is sent as
// that twin to a browser that accepts br, as a CDN does with an edge function that picks the key.
// A byte range (a video's, say) is asked of the bucket and answered 206, from the file itself.
// What the release system decides (which release files may be served, which canary's pages a page
// load is drawn for, the one spelling of a file) it gives as functions, as an edge function would
// ask a key-value store.
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import express, { type Express, type Request, type Response } from 'express';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { RELEASES_FOLDER } from 'release-layout';
import { answerErrors } from '../http/http-answers';
import {
  compressOnTheFly,
  mayHaveTwin,
  setTwinHeaders,
  twinOf,
  varyOnEncoding,
  wantsTwin,
} from '../http/precompressed';
import { siteHeaders } from '../http/site-headers';
import { isPrivatePath, type SpellingRule } from '../static/served-paths';
import { forwardedRange, objectKeyOf, statusOf } from './object-key';
import { objectMeta } from './object-meta';

/** Where the objects are: a deployment target in a bucket has these. */
export interface BucketObjects {
  client: S3Client;
  bucket: string;
  /** The site's key prefix in the bucket, ending with `/` (or empty). */
  prefix: string;
}

/** What the CDN of one bundle serves, and what it asks of the release system. */
export interface BucketCdnOptions {
  objects: BucketObjects;
  /** The bundle's folder below the prefix (its name). */
  folder: string;
  /** The policy of a page (the shell's), from its text. */
  csp?: (html: string) => string;
  /** Any origin may read (the remotes). */
  cors?: boolean;
  /** The key below the folder of the page a page load of no object gets, with 404 (the shell's). */
  notFoundPage?: string;
  /** The rule of one spelling per file: a path it refuses is answered 404. */
  refusedSpelling?: SpellingRule;
  /** Whether the file a request path names may be served (the release gate); without it, any. */
  mayServe?: (pathname: string) => Promise<boolean>;
  /**
   * The folder below the bundle's of the pages this page load is drawn for (a running canary's),
   * or null for the live pages; asked for every page load.
   */
  pageFolder?: () => Promise<string | null>;
  /** Where the bucket's faults are written. */
  log?: (line: string) => void;
}

/**
 * True for an object key that may have a brotli twin: a file of a release. Objects at the top of a
 * bundle's folder (live pointers, pages, copies of the shell's public files) are replaced in place
 * and never get one, so an old twin there could not be told from a current one.
 */
const mayHaveReleaseTwin = (folder: string, key: string) =>
  key.startsWith(`${folder}/${RELEASES_FOLDER}/`) && mayHaveTwin(key);

/** An express app that answers as a CDN in front of the bundle's folder of a bucket. */
export function createBucketCdn(options: BucketCdnOptions): Express {
  const { folder, cors = false, notFoundPage, refusedSpelling = () => false, mayServe, pageFolder } = options;
  const { log = (line) => console.error(line) } = options;
  const app = express();
  app.disable('x-powered-by');
  app.use(compressOnTheFly());
  app.use(siteHeaders({ cors }));
  app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : res.status(405).end()));
  app.use(async (req, res) => {
    const page = !path.posix.extname(req.path) && Boolean(req.accepts('html'));
    // A file only at its one spelling: a page's route keeps its own handling.
    const key = refusedSpelling(req.path, { page }) || isPrivatePath(req.path) ? null : objectKeyOf(folder, req.path);
    const send = objectSender(options, req, res);
    try {
      if (key && mayServe && !(await mayServe(req.path))) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      if (key && mayHaveReleaseTwin(folder, key)) {
        varyOnEncoding(res);
        if (wantsTwin(req, key) && (await send(twinOf(key), 200, key))) return;
      }
      if (key && page && pageFolder) {
        const drawn = await pageFolder();
        if (drawn && (await send(`${folder}/${drawn}/${key.slice(folder.length + 1)}`, 200))) return;
      }
      if (key && (await send(key, 200))) return;
      if (page && notFoundPage && (await send(`${folder}/${notFoundPage}`, 404))) return;
      res.status(404).type('text/plain').send('Not found');
    } catch (error) {
      // The bucket's own fault or silence: said in the log, not to the visitor.
      log(`${folder} CDN: ${req.method} ${req.originalUrl}: the bucket did not answer: ${error}`);
      if (!res.headersSent) res.status(502).type('text/plain').send('Bad Gateway');
      else res.destroy();
    }
  });
  app.use(answerErrors());
  return app;
}

/**
 * Sends an object of the bucket as the answer to `req`: `send(key, status, original)` resolves to
 * false when there is no such object. `original` is the key of the file that `key` is the brotli
 * twin of, sent in its place.
 */
function objectSender({ objects, folder, csp }: BucketCdnOptions, req: Request, res: Response) {
  const range = forwardedRange(req);
  const Key = (objectKey: string) => `${objects.prefix}${objectKey}`;
  return async (objectKey: string, status: number, original?: string): Promise<boolean> => {
    // A range is asked of the file itself, never of a twin or an error page.
    const partial = status === 200 && !original ? range : undefined;
    try {
      const answer = await objects.client.send(
        new GetObjectCommand({
          Bucket: objects.bucket,
          Key: Key(objectKey),
          IfNoneMatch: status === 200 ? req.get('if-none-match') : undefined,
          Range: partial,
        }),
      );
      const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      // A twin goes with its file's headers, as the bucket stores them with the file (object-meta.ts).
      const twin = original ? objectMeta(original.slice(folder.length + 1)) : null;
      const contentType = twin?.contentType ?? answer.ContentType;
      res.status(partial && answer.ContentRange ? 206 : status);
      if (partial && answer.ContentRange) res.setHeader('Content-Range', answer.ContentRange);
      // Ranges are of the file as stored: not offered on a twin, another representation.
      if (twin) setTwinHeaders(res, twin);
      else {
        res.setHeader('Accept-Ranges', 'bytes');
        if (answer.ContentType) res.setHeader('Content-Type', answer.ContentType);
        if (answer.CacheControl) res.setHeader('Cache-Control', answer.CacheControl);
        // A twin asked for by its own name is sent as stored: encoded, so never compressed again.
        if (answer.ContentEncoding) res.setHeader('Content-Encoding', answer.ContentEncoding);
      }
      // A twin's is its own: another representation than the file's.
      if (answer.ETag) res.setHeader('ETag', answer.ETag);
      if (csp && contentType?.startsWith('text/html')) {
        const html = twin ? brotliDecompressSync(body) : body;
        res.setHeader('Content-Security-Policy', csp(html.toString('utf8')));
      }
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    } catch (error) {
      if (statusOf(error) === 304) {
        res.status(304).end();
        return true;
      }
      if (partial && statusOf(error) === 416) {
        // A range past the end: the answer names the object's length.
        const head = await objects.client.send(new HeadObjectCommand({ Bucket: objects.bucket, Key: Key(objectKey) }));
        res.status(416).setHeader('Content-Range', `bytes */${head.ContentLength ?? 0}`);
        res.end();
        return true;
      }
      // What the bucket refuses for the request's sake (no such key, a key it cannot have) is not found.
      const refused = statusOf(error);
      if (refused !== undefined && refused >= 400 && refused < 500) return false;
      throw error;
    }
  };
}
