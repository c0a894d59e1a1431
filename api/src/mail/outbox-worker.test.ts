import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { startSmtpServer, type TestSmtpServer } from '@rapport/api/testing/smtp-server';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import { placeholder } from './outbox';
import { createOutboxWorker, enqueueMail, retryDelay } from './outbox-worker';
import { createSecretBox } from './secret-box';

describe(`the outbox worker (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;
  let clock: Date;
  const now = () => clock;
  const FROM = 'Rapport <no-reply@rapport.test>';
  const box = createSecretBox(randomBytes(32));

  const row = async (id: number) => {
    const [found] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return found;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    smtp.received.length = 0;
    smtp.refuseNext(0);
    clock = new Date('2030-01-01T10:00:00Z');
  });

  it('sends due mails over SMTP and marks them sent', async () => {
    const id = await enqueueMail(database.db, {
      to: 'ada@example.org',
      subject: 'Welcome\r\nBcc: victim@example.org',
      text: 'Hello Ada',
      html: '<p>Hello Ada</p>',
      replyTo: 'team@rapport.test',
    });
    // queued "now" by the database clock: make the worker's clock later than that
    clock = new Date(Date.now() + 1000);
    const worker = createOutboxWorker({ db: database.db, secrets: box, smtpUrl: smtp.url, from: FROM, now });
    expect(await worker.drain()).toBe(1);
    await worker.stop();

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['ada@example.org']);
    expect(smtp.received[0].from).toBe('no-reply@rapport.test');
    // a newline in a subject never becomes a header of its own
    expect(smtp.received[0].subject).toBe('Welcome Bcc: victim@example.org');
    expect(smtp.received[0].raw).not.toMatch(/^Bcc:/m);
    expect(smtp.received[0].raw).toContain('Hello Ada');
    const sent = await row(id);
    expect(sent.sentAt).toEqual(clock);
    expect(sent.attempts).toBe(1);
    expect(sent.lastError).toBeNull();
    // nothing is sent twice
    const again = createOutboxWorker({ db: database.db, secrets: box, smtpUrl: smtp.url, from: FROM, now });
    expect(await again.drain()).toBe(0);
    await again.stop();
    expect(smtp.received).toHaveLength(1);
  });

  it('puts the secrets of a mail in only when it sends it, escaped in the HTML, then erases them', async () => {
    const link = 'http://localhost:8080/reset-password?token=abc&lang=fr';
    const id = await enqueueMail(
      database.db,
      { to: 'ada@example.org', subject: 'Reset', text: `Open ${placeholder('link')} once`, html: `<a href="${placeholder('link')}">${placeholder('link')}</a>` },
      { secrets: { link }, box },
    );
    const queued = await row(id);
    // the table holds the placeholder and a sealed value, never the link
    expect(queued.text).toBe('Open {{link}} once');
    expect(JSON.stringify(queued)).not.toContain('token=abc');
    expect(queued.secrets).toMatch(/^v1\./);

    clock = new Date(Date.now() + 1000);
    const worker = createOutboxWorker({ db: database.db, secrets: box, smtpUrl: smtp.url, from: FROM, now });
    expect(await worker.drain()).toBe(1);
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].raw).toContain(`Open ${link} once`);
    expect(smtp.received[0].raw).toContain('href=3D"http://localhost:8080/reset-password?token=3Dabc&amp;lang=3Dfr"');
    const sent = await row(id);
    expect(sent.sentAt).toEqual(clock);
    expect(sent.secrets).toBeNull();
    expect(sent.text).toBe('Open {{link}} once');
  });

  it('sends the extra header fields, a secret in one filled in at send time, a line break never making a header of its own', async () => {
    const url = 'https://api.rapport.test/api/reminders/opt-out/one-click/?token=abc';
    const id = await enqueueMail(
      database.db,
      {
        to: 'ada@example.org',
        subject: 'Reminder',
        text: 'Hello',
        headers: { 'List-Unsubscribe': `<${placeholder('unsubscribe')}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click\r\nBcc: victim@example.org' },
      },
      { secrets: { unsubscribe: url }, box },
    );
    expect(JSON.stringify(await row(id))).not.toContain('token=abc');
    await expect(enqueueMail(database.db, { to: 'a@example.org', subject: 'x', text: 'x', headers: { 'Bad Name': 'x' } })).rejects.toThrow('not a header name');

    clock = new Date(Date.now() + 1000);
    const worker = createOutboxWorker({ db: database.db, secrets: box, smtpUrl: smtp.url, from: FROM, now });
    expect(await worker.drain()).toBe(1);
    await worker.stop();
    const raw = smtp.received[0].raw.replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toContain(`List-Unsubscribe: <${url}>`);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click Bcc: victim@example.org$/m);
    expect(raw).not.toMatch(/^Bcc:/m);
  });

  it('refuses a secret the mail writes out in plain, or has no placeholder for', async () => {
    await expect(
      enqueueMail(database.db, { to: 'a@example.org', subject: 'x', text: '{{link}} or http://x/reset?token=t' }, { secrets: { link: 'http://x/reset?token=t' }, box }),
    ).rejects.toThrow('written out in the mail itself');
    await expect(enqueueMail(database.db, { to: 'a@example.org', subject: 'x', text: 'no link' }, { secrets: { link: 'http://x' }, box })).rejects.toThrow(
      'has no {{link}} placeholder',
    );
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('gives up at once on a mail whose secrets it cannot open (another key), and erases them', async () => {
    const other = createSecretBox(randomBytes(32));
    const id = await enqueueMail(database.db, { to: 'lost@example.org', subject: 'Reset', text: placeholder('link') }, { secrets: { link: 'http://x/?token=t' }, box: other });
    clock = new Date(Date.now() + 1000);
    const worker = createOutboxWorker({ db: database.db, secrets: box, smtpUrl: smtp.url, from: FROM, now, maxAttempts: 4 });
    expect(await worker.drain()).toBe(1);
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await worker.drain()).toBe(0);
    await worker.stop();
    expect(smtp.received).toHaveLength(0);
    const abandoned = await row(id);
    expect(abandoned.sentAt).toBeNull();
    expect(abandoned.attempts).toBe(4);
    expect(abandoned.secrets).toBeNull();
    expect(abandoned.lastError).toContain('its secrets cannot be opened');
  });

  it('erases the secrets of a mail it gives up on after the last attempt', async () => {
    clock = new Date(Date.now() + 1000);
    const id = await enqueueMail(database.db, { to: 'x@example.org', subject: 'Reset', text: placeholder('link') }, { secrets: { link: 'http://x/?token=t' }, box });
    const worker = createOutboxWorker({ db: database.db, secrets: box, smtpUrl: smtp.url, from: FROM, now, retryBaseMs: 1000, maxAttempts: 2 });
    smtp.refuseNext(5);
    await worker.drain();
    expect((await row(id)).secrets).not.toBeNull();
    clock = new Date(clock.getTime() + 10_000);
    await worker.drain();
    await worker.stop();
    const given = await row(id);
    expect(given.attempts).toBe(2);
    expect(given.secrets).toBeNull();
  });

  it('retries a refused mail later, with exponential backoff, then delivers it', async () => {
    clock = new Date(Date.now() + 1000);
    const id = await enqueueMail(database.db, { to: 'grace@example.org', subject: 'Invitation', text: 'Join' });
    const worker = createOutboxWorker({ db: database.db, secrets: box, smtpUrl: smtp.url, from: FROM, now, retryBaseMs: 60_000 });

    smtp.refuseNext(2);
    await worker.drain();
    let failed = await row(id);
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('Mailbox temporarily unavailable');
    expect(failed.nextAttemptAt.getTime() - clock.getTime()).toBe(60_000);

    // not due yet: nothing happens
    clock = new Date(clock.getTime() + 30_000);
    expect(await worker.drain()).toBe(0);

    clock = new Date(clock.getTime() + 30_000);
    expect(await worker.drain()).toBe(1);
    failed = await row(id);
    expect(failed.attempts).toBe(2);
    expect(failed.nextAttemptAt.getTime() - clock.getTime()).toBe(120_000);

    clock = new Date(clock.getTime() + 120_000);
    expect(await worker.drain()).toBe(1);
    const delivered = await row(id);
    expect(delivered.sentAt).toEqual(clock);
    expect(delivered.attempts).toBe(3);
    expect(smtp.received.map((m) => m.to)).toEqual([['grace@example.org']]);
    await worker.stop();
  });

  it('gives up after the last attempt and keeps the error', async () => {
    clock = new Date(Date.now() + 1000);
    const id = await enqueueMail(database.db, { to: 'lost@example.org', subject: 'Lost', text: 'x' });
    const worker = createOutboxWorker({ db: database.db, secrets: box, smtpUrl: smtp.url, from: FROM, now, retryBaseMs: 1000, maxAttempts: 2 });
    smtp.refuseNext(5);
    await worker.drain();
    clock = new Date(clock.getTime() + 10_000);
    await worker.drain();
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await worker.drain()).toBe(0);
    const given = await row(id);
    expect(given.attempts).toBe(2);
    expect(given.sentAt).toBeNull();
    expect(given.lastError).toContain('Mailbox temporarily unavailable');
    await worker.stop();
  });

  it('never sends the same mail twice when two workers poll at once', async () => {
    clock = new Date(Date.now() + 1000);
    for (let i = 0; i < 12; i += 1) await enqueueMail(database.db, { to: `p${i}@example.org`, subject: `Mail ${i}`, text: 'x' });
    const a = createOutboxWorker({ db: database.db, secrets: box, smtpUrl: smtp.url, from: FROM, now, batchSize: 3 });
    const b = createOutboxWorker({ db: database.db, secrets: box, smtpUrl: smtp.url, from: FROM, now, batchSize: 3 });
    const [sentByA, sentByB] = await Promise.all([a.drain(), b.drain()]);
    expect(sentByA + sentByB).toBe(12);
    const subjects = smtp.received.map((m) => m.subject).sort();
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('sends nothing without SMTP_URL: mails stay queued for the development mailbox', async () => {
    clock = new Date(Date.now() + 1000);
    const id = await enqueueMail(database.db, { to: 'x@example.org', subject: 'Kept', text: 'x' });
    const worker = createOutboxWorker({ db: database.db, secrets: box, from: FROM, now });
    expect(worker.sending).toBe(false);
    worker.start();
    expect(await worker.drain()).toBe(0);
    await worker.stop();
    expect((await row(id)).attempts).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('polls by itself once started, and stops cleanly', async () => {
    clock = new Date(Date.now() + 1000);
    await enqueueMail(database.db, { to: 'poll@example.org', subject: 'Polled', text: 'x' });
    const worker = createOutboxWorker({ db: database.db, secrets: box, smtpUrl: smtp.url, from: FROM, now, pollMs: 20 });
    worker.start();
    // no drain(): the worker's own poll sends it (the batch in flight ends before stop() resolves)
    await smtp.firstMail();
    await worker.stop();
    expect(smtp.received.map((m) => m.subject)).toEqual(['Polled']);
    const [{ unsent }] = await database.db
      .select({ unsent: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.sentAt} is null`);
    expect(unsent).toBe(0);
  });

  it('doubles the retry delay per attempt, up to a ceiling', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 30_000, 100_000))).toEqual([30_000, 60_000, 100_000, 100_000]);
  });
});
