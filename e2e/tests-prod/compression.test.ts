// What a visitor downloads from the production rehearsal's edge (deploy/nginx.conf's server
// blocks in Debian's nginx): every text asset of the shell and of each released remote goes out
// compressed (brotli where the edge has the module, gzip to a browser that takes only gzip), with
// Vary: Accept-Encoding; the pages and JSON documents too. An asset sent as it is fails the test.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;
// deploy/ is plain JavaScript, loaded at run time: what the build compresses, whether the edge has brotli
let COMPRESSIBLE: RegExp;
let COMPRESS_THRESHOLD: number;
let edgeHasBrotli: boolean;
before(async () => {
  const deploy = path.resolve(__dirname, '../../deploy');
  ({ COMPRESSIBLE, COMPRESS_THRESHOLD } = (await import(path.join(deploy, 'build/output-plugins.cjs'))) as { COMPRESSIBLE: RegExp; COMPRESS_THRESHOLD: number });
  const { brotliModules } = (await import(path.join(deploy, 'lib/rehearsal.mjs'))) as { brotliModules: () => string[] };
  edgeHasBrotli = brotliModules().length > 0;
  h = await startHarness(19480, { target: 'rehearsal', accessibility: false });
});
after(async () => {
  await h?.close();
});

/** The answer's headers, the body left encoded (fetch would decode it and hide how it came). */
function headersOf(url: string, acceptEncoding: string): Promise<{ status?: number; encoding?: string; vary: string; length?: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode, encoding: response.headers['content-encoding'], vary: [response.headers.vary].flat().join(', '),
            length: response.headers['content-length'] === undefined ? undefined : Number(response.headers['content-length']),
          }),
        );
      })
      .on('error', reject);
  });
}

/** Every file under `dir` worth compressing, as paths relative to it. */
function textAssets(dir: string): string[] {
  const found: string[] = [];
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) {
        // the pages are answered by their own locations (their nonce)
        if (entry.name !== 'prerendered') walk(rel);
      } else if (COMPRESSIBLE.test(entry.name) && statSync(path.join(dir, rel)).size >= COMPRESS_THRESHOLD) {
        found.push(rel);
      }
    }
  };
  walk('');
  return found;
}

/** Each asset of the shell and of every remote's served version: its URL at the edge and its file. */
function servedAssets(): { url: string; file: string }[] {
  const site = h.site.dir!;
  const shell = path.join(site, 'shell');
  const assets = textAssets(shell)
    // the environment's documents are checked below, as the pages
    .filter((rel) => !['remotes.json', 'config.json'].includes(rel))
    .map((rel) => ({ url: `${h.origin}/${rel}`, file: path.join(shell, rel) }));
  const remotes = JSON.parse(readFileSync(path.join(shell, 'remotes.json'), 'utf8')) as Record<string, { manifest: string; version: string }>;
  for (const [name, { manifest, version }] of Object.entries(remotes)) {
    const base = manifest.replace(/mf-manifest\.json$/, '');
    const folder = path.join(site, 'remotes', name, version);
    for (const rel of textAssets(folder)) assets.push({ url: `${base}${rel}`, file: path.join(folder, rel) });
  }
  return assets;
}

/** The size of the build's copy of `file` in that encoding, if it wrote one. */
function copySize(file: string, encoding: string): number | undefined {
  const copy = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  return existsSync(copy) ? statSync(copy).size : undefined;
}

describe('compression at the edge', () => {
  const best = () => (edgeHasBrotli ? 'br' : 'gzip');

  it('sends every text asset of the shell and the remotes compressed, and says the answer varies with Accept-Encoding', async () => {
    const assets = servedAssets();
    // the shell's main script, each remote's entry and their chunks at the least
    assert.ok(assets.length >= 20, `only ${assets.length} assets found`);
    const uncompressed: string[] = [];
    let fromCopies = 0;
    for (const { url, file } of assets) {
      for (const [accept, expected] of [
        ['gzip, deflate, br', best()],
        ['gzip', 'gzip'],
      ] as const) {
        const headers = await headersOf(url, accept);
        assert.equal(headers.status, 200, url);
        if (headers.encoding !== expected || !/accept-encoding/i.test(String(headers.vary))) {
          uncompressed.push(`${url} (Accept-Encoding: ${accept}): ${headers.encoding ?? 'identity'}, Vary: ${headers.vary || '-'}`);
        }
        // the build's copy is what goes out (made once at maximum compression), not a compression on the fly
        const copy = copySize(file, expected);
        if (copy !== undefined) {
          assert.equal(headers.length, copy, `${url} (${expected}): not the build's copy`);
          fromCopies += 1;
        }
      }
    }
    assert.deepEqual(uncompressed, []);
    assert.ok(fromCopies >= assets.length, `${fromCopies} answers were the build's copies, for ${assets.length} assets`);
  });

  it('compresses the pages (their nonce written in) and the environment’s JSON documents as they go', async () => {
    for (const pathname of ['/', '/pro', '/privacypolicy', '/results', '/remotes.json']) {
      const headers = await headersOf(`${h.origin}${pathname}`, 'gzip, deflate, br');
      assert.equal(headers.status, 200, pathname);
      assert.equal(headers.encoding, best(), pathname);
    }
  });

  it('sends an asset as it is to a client that takes no encoding', async () => {
    const [{ url }] = servedAssets();
    const headers = await headersOf(url, 'identity');
    assert.equal(headers.status, 200);
    assert.equal(headers.encoding, undefined);
  });
});
