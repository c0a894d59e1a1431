import { sql } from 'drizzle-orm';
import { CONTACT_SENT } from '@rapport/wire/api/contact';
import { buildTestApp, CONTACT_TO, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import type { App } from '../../app';
import { contactMessages, mailOutbox } from '../../db/schema';

const valid = {
  sender_email: 'ada@example.org',
  sender_name: 'Ada Lovelace',
  subject: 'Team building',
  message: 'Could we talk about a mission for my team?',
};

const post = (app: App, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/send/contact',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });

describe(`POST /send/contact (${testDatabaseKind})`, () => {
  let app: App;
  let ip = 0;
  // every test its own client address: the rate limit is per IP
  const nextIp = () => `10.1.0.${(ip += 1)}`;
  const countRows = async () => {
    const [messages] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
    const [mails] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    return { messages: messages.n, mails: mails.n };
  };

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores the message and queues a mail to the team', async () => {
    const before = await countRows();
    const res = await post(app, { ...valid, sender_email: '  ada@example.org ' }, {}, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTACT_SENT });
    expect(await countRows()).toEqual({ messages: before.messages + 1, mails: before.mails + 1 });

    const [stored] = await app.database.db.select().from(contactMessages).orderBy(sql`id desc`).limit(1);
    expect(stored).toMatchObject({ senderEmail: 'ada@example.org', senderName: 'Ada Lovelace', subject: 'Team building' });
    const [mail] = await app.database.db.select().from(mailOutbox).orderBy(sql`id desc`).limit(1);
    expect(mail).toMatchObject({ toAddress: CONTACT_TO, replyTo: 'ada@example.org', sentAt: null, attempts: 0 });
    expect(mail.subject).toBe('[Rapport contact] Team building');
    expect(mail.text).toContain('Could we talk about a mission for my team?');
  });

  it('writes the message and its mail in one transaction: neither when the mail cannot be queued', async () => {
    const db = app.database.db;
    await db.execute(sql`
      create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`);
    await db.execute(sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`);
    try {
      const before = await countRows();
      const res = await post(app, valid, {}, nextIp());
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 0, message: 'Internal server error', code: 'server.internal' });
      expect(await countRows()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger refuse_mail on mail_outbox`);
      await db.execute(sql`drop function refuse_mail()`);
    }
  });

  it('refuses an invalid e-mail address, and sends nothing', async () => {
    const before = await countRows();
    const res = await post(app, { ...valid, sender_email: 'ada@example' }, {}, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: 'sender_email: Invalid email address', code: 'validation.email_invalid', field: 'sender_email' });
    expect(await countRows()).toEqual(before);
  });

  it('names every missing or blank field', async () => {
    const res = await post(app, { sender_email: 'ada@example.org', subject: '   ' }, {}, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 0,
      message: 'sender_name: Required; subject: Required; message: Required',
      code: 'validation.required',
      field: 'sender_name',
    });
  });

  it('refuses a field of the wrong type and a message too long', async () => {
    const res = await post(app, { ...valid, sender_name: 42, message: 'x'.repeat(5001) }, {}, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('sender_name: Must be text; message: Maximum 5000 characters are allowed.');
  });

  it.each([
    ['malformed JSON', '{"sender_email": "ada@', 'application/json', 'Malformed JSON in request body'],
    ['a JSON array', '[1, 2]', 'application/json', 'body: Must be a JSON object'],
    ['JSON null', 'null', 'application/json', 'body: Required'],
    ['an empty JSON body', '', 'application/json', 'body: Required (the request says JSON but sends nothing)'],
    ['a form instead of JSON', 'sender_email=a', 'application/x-www-form-urlencoded', 'Unsupported content type: send application/json'],
    ['plain text', 'hello', 'text/plain', 'body: Must be a JSON object'],
  ])('answers 400 with a message to %s', async (_what, payload, contentType, message) => {
    const res = await post(app, payload, { 'content-type': contentType }, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ status: 0, message }));
  });

  it('refuses a body over 256 KB with 413', async () => {
    const res = await post(app, { ...valid, message: 'x'.repeat(300_000) }, {}, nextIp());
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 0, message: 'Request body too large', code: 'request.too_large' });
  });

  it('limits each address to 5 messages per 10 minutes', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 5; i += 1) {
      expect((await post(app, valid, {}, address)).statusCode).toBe(200);
    }
    const limited = await post(app, valid, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 0, message: 'Too many messages: please try again in 10 minutes', code: 'rate.limited' });
    expect(limited.headers['retry-after']).toBeDefined();
    // another address is not affected
    expect((await post(app, valid, {}, '10.9.9.10')).statusCode).toBe(200);
  });

  it('counts invalid attempts too, so the limit cannot be probed for free', async () => {
    const address = '10.9.9.11';
    for (let i = 0; i < 5; i += 1) await post(app, { ...valid, sender_email: 'nope' }, {}, address);
    expect((await post(app, valid, {}, address)).statusCode).toBe(429);
  });
});

describe(`POST /send/contact with the rate limit kept in the database (${testDatabaseKind})`, () => {
  it('limits as the in-memory store does', async () => {
    const app = await buildTestApp({ rateLimit: { max: 1000, store: 'database' } });
    try {
      for (let i = 0; i < 5; i += 1) expect((await post(app, valid, {}, '10.8.0.1')).statusCode).toBe(200);
      expect((await post(app, valid, {}, '10.8.0.1')).statusCode).toBe(429);
      expect((await post(app, valid, {}, '10.8.0.2')).statusCode).toBe(200);
      // the global limit on other routes counts separately from the contact route
      expect((await app.inject({ method: 'GET', url: '/api/words/', remoteAddress: '10.8.0.1' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
