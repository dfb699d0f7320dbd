import { startParityTarget, type ParityTarget } from './parity-target';
import { pdf, storageClients, type StorageClients } from '../test-support/storage-parity-clients';

// Refusals as supabase/storage's error handler sends them: the body names the error's own status
// (`statusCode: "404"`), its ErrorCode and its older `error` name; the HTTP status is 400 for every
// refusal (StorageBackendError.userStatusCode), the route-not-found handler's 404 aside.
let target: ParityTarget;
let c: StorageClients;
beforeAll(async () => {
  target = await startParityTarget();
  c = await storageClients(target);
}, 60_000);
afterAll(() => target?.stop());

const object = (path: string) => `${target.url}/storage/v1/object/${path}`;
const headers = (token: string, type = 'application/pdf') => ({
  apikey: target.publishableKey,
  Authorization: `Bearer ${token}`,
  'Content-Type': type,
});
const answer = async (response: Response) => [response.status, await response.json()];

describe('storage refusals', () => {
  it('answers a missing object as NoSuchKey, HTTP 400 with statusCode "404" (supabase/storage src/internal/errors/codes.ts NoSuchKey, src/http/error-handler.ts)', async () => {
    const response = await fetch(object(`public/resources/${c.folder}/missing.pdf`));
    expect(await answer(response)).toEqual([
      400,
      { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' },
    ]);
  });

  it('refuses an unknown bucket as NoSuchBucket, HTTP 400 with statusCode "404" (supabase/storage src/internal/errors/codes.ts NoSuchBucket)', async () => {
    const { error } = await c.staff.storage.from(`no-bucket-${c.folder}`).upload('a.pdf', pdf());
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('refuses a taken name as Duplicate, HTTP 400 with statusCode "409" (supabase/storage src/internal/errors/codes.ts ResourceAlreadyExists)', async () => {
    const name = `${c.folder}/taken.pdf`;
    expect((await c.staff.storage.from('resources').upload(name, pdf())).error).toBeNull();
    const response = await fetch(object(`resources/${name}`), {
      method: 'POST',
      headers: headers(c.staffToken),
      body: pdf(),
    });
    expect(await answer(response)).toEqual([
      400,
      { statusCode: '409', code: 'ResourceAlreadyExists', error: 'Duplicate', message: 'The resource already exists' },
    ]);
  });

  it('refuses what the policies refuse as AccessDenied, HTTP 400 with statusCode "403" (supabase/storage src/storage/database/errors.ts)', async () => {
    const { error } = await c.member.storage.from('resources').upload(`${c.folder}/not-mine.pdf`, pdf());
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const response = await fetch(object(`resources/${c.folder}/anon.pdf`), {
      method: 'POST',
      headers: headers(target.publishableKey),
      body: pdf(),
    });
    expect(await answer(response)).toEqual([
      400,
      {
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
        message: 'new row violates row-level security policy',
      },
    ]);
  });

  it("refuses a Bearer token that does not verify as AccessDenied with jose's words, HTTP 400 (supabase/storage src/http/plugins/jwt.ts)", async () => {
    const response = await fetch(object(`resources/${c.folder}/forged.pdf`), {
      method: 'POST',
      headers: headers(`${c.staffToken.slice(0, -4)}AAAA`),
      body: pdf(),
    });
    expect(await answer(response)).toEqual([
      400,
      { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'signature verification failed' },
    ]);
  });

  it('refuses more than the bucket\'s file_size_limit as EntityTooLarge, HTTP 400 with statusCode "413" (supabase/storage src/storage/uploader.ts)', async () => {
    const body = Buffer.concat([pdf(), Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    const response = await fetch(object(`resources/${c.folder}/big.pdf`), {
      method: 'POST',
      headers: headers(c.staffToken),
      body,
    });
    expect(await answer(response)).toEqual([
      400,
      {
        statusCode: '413',
        code: 'EntityTooLarge',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      },
    ]);
  }, 30_000);

  it('refuses a key storage does not take as InvalidKey, HTTP 400 (supabase/storage src/internal/errors/codes.ts InvalidKey)', async () => {
    const response = await fetch(object(`resources/${c.folder}/back%5Cslash.pdf`), {
      method: 'POST',
      headers: headers(c.staffToken),
      body: pdf(),
    });
    expect(await answer(response)).toEqual([
      400,
      { statusCode: '400', code: 'InvalidKey', error: 'InvalidKey', message: expect.stringMatching(/^Invalid key: /) },
    ]);
  });

  it("answers a method no object route has with the not-found handler's 404 (supabase/storage src/http/not-found-handler.ts)", async () => {
    const response = await fetch(object(`resources/${c.folder}/a.pdf`), {
      method: 'PATCH',
      headers: headers(c.staffToken),
    });
    expect(await answer(response)).toEqual([
      404,
      {
        statusCode: '404',
        code: 'InvalidRequest',
        error: 'Not Found',
        message: `Route PATCH:/object/resources/${c.folder}/a.pdf not found`,
      },
    ]);
  });
});
