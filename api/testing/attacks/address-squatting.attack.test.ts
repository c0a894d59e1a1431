import { eq, sql } from 'drizzle-orm';
import { SITE_ORIGIN, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, contactRow } from '@rapport/api/testing/company';
import { lastVerificationLink, openedMailsTo, verifyBody } from '@rapport/api/testing/email-verification';
import { createCompany, createContact, createUser, tokenFor } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { progressOf, SAMPLES } from '@rapport/api/testing/journey';
import type { TestSocialProvider } from '@rapport/api/testing/social-provider';
import { executeAdminCommand } from '../../src/admin/commands';
import type { App } from '../../src/app';
import { companyContacts, users } from '../../src/db/schema';
import { attackSuite } from './attack-suite';

/**
 * Address squatting: an address that has no account yet is taken by someone who does not read
 * it, and the squatter wins later. Before the fix, the attacker registered `lucas@…` (a
 * company's contact without an account), unverified; the company invited its contact as usual
 * and the mail carried a one-click link into the attacker's account; the one-click exchange
 * proved the address but kept the password and sessions the attacker had set, so the attacker
 * read what Lucas then answered. The unproven account also read (export) and erased (deletion)
 * the companies' contact records of its address, mailed invitations under a name carrying a
 * phishing line, and an operator's `add-admin` made it a company's admin as it was.
 *
 * Each attack is tried as that attacker would, who reads their own mailbox and never the
 * victim's; the victim acts as a person would in their own browser (no session of the squatted
 * account). An attack succeeds when the attacker keeps any way into the account after the
 * owner proved the address, reads or changes a company's records through an unproven address,
 * or gets a link or an unquoted message of theirs into a mail we send.
 */
describe(`address squatting (${testDatabaseKind})`, () => {
  let provider: TestSocialProvider;
  let app: App;
  let http: ReturnType<typeof api>;
  /** One attack: it must fail (each test says which one worked; the last checks the tally). */
  const { attacks, address, tryAttack } = attackSuite('address-squatting', { social: true, ready: (world) => ({ app, http, provider } = world) });

  const ATTACKER_PASSWORD = 'mallory-pass-9';
  const PHISHING = 'URGENT: your payroll is blocked, confirm at http://evil.example/pay';
  /** What a mail must never carry from a name: a link to the attacker's site. */
  const LINKABLE = /evil\.example|https?:\/\/evil|evil\s*\.\s*example/i;

  /** The attacker opens an account with someone else's address, and keeps its session. */
  const squat = async (email: string, firstName = 'Lucas') => {
    const made = await http.post('/auth/user/register', { first_name: firstName, last_name: 'Martin', email, password: ATTACKER_PASSWORD });
    if (made.statusCode !== 200) throw new Error(`the attacker could not sign up: ${made.body}`);
    return made.json().token as string;
  };
  const accountId = async (email: string): Promise<number | undefined> =>
    (await app.database.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`))[0]?.id;
  /** The link of the latest mail to `to` whose text holds one with `param`. */
  const mailedLink = async (to: string, param: string): Promise<URL> => {
    const found = (await openedMailsTo(app, to))
      .flatMap((mail) => mail.text.split(/\s+/))
      .filter((word) => /^https?:\/\//.test(word) && new URL(word).searchParams.has(param))
      .at(-1);
    if (!found) throw new Error(`no link with ${param} mailed to ${to}: the attack was not set up`);
    return new URL(found);
  };
  const resetAndSignIn = async (email: string): Promise<string> => {
    await http.post('/password_reset/', { email });
    await app.jobs.runDue();
    const token = (await mailedLink(email, 'token')).searchParams.get('token');
    const confirmed = await http.post('/password_reset/confirm/', { token, password: 'owner-chose-this-1' });
    if (confirmed.statusCode !== 200) throw new Error(`the owner's reset failed: ${confirmed.body}`);
    return (await http.post('/auth/user/login', { email, password: 'owner-chose-this-1' })).json().token as string;
  };

  /**
   * The ways the owner proves the address, each from their own browser: the owner's session
   * afterwards, or null when the proof signs nobody in (a confirmation link: the owner has no
   * password of their own yet, the attacker still hopes to have one).
   */
  const proofs: [string, (email: string, contact: { referral: string }, admin: string) => Promise<string | null>][] = [
    [
      "the company's one-click invitation",
      async (email, contact, admin) => {
        await http.post('/company/invite_contact/', { contact_referral: contact.referral }, { token: admin });
        const link = await mailedLink(email, 'token');
        const params = Object.fromEntries(link.searchParams);
        const signed = await http.post('/auth/user/login_link/', { email: params.email, code: params.token, referral: params.referral });
        if (signed.statusCode !== 200) throw new Error(`the owner's one-click link failed: ${signed.body}`);
        return signed.json().token as string;
      },
    ],
    [
      "the confirmation link the attacker's sign-up mailed to the owner",
      async (email) => {
        const confirmed = await http.post('/auth/user/verify_email/', verifyBody(await lastVerificationLink(app, email)));
        if (confirmed.statusCode !== 200) throw new Error(`the owner's confirmation failed: ${confirmed.body}`);
        return null;
      },
    ],
    ['a password reset (held before the fix too: kept as a guard)', async (email) => resetAndSignIn(email)],
    [
      "a provider's verified e-mail (held before the fix too: kept as a guard)",
      async (email) => {
        const signed = await http.post('/auth/user', { site: 'google', id_token: provider.googleIdToken({ sub: `g-${email}`, email, given_name: 'Lucas' }) });
        if (signed.statusCode !== 200) throw new Error(`the owner's Google sign-in failed: ${signed.body}`);
        return signed.json().token as string;
      },
    ],
  ];

  describe('pre-hijacking: the attacker opens the account first, the owner proves the address later', () => {
    it.each(proofs)('leaves the attacker no way into the account once the owner proves it through %s', async (proof, prove) => {
      const { companyId, admin } = await companyWithAdmin(app);
      const victim = address('lucas');
      const contact = await createContact(app.database.db, companyId, { email: victim, firstName: 'Lucas' });
      const attackerSession = await squat(victim);

      // the owner proves the address; signed in, they take their place with the company and answer
      const owner = await prove(victim, contact, admin.token);
      const answers = progressOf(SAMPLES[0], 6);
      if (owner) {
        await http.post('/auth/user/map_company_contact/', { contact: contact.referral }, { token: owner });
        expect((await http.put('/result/response/', { email: victim, ...answers }, { token: owner })).statusCode).toBe(200);
      }

      /** A session the attacker still holds: the one of the sign-up, else one from the old password. */
      const attackerWayIn = async (): Promise<string | undefined> => {
        if ((await http.post('/result/profile/', { email: victim }, { token: attackerSession })).statusCode === 200) return attackerSession;
        const again = await http.post('/auth/user/login', { email: victim, password: ATTACKER_PASSWORD });
        return again.statusCode === 200 ? (again.json().token as string) : undefined;
      };
      await tryAttack(`${proof}: keep using the session opened at sign-up`, async () => {
        return (await http.post('/result/profile/', { email: victim }, { token: attackerSession })).statusCode === 200;
      });
      await tryAttack(`${proof}: sign in again with the password set before the owner came`, async () => {
        return (await http.post('/auth/user/login', { email: victim, password: ATTACKER_PASSWORD })).statusCode === 200;
      });
      await tryAttack(`${proof}: read the owner's answers, or take the company's contact now that the address is proven`, async () => {
        const way = await attackerWayIn();
        if (!way) return false;
        const read = await http.post('/result/response/', { email: victim }, { token: way });
        const claimed = await http.post('/auth/user/map_company_contact/', { company: companyId }, { token: way });
        return (owner !== null && read.body.includes(answers.first_answers)) || claimed.statusCode === 200;
      });
      await tryAttack(`${proof}: export the account's data (the company's record of the owner) with what was set before`, async () => {
        const way = await attackerWayIn();
        return way !== undefined && (await http.get('/auth/user/export', { token: way })).statusCode === 200;
      });
      await tryAttack(`${proof}: delete the account (and the company's record of the owner) with the old session and password`, async () => {
        await app.inject({
          method: 'DELETE',
          url: '/api/auth/user',
          headers: { authorization: `Token ${attackerSession}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ password: ATTACKER_PASSWORD }),
        });
        return (await accountId(victim)) === undefined || (await contactRow(app, contact.id)).firstName !== 'Lucas';
      });
      // the owner's own session still works
      if (owner) expect((await http.post('/result/response/', { email: victim }, { token: owner })).statusCode).toBe(200);
    });

    it("takes no session of another account for the prover's own: the owner follows the link signed in to another account", async () => {
      const { companyId, admin } = await companyWithAdmin(app);
      const victim = address('lucas-same');
      const contact = await createContact(app.database.db, companyId, { email: victim });
      const attackerSession = await squat(victim);
      await http.post('/company/invite_contact/', { contact_referral: contact.referral }, { token: admin.token });
      const link = Object.fromEntries((await mailedLink(victim, 'token')).searchParams);
      await tryAttack("one-click: keep the squatted account's session while the owner's link is followed from another account's session", async () => {
        const other = await createUser(app.database.db, { email: address('lucas-other'), emailVerified: true });
        const otherSession = await tokenFor(app, other.id);
        await http.post('/auth/user/login_link/', { email: link.email, code: link.token, referral: link.referral }, { token: otherSession });
        return (await http.post('/result/profile/', { email: victim }, { token: attackerSession })).statusCode === 200;
      });
    });
  });

  describe("a company's contact records, through an account whose address is not proven", () => {
    /** Two companies hold Lucas as a contact (one marks him confidential); the attacker squats his address. */
    const setting = async () => {
      const first = await createCompany(app.database.db, { name: `Acme ${address('acme')}` });
      const second = await createCompany(app.database.db, { name: `Globex ${address('globex')}` });
      const victim = address('lucas-records');
      const a = await createContact(app.database.db, first, { email: victim, firstName: 'Lucas' });
      const b = await createContact(app.database.db, second, { email: victim.toUpperCase(), firstName: 'Lucas' });
      await app.database.db.update(companyContacts).set({ confidential: true }).where(eq(companyContacts.id, b.id));
      return { victim, contacts: [a, b], session: await squat(victim) };
    };

    it('reads none through GET /auth/user/export', async () => {
      const { session } = await setting();
      await tryAttack('export: list the companies that hold the address as a contact', async () => {
        const exported = await http.get('/auth/user/export', { token: session });
        return exported.statusCode === 200 && (exported.json().company_contact_records.length > 0 || /Acme|Globex|confidential":true/.test(exported.body));
      });
    });

    it('erases none through DELETE /auth/user', async () => {
      const { contacts, session } = await setting();
      await tryAttack("delete the squatting account to rename the companies' contact \"Deleted Deleted\"", async () => {
        await app.inject({
          method: 'DELETE',
          url: '/api/auth/user',
          headers: { authorization: `Token ${session}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ password: ATTACKER_PASSWORD }),
        });
        const rows = await Promise.all(contacts.map((contact) => contactRow(app, contact.id)));
        return rows.some((row) => row.firstName !== 'Lucas' || row.userId !== null);
      });
    });

    it("gets no company's admin rights when an operator adds the address as an admin (npm run admin add-admin)", async () => {
      const company = await createCompany(app.database.db, { name: `Initech ${address('initech')}` });
      const boss = address('boss');
      const session = await squat(boss, 'Bill');
      await executeAdminCommand(
        { db: app.database.db, siteOrigin: SITE_ORIGIN, cwd: process.cwd(), mailSecrets: app.mailSecrets },
        { kind: 'add-admin', company: { id: company }, admins: [{ email: boss, firstName: 'Bill', lastName: 'Lumbergh', lang: 'en' }] },
      );
      // the operator's command ran in another process: this one's session cache learns nothing of it
      app.usersRepository.forgetCached((await accountId(boss)) as number);
      await tryAttack("add-admin: use the company's contacts with the session opened before", async () => {
        return (await http.get('/company/company_contact/', { token: session })).statusCode === 200;
      });
      await tryAttack('add-admin: sign in with the password set before and use the company', async () => {
        const login = await http.post('/auth/user/login', { email: boss, password: ATTACKER_PASSWORD });
        return login.statusCode === 200 && (await http.get('/company/company_contact/', { token: login.json().token })).statusCode === 200;
      });
    });
  });

  describe('mails carrying the squatter\'s words', () => {
    const mailText = async (to: string) =>
      (await openedMailsTo(app, to)).map((mail) => [mail.subject, mail.text, mail.html ?? ''].join('\n')).join('\n');

    it('sends no invitation from an account whose address is not proven', async () => {
      const squatter = address('payroll');
      const session = await squat(squatter, PHISHING);
      const referral = (await http.post('/result/profile/', { email: squatter }, { token: session })).json().referral as string;
      const to = address('colleague');
      await tryAttack('invite: a phishing line as the first name, from an unproven account', async () => {
        await http.post('/send/invite', { recepter: to, name: 'Colleague', referral_link: `${SITE_ORIGIN}/?ref=${referral}` }, { token: session });
        return (await openedMailsTo(app, to)).length > 0;
      });
    });

    it('shows a proven sender\'s name as a name: quoted, cut short, never a link', async () => {
      const sender = await createUser(app.database.db, { email: address('proven'), firstName: PHISHING, lastName: 'Payroll', emailVerified: true });
      const session = await tokenFor(app, sender.id);
      const to = address('colleague');
      await http.post('/send/invite', { recepter: to, name: `Hi, see ${PHISHING}`, referral_link: `${SITE_ORIGIN}/?ref=${sender.referral}` }, { token: session });
      const [mail] = await openedMailsTo(app, to);
      if (!mail) throw new Error('the proven sender\'s invitation was not sent: the attack was not set up');
      await tryAttack('invite: a link made from the sender\'s or the recipient\'s name', async () => LINKABLE.test(await mailText(to)));
      await tryAttack('invite: the sender\'s name read as our words in the subject (not quoted)', async () => !/^“[^”]+” invites you to Rapport$/.test(mail.subject));
      await tryAttack('invite: the whole phishing line in the subject', async () => mail.subject.includes('confirm at'));
    });

    it("carries no link from the name the squatter gave, in the confirmation mail the owner receives", async () => {
      const victim = address('lucas-mail');
      await squat(victim, PHISHING);
      await tryAttack('sign-up: a phishing line as the first name, in the confirmation mail to the owner', async () => LINKABLE.test(await mailText(victim)));
    });

    it("carries no link from a contact's name in a company's invitation", async () => {
      const { companyId, admin } = await companyWithAdmin(app);
      const to = address('contact');
      const contact = await createContact(app.database.db, companyId, { email: to, firstName: PHISHING });
      await http.post('/company/invite_contact/', { contact_referral: contact.referral }, { token: admin.token });
      await tryAttack("company invitation: a link made from the contact's first name", async () => LINKABLE.test(await mailText(to)));
    });
  });

  it('leaves every attack above without success', () => {
    expect(attacks.tried).toBeGreaterThanOrEqual(25);
    expect(attacks.succeeded).toEqual([]);
  });
});
