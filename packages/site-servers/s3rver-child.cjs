// The child process of the local S3 server (src/s3/local-s3.ts): s3rver, with a store that finishes
// a write before it answers it. Plain CommonJS that node runs as it is, from src/ (the tests) and
// dist/ alike: s3rver itself is CommonJS, and it runs in a process of its own.
//
// s3rver 3.7 answers a PutObject before the object's bytes are in its file: it truncates the file,
// resolves once the body has passed through (not once it is written), and writes the metadata. A
// read that comes in just after the answer, on a busy machine, then gets the object empty or cut
// short (a JSON history read back as "Unexpected end of JSON input"); a read beside the write always
// does. Here each object is written to a file of its own in the same folder and renamed over the
// object's once it is complete: the answer comes after the object is whole, and a reader sees the
// old object or the new one, never a part of one.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { Transform } = require('node:stream');
const { pipeline } = require('node:stream/promises');

/** The partial files of this process are numbered. */
let writes = 0;

/**
 * s3rver's FilesystemStore, changed to write each object whole (see above).
 * @param {string} s3rverPath the resolved main file of s3rver
 */
function wholeWritingStore(s3rverPath) {
  const FilesystemStore = require(path.join(path.dirname(s3rverPath), 'stores', 'filesystem.js'));
  FilesystemStore.prototype.putObject = async function putObject(object) {
    const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
    const folder = path.dirname(objectPath);
    await fs.promises.mkdir(folder, { recursive: true });
    // Never an object's file name (those end in ._S3rver_<kind>), so never listed as one.
    const partial = path.join(folder, `.s3rver-write-${process.pid}-${(writes += 1)}`);
    const md5 = crypto.createHash('md5');
    let size = 0;
    const count = new Transform({
      transform(chunk, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(
        Buffer.isBuffer(object.content) ? [object.content] : object.content,
        count,
        fs.createWriteStream(partial),
      );
      await fs.promises.rename(partial, objectPath);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
    const digest = md5.digest('hex');
    await this.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
  return FilesystemStore;
}

/**
 * Runs s3rver: `node s3rver-child.cjs <s3rver's main file> <options as JSON>`. It listens on
 * 127.0.0.1 (it misbehaves on ::1); port 0 avoids races and the IPC channel reports the port. The
 * child leaves when the channel closes, even if the parent was killed, and leaves Ctrl-C in a
 * terminal to the parent, which stops the proxy first.
 */
function main() {
  const [s3rverPath, options] = [process.argv[2], JSON.parse(process.argv[3])];
  wholeWritingStore(s3rverPath);
  const S3rver = require(s3rverPath);
  process.on('disconnect', () => process.exit(0));
  process.on('SIGINT', () => {});
  new S3rver({ address: '127.0.0.1', port: 0, silent: true, ...options }).run().then(
    ({ port }) => process.send({ port }),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

if (require.main === module) main();

module.exports = { wholeWritingStore };
