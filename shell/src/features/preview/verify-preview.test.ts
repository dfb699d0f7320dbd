import type { Preview } from './preview-link';
import { verifyPreview } from './verify-preview';

const VERSION = '20261124-201500-abc1234';
const CONFIGURED = 'http://m.test/mf-manifest.json';
const release = (manifest: string): Preview => ({
  bundle: 'marketing',
  remote: 'marketing',
  version: VERSION,
  manifest,
});
const answering = (body: unknown) =>
  jest.fn(async () => ({ ok: true, status: 200, json: async () => body }) as Response);
const MANIFEST = {
  id: 'marketing',
  name: 'marketing',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
};

describe('verifyPreview', () => {
  it("returns the candidate's entry, read without any cache and without following a redirect", async () => {
    const fetchImpl = answering(MANIFEST);
    const manifest = `http://m.test/releases/${VERSION}/mf-manifest.json`;

    await expect(verifyPreview(release(manifest), CONFIGURED, 'http://localhost/', fetchImpl)).resolves.toBe(
      `http://m.test/releases/${VERSION}/remoteEntry.js`,
    );
    expect(fetchImpl).toHaveBeenCalledWith(manifest, { cache: 'no-store', redirect: 'error' });
  });

  it('asks nothing of another origin, whatever the candidate says', async () => {
    const fetchImpl = answering(MANIFEST);

    await expect(
      verifyPreview(
        release(`http://evil.test/releases/${VERSION}/mf-manifest.json`),
        CONFIGURED,
        'http://localhost/',
        fetchImpl,
      ),
    ).rejects.toThrow('is not on the origin of');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
