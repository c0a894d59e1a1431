import { eq, sql } from 'drizzle-orm';
import { checkPassword, hashPassword } from '../auth/passwords';
import { newCode } from '../auth/secrets';
import type { Config } from '../config';
import { companies, companyUsers, users } from './schema';
import type { Database, DatabaseKind } from './types';

/**
 * Demo data, so that a first `npm start` shows the product at once: an individual who has
 * not taken the questionnaire yet, and a company with every option and its admin. Created on
 * the embedded database when it has no user yet, or whenever DEMO_DATA=1 (idempotent: what
 * exists is left alone). The passwords are public: never set DEMO_DATA=1 on a real site.
 */

export const DEMO_COMPANY = 'Rapport Demo';

export interface DemoLogin {
  email: string;
  password: string;
  role: string;
}

export const DEMO_LOGINS = {
  individual: { email: 'demo@rapport.local', password: 'rapport-demo-1', role: 'individual' },
  admin: { email: 'admin@rapport.local', password: 'rapport-demo-1', role: 'company admin' },
} as const satisfies Record<string, DemoLogin>;

/** Whether this start should make the demo data: DEMO_DATA decides, else only a new embedded database. */
export async function demoDataWanted(db: Database, kind: DatabaseKind, demoData: Config['demoData']): Promise<boolean> {
  if (demoData !== undefined) return demoData;
  if (kind !== 'pglite') return false;
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  return anyUser.length === 0;
}

async function ensureUser(db: Database, login: DemoLogin, names: { firstName: string; lastName: string }): Promise<number> {
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${login.email}`);
  if (existing) return existing.id;
  const [created] = await db
    .insert(users)
    .values({ email: login.email, passwordHash: await hashPassword(login.password), referral: newCode(), language: 'en', ...names })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  const [raced] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${login.email}`);
  return raced.id;
}

/** Creates whatever part of the demo data is missing. */
export async function ensureDemoData(db: Database): Promise<void> {
  await ensureUser(db, DEMO_LOGINS.individual, { firstName: 'Demo', lastName: 'User' });
  const adminId = await ensureUser(db, DEMO_LOGINS.admin, { firstName: 'Alex', lastName: 'Admin' });
  await db
    .insert(companies)
    .values({ name: DEMO_COMPANY, supportsBarometer: true, supportsAvatar: true, quotationAccess: true })
    .onConflictDoNothing();
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY));
  await db.insert(companyUsers).values({ companyId: company.id, userId: adminId }).onConflictDoNothing();
}

/** The demo logins that still work (a changed password is not printed). */
export async function workingDemoLogins(db: Database): Promise<DemoLogin[]> {
  const working: DemoLogin[] = [];
  for (const login of Object.values(DEMO_LOGINS)) {
    const [user] = await db.select({ hash: users.passwordHash }).from(users).where(sql`lower(${users.email}) = ${login.email}`);
    if (user && (await checkPassword(user.hash, login.password))) working.push(login);
  }
  return working;
}

/** "Demo logins: demo@rapport.local / rapport-demo-1 (individual), admin@rapport.local / ... (company admin)" */
export const demoLoginsLine = (logins: DemoLogin[]): string =>
  `Demo logins: ${logins.map((login) => `${login.email} / ${login.password} (${login.role})`).join(', ')}`;

/** At start: the demo data when wanted, then the logins to print (none when there is no demo data). */
export async function prepareDemoData(db: Database, kind: DatabaseKind, demoData: Config['demoData']): Promise<DemoLogin[]> {
  if (demoData === false) return [];
  if (await demoDataWanted(db, kind, demoData)) await ensureDemoData(db);
  return workingDemoLogins(db);
}
