// Serves one built part from its own origin, as a CDN or object store would in production:
// hashed files cached forever, manifests, entries and pages never cached, the security headers
// of security-headers.mjs on every answer (the page with a fresh CSP nonce each time), and no
// source map ever (production builds write them outside dist; one found there is still refused).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { NONCE_PLACEHOLDER, newNonce, securityHeaders } from './security-headers.mjs';

const NO_CACHE = 'no-cache';
// a page carries its answer's nonce: a cached copy (or a 304) would pair an old nonce with a new policy
const NO_STORE = 'no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpe?g|webp|woff2?)$/;
const SOURCE_MAP = /\.map$/i;
const PAGE = 'index.html';

function cacheControl(file) {
  return HASHED.test(file) ? IMMUTABLE : NO_CACHE;
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

  /** The page with a fresh nonce in it and in its policy. */
  async function sendPage(reply) {
    let html;
    try {
      html = await readFile(path.join(root, PAGE), 'utf8');
    } catch {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const nonce = newNonce();
    for (const [name, value] of Object.entries(securityHeaders({ origins, nonce, production }))) reply.header(name, value);
    return reply.header('Cache-Control', NO_STORE).type('text/html; charset=utf-8').send(html.replaceAll(NONCE_PLACEHOLDER, nonce));
  }

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
  app.get('/', (request, reply) => sendPage(reply));
  app.get(`/${PAGE}`, (request, reply) => sendPage(reply));
  await app.register(fastifyStatic, {
    root,
    index: false,
    cacheControl: false,
    // source maps are never public; the page is answered by sendPage (its nonce)
    allowedPath: (pathname) => !SOURCE_MAP.test(pathname) && path.posix.basename(pathname) !== PAGE,
    setHeaders(reply, file) {
      reply.header('Cache-Control', cacheControl(file));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]);
    if (spa && wantsPage) return sendPage(reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  await app.listen({ port, host });
  return app;
}
