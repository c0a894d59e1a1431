import { spawnSync } from 'child_process';
import { randomBytes } from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { desc, eq, sql } from 'drizzle-orm';
import { openTestDatabase, SITE_ORIGIN, testConfig, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { addCompanyUser, createCompany, createUser } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { companies, companyUsers, mailOutbox, passwordResetTokens, users } from '../db/schema';
import { openMail } from '../mail/outbox';
import { createSecretBox } from '../mail/secret-box';
import { EXIT, runAdmin } from './run';

const REPO_ROOT = path.resolve(__dirname, '../../..');
/** the operator's MAIL_SECRET_KEY: set-password links are sealed with it in the outbox */
const MAIL_KEY = randomBytes(32);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe(`npm run admin (${testDatabaseKind})`, () => {
  let handle: DatabaseHandle;
  let folder: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rapport-admin-'));
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  /** runs the command on the suite's database (left open between commands) */
  const admin = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(argv, {
      env: { SITE_ORIGIN, MAIL_SECRET_KEY: MAIL_KEY.toString('base64') },
      cwd: folder,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      openDatabase: async () => ({ ...handle, close: async () => undefined }),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const db = () => handle.db;
  const company = async (name: string) => (await db().select().from(companies).where(eq(companies.name, name)))[0];
  const adminsOf = async (companyId: number) =>
    (
      await db()
        .select({ email: users.email })
        .from(companyUsers)
        .innerJoin(users, eq(users.id, companyUsers.userId))
        .where(eq(companyUsers.companyId, companyId))
    )
      .map((row) => row.email)
      .sort();
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));
  const file = (name: string, content: Buffer | string) => {
    fs.writeFileSync(path.join(folder, name), content);
    return name;
  };

  it('prints the help', async () => {
    const help = await admin('help');
    expect(help.code).toBe(EXIT.done);
    expect(help.out).toMatch(/^Usage: npm run admin -- <command>/);
    for (const command of ['list', 'create', 'set', 'add-admin', 'remove-admin']) expect(help.out).toContain(`  ${command}`);
  });

  it('creates a company with flags, a logo file and an admin without account, who gets a set-password link valid a week that opens the company', async () => {
    const logo = file('logo.png', PNG);
    const email = `new.admin.${Date.now()}@acme.test`;
    const name = `Acme ${Date.now()}`;
    const run = await admin('create', name, '--barometer', '--quotation', '--logo', logo, '--admin', email);
    expect(run).toMatchObject({ code: EXIT.done, err: '' });
    const row = await company(name);
    expect(run.out).toContain(`Company ${row.id} "${name}" created: barometer on, avatar off, quotation on, logo PNG file, 1 KB. Time zone: Europe/Paris.`);
    expect(run.out).toContain(`${email} is now an admin of ${name}; they had no account: one was made without a password; a set-password link (valid 7 days) is queued in the mail outbox.`);
    expect(row).toMatchObject({ supportsBarometer: true, supportsAvatar: false, quotationAccess: true, logo: `data:image/png;base64,${PNG.toString('base64')}` });
    expect(await adminsOf(row.id)).toEqual([email]);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user.passwordHash).toBeNull();

    const [queued] = await mailsTo(email);
    // the outbox holds a placeholder and the sealed link; the worker puts it in at send time
    expect(queued.text).toContain('{{link}}');
    expect(queued.text).not.toMatch(/token=/);
    const mail = openMail(createSecretBox(MAIL_KEY), { ...queued, to: queued.toAddress });
    expect(mail.subject).toBe(`You are an admin of ${name} on Rapport`);
    const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.html).toContain(`${SITE_ORIGIN}/reset-password?token=${token}`);
    const [{ days }] = await db()
      .select({ days: sql<number>`extract(epoch from ${passwordResetTokens.expiresAt} - now()) / 86400` })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(Number(days)).toBeGreaterThan(6.99);
    expect(Number(days)).toBeLessThanOrEqual(7);

    // the link is the reset page's: choosing a password there signs them in as the company's admin
    const app = await buildApp(testConfig(), { logger: false, database: { ...handle, close: async () => undefined } });
    try {
      const http = api(app);
      expect((await http.post('/password_reset/confirm/', { token, password: 'first-password-1' })).statusCode).toBe(200);
      const login = (await http.post('/auth/user/login', { email, password: 'first-password-1' })).json();
      expect(login.status).toBe(1);
      const profile = (await http.post('/result/profile/', { email }, { token: login.token })).json();
      expect(profile.companies.map((c: { company: { name: string } }) => c.company.name)).toEqual([name]);
      expect(profile.companies[0].company.company_logo).toBe(row.logo);
      // used once
      expect((await http.post('/password_reset/validate_token/', { token })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('adds an existing user without mail, notes their active company, mails again one who never chose a password, and refuses an unknown company', async () => {
    const first = await createCompany(db(), { name: `First ${Date.now()}` });
    const target = await createCompany(db(), { name: `Target ${Date.now()}` });
    const existing = await createUser(db(), { emailVerified: true });
    await addCompanyUser(db(), first, existing.id);
    const waiting = `waiting.${Date.now()}@acme.test`;

    const added = await admin('add-admin', String(target), existing.email, waiting, '--lang', 'fr');
    expect(added.code).toBe(EXIT.done);
    expect(added.out).toContain(`${existing.email} is now an admin of Target`);
    expect(added.out).toMatch(/\(note: they act for First \d+, their first company\)\./);
    expect(await mailsTo(existing.email)).toEqual([]);
    const [french] = await mailsTo(waiting);
    expect(french.subject).toMatch(/^Vous êtes administrateur de Target \d+ sur Rapport$/);

    const again = await admin('add-admin', String(target), waiting);
    expect(again.out).toContain(`${waiting} was already an admin of Target`);
    expect(again.out).toContain('a set-password link (valid 7 days) is queued');
    expect(await mailsTo(waiting)).toHaveLength(2);
    expect(await adminsOf(target)).toEqual([existing.email, waiting].sort());

    const unknown = await admin('add-admin', '2147483000', 'x@acme.test');
    expect(unknown).toMatchObject({ code: EXIT.badInput, err: 'No company with id 2147483000 (see `list`).' });
    expect(await db().select().from(users).where(eq(users.email, 'x@acme.test'))).toEqual([]);
  });

  it("removes the password and sessions of an existing account whose address was never proven before it becomes an admin, and mails the address a set-password link", async () => {
    const target = await createCompany(db(), { name: `Squatted ${Date.now()}` });
    // opened by someone who typed the future admin's address (its confirmation link never followed)
    const squatted = await createUser(db());
    const app = await buildApp(testConfig(), { logger: false, database: { ...handle, close: async () => undefined } });
    try {
      const http = api(app);
      const session = (await http.post('/auth/user/login', { email: squatted.email, password: squatted.password })).json().token as string;
      const added = await admin('add-admin', String(target), squatted.email);
      expect(added.code).toBe(EXIT.done);
      expect(added.out).toContain(`${squatted.email} is now an admin of Squatted`);
      expect(added.out).toContain('its address was never confirmed, so the password and sessions it had were removed');
      expect(added.out).toContain('a set-password link (valid 7 days) is queued');
      expect((await http.post('/auth/user/login', { email: squatted.email, password: squatted.password })).statusCode).toBe(400);
      expect((await http.get('/company/company_contact/', { token: session })).statusCode).toBe(401);
      expect(await mailsTo(squatted.email)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('changes flags, name and logo, removes admins (keeping their account), and lists companies', async () => {
    const name = `Flags ${Date.now()}`;
    const keeper = await createUser(db());
    const leaver = await createUser(db());
    expect((await admin('create', name, '--avatar', '--logo', 'https://cdn.acme.test/logo.svg', '--admin', keeper.email, '--admin', leaver.email)).code).toBe(EXIT.done);
    const id = (await company(name)).id;

    const renamed = `${name} Group`;
    const set = await admin('set', name, '--barometer', '--no-avatar', '--quotation', '--name', renamed);
    expect(set.out).toBe(`Company ${id} "${renamed}": barometer on, avatar off, quotation on, logo https://cdn.acme.test/logo.svg.`);
    expect((await admin('set', String(id), '--no-logo', '--no-quotation')).out).toBe(`Company ${id} "${renamed}": barometer on, avatar off, quotation off, logo none.`);
    expect(await company(renamed)).toMatchObject({ supportsBarometer: true, supportsAvatar: false, quotationAccess: false, logo: null });
    expect((await admin('set', String(id), '--time-zone', 'America/New_York')).out).toBe(
      `Company ${id} "${renamed}": barometer on, avatar off, quotation off, logo none. Time zone: America/New_York (the missions keep their end dates, days of this calendar now).`,
    );
    expect(await company(renamed)).toMatchObject({ timeZone: 'America/New_York' });

    const removed = await admin('remove-admin', renamed.toUpperCase(), leaver.email.toUpperCase());
    expect(removed).toMatchObject({ code: EXIT.done, out: `${leaver.email} is no longer an admin of ${renamed} (the account stays).` });
    expect(await adminsOf(id)).toEqual([keeper.email]);
    expect(await db().select({ id: users.id }).from(users).where(eq(users.id, leaver.id))).toHaveLength(1);
    expect(await admin('remove-admin', String(id), keeper.email, leaver.email)).toMatchObject({
      code: EXIT.badInput,
      err: `${leaver.email} is not an admin of ${renamed}; nothing was changed.`,
    });
    expect(await adminsOf(id)).toEqual([keeper.email]);

    const list = await admin('list');
    expect(list.code).toBe(EXIT.done);
    expect(list.out).toContain([`${id}  ${renamed}`, '    barometer on, avatar off, quotation off', '    logo: none', `    admins: ${keeper.email}`, '    time zone: America/New_York'].join('\n'));
  });

  it('refuses bad input with exit code 2 and changes nothing', async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(companies);
    const taken = `Taken ${Date.now()}`;
    await createCompany(db(), { name: taken });
    const big = file('big.png', Buffer.concat([PNG, Buffer.alloc(210 * 1024)]));
    const text = file('notes.png', 'hello');
    const scripted = file('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const cases: [string[], string][] = [
      [['create', taken], `A company named "${taken}" already exists (id `],
      [['create', 'Big Logo', '--logo', big], 'The logo big.png has 211 KB; at most 200 KB.'],
      [['create', 'Text Logo', '--logo', text], 'The logo notes.png is not a PNG, JPEG or SVG image.'],
      [['create', 'Script Logo', '--logo', scripted], 'The logo logo.svg is an SVG with scripts; save it without them.'],
      [['create', 'Missing Logo', '--logo', 'missing.png'], 'Cannot read the logo missing.png: ENOENT.'],
      [['set', 'No Such Company', '--avatar'], 'No company with "No Such Company" (see `list`).'],
      [['set', taken, '--name', taken.toLowerCase(), '--avatar'], ''],
      [['frobnicate'], 'Unknown command: frobnicate\nSee `npm run admin -- help`.'],
      [['create', 'Acme', '--admin', 'nobody'], 'Not an e-mail address: nobody'],
    ];
    for (const [argv, message] of cases) {
      const run = await admin(...argv);
      if (message === '') {
        expect(run.code).toBe(EXIT.done);
        continue;
      }
      expect({ argv, code: run.code, out: run.out }).toEqual({ argv, code: EXIT.badInput, out: '' });
      expect(run.err).toContain(message);
    }
    const svg = file('ok.svg', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await admin('set', taken.toLowerCase(), '--logo', svg)).out).toMatch(/logo SVG file, 1 KB\.$/);
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(companies);
    expect(after[0].n).toBe(before[0].n + 1);
  });

  it('says so when a running npm start holds the embedded database, and works on it otherwise', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rapport-admin-data-'));
    try {
      const run = (argv: string[]) => {
        const out: string[] = [];
        const err: string[] = [];
        return runAdmin(argv, { env: { RAPPORT_DATA_DIR: dataDir }, cwd: folder, out: (l) => out.push(l), err: (l) => err.push(l) }).then((code) => ({
          code,
          out: out.join('\n'),
          err: err.join('\n'),
        }));
      };
      // the pid file of a live process (this test's parent)
      fs.writeFileSync(path.join(dataDir, 'api.pid'), String(process.ppid));
      const held = await run(['list']);
      expect(held.code).toBe(EXIT.databaseUnusable);
      expect(held.err).toContain('The embedded database is in use, most likely by a running `npm start`: stop it (Ctrl-C)');
      expect(held.err).toContain(`process ${process.ppid}`);

      fs.rmSync(path.join(dataDir, 'api.pid'));
      expect((await run(['create', 'On Disk', '--avatar'])).code).toBe(EXIT.done);
      const listed = await run(['list']);
      expect(listed.out).toContain('On Disk\n    barometer off, avatar on, quotation off');
      // the folder is free again
      expect(fs.existsSync(path.join(dataDir, 'api.pid'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000); // a fresh data folder on disk runs initdb: slow on a busy CI machine

  it('runs as `npm run admin` does: help, and exit code 2 on a bad command', () => {
    const script = (argv: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'api/scripts/admin.ts', ...argv], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, RAPPORT_DATA_DIR: folder } });
    const help = script(['help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run admin -- <command>');
    const bad = script(['create']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('`create` needs the company name.');
  });
});
