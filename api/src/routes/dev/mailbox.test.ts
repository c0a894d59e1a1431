import { randomBytes } from 'node:crypto';
import { buildTestApp, testDatabaseKind, TEST_MAILBOX_KEY } from '@rapport/api/testing/build-test-app';
import type { App } from '../../app';
import { enqueueMail, placeholder } from '../../mail/outbox';
import { mailDeliveryLine } from '.';

const WITH_KEY = `/api/dev/mailbox?key=${TEST_MAILBOX_KEY}`;

type Mail = { to: string; subject: string; text: string; html: string | null; created: string };

describe(`GET /dev/mailbox (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: 'development' });
  });
  afterAll(async () => {
    await app.close();
  });

  it("lists the queued mails, newest first, with their secrets put back in, to this machine with this start's key", async () => {
    await enqueueMail(app.database.db, { to: 'a@example.org', subject: 'First', text: 'one' });
    await enqueueMail(app.database.db, { to: 'b@example.org', subject: 'Second', text: 'two', html: '<p>two</p>' });
    await app.mailRepository.enqueue(
      app.database.db,
      { to: 'c@example.org', subject: 'Third', text: `open ${placeholder('link')}`, html: `<a href="${placeholder('link')}">x</a>` },
      { link: 'http://localhost:8080/reset-password?token=abc&x=1' },
    );
    const asked = [
      { remoteAddress: '127.0.0.1', url: WITH_KEY },
      { remoteAddress: '::1', url: WITH_KEY },
      { remoteAddress: '::ffff:127.0.0.1', url: '/api/dev/mailbox', headers: { 'x-mailbox-key': TEST_MAILBOX_KEY } },
    ];
    for (const { remoteAddress, url, headers } of asked) {
      const res = await app.inject({ method: 'GET', url, remoteAddress, headers });
      expect(res.statusCode).toBe(200);
      const mails = res.json<Mail[]>();
      expect(mails.map((m) => m.subject)).toEqual(['Third', 'Second', 'First']);
      expect(mails[0].text).toBe('open http://localhost:8080/reset-password?token=abc&x=1');
      expect(mails[0].html).toBe('<a href="http://localhost:8080/reset-password?token=abc&amp;x=1">x</a>');
      expect(mails[1]).toEqual({
        to: 'b@example.org',
        subject: 'Second',
        text: 'two',
        html: '<p>two</p>',
        created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      });
      expect(mails[2].html).toBeNull();
    }
  });

  it('is an unknown path without the key, with another key, from elsewhere, and to proxied requests', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/dev/nothing', remoteAddress: '203.0.113.9' });
    const cases = [
      // this machine, without the key: a reverse proxy adding no forwarding header looks like this too
      { remoteAddress: '127.0.0.1', url: '/api/dev/mailbox' },
      { remoteAddress: '::1', url: '/api/dev/mailbox', headers: { via: '1.1 nginx' } },
      { remoteAddress: '127.0.0.1', url: '/api/dev/mailbox?key=' },
      { remoteAddress: '127.0.0.1', url: `/api/dev/mailbox?key=${TEST_MAILBOX_KEY.slice(1)}` },
      { remoteAddress: '127.0.0.1', url: '/api/dev/mailbox', headers: { 'x-mailbox-key': `${TEST_MAILBOX_KEY}x` } },
      // elsewhere, even with the key
      { remoteAddress: '203.0.113.9', url: WITH_KEY },
      { remoteAddress: '192.168.1.20', url: WITH_KEY, headers: { 'x-forwarded-for': '127.0.0.1' } },
      { remoteAddress: '10.0.0.2', url: WITH_KEY },
      { remoteAddress: '::ffff:10.0.0.2', url: WITH_KEY },
      // a reverse proxy on this machine that says who the visitor is
      { remoteAddress: '127.0.0.1', url: WITH_KEY, headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '127.0.0.1', url: WITH_KEY, headers: { forwarded: 'for=203.0.113.9' } },
      { remoteAddress: '::1', url: WITH_KEY, headers: { 'x-real-ip': '203.0.113.9' } },
    ];
    for (const { remoteAddress, url, headers } of cases) {
      const res = await app.inject({ method: 'GET', url, remoteAddress, headers });
      expect({ url, headers, status: res.statusCode }).toEqual({ url, headers, status: 404 });
      // the same answer as an unknown path: it names the path, never the key
      expect(res.body).toBe(unknown.body.replaceAll('/api/dev/nothing', '/api/dev/mailbox'));
    }
  });

  it('says at start that it is on, with its key, and for this machine only', () => {
    expect(mailDeliveryLine({ env: 'development', devMailboxKey: 'k'.repeat(24) }, 'http://127.0.0.1:8090/api')).toBe(
      `Development mailbox: http://127.0.0.1:8090/api/dev/mailbox?key=${'k'.repeat(24)} (on: no SMTP_URL, mails are kept, not sent; it answers this machine only, over loopback, with this start's key)`,
    );
    expect(mailDeliveryLine({ env: 'development', smtpUrl: 'smtp://mail:25' }, 'x')).toBe('Mails are sent through SMTP_URL; the development mailbox is off.');
    expect(mailDeliveryLine({ env: 'production' }, 'x')).toContain('the development mailbox is off in production');
  });

  const absent = async (overrides: Parameters<typeof buildTestApp>[0]) => {
    const other = await buildTestApp(overrides);
    try {
      await enqueueMail(other.database.db, { to: 'a@example.org', subject: 'Secret', text: 'reset link' });
      const res = await other.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('reset link');
      const docs = await other.inject({ method: 'GET', url: '/api/docs/json' });
      expect(Object.keys(docs.json<{ paths: object }>().paths)).not.toContain('/api/dev/mailbox');
    } finally {
      await other.close();
    }
  };

  it('does not exist in production', async () => {
    await absent({ env: 'production', mailSecretKey: randomBytes(32) });
  });

  it('does not exist when SMTP is configured: mails go to real people', async () => {
    await absent({ env: 'development', smtpUrl: 'smtp://127.0.0.1:2525' });
  });
});
