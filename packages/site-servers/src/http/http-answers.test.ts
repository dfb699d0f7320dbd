import express from 'express';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { refuseConnect, statusOfError } from './http-answers';

/** An express app on a free loopback port, refusing CONNECT. */
async function listening() {
  const server = createServer(express());
  refuseConnect(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('statusOfError', () => {
  it.each([
    [Object.assign(new Error('bad'), { status: 400 }), 400],
    [Object.assign(new Error('range'), { statusCode: 416 }), 416],
    [Object.assign(new Error('odd'), { status: 302 }), 500],
    [Object.assign(new Error('fault'), { status: 503 }), 500],
    [new Error('ENOTDIR: not a directory, stat /srv/site/index.html/'), 500],
    ['a string', 500],
    [null, 500],
  ])('%#: %s is answered %i', (error, status) => {
    expect(statusOfError(error)).toBe(status);
  });
});

describe('refuseConnect', () => {
  /** Sends CONNECT and what follows it, never ending this side; resolves with what came back once closed. */
  const connectTo = (port: number, after: Buffer) =>
    new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('error', () => {});
      socket.on('close', () => resolve(text));
      socket.write(
        Buffer.concat([Buffer.from('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'), after]),
      );
    });

  it('answers CONNECT 405', async () => {
    const server = await listening();
    try {
      expect(await connectTo(server.port, Buffer.alloc(0))).toMatch(/^HTTP\/1\.1 405 /);
    } finally {
      await server.close();
    }
  });

  it('closes the socket it answered, even while the client is still sending: the server can stop', async () => {
    const server = await listening();
    // The server never reads this, so the client cannot finish writing it: only the server can end it.
    await connectTo(server.port, Buffer.alloc(16 * 1024 * 1024));
    await server.close();
  }, 10_000);
});
