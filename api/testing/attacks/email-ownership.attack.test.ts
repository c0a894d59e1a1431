import { and, eq, sql } from 'drizzle-orm';
import { testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin } from '@rapport/api/testing/company';
import { lastVerificationLink, verificationLinks, verifiedAt, verifyBody } from '@rapport/api/testing/email-verification';
import { createContact, createMission, createUser, tokenFor } from '@rapport/api/testing/fixtures';
import { api, freshIp } from '@rapport/api/testing/http';
import type { TestSocialProvider } from '@rapport/api/testing/social-provider';
import type { App } from '../../src/app';
import { authTokens, companyContacts, mailOutbox, missionContacts, userCodes, users } from '../../src/db/schema';
import { attackSuite } from './attack-suite';

/**
 * E-mail ownership. Before the fix an account only had to carry an address
 * to be that address's owner: anyone could sign up with a company contact's e-mail and take
 * the contact's place (through the company's public mission link, or its id), and a later
 * social sign-in of the real owner was linked to the password account the attacker had made
 * first, password and sessions included. Each attack below is tried as an attacker would (who
 * reads their own mailbox, never the victim's); it succeeds when the attacker's account gets a
 * contact, a mission place or a proven address that is the victim's, or keeps a way into an
 * account the victim then uses.
 */
describe(`e-mail ownership attacks (${testDatabaseKind})`, () => {
  let provider: TestSocialProvider;
  let app: App;
  let http: ReturnType<typeof api>;
  /** One attack: it must fail (each test says which one worked; the last checks the tally). */
  const { attacks, address, tryAttack } = attackSuite('email-ownership', { social: true, ready: (world) => ({ app, http, provider } = world) });

  /** A company with a public mission link and a contact (the victim) who has no account yet. */
  const target = async (missionType: 'R' | 'M' | 'O' | 'T' | 'V' | 'B' = 'R') => {
    const { companyId, admin } = await companyWithAdmin(app);
    const mission = await createMission(app.database.db, companyId, { missionType });
    const victim = address('victim');
    const contact = await createContact(app.database.db, companyId, { email: victim });
    return { companyId, admin, mission, victim, contact };
  };
  const accountOf = async (email: string) => {
    const [row] = await app.database.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
    return row?.id;
  };
  /** Whether any contact of the company, or any place in the mission, now belongs to `userId`. */
  const holdsAnything = async (userId: number | undefined, companyId: number, missionId: number): Promise<boolean> => {
    if (userId === undefined) return false;
    const contacts = await app.database.db
      .select({ id: companyContacts.id })
      .from(companyContacts)
      .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.userId, userId)));
    const places = await app.database.db
      .select({ id: missionContacts.contactId })
      .from(missionContacts)
      .innerJoin(companyContacts, eq(companyContacts.id, missionContacts.contactId))
      .where(and(eq(missionContacts.missionId, missionId), eq(companyContacts.userId, userId)));
    return contacts.length > 0 || places.length > 0;
  };
  const register = (email: string, link: Record<string, unknown> = {}) =>
    http.post('/auth/user/register', { first_name: 'Mallory', last_name: 'Attacker', email, password: 'mallory-pass-9', ...link });

  describe("signing up with a company contact's e-mail to take the contact's place", () => {
    it.each([
      ['a recruitment mission link', 'R'],
      ['a mobility mission link', 'M'],
      ['an onboarding mission link', 'O'],
      ['a team-building mission link', 'T'],
      ['a values mission link', 'V'],
      ['a barometer survey link', 'B'],
    ] as const)('claims nothing by %s, at sign-up or afterwards', async (_what, type) => {
      const { companyId, mission, victim } = await target(type);
      await tryAttack(`register with the contact's e-mail and ${type} mission link`, async () => {
        const res = await register(victim, { mission: mission.referral });
        const token = res.json().token as string;
        await http.post('/auth/user/map_company_contact/', { mission: mission.referral }, { token });
        return holdsAnything(await accountOf(victim), companyId, mission.id);
      });
    });

    it('claims nothing by the company id, nor by a mission link of a company that does not know the address yet', async () => {
      const { companyId, mission, victim } = await target();
      await tryAttack("register with the contact's e-mail and the company id", async () => {
        const res = await register(victim, { company: String(companyId) });
        await http.post('/auth/user/map_company_contact/', { company: companyId }, { token: res.json().token });
        return holdsAnything(await accountOf(victim), companyId, mission.id);
      });
      const other = await target();
      const future = address('future-employee');
      await tryAttack("register a not-yet-known address through a mission link, to hold the company's contact before the company adds it", async () => {
        await register(future, { mission: other.mission.referral });
        const made = await app.database.db.select().from(companyContacts).where(eq(companyContacts.email, future));
        return made.length > 0;
      });
    });

    it('claims nothing with the address written differently', async () => {
      const { companyId, mission, victim } = await target();
      for (const written of [victim.toUpperCase(), `  ${victim}  `]) {
        await tryAttack(`register as "${written}" with the mission link`, async () => {
          const res = await register(written, { mission: mission.referral, company: String(companyId) });
          if (res.statusCode === 200) {
            await http.post('/auth/user/map_company_contact/', { mission: mission.referral }, { token: res.json().token });
          }
          return holdsAnything(await accountOf(victim), companyId, mission.id);
        });
      }
    });

    it("claims nothing by a contact referral that is not the victim contact's own", async () => {
      const { companyId, mission, victim } = await target();
      const mine = await createContact(app.database.db, companyId, { email: address('mallory') });
      const res = await register(victim);
      const token = res.json().token as string;
      for (const referral of [mine.referral, 'nope', `${mine.referral} `, mine.referral.toUpperCase()]) {
        await tryAttack(`map the victim's account with contact referral "${referral}"`, async () => {
          await http.post('/auth/user/map_company_contact/', { contact: referral }, { token });
          return holdsAnything(await accountOf(victim), companyId, mission.id);
        });
      }
    });

    it('claims nothing by signing in again through the link, asking for a new confirmation link, or sending it elsewhere', async () => {
      const { companyId, mission, victim } = await target();
      const attackerMailbox = address('mallory-mailbox');
      await register(victim);
      await tryAttack('sign in through the mission link', async () => {
        await http.post('/auth/user/login', { email: victim, password: 'mallory-pass-9', mission: mission.referral });
        return holdsAnything(await accountOf(victim), companyId, mission.id);
      });
      await tryAttack("ask for a confirmation link to the attacker's own mailbox", async () => {
        const { token } = (await http.post('/auth/user/login', { email: victim, password: 'mallory-pass-9' })).json();
        await http.post('/auth/user/verify_email/resend/', { mission: mission.referral, email: attackerMailbox, to: attackerMailbox }, { token });
        const toAttacker = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, attackerMailbox));
        return toAttacker.length > 0 || (await verificationLinks(app, victim)).length === 0;
      });
    });

    it("claims nothing with codes the attacker can get: their own account's, a used one, an expired one, a sign-in code, guesses", async () => {
      const { companyId, mission, victim } = await target();
      const res = await register(victim, { mission: mission.referral });
      const victimToken = res.json().token as string;
      const victimId = (await accountOf(victim)) as number;
      const proven = async () => (await verifiedAt(app, victim)) !== null || (await holdsAnything(victimId, companyId, mission.id));

      // the attacker's real account, with a mailbox they read
      const own = address('mallory-real');
      await register(own);
      const ownLink = await lastVerificationLink(app, own);
      await tryAttack("verify with the attacker's own code while signed in as the victim's address, carrying the mission", async () => {
        await http.post('/auth/user/verify_email/', { ...verifyBody(ownLink), mission: mission.referral }, { token: victimToken });
        return proven();
      });
      await tryAttack("reuse the attacker's spent code", async () => {
        const again = await http.post('/auth/user/verify_email/', { ...verifyBody(ownLink), mission: mission.referral }, { token: victimToken });
        return again.statusCode === 200 || (await proven());
      });
      await tryAttack('use a one-click sign-in code of the attacker as a confirmation code', async () => {
        const ownId = (await accountOf(own)) as number;
        const code = await app.database.db.transaction((tx) => app.userCodesRepository.issueCode(tx, ownId, 'login', own, 60));
        const used = await http.post('/auth/user/verify_email/', { code, mission: mission.referral }, { token: victimToken });
        return used.statusCode === 200 || (await proven());
      });
      await tryAttack("use the victim account's own code once it has expired (read from a leaked mail)", async () => {
        const link = await lastVerificationLink(app, victim);
        await app.database.db.update(userCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(userCodes.userId, victimId));
        const used = await http.post('/auth/user/verify_email/', verifyBody(link));
        return used.statusCode === 200 || (await proven());
      });
      await tryAttack('read a confirmation code from the outbox table', async () => {
        const stored = JSON.stringify(await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, victim)));
        const codes = (await verificationLinks(app, victim)).map((link) => link.searchParams.get('verify') as string);
        return codes.some((code) => stored.includes(code));
      });
      await tryAttack('guess confirmation codes until the limit', async () => {
        const ip = freshIp();
        let limited = false;
        for (let i = 0; i < 40 && !limited; i += 1) {
          const guess = await http.post('/auth/user/verify_email/', { code: Buffer.from(`guess-${i}-${victim}`).toString('base64url').slice(0, 43) }, { ip });
          if (guess.statusCode === 200) return true;
          limited = guess.statusCode === 429;
        }
        return !limited || (await proven());
      });
    });
  });

  describe('pre-hijacking: a password account made first, then the owner signs in with a social provider', () => {
    it.each(['google', 'facebook'] as const)("leaves the attacker no way into the account the owner then uses (%s)", async (site) => {
      const victim = address('owner');
      const made = await register(victim);
      const attackerSession = made.json().token as string;
      const subject = `${site}-${victim}`;
      const body =
        site === 'google'
          ? { site, id_token: provider.googleIdToken({ sub: subject, email: victim, given_name: 'Olivia', family_name: 'Owner' }) }
          : (() => {
              provider.facebookTokens.set(subject, { id: subject, email: victim, first_name: 'Olivia', last_name: 'Owner' });
              return { site, access_token: subject };
            })();
      const owner = await http.post('/auth/user', body);
      expect(owner.statusCode).toBe(200);
      const ownerToken = owner.json().token as string;

      await tryAttack(`${site}: sign in with the password set before the owner came`, async () => {
        const login = await http.post('/auth/user/login', { email: victim, password: 'mallory-pass-9' });
        return login.statusCode === 200;
      });
      await tryAttack(`${site}: keep using the session opened at sign-up`, async () => {
        const res = await http.post('/result/profile/', { email: victim }, { token: attackerSession });
        return res.statusCode === 200;
      });
      await tryAttack(`${site}: keep any live session besides the owner's`, async () => {
        const id = (await accountOf(victim)) as number;
        const live = await app.database.db
          .select({ id: authTokens.id })
          .from(authTokens)
          .where(and(eq(authTokens.userId, id), sql`${authTokens.revokedAt} is null`, sql`${authTokens.expiresAt} > now()`));
        return live.length !== 1 || (await http.post('/result/profile/', { email: victim }, { token: ownerToken })).statusCode !== 200;
      });
    });

    it('keeps the password of an owner who proved the address before linking a social sign-in', async () => {
      const owner = await createUser(app.database.db, { email: address('proven-owner'), emailVerified: true });
      const session = await tokenFor(app, owner.id);
      const signedIn = await http.post('/auth/user', { site: 'google', id_token: provider.googleIdToken({ sub: `g-${owner.email}`, email: owner.email }) });
      expect(signedIn.statusCode).toBe(200);
      expect((await http.post('/auth/user/login', { email: owner.email, password: owner.password })).statusCode).toBe(200);
      expect((await http.post('/result/profile/', { email: owner.email }, { token: session })).statusCode).toBe(200);
    });

    it("does not take over or prove an account with a provider's unverified e-mail", async () => {
      const victim = address('unverified-provider');
      await register(victim);
      await tryAttack('google with email_verified false for the address', async () => {
        const res = await http.post('/auth/user', {
          site: 'google',
          id_token: provider.googleIdToken({ sub: `g-unverified-${victim}`, email: victim, email_verified: false }),
        });
        return res.statusCode === 200 || (await verifiedAt(app, victim)) !== null;
      });
    });
  });

  it("still lets the company's own invitation link in (the owner's one-step flow), and only for that contact", async () => {
    const { companyId, mission, victim, contact } = await target();
    const res = await register(victim, { contact: contact.referral });
    const [row] = await app.database.db.select({ userId: companyContacts.userId }).from(companyContacts).where(eq(companyContacts.id, contact.id));
    expect(row.userId).toBe(await accountOf(victim));
    expect(await verifiedAt(app, victim)).toBeNull();
    const elsewhere = await target();
    await createContact(app.database.db, elsewhere.companyId, { email: victim });
    await tryAttack("use one company's invitation link to claim the same address at another company", async () => {
      await http.post('/auth/user/map_company_contact/', { mission: elsewhere.mission.referral }, { token: res.json().token });
      return holdsAnything(await accountOf(victim), elsewhere.companyId, elsewhere.mission.id);
    });
    expect(await holdsAnything(await accountOf(victim), companyId, mission.id)).toBe(true);
  });

  it('leaves every attack above without success', () => {
    expect(attacks.tried).toBeGreaterThan(25);
    expect(attacks.succeeded).toEqual([]);
  });
});
