import { connect, type Socket } from 'net';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import type { App } from './app';
import { DEFAULT_HTTP_TIMEOUTS } from './config';

/** What the server sent on a raw socket, once the socket is closed. */
function whenClosed(socket: Socket): Promise<string> {
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  return new Promise((resolve) => {
    socket.on('close', () => resolve(received));
    // a reset is an ending too
    socket.on('error', () => undefined);
  });
}

/**
 * A slow client cannot hold a connection: the whole request, its body trickled byte
 * by byte included, must arrive within the request timeout, on a real listening server.
 */
describe(`HTTP timeouts (${testDatabaseKind})`, () => {
  let app: App;
  let port: number;

  beforeAll(async () => {
    app = await buildTestApp({ timeouts: { requestMs: 1000, connectionMs: 5000, keepAliveMs: 2000 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
  });

  it('sets the server from the configuration', () => {
    expect(app.server.requestTimeout).toBe(1000);
    expect(app.server.keepAliveTimeout).toBe(2000);
    expect(app.server.timeout).toBe(5000);
    expect(app.server.headersTimeout).toBeLessThanOrEqual(1000);
  });

  it('cuts a request whose body trickles in slowly, with a 408, long before the body would end', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const ended = whenClosed(socket);
    const body = JSON.stringify({ email: 'slow@example.org', password: 'correct horse 42' }).padEnd(200, ' ');
    socket.write(
      `POST /api/auth/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // one byte every 100 ms: the body would take 20 s, and the socket is never silent
    let sent = 0;
    const trickle = setInterval(() => {
      if (socket.destroyed || sent >= body.length) return;
      socket.write(body[sent]);
      sent += 1;
    }, 100);
    try {
      // the server closes the socket: a 408, while the body was still arriving
      const received = await ended;
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(sent).toBeLessThan(body.length);
    } finally {
      clearInterval(trickle);
    }
  });

  it('answers a request that arrives in time, and still serves after cutting one', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });

  it('defaults to 30 s for a whole request, two minutes of silence and 72 s of idle keep-alive', () => {
    expect(DEFAULT_HTTP_TIMEOUTS).toEqual({ requestMs: 30_000, connectionMs: 120_000, keepAliveMs: 72_000 });
  });
});
