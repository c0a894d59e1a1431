import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { NONCE_PLACEHOLDER } from './security-headers.mjs';
import { startStaticServer } from './static-server.mjs';

// a page and a script big enough to be worth compressing
const SCRIPT = `console.log(${JSON.stringify('rapport '.repeat(2000))});`;
const PAGE = `<!doctype html><html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" /></head><body>${'<p>Rapport</p>'.repeat(300)}</body></html>`;

let dir: string;
let server: Awaited<ReturnType<typeof startStaticServer>>;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rapport-static-compression-'));
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  writeFileSync(path.join(dir, 'main.0123abcd.js'), SCRIPT);
  // the copies the build writes beside an asset (deploy/build/output-plugins.cjs)
  writeFileSync(path.join(dir, 'main.0123abcd.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'main.0123abcd.js.gz'), gzipSync(SCRIPT));
  // an asset the build left without copies
  writeFileSync(path.join(dir, 'chunk.89abcdef.js'), SCRIPT);
  server = await startStaticServer({ dir, port: 0, spa: true, origins: { remotes: [] }, json: { 'config.json': { apiBase: 'x'.repeat(2000) } } });
  ({ port } = server.server.address() as { port: number });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The raw answer (fetch would undo the encoding and hide it). */
function get(pathname: string, acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ port, host: '127.0.0.1', path: pathname, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

describe('the static server compresses what it sends', () => {
  it('sends the build’s brotli copy of an asset to a browser that takes brotli, the gzip one otherwise, and says it varies', async () => {
    const br = await get('/main.0123abcd.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('/main.0123abcd.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
  });

  it('sends the asset as it is to a client that takes no encoding', async () => {
    const plain = await get('/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses on the fly an asset without copies, the page (its nonce filled in) and the JSON documents', async () => {
    const chunk = await get('/chunk.89abcdef.js', 'br');
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(chunk.body).toString()).toBe(SCRIPT);

    for (const pathname of ['/', '/results']) {
      const page = await get(pathname, 'gzip, br');
      expect(page.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(page.body).toString();
      expect(html).toContain('<p>Rapport</p>');
      expect(html).not.toContain(NONCE_PLACEHOLDER);
      expect(page.headers['content-security-policy']).toBeDefined();
    }
    const json = await get('/config.json', 'gzip');
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.body).toString())).toEqual({ apiBase: 'x'.repeat(2000) });
  });
});
