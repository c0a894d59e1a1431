import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { expose } from './expose';

/** sha256 of the one <style> element Swagger UI inserts (checked in chromium by security.test.ts). */
export const SWAGGER_UI_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/** Security headers on every answer, and CORS for the site's own origins only. */
export const securityPlugin = expose('security', async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
  await app.register(helmet, {
    // the API serves JSON plus the docs page, whose scripts and styles are its own files
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
    frameguard: { action: 'deny' },
    // the front ends live on other origins and read these JSON answers
    crossOriginResourcePolicy: { policy: 'cross-origin' },
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
