import { startParityTarget, type ParityTarget } from './parity-target';
import { pdf, storageClients, type StorageClients } from '../test-support/storage-parity-clients';

// uploader.ts keeps what the upload said: the raw body's Content-Type (else
// application/octet-stream) and Cache-Control header (else no-cache), or for multipart the file
// part's type and `max-age=<cacheControl field>`; the renderer serves both back.
let target: ParityTarget;
let c: StorageClients;
beforeAll(async () => {
  target = await startParityTarget();
  c = await storageClients(target);
}, 60_000);
afterAll(() => target?.stop());

const served = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    body: Buffer.from(await response.arrayBuffer()),
  };
};
const bucket = () => c.staff.storage.from('resources');
const publicUrl = (name: string) => bucket().getPublicUrl(name).data.publicUrl;

describe('content type and cache control', () => {
  it('keeps the uploaded content type and cache control of a raw body (supabase/storage src/storage/uploader.ts)', async () => {
    const name = `${c.folder}/raw.pdf`;
    const { error } = await bucket().upload(name, pdf('raw'), { contentType: 'application/x-pdf', cacheControl: '60' });
    expect(error).toBeNull();
    expect(await served(publicUrl(name))).toEqual({
      status: 200,
      type: 'application/x-pdf',
      cache: 'max-age=60',
      body: pdf('raw'),
    });
  });

  it("keeps the file part's type and the client's default cacheControl of a multipart upload (supabase/storage src/storage/uploader.ts)", async () => {
    const name = `${c.folder}/form.pdf`;
    const file = new File([new Uint8Array(pdf('form'))], 'form.pdf', { type: 'application/pdf' });
    expect((await bucket().upload(name, file)).error).toBeNull();
    expect(await served(publicUrl(name))).toMatchObject({
      status: 200,
      type: 'application/pdf',
      cache: 'max-age=3600',
    });
  });

  it('keeps application/octet-stream and no-cache when a raw upload names neither (supabase/storage src/storage/uploader.ts)', async () => {
    const name = `${c.folder}/bare.pdf`;
    const response = await fetch(`${target.url}/storage/v1/object/resources/${name}`, {
      method: 'POST',
      headers: { apikey: target.publishableKey, Authorization: `Bearer ${c.staffToken}` },
      body: new Uint8Array(pdf('bare')),
    });
    expect(response.status).toBe(200);
    expect(await served(publicUrl(name))).toMatchObject({ type: 'application/octet-stream', cache: 'no-cache' });
  });

  it('serves the same on an authenticated download (supabase/storage src/http/routes/object/getObject.ts)', async () => {
    const name = `${c.folder}/raw.pdf`;
    const { data, error } = await bucket().download(name);
    expect(error).toBeNull();
    expect(Buffer.from(await (data as Blob).arrayBuffer())).toEqual(pdf('raw'));
    const url = `${target.url}/storage/v1/object/authenticated/resources/${name}`;
    const headers = { apikey: target.publishableKey, Authorization: `Bearer ${c.staffToken}` };
    expect(await served(url, { headers })).toMatchObject({
      status: 200,
      type: 'application/x-pdf',
      cache: 'max-age=60',
    });
  });

  it('hides an object from an authenticated download the SELECT policy refuses: NoSuchKey (supabase/storage src/http/routes/object/getObject.ts)', async () => {
    const { error } = await c.member.storage.from('resources').download(`${c.folder}/raw.pdf`);
    expect(error).toMatchObject({ status: 400, statusCode: '404' });
  });
});
