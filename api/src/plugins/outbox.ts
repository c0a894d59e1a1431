import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from '../mail/outbox-worker';
import { mailSecretBox, type SecretBox } from '../mail/secret-box';
import { expose } from './expose';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
    /** seals and opens the secrets (reset and sign-in links) of queued mails */
    mailSecrets: SecretBox;
  }
}

export interface OutboxPluginOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxPollMs' | 'env' | 'dataDir' | 'mailSecretKey'>;
  /** the server starts polling; tests drive the worker with drain() instead */
  start: boolean;
  /** tests: the worker's clock (mails are due by it) */
  worker?: Pick<OutboxWorkerOptions, 'now'>;
}

export const outboxPlugin = expose('outbox', async (app: FastifyInstance, options: OutboxPluginOptions) => {
  const { config } = options;
  const secrets = mailSecretBox(config);
  const worker = createOutboxWorker({
    db: app.database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    secrets,
    pollMs: config.outboxPollMs,
    log: app.log,
    ...options.worker,
  });
  app.decorate('mailSecrets', secrets);
  app.decorate('outbox', worker);
  if (options.start) {
    app.addHook('onReady', async () => {
      if (worker.sending) worker.start();
      else if (config.env === 'production') app.log.warn('SMTP_URL is not set: mails are queued but never sent');
      else app.log.info('SMTP_URL is not set: mails stay in the development mailbox (loopback only)');
    });
  }
  // preClose: before onClose closes the database the worker reads
  app.addHook('preClose', async () => {
    await worker.stop();
  });
});
