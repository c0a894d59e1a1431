import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/** Messages of the public contact form, kept so none is lost if mail delivery fails. */
export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  senderEmail: text('sender_email').notNull(),
  senderName: text('sender_name').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Transactional outbox: a mail is a row written in the same transaction as the action that
 * causes it; the outbox worker delivers it later, with retries.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * Secret values of the mail (a reset or sign-in link), encrypted with the server's key
     * (AES-256-GCM) and put into `text` / `html` placeholders only at send time; erased once sent.
     */
    secrets: text('secrets'),
    /** extra header fields (List-Unsubscribe...), their values filled with the secrets like the text */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    // the worker's poll: unsent rows by due time
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

/** Shared rate-limit counters (RATE_LIMIT_STORE=database) so several API replicas agree. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: instant('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Background jobs (reports, mails to come): a row per job, claimed with FOR UPDATE SKIP LOCKED
 * so two workers never run one job at once, retried with backoff, kept across restarts. `key`
 * dedupes: one pending job per key (a user's reports are made once for their latest answers).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAfter: instant('run_after').notNull().defaultNow(),
    /** a claimed job is invisible to other workers until this instant (a crashed worker's job comes back) */
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
    failedAt: instant('failed_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAfter).where(sql`${t.finishedAt} is null and ${t.failedAt} is null`),
    uniqueIndex('jobs_pending_key').on(t.kind, t.key).where(sql`${t.finishedAt} is null and ${t.failedAt} is null`),
  ],
);
