// The site's servers: the static server of a bundle's folder, the CDN in front of a bucket, the
// local S3 server, and what they share. What they need of the release system (the one spelling of
// a file, which release files may be served, which canary a page load is drawn for) comes in as
// options; nothing here imports it.
export { createBucketCdn, type BucketObjects } from './bucket-cdn/bucket-cdn';
export { objectMeta } from './bucket-cdn/object-meta';
export { fileCache } from './file-cache';
export { answerErrors, refuseConnect } from './http/http-answers';
export { freePort, listenOnFreePort } from './http/free-port';
export { listenOnLoopback } from './http/listen-on-loopback';
export { clientOf, startLocalS3, type LocalS3 } from './s3/local-s3';
export { createStaticApp } from './static/static-app';
