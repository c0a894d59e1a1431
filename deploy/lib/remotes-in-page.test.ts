import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { edgeConfig } from './rehearsal.mjs';
import { REMOTES_ELEMENT, REMOTES_INCLUDE, fillRemotes, serializeRemotes } from './remotes-in-page.cjs';
import { NONCE_PLACEHOLDER, nginxIncludes } from './security-headers.mjs';
import { startStaticServer } from './static-server.mjs';

const PAGE = `<!doctype html><html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" />${REMOTES_ELEMENT}</head><body><div id="root"></div></body></html>`;
const REMOTES = {
  auth: {
    manifest: 'http://localhost:8081/mf-manifest.json',
    version: '1.0.0-0123abcd',
    // a value that would close the element if written as it is
    manifestContent: { id: 'auth', metaData: { note: '</script><script>alert(1)</script>' } },
  },
};

/** remotes.json as the shell reads it from a page (shell/src/runtime/load-runtime.ts, remotesInPage) */
function remotesIn(html: string): unknown {
  const text = /<script type="application\/json" id="rapport-remotes">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

describe('remotes.json in the page', () => {
  it('replaces the include directive with the same document, nothing in it able to close the element', () => {
    const html = fillRemotes(PAGE, serializeRemotes(REMOTES, 0));
    expect(html).not.toContain(REMOTES_INCLUDE);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(remotesIn(html)).toEqual(REMOTES);
    expect(JSON.parse(serializeRemotes(REMOTES))).toEqual(REMOTES);
    expect(fillRemotes(PAGE, undefined)).toBe(PAGE);
  });

  it('is put in every page by the static server (npm start)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rapport-remotes-page-'));
    writeFileSync(path.join(dir, 'index.html'), PAGE);
    const server = await startStaticServer({ dir, port: 0, spa: true, json: { 'remotes.json': REMOTES } });
    try {
      const { port } = server.server.address() as { port: number };
      for (const pathname of ['/', '/results', '/recruitments']) {
        expect(remotesIn(await (await fetch(`http://127.0.0.1:${port}${pathname}`)).text())).toEqual(REMOTES);
      }
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // deploy/nginx.conf's shell server block, through nginx itself (its SSI module) when it is installed (CI installs it)
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => spawnSync(file, ['-v']).status === 0);
  (nginx ? it : it.skip)('is put in every page by nginx (production, the rehearsal), as the file is now', async () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'rapport-nginx-ssi-'));
    chmodSync(prefix, 0o755);
    const shellRoot = path.join(prefix, 'shell');
    const includesDir = path.join(prefix, 'rapport');
    for (const sub of ['shell', 'remotes', 'logs', 'tmp', 'rapport']) mkdirSync(path.join(prefix, sub));
    chmodSync(path.join(prefix, 'tmp'), 0o777);
    writeFileSync(path.join(shellRoot, 'index.html'), PAGE);
    writeFileSync(path.join(shellRoot, 'remotes.json'), serializeRemotes(REMOTES));
    const origins = { remotes: ['http://localhost:8081'], api: 'http://localhost:8090' };
    for (const [file, content] of Object.entries(nginxIncludes({ origins, production: false }))) writeFileSync(path.join(includesDir, file), content);
    const port = 18960 + Math.floor(Math.random() * 20);
    const conf = path.join(prefix, 'nginx.conf');
    writeFileSync(conf, edgeConfig({ ports: { edge: port, static: port + 1, api: [port + 2] }, shellRoot, remotesRoot: path.join(prefix, 'remotes'), includesDir, prefix }));
    const started = spawnSync(nginx!, ['-p', prefix, '-c', conf], { encoding: 'utf8' });
    expect(started.stderr).toBe('');
    try {
      const page = async (pathname: string) => (await fetch(`http://127.0.0.1:${port}${pathname}`)).text();
      for (const pathname of ['/', '/pro', '/results', '/index.html']) expect(remotesIn(await page(pathname))).toEqual(REMOTES);
      // a release rewrites the file: the next page carries the new one
      const released = { auth: { ...REMOTES.auth, version: '1.0.1-89abcdef' } };
      writeFileSync(path.join(shellRoot, 'remotes.json'), serializeRemotes(released));
      expect(remotesIn(await page('/results'))).toEqual(released);
    } finally {
      spawnSync(nginx!, ['-p', prefix, '-c', conf, '-s', 'stop']);
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
