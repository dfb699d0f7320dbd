// What a CDN in front of a bucket does, for `npm start` and the end-to-end tests on a bucket target:
// each request path is an object key below the bundle's folder (`/` is `index.html`, the CDN's
// default root object; `/services` is the object `shell/services`, the route's first screen), sent
// with the Content-Type and Cache-Control stored with it, and revalidated by ETag. No rewriting of
// routes: the bucket holds an object for every route (prerender-site.mjs). What a CDN adds as
// response headers is added here too: the shell's Content-Security-Policy, CORS on the remotes.
// A file of a release with a brotli twin (`<key>.br`, stored encoded: object-meta.mjs) is sent as
// that twin to a browser that accepts br, as a CDN does with an edge function that picks the key.
// A byte range (a video's, say) is asked of the bucket and answered 206, from the file itself.
// A file is answered at its canonical spelling only (canonical-path.mjs): `x/../`, `//`, a trailing
// `/` or an encoded letter is 404, never the object a key lookup would resolve it to.
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import express from 'express';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  compressOnTheFly,
  mayHaveTwin,
  setTwinHeaders,
  twinOf,
  varyOnEncoding,
  wantsTwin,
} from '../../precompressed.mjs';
import { answerErrors } from '../../http-answers.mjs';
import { MAX_KEY_BYTES } from '../../s3/s3-request-check.mjs';
import { isPrivatePath, siteHeaders } from '../../static-server.mjs';
import { canaryPagesFolder } from '../../prerender/pages.mjs';
import { drawCanary, readCanary } from '../canary-state.mjs';
import { candidatesKey, parseCandidates } from '../candidates.mjs';
import { mayServeReleaseFile } from '../release-gate.mjs';
import { NOT_FOUND_PAGE, bundleKeys, liveVersion } from '../target.mjs';
import { refusedSpelling, releaseFileOf } from '../../canonical-path.mjs';
import { objectMeta } from './object-meta.mjs';
import { statusOf } from './s3-target.mjs';

/** How long the shell's CDN keeps the canaries' states it read (an edge key-value store's delay). */
const CANARY_READ_MS = 2000;

/**
 * A JSON object read from the bucket, or null for none or a damaged one (it then names nothing).
 * @param {string | null} text
 */
function parsedOrNull(text) {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The object key a request path names below `folder`, or null for a path that leaves it or that no
 * object of a release can have (control characters, longer than a key can be).
 * @param {string} folder the bundle's folder in the bucket
 * @param {string} pathname
 */
export function objectKeyOf(folder, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const normalized = path.posix.normalize(decoded);
  if (!normalized.startsWith('/') || normalized.includes('/../') || normalized.endsWith('/..')) return null;
  const file = normalized.replace(/^\/+/, '').replace(/\/+$/, '');
  const key = `${folder}/${file || 'index.html'}`;
  return /[\x00-\x1f\x7f]/.test(key) || Buffer.byteLength(key) > MAX_KEY_BYTES ? null : key;
}

/**
 * The Range header of `req` that is passed on to the bucket: one range from a first byte
 * (`bytes=0-`, `bytes=100-199`, what browsers ask for media), on a GET without If-Range. Any other
 * (a suffix, several ranges, a range on a condition) is answered with the whole object, as HTTP
 * allows.
 * @param {import('express').Request} req
 * @returns {string | undefined}
 */
export function forwardedRange(req) {
  const range = req.get('range')?.trim();
  if (req.method !== 'GET' || !range || req.get('if-range') !== undefined) return undefined;
  const match = /^bytes=(\d+)-(\d*)$/.exec(range);
  if (!match || (match[2] && Number(match[2]) < Number(match[1]))) return undefined;
  return range;
}

/**
 * True for an object key that may have a brotli twin: a file of a release. Objects at the top of a
 * bundle's folder (live pointers, pages, copies of the shell's public files) are replaced in place
 * and never get one, so an old twin there could not be told from a current one.
 * @param {string} folder the bundle's folder in the bucket
 * @param {string} key
 */
const mayHaveReleaseTwin = (folder, key) => key.startsWith(`${folder}/releases/`) && mayHaveTwin(key);

/**
 * @param {object} options
 * @param {ReturnType<typeof import('./s3-target.mjs').s3Target>} options.target
 * @param {import('../bundles.mjs').Bundle} options.bundle
 * @param {(html: string) => string} [options.csp] the policy of a page (the shell's)
 * @param {boolean} [options.cors] any origin may read (the remotes)
 * @param {boolean} [options.candidatesOnly] a release's files only as release-gate.mjs allows (its
 *   entries for the live release and the candidates), as an edge function in front of the bucket would check
 * @param {import('../bundles.mjs').Bundle[]} [options.canaries] the remotes whose canaries a page
 *   load is drawn for (the shell's CDN): a load drawn for a running canary gets that canary's page
 *   (prerender-site.mjs), as an edge function reading the canaries from a key-value store would
 * @param {() => number} [options.random] the draw, in [0, 1)
 * @returns {import('express').Express}
 */
export function createBucketCdn({
  target,
  bundle,
  csp,
  cors = false,
  candidatesOnly = false,
  canaries = [],
  random = Math.random,
}) {
  const app = express();
  app.disable('x-powered-by');
  app.use(compressOnTheFly());
  app.use(siteHeaders({ cors }));
  app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : res.status(405).end()));
  /**
   * Whether a file of a release may be served (release-gate.mjs); the history is read only when it decides.
   * @param {{ version: string, file: string }} asked
   */
  const mayServe = async (asked) => {
    const [live, candidates] = await Promise.all([
      target.readText(bundleKeys(bundle).live),
      target.readText(candidatesKey(bundle)),
    ]);
    const facts = { live: live ? JSON.parse(live).version : null, candidates: parseCandidates(candidates) };
    if (mayServeReleaseFile(asked, { ...facts, history: () => null })) return true;
    const history = await target.readText(bundleKeys(bundle).history);
    return mayServeReleaseFile(asked, { ...facts, history: () => parsedOrNull(history) });
  };
  /** @type {{ at: number, states: Promise<{ bundle: string, state: import('../canary-state.mjs').CanaryState | null, live: string | null }[]> } | null} */
  let canaryRead = null;
  /** The canaries' states with their remotes' live releases, read again at most every CANARY_READ_MS. */
  const canaryStates = () => {
    if (!canaryRead || Date.now() - canaryRead.at > CANARY_READ_MS) {
      const states = Promise.all(
        canaries.map(async (remote) => {
          const [state, live] = await Promise.all([readCanary(target, remote), liveVersion(target, remote)]);
          return { bundle: remote.name, state, live };
        }),
      );
      canaryRead = { at: Date.now(), states };
      states.catch(() => {
        canaryRead = null;
      });
    }
    return canaryRead.states;
  };
  app.use(async (req, res) => {
    const page = !path.posix.extname(req.path) && Boolean(req.accepts('html'));
    // A file only at its one spelling (canonical-path.mjs): a page's route keeps its own handling.
    const key =
      refusedSpelling(req.path, { page }) || isPrivatePath(req.path) ? null : objectKeyOf(bundle.name, req.path);
    const range = forwardedRange(req);
    const objectPath = (/** @type {string} */ objectKey) => `${target.prefix}${objectKey}`;
    /**
     * Sends the object `objectKey` with `status`; false when there is no such object.
     * @param {string} objectKey @param {number} status
     * @param {string} [original] the key of the file `objectKey` is the brotli twin of, sent in its place
     */
    const send = async (objectKey, status, original) => {
      // A range is asked of the file itself, never of a twin or an error page.
      const partial = status === 200 && !original ? range : undefined;
      try {
        const answer = await target.client.send(
          new GetObjectCommand({
            Bucket: target.bucket,
            Key: objectPath(objectKey),
            IfNoneMatch: status === 200 ? req.get('if-none-match') : undefined,
            Range: partial,
          }),
        );
        const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
        // A twin goes with its file's headers, as the bucket stores them with the file (object-meta.mjs).
        const twin = original ? objectMeta(original.slice(bundle.name.length + 1)) : null;
        const contentType = twin?.contentType ?? answer.ContentType;
        res.status(partial && answer.ContentRange ? 206 : status);
        if (partial && answer.ContentRange) res.setHeader('Content-Range', answer.ContentRange);
        // Ranges are of the file as stored: not offered on a twin, another representation.
        if (!twin) res.setHeader('Accept-Ranges', 'bytes');
        if (twin) setTwinHeaders(res, twin);
        else {
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
          const head = await target.client.send(
            new HeadObjectCommand({ Bucket: target.bucket, Key: objectPath(objectKey) }),
          );
          res.status(416).setHeader('Content-Range', `bytes */${head.ContentLength ?? 0}`);
          res.end();
          return true;
        }
        // What the bucket refuses for the request's sake (no such key, a key it cannot have) is not found.
        const status = statusOf(error);
        if (status !== undefined && status >= 400 && status < 500) return false;
        throw error;
      }
    };
    try {
      const asked = candidatesOnly && key ? releaseFileOf(req.path) : null;
      if (asked !== null && !(await mayServe(asked))) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      if (key && mayHaveReleaseTwin(bundle.name, key)) {
        varyOnEncoding(res);
        if (wantsTwin(req, key) && (await send(twinOf(key), 200, key))) return;
      }
      if (key && page && canaries.length) {
        const drawn = drawCanary(await canaryStates(), Date.now(), random);
        const pageKey = key.slice(bundle.name.length + 1);
        const folder = drawn?.state ? canaryPagesFolder(drawn.bundle, drawn.state.version) : null;
        if (folder && (await send(`${bundle.name}/${folder}/${pageKey}`, 200))) return;
      }
      if (key && (await send(key, 200))) return;
      if (page && csp && (await send(`${bundle.name}/${NOT_FOUND_PAGE}`, 404))) return;
      res.status(404).type('text/plain').send('Not found');
    } catch (error) {
      // The bucket's own fault or silence: said in the log, not to the visitor.
      console.error(`${bundle.name} CDN: ${req.method} ${req.originalUrl}: the bucket did not answer: ${error}`);
      if (!res.headersSent) res.status(502).type('text/plain').send('Bad Gateway');
      else res.destroy();
    }
  });
  app.use(answerErrors());
  return app;
}
