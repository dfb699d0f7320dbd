import { createServer } from 'node:net';
import { freePort, listenOnFreePort } from './free-port';

describe('a free loopback port', () => {
  it('is one nothing listens on, so a server can take it', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('serves a handler on loopback until closed', async () => {
    const running = await listenOnFreePort((_request, response) => response.end('here'));
    const answer = await fetch(`http://127.0.0.1:${running.port}/`);
    expect(await answer.text()).toBe('here');
    await running.close();
    await expect(fetch(`http://127.0.0.1:${running.port}/`)).rejects.toThrow();
  });
});
