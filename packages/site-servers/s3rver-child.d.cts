/** An object as s3rver's store takes it. */
export interface StoredObject {
  bucket: string;
  key: string;
  content: NodeJS.ReadableStream | Buffer;
  metadata: Record<string, string>;
}

/** s3rver's FilesystemStore, as far as the tests use it. */
export interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
}

/** s3rver's FilesystemStore, changed to write each object whole (s3rver-child.cjs). */
export function wholeWritingStore(s3rverPath: string): new (rootDirectory: string) => FilesystemStore;
