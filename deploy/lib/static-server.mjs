// Serves one built part from its own origin, as a CDN or object store would in production:
// hashed files cached forever, manifests, entries and pages never cached.
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpe?g|webp|woff2?)$/;

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
 */
export async function startStaticServer({ dir, port, host = '127.0.0.1', spa = false, json = {}, cors = false }) {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (cors) reply.header('Access-Control-Allow-Origin', '*');
  });
  for (const [file, body] of Object.entries(json)) {
    app.get(`/${file}`, async (request, reply) => reply.header('Cache-Control', NO_CACHE).send(body));
  }
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    cacheControl: false,
    setHeaders(reply, file) {
      reply.header('Cache-Control', cacheControl(file));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]);
    if (spa && wantsPage) return reply.header('Cache-Control', NO_CACHE).type('text/html').sendFile('index.html');
    return reply.code(404).type('text/plain').send('Not found');
  });
  await app.listen({ port, host });
  return app;
}
