import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/types';
import { claimDueMails, markMailAbandoned, markMailFailed, markMailSent, openSecrets, renderMail, type QueuedMail } from './outbox';
import type { MailSecrets, SecretBox } from './secret-box';

export { enqueueMail, type OutgoingMail } from './outbox';

export interface OutboxWorkerOptions {
  db: Database;
  /** smtp(s)://user:pass@host:port; unset = never send (mails stay for the dev mailbox) */
  smtpUrl?: string;
  from: string;
  /** opens the secrets of the mails that carry some (reset and sign-in links) */
  secrets: SecretBox;
  pollMs?: number;
  batchSize?: number;
  /** first retry delay; doubles per attempt up to maxRetryDelayMs */
  retryBaseMs?: number;
  maxRetryDelayMs?: number;
  /** after this many failed attempts a mail is left alone (its last_error says why) */
  maxAttempts?: number;
  /** how long a claimed mail is reserved for the worker sending it */
  leaseMs?: number;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** the clock, replaceable in tests */
  now?: () => Date;
}

export interface OutboxWorker {
  /** whether this worker sends at all (SMTP_URL set) */
  readonly sending: boolean;
  start(): void;
  /** stops polling and waits for the batch in flight */
  stop(): Promise<void>;
  /** processes due mails until none is left; returns how many were attempted */
  drain(): Promise<number>;
}

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

const withPool = (url: string): string => {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('pool')) parsed.searchParams.set('pool', 'true');
  return parsed.toString();
};

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    smtpUrl,
    from,
    secrets: box,
    pollMs = 2000,
    batchSize = 10,
    retryBaseMs = 30_000,
    maxRetryDelayMs = 3_600_000,
    maxAttempts = 10,
    leaseMs = 5 * 60_000,
    log,
    now = () => new Date(),
  } = options;
  // pooled: a batch reuses its SMTP connections instead of a handshake per mail
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(withPool(smtpUrl)) : undefined;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let inFlight: Promise<number> = Promise.resolve(0);

  async function send(mail: QueuedMail): Promise<void> {
    if (!transport) return;
    let secrets: MailSecrets;
    try {
      secrets = openSecrets(box, mail);
    } catch (error) {
      // no retry can help: sealed under another key (MAIL_SECRET_KEY changed) or altered
      const message = `its secrets cannot be opened: ${error instanceof Error ? error.message : String(error)}`;
      await markMailAbandoned(db, mail.id, message, maxAttempts);
      log?.error({ mailId: mail.id, error: message }, 'mail not sent');
      return;
    }
    // the link exists in plain text only here, for the SMTP conversation
    const rendered = renderMail(mail, secrets);
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: rendered.text,
        html: rendered.html,
        headers: rendered.headers,
      });
      await markMailSent(db, mail.id, now());
    } catch (error) {
      const attempts = mail.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const next = new Date(now().getTime() + retryDelay(attempts, retryBaseMs, maxRetryDelayMs));
      await markMailFailed(db, mail.id, message, next, attempts >= maxAttempts);
      log?.warn({ mailId: mail.id, attempts, error: message }, 'mail delivery failed');
    }
  }

  async function processBatch(): Promise<number> {
    if (!transport) return 0;
    const at = now();
    const batch = await claimDueMails(db, at, new Date(at.getTime() + leaseMs), batchSize, maxAttempts);
    for (const mail of batch) await send(mail);
    return batch.length;
  }

  async function drainOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await processBatch();
      total += count;
      if (count < batchSize) return total;
    }
  }

  function schedule(): void {
    if (!running) return;
    timer = setTimeout(() => {
      inFlight = drainOnce()
        .catch((error: unknown) => {
          log?.error({ err: error }, 'outbox poll failed');
          return 0;
        })
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    sending: transport !== undefined,
    start() {
      if (running || !transport) return;
      running = true;
      schedule();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await inFlight.catch(() => 0);
      transport?.close();
    },
    async drain() {
      // never two drains at once: the in-flight one finishes first
      await inFlight.catch(() => 0);
      inFlight = drainOnce();
      return inFlight;
    },
  };
}
