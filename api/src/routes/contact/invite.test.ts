import { eq, sql } from 'drizzle-orm';
import { INVITE_SENT } from '@rapport/wire/api/contact';
import { buildTestApp, SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createUser, tokenFor } from '@rapport/api/testing/fixtures';
import { api, freshIp } from '@rapport/api/testing/http';
import type { App } from '../../app';
import { AUTH_LIMITS } from '../../auth/limits';
import { mailOutbox } from '../../db/schema';
import { INVITE_LINK_REFUSED, isOwnReferralLink } from '../../services/contact/contact-form';

describe(`POST /send/invite (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A signed-in user whose address is proven (an unproven one sends no invitation). */
  const sender = async (values: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(app.database.db, { firstName: 'Ada', lastName: 'Lovelace', emailVerified: true, ...values });
    return { ...user, token: await tokenFor(app, user.id) };
  };
  const mailsTo = (to: string) => app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const ownLink = (user: { referral: string }) => `${SITE_ORIGIN}/?ref=${user.referral}`;
  let n = 0;
  const invitee = () => `invitee.${Date.now()}.${(n += 1)}@example.org`;

  it('queues an invitation from the signed-in user, replies going to them', async () => {
    const me = await sender();
    const to = invitee();
    const link = `${SITE_ORIGIN}/?ref=${me.referral}`;
    const res = await http.post('/send/invite', { recepter: to, name: 'Charles <Babbage>', referral_link: link }, { token: me.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: INVITE_SENT });
    const [mail] = await mailsTo(to);
    expect(mail).toMatchObject({ replyTo: me.email, subject: '“Ada Lovelace” invites you to Rapport' });
    expect(mail.text).toContain('“Ada Lovelace” invites you to discover your relational profile');
    expect(mail.text).toContain('Hello Charles <Babbage>,');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Hello Charles &lt;Babbage&gt;,');
    expect(mail.html).toContain(`href="${SITE_ORIGIN}/?ref=${me.referral}"`);
  });

  it('refuses (403) to send for an account whose address is not confirmed yet, and mails nothing', async () => {
    const me = await sender({ emailVerified: false });
    const to = invitee();
    const res = await http.post('/send/invite', { recepter: to, name: 'Charles', referral_link: ownLink(me) }, { token: me.token });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 403,
      body: { status: 0, message: expect.stringMatching(/^Confirm your e-mail address before inviting anyone/), code: 'contact.invite_email_unverified' },
    });
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it('shows the names as names: quoted, cut at 40 characters, never a link', async () => {
    const me = await sender({ firstName: 'URGENT: your payroll is blocked, confirm at http://evil.example/pay', lastName: 'Team' });
    const to = invitee();
    await http.post('/send/invite', { recepter: to, name: 'See www.evil.example or mail@evil.example', referral_link: ownLink(me) }, { token: me.token });
    const [mail] = await mailsTo(to);
    expect(mail.subject).toBe('“URGENT∶ your payroll is blocked, confir…” invites you to Rapport');
    for (const part of [mail.subject, mail.text, mail.html ?? '']) {
      expect(part).not.toMatch(/evil\.example|https?:\/\/evil|@evil/);
    }
    expect(mail.text).toContain('Hello See www․evil․example or mail＠evil․examp…,');
  });

  it("writes in the sender's current language: lang, else Accept-Language", async () => {
    const me = await sender();
    const [a, b, c] = [invitee(), invitee(), invitee()];
    const link = ownLink(me);
    await http.post('/send/invite', { recepter: a, name: 'A', referral_link: link, lang: 'fr' }, { token: me.token });
    await http.post('/send/invite', { recepter: b, name: 'B', referral_link: link }, { token: me.token, headers: { 'accept-language': 'fr-CA, en;q=0.5' } });
    await http.post('/send/invite', { recepter: c, name: 'C', referral_link: link }, { token: me.token, headers: { 'accept-language': 'de, en;q=0.5' } });
    expect((await mailsTo(a))[0].subject).toBe('« Ada Lovelace » vous invite sur Rapport');
    expect((await mailsTo(b))[0].subject).toBe('« Ada Lovelace » vous invite sur Rapport');
    expect((await mailsTo(c))[0].subject).toBe('“Ada Lovelace” invites you to Rapport');
  });

  it.each([
    ['another host', (ref: string) => `https://evil.example/?ref=${ref}`],
    ['a look-alike host', (ref: string) => `${SITE_ORIGIN}.evil.example/?ref=${ref}`],
    ['user info', (ref: string) => `${SITE_ORIGIN.replace('http://', 'http://user:pass@')}/?ref=${ref}`],
    ['a javascript: link', () => 'javascript:alert(1)'],
    ['not a link', () => 'not a link'],
    ['the bare site', () => `${SITE_ORIGIN}/`],
    ['another path', (ref: string) => `${SITE_ORIGIN}/results?ref=${ref}`],
    ['a fragment', (ref: string) => `${SITE_ORIGIN}/?ref=${ref}#login`],
    ['another user\'s referral', () => `${SITE_ORIGIN}/?ref=someoneelse`],
    ['an empty referral', () => `${SITE_ORIGIN}/?ref=`],
    ['the referral twice', (ref: string) => `${SITE_ORIGIN}/?ref=${ref}&ref=${ref}`],
    ['a one-click link', (ref: string) => `${SITE_ORIGIN}/?token=abc&email=a%40example.org&referral=${ref}`],
    ['a login parameter', (ref: string) => `${SITE_ORIGIN}/?ref=${ref}&login=1`],
    ['a code parameter', (ref: string) => `${SITE_ORIGIN}/?ref=${ref}&code=xyz`],
    ['a mission', (ref: string) => `${SITE_ORIGIN}/?ref=${ref}&mission=M1`],
  ])('refuses a link that is not the sender\'s own referral link: %s', async (_what, link) => {
    const me = await sender();
    const to = invitee();
    const res = await http.post('/send/invite', { recepter: to, name: 'X', referral_link: link(me.referral) }, { token: me.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: INVITE_LINK_REFUSED, code: 'contact.invite_link_refused' });
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it('accepts the own referral link in any spelling the site resolves to it, and mails the one it builds', async () => {
    const me = await sender();
    const to = invitee();
    const res = await http.post('/send/invite', { recepter: to, name: 'X', referral_link: `${SITE_ORIGIN}?ref=${me.referral}` }, { token: me.token });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(to);
    expect(mail.text).toContain(`${SITE_ORIGIN}/?ref=${me.referral}\n`);
  });

  it('validates the fields', async () => {
    const me = await sender();
    const res = await http.post('/send/invite', { recepter: 'nope', name: ' ', referral_link: ownLink(me) }, { token: me.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: 'recepter: Email must be a valid email; name: Required', code: 'validation.email', field: 'recepter' });
  });

  it(`limits each user to ${AUTH_LIMITS.invite.account.max} invitations an hour, from any address`, async () => {
    const me = await sender();
    for (let i = 0; i < AUTH_LIMITS.invite.account.max; i += 1) {
      expect((await http.post('/send/invite', { recepter: invitee(), name: 'X', referral_link: ownLink(me) }, { token: me.token })).statusCode).toBe(200);
    }
    const limited = await http.post('/send/invite', { recepter: invitee(), name: 'X', referral_link: ownLink(me) }, { token: me.token });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 0, message: 'Too many invitations for this account: please try again in 60 minutes', code: 'rate.account_limited' });
    // another user is not affected
    const other = await sender();
    expect((await http.post('/send/invite', { recepter: invitee(), name: 'X', referral_link: ownLink(other) }, { token: other.token })).statusCode).toBe(200);
  });

  it(`limits each IP to ${AUTH_LIMITS.invite.ip.max} invitations an hour`, async () => {
    const ip = freshIp();
    const users = [await sender(), await sender()];
    for (let i = 0; i < AUTH_LIMITS.invite.ip.max; i += 1) {
      await http.post('/send/invite', { recepter: invitee(), name: 'X', referral_link: ownLink(users[i % 2]) }, { token: users[i % 2].token, ip });
    }
    const limited = await http.post('/send/invite', { recepter: invitee(), name: 'X', referral_link: ownLink(users[0]) }, { token: users[0].token, ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many invitations: please try again in 1 hour');
  });

  it("isOwnReferralLink accepts the site's root with the sender's referral only", () => {
    expect(isOwnReferralLink(`${SITE_ORIGIN}/?ref=abc`, SITE_ORIGIN, 'abc')).toBe(true);
    expect(isOwnReferralLink(`${SITE_ORIGIN}/?ref=abd`, SITE_ORIGIN, 'abc')).toBe(false);
    expect(isOwnReferralLink(SITE_ORIGIN, SITE_ORIGIN, 'abc')).toBe(false);
    expect(isOwnReferralLink('http://localhost:8081/?ref=abc', SITE_ORIGIN, 'abc')).toBe(false);
  });

  it(`limits one contact-form sender to ${AUTH_LIMITS.contact.account.max} messages an hour, whatever the IP`, async () => {
    const sender = `flood.${Date.now()}@example.org`;
    const message = { sender_email: sender, sender_name: 'F', subject: 'S', message: 'M' };
    for (let i = 0; i < AUTH_LIMITS.contact.account.max; i += 1) expect((await http.post('/send/contact', message)).statusCode).toBe(200);
    const limited = await http.post('/send/contact', { ...message, sender_email: sender.toUpperCase() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 0, message: 'Too many messages for this account: please try again in 60 minutes', code: 'rate.account_limited' });
    const [{ count }] = await app.database.db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.replyTo, sender));
    expect(count).toBe(AUTH_LIMITS.contact.account.max);
  });
});
