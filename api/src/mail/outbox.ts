import { and, asc, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { Database, Executor } from '../db/types';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface QueuedMail extends OutgoingMail {
  id: number;
  attempts: number;
}

/**
 * Queues a mail. Call it with the transaction of the action that causes the mail (contact
 * message, invitation, password reset): the mail exists if and only if the action committed.
 */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      // header values must stay on one line whatever the user typed
      subject: mail.subject.replace(/[\r\n]+/g, ' ').trim(),
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

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
    return due.map((m) => ({ ...m, html: m.html ?? undefined, replyTo: m.replyTo ?? undefined }));
  });
}

export async function markMailSent(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: at, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Database, id: number, error: string, nextAttemptAt: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 2000), nextAttemptAt })
    .where(eq(mailOutbox.id, id));
}

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created: Date;
}

export async function listRecentMails(db: Database, limit: number): Promise<MailboxEntry[]> {
  return db
    .select({
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      created: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
