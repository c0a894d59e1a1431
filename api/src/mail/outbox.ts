import { and, asc, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { Database, Executor } from '../db/types';
import type { MailSecrets, SecretBox } from './secret-box';
import { escapeHtml } from './templates';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * Extra header fields (List-Unsubscribe...), each value one line; a value may hold a secret's
   * placeholder, filled at send time like the text.
   */
  headers?: Record<string, string>;
}

export interface QueuedMail extends OutgoingMail {
  id: number;
  attempts: number;
  /** the sealed secrets, put into the text and HTML at send time */
  secrets?: string;
}

/** Secrets of a mail and the box that seals them. */
export interface SealedSecrets {
  secrets: MailSecrets;
  box: SecretBox;
}

const SECRET_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const PLACEHOLDER = /\{\{([A-Za-z][A-Za-z0-9_]*)\}\}/g;

/** Where a secret goes in a mail's text or HTML: `{{link}}`. */
export const placeholder = (name: string): string => `{{${name}}}`;

/**
 * A mail's text, HTML and extra headers with its secrets in place of their placeholders (escaped
 * in the HTML); a placeholder without a secret stays as it is.
 */
export function renderMail<M extends { text: string; html?: string | null; headers?: Record<string, string> | null }>(mail: M, secrets: MailSecrets): M {
  const fill = (template: string, escape: (value: string) => string) =>
    template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(secrets, name) ? escape(secrets[name]) : whole));
  const headers = mail.headers && Object.fromEntries(Object.entries(mail.headers).map(([name, value]) => [name, fill(value, (v) => v)]));
  return { ...mail, text: fill(mail.text, (v) => v), html: mail.html == null ? mail.html : fill(mail.html, escapeHtml), ...(mail.headers !== undefined && { headers }) };
}

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

/** Extra header fields as stored: named as RFC 5322 allows, each value on one line. */
function checkedHeaders(headers: Record<string, string> | undefined): Record<string, string> | null {
  if (!headers) return null;
  for (const name of Object.keys(headers)) if (!HEADER_NAME.test(name)) throw new Error(`mail headers: "${name}" is not a header name`);
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace(/[\r\n]+/g, ' ').trim()]));
}

/** A programming error caught at once: a secret the mail does not use, or one written out in plain. */
function checkSecrets(mail: OutgoingMail, secrets: MailSecrets): void {
  const names = Object.keys(secrets);
  if (names.length === 0) throw new Error('mail secrets: an empty map (omit it instead)');
  for (const name of names) {
    const value = secrets[name];
    if (!SECRET_NAME.test(name)) throw new Error(`mail secrets: "${name}" is not a placeholder name`);
    if (typeof value !== 'string' || value.length === 0) throw new Error(`mail secrets: "${name}" has no value`);
    const parts = [mail.text, mail.html ?? '', ...Object.values(mail.headers ?? {})];
    if (!parts.some((part) => part.includes(placeholder(name)))) {
      throw new Error(`mail secrets: the mail has no ${placeholder(name)} placeholder`);
    }
    const plain = [mail.subject, ...parts];
    if (plain.some((part) => part.includes(value) || part.includes(escapeHtml(value)))) {
      throw new Error(`mail secrets: the value of "${name}" is written out in the mail itself`);
    }
  }
}

/**
 * Queues a mail. Call it with the transaction of the action that causes the mail (contact
 * message, invitation, password reset): the mail exists if and only if the action committed.
 *
 * A mail carrying a secret (a reset or sign-in link) names it by a placeholder in its text and
 * HTML (`{{link}}`) and passes the value in `sealed`: the value is stored encrypted, put in
 * only when the mail is sent, then erased. The table never holds a usable link in plain text.
 */
export async function enqueueMail(tx: Executor, mail: OutgoingMail, sealed?: SealedSecrets): Promise<number> {
  if (sealed) checkSecrets(mail, sealed.secrets);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      // header values must stay on one line whatever the user typed
      subject: mail.subject.replace(/[\r\n]+/g, ' ').trim(),
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      headers: checkedHeaders(mail.headers),
      secrets: sealed ? sealed.box.seal(sealed.secrets, mail.to) : null,
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

/** The secrets of a queued mail (sealed for its recipient); SecretBoxError when they cannot be opened. */
export const openSecrets = (box: SecretBox, mail: { to: string; secrets?: string | null }): MailSecrets =>
  mail.secrets ? box.open(mail.secrets, mail.to) : {};

/**
 * A queued mail as it will be sent: its secrets opened and put in (SecretBoxError when they
 * cannot be). For the outbox worker, the development mailbox and tests; never for an answer
 * to a request from elsewhere.
 */
export const openMail = <M extends { to: string; text: string; html?: string | null; secrets?: string | null }>(box: SecretBox, mail: M): M =>
  renderMail(mail, openSecrets(box, mail));

/**
 * Takes up to `limit` due, unsent mails and leases them until `leaseUntil`: a short
 * transaction with FOR UPDATE SKIP LOCKED, so several workers never take the same row, and
 * the SMTP conversation happens outside any transaction (PGlite has a single connection). A
 * worker that dies mid-send leaves the row to be retried when the lease ends.
 */
export async function claimDueMails(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
  maxAttempts: number,
): Promise<QueuedMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        replyTo: mailOutbox.replyTo,
        headers: mailOutbox.headers,
        secrets: mailOutbox.secrets,
        attempts: mailOutbox.attempts,
      })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), lt(mailOutbox.attempts, maxAttempts)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const mail of due) {
      await tx.update(mailOutbox).set({ nextAttemptAt: leaseUntil }).where(eq(mailOutbox.id, mail.id));
    }
    return due.map((m) => ({ ...m, html: m.html ?? undefined, replyTo: m.replyTo ?? undefined, headers: m.headers ?? undefined, secrets: m.secrets ?? undefined }));
  });
}

/** Sent: its secrets are erased (the copy in the recipient's mailbox is the only one left). */
export async function markMailSent(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: at, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null, secrets: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt; after the last one (`final`) the mail will never be sent: its secrets go. */
export async function markMailFailed(db: Database, id: number, error: string, nextAttemptAt: Date, final = false): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 2000),
      nextAttemptAt,
      ...(final && { secrets: null }),
    })
    .where(eq(mailOutbox.id, id));
}

/** A mail no attempt can send (its secrets cannot be opened): left alone with `maxAttempts`, secrets erased. */
export async function markMailAbandoned(db: Database, id: number, error: string, maxAttempts: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`greatest(${mailOutbox.attempts} + 1, ${maxAttempts})`, lastError: error.slice(0, 2000), secrets: null })
    .where(eq(mailOutbox.id, id));
}

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** extra header fields; absent for none */
  headers?: Record<string, string>;
  created: Date;
}

/**
 * The newest mails, their secrets put back in: for the development mailbox only (no SMTP,
 * loopback). A mail sealed under another key (a deleted key file) shows its placeholders.
 */
export async function listRecentMails(db: Database, limit: number, box: SecretBox): Promise<MailboxEntry[]> {
  const rows = await db
    .select({
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      headers: mailOutbox.headers,
      secrets: mailOutbox.secrets,
      created: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map(({ secrets, headers, ...mail }) => {
    let opened: MailSecrets = {};
    try {
      opened = openSecrets(box, { to: mail.to, secrets });
    } catch {
      // sealed under another key: shown without its secrets
    }
    // a mail without extra header fields says none (the drivers differ on an empty jsonb: null or absent)
    return renderMail({ ...mail, ...(headers && { headers }) }, opened);
  });
}
