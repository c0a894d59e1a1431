import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailbox } from '@rapport/contracts/api/common';
import type { Config } from '../../config';
import { notFoundHandler } from '../../plugins/errors';
import { contractRoute } from '../contract-route';

const MAILBOX_SIZE = 100;

/**
 * The development mailbox exists only where no mail can leave: no SMTP_URL, never in
 * production. With SMTP configured, real people receive real links, and a copy readable over
 * HTTP would hand their accounts to whoever asks.
 */
export const devMailboxEnabled = (config: Pick<Config, 'env' | 'smtpUrl'>): boolean => config.env !== 'production' && !config.smtpUrl;

/** Headers a reverse proxy adds: through a proxy on this host, a remote visitor's socket is loopback too. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/**
 * Whether the request comes from this machine: the socket's own address, never X-Forwarded-For
 * (anyone can send it, and TRUST_PROXY would make request.ip believe it), and no proxy header.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
  return loopback && PROXY_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Development only: the mails the API queued, newest first, with their links, so sign-up, reset
 * and invitation flows work end to end without an SMTP server. app.ts registers it only when
 * devMailboxEnabled; it answers only this machine, anyone else gets the 404 of an unknown path.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!fromLoopback(request)) return notFoundHandler(request, reply);
    return undefined;
  });

  contractRoute(app, devMailbox, {
    tags: ['development'],
    handler: async () => {
      const mails = await app.mailRepository.listRecent(MAILBOX_SIZE);
      return mails.map((mail) => ({ ...mail, created: mail.created.toISOString() }));
    },
  });
};

/** What `npm start` prints about mails: where they go, and whether the mailbox is on. */
export function mailDeliveryLine(config: Pick<Config, 'env' | 'smtpUrl'>, apiUrl: string): string {
  if (devMailboxEnabled(config)) {
    return `Development mailbox: ${apiUrl}/dev/mailbox (on: no SMTP_URL, mails are kept, not sent; it answers this machine only, over loopback)`;
  }
  if (config.smtpUrl) return 'Mails are sent through SMTP_URL; the development mailbox is off.';
  return 'SMTP_URL is not set: mails are queued but never sent; the development mailbox is off in production.';
}
