import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NONCE_PLACEHOLDER, nginxIncludes, trustedOrigins } from './security-headers.mjs';
import { startStaticServer } from './static-server.mjs';

const ORIGINS = { remotes: ['http://localhost:8081', 'http://localhost:8082'], api: 'http://localhost:8090' };
const PAGE = `<!doctype html><html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" /></head><body><div id="root"></div></body></html>`;

let dir: string;
const servers: Awaited<ReturnType<typeof startStaticServer>>[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rapport-static-'));
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  writeFileSync(path.join(dir, 'main.0123abcd.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'main.0123abcd.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  mkdirSync(path.join(dir, 'nested'));
  writeFileSync(path.join(dir, 'nested', 'index.html'), PAGE);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(dir, { recursive: true, force: true });
});

/** A server on a free port; answers fetch(path). */
async function serve(options: { spa?: boolean; production?: boolean } = {}) {
  const server = await startStaticServer({ dir, port: 0, origins: ORIGINS, json: { 'config.json': { apiBase: 'x' } }, ...options });
  servers.push(server);
  const { port } = server.server.address() as { port: number };
  return (pathname: string) => fetch(`http://127.0.0.1:${port}${pathname}`);
}

/** directive -> its sources */
const directives = (policy: string | null) =>
  Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));

describe('the static server', () => {
  it('answers the page with a fresh nonce in its policy and in the page, every time', async () => {
    const get = await serve({ spa: true });
    const nonces: string[] = [];
    for (const pathname of ['/', '/', '/index.html', '/results']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      const inPage = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
      const styleSrc = directives(response.headers.get('content-security-policy'))['style-src'];
      expect(inPage).toBeDefined();
      expect(inPage).not.toBe(NONCE_PLACEHOLDER);
      expect(Buffer.from(inPage!, 'base64')).toHaveLength(16);
      expect(styleSrc).toEqual(["'self'", `'nonce-${inPage}'`]);
      nonces.push(inPage!);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('sends a strict policy built from the environment, and the other security headers', async () => {
    const get = await serve({ spa: true });
    const response = await get('/');
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    const csp = directives(policy);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'", ...ORIGINS.remotes]);
    expect(csp['connect-src']).toEqual(["'self'", ORIGINS.api, ...ORIGINS.remotes]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', ORIGINS.api]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS and upgrades insecure requests only in production', async () => {
    const get = await serve({ production: true });
    const response = await get('/');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(directives(response.headers.get('content-security-policy'))['upgrade-insecure-requests']).toEqual([]);
  });

  it('sends the same headers, without a nonce, on scripts, manifests, documents and errors', async () => {
    const get = await serve({ spa: true });
    for (const [pathname, status] of [
      ['/main.0123abcd.js', 200],
      ['/mf-manifest.json', 200],
      ['/config.json', 200],
      ['/missing.js', 404],
    ] as const) {
      const response = await get(pathname);
      expect(response.status).toBe(status);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['style-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await get('/main.0123abcd.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses source maps, even one left in the served folder', async () => {
    const get = await serve({ spa: true });
    const response = await get('/main.0123abcd.js.map');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret.ts');
    expect((await get('/main.0123abcd.js.MAP')).status).toBe(404);
  });

  it('never serves a page without its nonce', async () => {
    const get = await serve();
    const nested = await get('/nested/index.html');
    expect(await nested.text()).not.toContain(NONCE_PLACEHOLDER);
    expect((await get('/no-such-page')).status).toBe(404);
  });
});

describe('the trusted origins', () => {
  it('come from the environment: each remote manifest and the API base', () => {
    const origins = trustedOrigins({
      remotes: {
        auth: { manifest: 'https://static.example/auth/1.0.0/mf-manifest.json' },
        company: { manifest: 'https://static.example/company/2.0.0/mf-manifest.json' },
        barometer: { manifest: '/barometer/1.0.0/mf-manifest.json' },
      },
      config: { apiBase: 'https://api.example/api' },
    });
    // a path is the page's own origin ('self')
    expect(origins).toEqual({ remotes: ['https://static.example'], api: 'https://api.example' });
  });

  it('stop a deploy on anything but an http(s) URL or a path', () => {
    const config = { apiBase: 'https://api.example/api' };
    expect(() => trustedOrigins({ remotes: { auth: { manifest: 'javascript:alert(1)' } }, config })).toThrow(/auth/);
    expect(() => trustedOrigins({ remotes: { auth: { manifest: '//cdn.example/x.json' } }, config })).toThrow(/auth/);
    expect(() => trustedOrigins({ remotes: {}, config: { apiBase: '' } })).toThrow(/apiBase/);
  });
});

describe('the nginx headers', () => {
  const root = path.resolve(__dirname, '../..');

  it('are the same policy, the page naming nginx’s per-request nonce, every answer included', () => {
    const files = nginxIncludes({ origins: ORIGINS, production: true });
    const page = files['security-headers-page.conf'];
    const other = files['security-headers.conf'];
    expect(page).toContain("style-src 'self' 'nonce-$request_id'");
    expect(other).toContain("style-src 'self';");
    for (const file of [page, other]) {
      for (const line of file.split('\n').filter((l) => l.startsWith('add_header'))) expect(line).toMatch(/" always;$/);
      expect(file).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
      expect(file).toContain('add_header X-Frame-Options "DENY" always;');
    }
  });

  it('are included in every location of deploy/nginx.conf, the page ones where the nonce is written', () => {
    const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8').replace(/#.*$/gm, '');
    // each location's opening line ends with `{`, its closing `}` stands alone on a line
    const locations = [...conf.matchAll(/^\s*location\b[^\n]*\{\s*\n([\s\S]*?)^\s*\}/gm)].map((match) => match[1]);
    expect(locations.length).toBeGreaterThanOrEqual(10);
    for (const body of locations) {
      const nonce = body.includes('sub_filter');
      expect(body).toContain(nonce ? 'include rapport/security-headers-page.conf;' : 'include rapport/security-headers.conf;');
      if (nonce) expect(body).toContain(`sub_filter '${NONCE_PLACEHOLDER}' '$request_id';`);
    }
  });

  it('fill the nonce the page template carries', () => {
    const template = readFileSync(path.join(root, 'deploy/build/index.html'), 'utf8');
    expect(template).toContain(`<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" />`);
    expect(template).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|\sstyle=|\son[a-z]+=/i);
  });
});
