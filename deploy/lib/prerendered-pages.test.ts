import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { languageForcedByUrl } from '@rapport/platform';
import { composePage, moveStyleAttributes, PAGE_END_ID, pageLanguage, prerenderedFile } from './prerendered-pages.mjs';
import { NONCE_PLACEHOLDER } from './security-headers.mjs';
import { startStaticServer } from './static-server.mjs';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" /><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>`;

describe('the language of a prerendered page', () => {
  it('is French for a link that forces it, then the chosen language, then the browser’s, then English', () => {
    expect(pageLanguage({ search: 'mission=M1', cookie: 'lang=en', acceptLanguage: 'en-US' })).toBe('fr');
    expect(pageLanguage({ search: 'questionnaire_id=3' })).toBe('fr');
    expect(pageLanguage({ search: 'contact=' })).toBe('fr');
    expect(pageLanguage({ search: 'login=1', cookie: 'x=1; lang=fr', acceptLanguage: 'en-US' })).toBe('fr');
    expect(pageLanguage({ cookie: 'lang=en', acceptLanguage: 'fr-FR,fr;q=0.9' })).toBe('en');
    expect(pageLanguage({ cookie: 'lang=ru', acceptLanguage: 'fr-CA' })).toBe('fr');
    expect(pageLanguage({ acceptLanguage: 'de-DE,fr;q=0.5' })).toBe('en');
    expect(pageLanguage({})).toBe('en');
  });

  it('forces French for the links the browser forces it for (contracts languageForcedByUrl)', () => {
    for (const search of ['mission=M1', 'contact=c', 'questionnaire_id=3', 'contact=', 'login=1', 'missions=1', '']) {
      expect(pageLanguage({ search, acceptLanguage: 'en' }) === 'fr').toBe(languageForcedByUrl(search) === 'fr');
    }
  });

  it('names a file for the public pages only', () => {
    expect(prerenderedFile('/', 'fr')).toBe('prerendered/fr/index.html');
    expect(prerenderedFile('/pro', 'en')).toBe('prerendered/en/pro.html');
    expect(prerenderedFile('/privacypolicy', 'en')).toBe('prerendered/en/privacypolicy.html');
    expect(prerenderedFile('/results', 'en')).toBeNull();
  });
});

describe('composing a page', () => {
  it('puts the language, the styles and the body in the built page, its scripts kept', () => {
    const html = composePage(TEMPLATE, { lang: 'fr', html: '<header>Rapport $& $1</header>', styles: '<style data-emotion="css a">.a{}</style>' });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<style data-emotion="css a">.a{}</style><link rel="expect"');
    expect(html).toContain('<div id="root" data-prerendered="fr"><header>Rapport $& $1</header></div>');
    expect(html).toContain('<script defer src="/main.0123abcd.js"></script>');
  });

  it('turns style attributes, which the policy refuses in HTML, into rules of a nonce’d style element', () => {
    const moved = moveStyleAttributes('<div style="--gap:16px;font-family:&quot;A&quot;"><span style="top:0">x</span></div>');
    expect(moved.html).toBe('<div data-prerendered-style="1"><span data-prerendered-style="2">x</span></div>');
    expect(moved.css).toBe('#root [data-prerendered-style="1"]{--gap:16px;font-family:"A"}#root [data-prerendered-style="2"]{top:0}');
    const page = composePage(TEMPLATE, { lang: 'en', html: '<p style="top:0">x</p>', styles: '' });
    expect(page).not.toMatch(/ style="/);
    expect(page).toContain(`<style nonce="${NONCE_PLACEHOLDER}" data-prerendered-styles>#root [data-prerendered-style="1"]{top:0}</style>`);
  });

  it('has the browser paint the page once it has parsed all of it, not while its HTML is still arriving', () => {
    const page = composePage(TEMPLATE, { lang: 'en', html: '<header>Rapport</header><main>the page</main>', styles: '' });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`);
    // the element it waits for comes after everything the page shows, once
    expect(page.split(`id="${PAGE_END_ID}"`)).toHaveLength(2);
    expect(page.indexOf(`<div id="${PAGE_END_ID}" hidden></div>`)).toBeGreaterThan(page.indexOf('<main>the page</main></div>'));
  });

  it('loads the boot script in place of the shell’s main script, which it names for the boot script to load', () => {
    const page = composePage(TEMPLATE, { lang: 'en', html: '<p>x</p>', styles: '', boot: '/boot.89abcdef.js' });
    expect(page).toContain('<script defer src="/boot.89abcdef.js" data-main="/main.0123abcd.js"></script>');
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(() => composePage(TEMPLATE.replace(/<script.*<\/script>/, ''), { lang: 'en', html: '', styles: '', boot: '/boot.89abcdef.js' })).toThrow('main script');
  });

  it('refuses a template without #root', () => {
    expect(() => composePage('<html><head></head><body></body></html>', { lang: 'en', html: '', styles: '' })).toThrow('<div id="root"></div>');
  });
});

describe('the static server’s public pages', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rapport-prerendered-'));
    writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    for (const lang of ['en', 'fr']) {
      mkdirSync(path.join(dir, 'prerendered', lang), { recursive: true });
      writeFileSync(path.join(dir, 'prerendered', lang, 'index.html'), composePage(TEMPLATE, { lang, html: `<h1>${lang}</h1>`, styles: '' }));
    }
    server = await startStaticServer({ dir, port: 0, spa: true });
    base = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers / prerendered in the visitor’s language, with a fresh nonce, varying on what chose it', async () => {
    const response = await fetch(`${base}/`, { headers: { 'accept-language': 'fr-FR' } });
    const html = await response.text();
    expect(html).toContain('<div id="root" data-prerendered="fr"><h1>fr</h1></div>');
    expect(html).not.toContain(NONCE_PLACEHOLDER);
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
    expect(await (await fetch(`${base}/?x=1`, { headers: { cookie: 'lang=en', 'accept-language': 'fr' } })).text()).toContain('<h1>en</h1>');
  });

  it('answers the shell’s page where nothing is prerendered, and never a prerendered file by its path', async () => {
    expect(await (await fetch(`${base}/pro`)).text()).toContain('<div id="root"></div>');
    expect(await (await fetch(`${base}/results`)).text()).toContain('<div id="root"></div>');
    expect((await fetch(`${base}/prerendered/en/index.html`)).status).not.toBe(200);
  });
});

describe('nginx’s choice of the page language', () => {
  // the maps of deploy/nginx.conf, run by nginx itself when it is installed (CI installs it)
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => spawnSync(file, ['-v']).status === 0);
  const maybe = nginx ? it : it.skip;

  maybe('agrees with pageLanguage', async () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'rapport-nginx-maps-'));
    const conf = readFileSync(path.join(__dirname, '../nginx.conf'), 'utf8');
    const maps = conf.slice(conf.indexOf('map $args'), conf.indexOf('\nserver {'));
    const port = 18990 + Math.floor(Math.random() * 9);
    mkdirSync(path.join(prefix, 'logs'));
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log; events {}
http { access_log off; client_body_temp_path ${prefix}; proxy_temp_path ${prefix}; fastcgi_temp_path ${prefix}; uwsgi_temp_path ${prefix}; scgi_temp_path ${prefix};
${maps}
server { listen 127.0.0.1:${port}; location / { return 200 "$rapport_page_lang $rapport_page_file"; } } }`,
    );
    expect(spawnSync(nginx!, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')]).status).toBe(0);
    try {
      const cases = [
        { path: '/?mission=M1', cookie: 'lang=en', acceptLanguage: 'en-US' },
        { path: '/pro?login=1', cookie: 'x=1; lang=fr', acceptLanguage: 'en-US' },
        { path: '/privacypolicy', cookie: 'lang=en', acceptLanguage: 'fr-FR' },
        { path: '/', cookie: 'lang=ru', acceptLanguage: 'fr-CA' },
        { path: '/', cookie: '', acceptLanguage: 'de-DE' },
      ];
      for (const c of cases) {
        const [pathname, search = ''] = c.path.split('?');
        const response = await fetch(`http://127.0.0.1:${port}${c.path}`, { headers: { cookie: c.cookie, 'accept-language': c.acceptLanguage } });
        const file = prerenderedFile(pathname, 'en')!.split('/').pop();
        expect(await response.text()).toBe(`${pageLanguage({ search, cookie: c.cookie, acceptLanguage: c.acceptLanguage })} ${file}`);
      }
    } finally {
      spawnSync(nginx!, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-s', 'stop']);
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
