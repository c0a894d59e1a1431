// Serves one built part from its own origin, as a CDN or object store would in production:
// hashed files cached forever, manifests, entries and pages never cached, the security headers
// of security-headers.mjs on every answer (the page with a fresh CSP nonce each time), and no
// source map ever (production builds write them outside dist; one found there is still refused).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { PRERENDERED_DIR, pageLanguage, prerenderedFile } from './prerendered-pages.mjs';
import { fillRemotes, serializeRemotes } from './remotes-in-page.cjs';
import { NONCE_PLACEHOLDER, newNonce, securityHeaders } from './security-headers.mjs';

const NO_CACHE = 'no-cache';
// a page carries its answer's nonce: a cached copy (or a 304) would pair an old nonce with a new policy
const NO_STORE = 'no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpe?g|webp|woff2?)$/;
const SOURCE_MAP = /\.map$/i;
const PAGE = 'index.html';

function cacheControl(file) {
  // a precompressed copy (main.0123abcd.js.br) is cached as the asset it stands for
  return HASHED.test(file.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : NO_CACHE;
}

/**
 * @param {object} o
 * @param {string} o.dir       the dist folder
 * @param {number} o.port
 * @param {string} [o.host]
 * @param {boolean} [o.spa]    unknown paths answer index.html (the shell)
 * @param {Record<string, unknown>} [o.json]  extra JSON documents served no-cache (remotes.json, config.json)
 * @param {boolean} [o.cors]   remotes are read cross-origin by the shell's page
 * @param {{ remotes: string[], api?: string }} [o.origins]  what the pages trust (security-headers.mjs trustedOrigins)
 * @param {boolean} [o.production]  behind HTTPS: HSTS and upgrade-insecure-requests
 */
export async function startStaticServer({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  json = {},
  cors = false,
  origins = { remotes: [] },
  production = false,
}) {
  const root = path.resolve(dir);
  const app = Fastify({ logger: false });
  // what goes into every page, serialized once
  const remotesText = json['remotes.json'] === undefined ? undefined : serializeRemotes(json['remotes.json'], 0);

  /** The page a request gets: a public page prerendered in the visitor's language if there is one, else the shell's page. */
  async function readPage(request) {
    const [pathname, search = ''] = request.url.split('?');
    const lang = pageLanguage({ search, cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });
    const prerendered = prerenderedFile(pathname, lang);
    if (prerendered) {
      try {
        return await readFile(path.join(root, prerendered), 'utf8');
      } catch {
        /* not prerendered (a part built alone): the shell's page renders it */
      }
    }
    return readFile(path.join(root, PAGE), 'utf8');
  }

  /** The page with a fresh nonce in it and in its policy. */
  async function sendPage(request, reply) {
    let html;
    try {
      html = await readPage(request);
    } catch {
      return reply.code(404).type('text/plain').send('Not found');
    }
    // the answer depends on these (a cache in front must not give one visitor's language to another)
    reply.header('Vary', 'Cookie, Accept-Language');
    const nonce = newNonce();
    for (const [name, value] of Object.entries(securityHeaders({ origins, nonce, production }))) reply.header(name, value);
    // the environment's remotes.json goes into the page, as nginx's SSI puts it there in production
    const page = fillRemotes(html, remotesText).replaceAll(NONCE_PLACEHOLDER, nonce);
    return reply.header('Cache-Control', NO_STORE).type('text/html; charset=utf-8').send(page);
  }

  // Pages and JSON are compressed as they go (a page carries a fresh nonce, so no copy of it can
  // be made ahead); the build's .br and .gz copies of the assets are sent as they are
  // (preCompressed below). Brotli at quality 5 on the fly: near gzip's speed, smaller.
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  app.addHook('onSend', async (request, reply) => {
    // every other answer (scripts, manifests, JSON, pictures, errors) gets the same headers
    // with no nonce: nothing it could be rendered as may run or style anything inline
    if (!reply.hasHeader('Content-Security-Policy')) {
      for (const [name, value] of Object.entries(securityHeaders({ origins, production }))) reply.header(name, value);
    }
    if (cors) reply.header('Access-Control-Allow-Origin', '*');
  });
  for (const [file, body] of Object.entries(json)) {
    app.get(`/${file}`, async (request, reply) => reply.header('Cache-Control', NO_CACHE).send(body));
  }
  app.get('/', sendPage);
  app.get(`/${PAGE}`, sendPage);
  await app.register(fastifyStatic, {
    root,
    index: false,
    cacheControl: false,
    // the .br/.gz copies the build wrote beside each asset (deploy/build/output-plugins.cjs), by Accept-Encoding
    preCompressed: true,
    // source maps are never public; the pages are answered by sendPage (their nonce)
    allowedPath: (pathname) =>
      !SOURCE_MAP.test(pathname) && path.posix.basename(pathname) !== PAGE && !pathname.startsWith(`/${PRERENDERED_DIR}/`),
    setHeaders(reply, file) {
      reply.header('Cache-Control', cacheControl(file));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]);
    if (spa && wantsPage) return sendPage(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  await app.listen({ port, host });
  return app;
}
