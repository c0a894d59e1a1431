import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { expose } from './expose';

/** sha256 of the one <style> element Swagger UI inserts (checked in chromium by security.test.ts). */
export const SWAGGER_UI_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * What a browser may let a page of the API use (the docs page, or an answer opened or framed
 * by a hostile page): none of the devices, as on the site's own origins
 * (deploy/lib/security-headers.mjs's PERMISSIONS_POLICY, the same list). helmet sets no
 * Permissions-Policy of its own.
 */
export const API_PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** helmet's options: the API serves JSON plus the docs page, whose scripts and styles are its own files. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      // the docs page (Swagger UI 5, pinned by @fastify/swagger-ui) adds one fixed <style> element:
      // allowed by its hash, never 'unsafe-inline'
      styleSrc: ["'self'", SWAGGER_UI_STYLE_HASH],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' as const },
  // the front ends live on other origins and read these JSON answers
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
};

/**
 * The headers helmet sets with these options, and our Permissions-Policy, computed once: @fastify/helmet builds helmet's
 * middleware again on every request (parsing the policy each time), and our policy is the same
 * for every answer. Taken from helmet itself, on a throw-away instance, so they are exactly its
 * headers (security-headers.test.ts checks that answers, refusals and unknown paths carry them).
 */
export async function helmetHeaders(): Promise<Record<string, string>> {
  const withHelmet = Fastify({ logger: false });
  const without = Fastify({ logger: false });
  try {
    await withHelmet.register(helmet, HELMET_OPTIONS);
    for (const app of [withHelmet, without]) app.get('/', async () => 'probe');
    const [a, b] = await Promise.all([withHelmet.inject('/'), without.inject('/')]);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(a.headers)) {
      if (value === undefined || b.headers[name] === value) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
    return { ...headers, 'permissions-policy': API_PERMISSIONS_POLICY };
  } finally {
    await Promise.all([withHelmet.close(), without.close()]);
  }
}

/** Security headers on every answer (helmet's, precomputed), and CORS for the site's own origins only. */
export const securityPlugin = expose('security', async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    // a route may still set its own (an SVG's stricter policy): reply.header later replaces these
    reply.headers(headers);
    done();
  });
  await app.register(cors, {
    // an unknown origin gets no Access-Control-Allow-Origin, so the browser blocks the read
    origin: options.allowedOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    // tokens travel in the Authorization header, never in cookies
    credentials: false,
    maxAge: 600,
  });
});
