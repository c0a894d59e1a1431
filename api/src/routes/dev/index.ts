import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailbox } from '@rapport/wire/api/common';
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

/** The header a script sends the mailbox's key in (a person opens the printed link, `?key=`). */
export const MAILBOX_KEY_HEADER = 'x-mailbox-key';

/** The key a request presents: the header, else the `key` parameter of the query. */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers[MAILBOX_KEY_HEADER];
  if (typeof header === 'string') return header;
  return new URL(request.url, 'http://mailbox.invalid').searchParams.get('key') ?? undefined;
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Whether the request carries this start's mailbox key, compared in constant time. The key is
 * what opens the mailbox: the loopback check alone depended on a reverse proxy adding a
 * forwarding header, and one that adds none (a plain proxy_pass) made every visitor loopback.
 */
export function carriesMailboxKey(request: FastifyRequest, key: string | undefined): boolean {
  const presented = presentedKey(request);
  if (!key || presented === undefined) return false;
  return timingSafeEqual(digest(presented), digest(key));
}

/**
 * Development only: the mails the API queued, newest first, with their links, so sign-up, reset
 * and invitation flows work end to end without an SMTP server. app.ts registers it only when
 * devMailboxEnabled; it answers only this machine, and only with this start's key
 * (config.devMailboxKey, which `npm start` prints): anyone else gets the 404 of an unknown path.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = app.config.devMailboxKey;
  app.addHook('onRequest', async (request, reply) => {
    if (!fromLoopback(request) || !carriesMailboxKey(request, key)) return notFoundHandler(request, reply);
    return undefined;
  });

  contractRoute(app, devMailbox, {
    tags: ['development'],
    // a development tool, absent in production: not a call of the product's API (nor of a client made from its document)
    hide: true,
    handler: async () => {
      const mails = await app.mailRepository.listRecent(MAILBOX_SIZE);
      return mails.map((mail) => ({ ...mail, created: mail.created.toISOString() }));
    },
  });
};

/** The mailbox's address with this start's key: what opens it. */
export const mailboxUrl = (apiUrl: string, key: string): string => `${apiUrl}/dev/mailbox?key=${encodeURIComponent(key)}`;

/** What `npm start` prints about mails: where they go, and whether the mailbox is on (with its key). */
export function mailDeliveryLine(config: Pick<Config, 'env' | 'smtpUrl' | 'devMailboxKey'>, apiUrl: string): string {
  if (devMailboxEnabled(config)) {
    const where = config.devMailboxKey ? mailboxUrl(apiUrl, config.devMailboxKey) : `${apiUrl}/dev/mailbox (no key: closed)`;
    return `Development mailbox: ${where} (on: no SMTP_URL, mails are kept, not sent; it answers this machine only, over loopback, with this start's key)`;
  }
  if (config.smtpUrl) return 'Mails are sent through SMTP_URL; the development mailbox is off.';
  return 'SMTP_URL is not set: mails are queued but never sent; the development mailbox is off in production.';
}
