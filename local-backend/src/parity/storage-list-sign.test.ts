import { startParityTarget, type ParityTarget } from './parity-target';
import { pdf, storageClients, type StorageClients } from '../test-support/storage-parity-clients';

// The list and sign routes as storage-js calls them; they are matched before bucket names, so
// `POST /object/list/<bucket>` lists and `POST /object/sign/<bucket>/<path>` signs.
let target: ParityTarget;
let c: StorageClients;
const NAMES = ['b.pdf', 'A.pdf', 'c.pdf', 'sub/d.pdf', 'sub/deeper/e.pdf'];
beforeAll(async () => {
  target = await startParityTarget();
  c = await storageClients(target);
  for (const name of NAMES) {
    const { error } = await c.staff.storage.from('resources').upload(`${c.folder}/${name}`, pdf(name));
    if (error) throw error;
  }
}, 60_000);
afterAll(() => target?.stop());

const names = (data: { name: string }[] | null) => (data ?? []).map((entry) => entry.name);

describe('list (supabase/storage src/http/routes/object/listObjects.ts)', () => {
  it("lists a folder with the client's defaults: by name ascending, case-insensitively, a sub-folder as one entry (supabase/storage migrations/tenant/0063-fix-search-name-relative-to-prefix.sql)", async () => {
    const { data, error } = await c.staff.storage.from('resources').list(c.folder);
    expect(error).toBeNull();
    expect(names(data)).toEqual(['A.pdf', 'b.pdf', 'c.pdf', 'sub']);
    expect(data?.[3]).toEqual({
      name: 'sub',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    expect(data?.[0]?.metadata).toMatchObject({ mimetype: 'text/plain;charset=UTF-8', cacheControl: 'max-age=3600' });
  });

  it('takes limit, offset, search and a descending sort (supabase/storage src/storage/database/pg.ts searchObjects)', async () => {
    const bucket = c.staff.storage.from('resources');
    const page = await bucket.list(c.folder, { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(names(page.data)).toEqual(['c.pdf', 'b.pdf']);
    expect(names((await bucket.list(c.folder, { search: 'a' })).data)).toEqual(['A.pdf']);
    expect(names((await bucket.list(`${c.folder}/sub`)).data)).toEqual(['d.pdf', 'deeper']);
  });

  it('lists nothing to a visitor, whom the SELECT policy shows no row (supabase/storage src/storage/object.ts searchObjects)', async () => {
    const { data, error } = await c.anon.storage.from('resources').list(c.folder);
    expect([data, error]).toEqual([[], null]);
  });

  it("refuses a body without prefix as the route's schema does: HTTP 400 (supabase/storage src/http/routes/object/listObjects.ts)", async () => {
    const response = await fetch(`${target.url}/storage/v1/object/list/resources`, {
      method: 'POST',
      headers: {
        apikey: target.publishableKey,
        Authorization: `Bearer ${c.staffToken}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect([response.status, await response.json()]).toEqual([
      400,
      expect.objectContaining({
        statusCode: '400',
        code: 'InvalidRequest',
        message: expect.stringContaining('prefix'),
      }),
    ]);
  });
});

describe('signed URLs (supabase/storage src/http/routes/object/getSignedURL.ts, getSignedObject.ts)', () => {
  it('signs a path the caller may read, and serves the object to that URL', async () => {
    const { data, error } = await c.staff.storage.from('resources').createSignedUrl(`${c.folder}/b.pdf`, 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(
      new RegExp(`^${target.url}/storage/v1/object/sign/resources/${c.folder}/b\\.pdf\\?token=`),
    );
    const response = await fetch(data?.signedUrl ?? '');
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf('b.pdf'));
  });

  it('refuses to sign what the caller may not see as NoSuchKey (supabase/storage src/storage/object.ts signObjectUrl)', async () => {
    const { error } = await c.anon.storage.from('resources').createSignedUrl(`${c.folder}/b.pdf`, 60);
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
  });

  it('refuses a token for another object as InvalidSignature, and a tampered one as InvalidJWT (supabase/storage src/storage/object.ts verifyObjectSignature)', async () => {
    const { data } = await c.staff.storage.from('resources').createSignedUrl(`${c.folder}/b.pdf`, 60);
    const signed = new URL(data?.signedUrl ?? '');
    const other = await fetch(`${signed.origin}${signed.pathname.replace('b.pdf', 'c.pdf')}${signed.search}`);
    expect([other.status, await other.json()]).toEqual([
      400,
      { statusCode: '400', code: 'InvalidSignature', error: 'InvalidSignature', message: 'Invalid signature' },
    ]);
    const tampered = await fetch(`${signed.href.slice(0, -4)}AAAA`);
    expect([tampered.status, await tampered.json()]).toMatchObject([400, { statusCode: '400', code: 'InvalidJWT' }]);
  });
});
