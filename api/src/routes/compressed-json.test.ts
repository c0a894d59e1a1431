import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { preferredEncoding, sendKeptJson } from './compressed-json';

const big = Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ pk: i, text: `Question ${i}: what do you do?` }))));
const small = Buffer.from('{"ok":true}');

async function app() {
  const server = Fastify();
  server.get('/big', (_request, reply) => sendKeptJson(reply.header('vary', 'Origin'), big));
  server.get('/small', (_request, reply) => sendKeptJson(reply, small));
  await server.ready();
  return server;
}

describe('kept JSON answers', () => {
  it('go compressed as the client accepts, brotli first, the same JSON once decoded', async () => {
    const server = await app();
    const get = (acceptEncoding?: string) => server.inject({ url: '/big', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(big)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(big.length / 3);
    expect(br.headers.vary).toBe('Origin, Accept-Encoding');

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(big)).toBe(true);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(big)).toBe(true);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    await server.close();
  });

  it('stay plain when small', async () => {
    const server = await app();
    const response = await server.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('{"ok":true}');
    expect(response.headers.vary).toBe('Accept-Encoding');
    await server.close();
  });

  it('honour a refusal (q=0) and the wildcard', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, identity')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('GZIP')).toBe('gzip');
  });
});
