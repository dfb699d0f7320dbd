import { adminClientFor, startTestBackend, type TestBackend } from '../test-support/test-backend';

// What GoTrue does and this backend does not, refused by name: auth-js's deleteUser(id, true).
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);
afterAll(() => backend?.cleanup());

describe('DELETE /admin/users/<id> with should_soft_delete', () => {
  it('is refused 422 and the user stays; a plain delete still works', async () => {
    const admin = adminClientFor(backend).auth.admin;
    const { data } = await admin.createUser({ email: 'soft.delete@gcc-advisory.com', password: 'soft-delete-42' });
    const id = data.user?.id ?? '';
    expect((await admin.deleteUser(id, true)).error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Soft deletion (should_soft_delete) is not available in the local backend',
    });
    expect((await admin.getUserById(id)).error).toBeNull();
    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404 });
  });
});
