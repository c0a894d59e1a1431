import { createHash, randomBytes } from 'crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { buildTestApp, SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createUser, TEST_PASSWORD } from '@rapport/api/testing/fixtures';
import { api, freshIp } from '@rapport/api/testing/http';
import { startSmtpServer, type TestSmtpServer } from '@rapport/api/testing/smtp-server';
import type { App } from '../../src/app';
import { mailOutbox, passwordResetTokens } from '../../src/db/schema';
import { openMail } from '../../src/mail/outbox';
import { createSecretBox } from '../../src/mail/secret-box';
import { attackCounter } from './attack-log';

/**
 * Account takeover through the development mailbox (first its mails themselves; then the proxy
 * that adds no header, below: the mailbox trusted any loopback request without four named
 * forwarding headers, so a local reverse proxy adding none exposed every mail; it now also needs
 * the key `npm start` makes and prints at each start). Before the fix, GET
 * {api}/dev/mailbox answered anyone whenever NODE_ENV was not production (`npm start`'s
 * default), even with SMTP_URL set, and listed every queued mail with its reset link; and the
 * outbox table kept those links in plain text, before and after sending. An anonymous visitor
 * asked a reset for the victim, read the link and chose the password.
 *
 * The attacker is someone on another machine with any HTTP client (any header, any path
 * spelling), or someone holding a copy of the database without the server's key (a leaked
 * backup). An attack succeeds when it yields a reset token the API accepts, or a sign-in.
 */
describe(`account takeover through the development mailbox and the mail outbox (${testDatabaseKind})`, () => {
  const attacks = attackCounter('mailbox-takeover');
  const ATTACKER = '203.0.113.7';
  let smtp: TestSmtpServer;
  /** what `npm start` runs: development, no SMTP (the mailbox is on, for loopback) */
  let dev: App;
  /** the same behind a proxy that sets X-Forwarded-For (TRUST_PROXY=true: request.ip believes it) */
  let proxied: App;
  /** development with SMTP_URL: mails go to real mailboxes */
  let sending: App;
  let production: App;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    dev = await buildTestApp({ env: 'development' });
    proxied = await buildTestApp({ env: 'development', trustProxy: true });
    // mails are queued "now" by the database's clock: the worker's clock, a second ahead, finds them due
    sending = await buildTestApp({ env: 'development', smtpUrl: smtp.url }, { outbox: { worker: { now: () => new Date(Date.now() + 1000) } } });
    production = await buildTestApp({ env: 'production', mailSecretKey: randomBytes(32) });
    // four apps, one after the other: on a loaded 2-core machine that takes more than the default 30 s
  }, 120_000);
  afterAll(async () => {
    attacks.flush();
    await Promise.all([dev, proxied, sending, production].map((app) => app?.close()));
    await smtp?.close();
  });

  /** One attack: it must fail (each test says which one worked; the last checks the tally). */
  const tryAttack = async (name: string, run: () => Promise<boolean>) => expect(await attacks.attempt(name, run)).toBe(false);

  /** Every reset token a text shows, whatever the escaping. */
  const tokensIn = (text: string): string[] =>
    [...text.replace(/&amp;/g, '&').replace(/\\u0026/g, '&').matchAll(/reset-password\?token=([A-Za-z0-9_%-]+)/g)].map((m) => decodeURIComponent(m[1]));
  /** Whether the API takes any of these as a reset token. */
  const anyValid = async (app: App, tokens: string[]): Promise<boolean> => {
    for (const token of tokens) {
      const res = await api(app).post('/password_reset/validate_token/', { token }, { ip: freshIp() });
      if (res.statusCode === 200) return true;
    }
    return false;
  };

  /** The attacker asks a reset for the victim (anonymously); the job worker queues the mail. */
  const victimWithReset = async (app: App) => {
    const victim = await createUser(app.database.db);
    expect((await api(app).post('/password_reset/', { email: victim.email }, { ip: ATTACKER })).statusCode).toBe(200);
    await app.jobs.runDue();
    // the attack is set up only if the victim's mail (with a working link) is really queued
    const [row] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, victim.email));
    if (!row) throw new Error('no reset mail was queued: the attack was not set up');
    expect(await anyValid(app, tokensIn(openMail(app.mailSecrets, { ...row, to: row.toAddress }).text))).toBe(true);
    return victim;
  };

  /**
   * GETs a mailbox path as told; the tokens of a 200 answer. With `key` (by default this start's
   * own, as if the attacker had read it off a terminal): the mailbox must still refuse whoever
   * is not on this machine. `null`: no key at all.
   */
  const mailboxTokens = async (
    app: App,
    url: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
    key: string | null | undefined = app.config.devMailboxKey,
  ): Promise<string[]> => {
    const res = await app.inject({ method: 'GET', url, remoteAddress, headers: { ...(key !== null && key !== undefined && { 'x-mailbox-key': key }), ...headers } });
    return res.statusCode === 200 ? tokensIn(res.body) : [];
  };

  describe('GET {api}/dev/mailbox from elsewhere than this machine', () => {
    it.each([
      ['from another machine (IPv4)', ATTACKER, {}],
      ['from another machine (IPv6)', '2001:db8::7', {}],
      ['from another machine, IPv4-mapped', `::ffff:${ATTACKER}`, {}],
      ['from the local network', '192.168.1.20', {}],
      ['claiming X-Forwarded-For: 127.0.0.1', ATTACKER, { 'x-forwarded-for': '127.0.0.1' }],
      ['claiming X-Real-IP: 127.0.0.1', ATTACKER, { 'x-real-ip': '127.0.0.1' }],
      ['claiming Forwarded: for=127.0.0.1', ATTACKER, { forwarded: 'for=127.0.0.1' }],
      ['with Host: localhost', ATTACKER, { host: 'localhost:8090' }],
    ] as const)('%s', async (how, remoteAddress, headers) => {
      await victimWithReset(dev);
      await tryAttack(`mailbox ${how}`, async () => anyValid(dev, await mailboxTokens(dev, '/api/dev/mailbox', remoteAddress, headers)));
    });

    it.each(['/api/dev/mailbox/', '/api/dev/mailbox?all=1', '/api/dev/%6dailbox', '/api//dev/mailbox', '/api/dev/mailbox#x'])('by another spelling: %s', async (url) => {
      await victimWithReset(dev);
      await tryAttack(`mailbox from another machine as ${url}`, async () => anyValid(dev, await mailboxTokens(dev, url, ATTACKER)));
    });

    it('behind a proxy that sets X-Forwarded-For (TRUST_PROXY=true), claiming to be 127.0.0.1', async () => {
      await victimWithReset(proxied);
      await tryAttack('mailbox through a trusted proxy, X-Forwarded-For: 127.0.0.1', async () =>
        anyValid(proxied, await mailboxTokens(proxied, '/api/dev/mailbox', ATTACKER, { 'x-forwarded-for': '127.0.0.1' })),
      );
    });

    it("through a reverse proxy on the API's own host (its socket is loopback, the visitor is not)", async () => {
      await victimWithReset(proxied);
      const proxyHeaders: Record<string, string>[] = [{ 'x-forwarded-for': ATTACKER }, { forwarded: `for=${ATTACKER}` }, { 'x-real-ip': ATTACKER }];
      for (const headers of proxyHeaders) {
        await tryAttack(`mailbox through a local reverse proxy (${Object.keys(headers)[0]})`, async () =>
          anyValid(proxied, await mailboxTokens(proxied, '/api/dev/mailbox', '127.0.0.1', headers)),
        );
      }
    });

    it("through a reverse proxy on the API's own host that adds no forwarding header (a plain proxy_pass, or only Via)", async () => {
      await victimWithReset(dev);
      const proxies: [string, Record<string, string>][] = [
        ['a plain proxy_pass (IPv4)', {}],
        ['a plain proxy_pass (IPv6)', {}],
        ['a proxy adding only Via', { via: '1.1 nginx' }],
        ['a proxy adding only X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
      ];
      for (const [how, headers] of proxies) {
        const socket = how.includes('IPv6') ? '::1' : '127.0.0.1';
        await tryAttack(`mailbox through ${how} on this host`, async () => anyValid(dev, await mailboxTokens(dev, '/api/dev/mailbox', socket, headers, null)));
      }
    });

    it('without the key of this start: guessed, empty, another start\'s, or read from an answer', async () => {
      await victimWithReset(dev);
      const other = await buildTestApp({ env: 'development', devMailboxKey: randomBytes(24).toString('base64url') });
      try {
        const guesses = ['', 'dev', 'mailbox', 'rapport', 'undefined', 'null', other.config.devMailboxKey as string, (dev.config.devMailboxKey ?? '').toUpperCase()];
        for (const guess of guesses) {
          await tryAttack(`mailbox from this machine with the key "${guess.slice(0, 8)}…"`, async () => {
            const byQuery = await mailboxTokens(dev, `/api/dev/mailbox?key=${encodeURIComponent(guess)}`, '127.0.0.1', {}, null);
            const byHeader = await mailboxTokens(dev, '/api/dev/mailbox', '127.0.0.1', {}, guess);
            return anyValid(dev, [...byQuery, ...byHeader]);
          });
        }
      } finally {
        await other.close();
      }
      await tryAttack('read the key from the docs, a refusal or an unknown path', async () => {
        const key = dev.config.devMailboxKey ?? 'no key';
        const answers = await Promise.all(
          ['/api/docs/json', '/api/dev/mailbox', '/api/dev/nothing', '/api/health'].map((url) => dev.inject({ method: 'GET', url, remoteAddress: ATTACKER })),
        );
        return answers.some((res) => res.body.includes(key) || JSON.stringify(res.headers).includes(key));
      });
    });

    it("takes over the account end to end: ask a reset, read the link, choose the password, sign in as the victim", async () => {
      const victim = await victimWithReset(dev);
      await tryAttack('full takeover through the mailbox from another machine, or through a proxy on this host that adds no header', async () => {
        const http = api(dev);
        const read = [...(await mailboxTokens(dev, '/api/dev/mailbox', ATTACKER)), ...(await mailboxTokens(dev, '/api/dev/mailbox', '127.0.0.1', {}, null))];
        for (const token of read) {
          await http.post('/password_reset/confirm/', { token, password: 'attacker-owns-1' }, { ip: ATTACKER });
          if ((await http.post('/auth/user/login', { email: victim.email, password: 'attacker-owns-1' }, { ip: ATTACKER })).statusCode === 200) return true;
        }
        return false;
      });
      // the victim's password still works
      expect((await api(dev).post('/auth/user/login', { email: victim.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('the mailbox where it must not exist at all', () => {
    it('with SMTP_URL set: mails reach real people, so no copy is readable over HTTP, not even from this machine', async () => {
      await victimWithReset(sending);
      for (const remoteAddress of [ATTACKER, '127.0.0.1', '::1']) {
        await tryAttack(`mailbox with SMTP configured, from ${remoteAddress}`, async () =>
          anyValid(sending, await mailboxTokens(sending, '/api/dev/mailbox', remoteAddress)),
        );
      }
    });

    it('in production (held before the fix too: kept as a guard)', async () => {
      await victimWithReset(production);
      for (const remoteAddress of [ATTACKER, '127.0.0.1']) {
        await tryAttack(`mailbox in production, from ${remoteAddress}`, async () =>
          anyValid(production, await mailboxTokens(production, '/api/dev/mailbox', remoteAddress)),
        );
      }
    });
  });

  describe('a copy of the database without the server key (a leaked backup, a SQL console)', () => {
    const rowsTo = (app: App, email: string) =>
      app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id));

    it('finds no usable link in the outbox table while the mail waits', async () => {
      const victim = await victimWithReset(dev);
      await tryAttack('reset link in the queued mail_outbox row', async () => anyValid(dev, tokensIn(JSON.stringify(await rowsTo(dev, victim.email)))));
    });

    it('finds no usable link in the outbox table once the mail is sent', async () => {
      const victim = await victimWithReset(sending);
      smtp.received.length = 0;
      await sending.outbox.drain();
      // the victim got a working link: the attack is set up
      const delivered = smtp.received.filter((m) => m.to.includes(victim.email));
      expect(delivered).toHaveLength(1);
      const [row] = await rowsTo(sending, victim.email);
      expect(row.sentAt).not.toBeNull();
      await tryAttack('reset link in the sent mail_outbox row', async () => anyValid(sending, tokensIn(JSON.stringify(row))));
      await tryAttack('sealed secrets left on the sent mail', async () => row.secrets !== null);
    });

    it('cannot read the sealed link: not as text, not with a guessed key', async () => {
      const victim = await victimWithReset(dev);
      const [row] = await rowsTo(dev, victim.email);
      const sealed = row.secrets ?? '';
      expect(sealed).not.toBe('');
      await tryAttack('reset link in the secrets column decoded from base64', async () =>
        anyValid(dev, tokensIn(`${sealed}\n${Buffer.from(sealed.replace(/^v1\./, ''), 'base64url').toString('latin1')}`)),
      );
      for (const [name, key] of [
        ['all zeros', Buffer.alloc(32)],
        ['a random key', randomBytes(32)],
        ['the SHA-256 of the site origin', createHash('sha256').update(SITE_ORIGIN).digest()],
      ] as const) {
        await tryAttack(`sealed link opened with ${name}`, async () => {
          try {
            return anyValid(dev, tokensIn(openMail(createSecretBox(key), { ...row, to: row.toAddress }).text));
          } catch {
            return false;
          }
        });
      }
    });

    it('cannot use the stored token hash as a token (held before the fix too: kept as a guard)', async () => {
      const victim = await victimWithReset(dev);
      const hashes = await dev.database.db
        .select({ hash: passwordResetTokens.tokenHash })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, victim.id));
      expect(hashes.length).toBeGreaterThan(0);
      await tryAttack('reset token hash used as the token', async () => anyValid(dev, hashes.map((h) => h.hash)));
    });

    it("with write access, cannot have the victim's sealed link mailed to the attacker", async () => {
      const victim = await victimWithReset(sending);
      const [row] = await rowsTo(sending, victim.email);
      // the victim's mail is sent (or not) as it is; the copy is addressed to the attacker
      await sending.database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + interval '1 day'` })
        .where(eq(mailOutbox.id, row.id));
      await sending.database.db.insert(mailOutbox).values({ toAddress: 'attacker@example.org', subject: 'x', text: '{{link}}', secrets: row.secrets });
      smtp.received.length = 0;
      await sending.outbox.drain();
      await tryAttack("victim's sealed link moved to a mail for the attacker", async () =>
        anyValid(sending, smtp.received.filter((m) => m.to.includes('attacker@example.org')).flatMap((m) => tokensIn(m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')))),
      );
    });
  });

  it('leaves every attack above without success', () => {
    expect(attacks.tried).toBeGreaterThanOrEqual(25);
    expect(attacks.succeeded).toEqual([]);
  });
});
