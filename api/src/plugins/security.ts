import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { expose } from './expose';

/** Security headers on every answer, and CORS for the site's own origins only. */
export const securityPlugin = expose('security', async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
  await app.register(helmet, {
    // the API serves JSON plus the docs page, whose scripts and styles are its own files
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
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
