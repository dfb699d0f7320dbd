import { remoteEntryOf } from './remote-entry';

const answering = (body: unknown, status = 200) =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>(
    async () => ({ ok: status < 400, status, json: async () => body }) as unknown as Response,
  );

describe('remoteEntryOf', () => {
  it("resolves the manifest's remote entry against the manifest's own URL, without the HTTP cache", async () => {
    const fetchImpl = answering({ metaData: { remoteEntry: { path: 'releases/v2', name: 'remoteEntry.js' } } });
    await expect(remoteEntryOf('http://m.test/site/mf-manifest.json', fetchImpl)).resolves.toBe(
      'http://m.test/site/releases/v2/remoteEntry.js',
    );
    expect(fetchImpl).toHaveBeenCalledWith('http://m.test/site/mf-manifest.json', { cache: 'no-cache' });
  });

  it('finds an entry beside the manifest when the path is empty', async () => {
    const fetchImpl = answering({ metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } } });
    await expect(remoteEntryOf('http://m.test/mf-manifest.json', fetchImpl)).resolves.toBe(
      'http://m.test/remoteEntry.js',
    );
  });

  it('rejects when the manifest cannot be read or names no entry', async () => {
    await expect(remoteEntryOf('http://m.test/mf-manifest.json', answering({}, 503))).rejects.toThrow('HTTP 503');
    await expect(remoteEntryOf('http://m.test/mf-manifest.json', answering({ metaData: {} }))).rejects.toThrow(
      'names no remote entry',
    );
  });
});
