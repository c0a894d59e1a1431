import { eq, sql } from 'drizzle-orm';
import { checkPassword, hashPassword } from '../auth/passwords';
import { newCode } from '../auth/secrets';
import type { Config } from '../config';
import { loadContent } from '../content/load';
import { DEFAULT_QUESTIONNAIRE } from '../content/types';
import { companies, companyUsers, matchingContacts, questionnaireTypes, users } from '../db/schema';
import type { Database, DatabaseKind } from '../db/types';
import { createContentRepository } from '../repositories/content-repository';
import { createResultsRepository } from '../repositories/results-repository';
import { saveProgress, saveSelection, submitResult, type ResultsDeps } from './results/results-service';

/**
 * Demo data, so that a first `npm start` shows the product at once: an individual who has
 * not taken the questionnaire yet, and a company with every option and its admin, who has
 * taken it and has two finished matching contacts among three finished demo people. Created
 * on the embedded database when it has no user yet, or whenever DEMO_DATA=1 (idempotent: what
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

/**
 * Finished demo people (same password as the demo logins, not printed), each answering like
 * one of the sample profiles of api/content; `contactOfAdmin`: a matching contact of the admin.
 */
export const DEMO_PEOPLE = [
  { email: 'camille@rapport.local', firstName: 'Camille', lastName: 'Martin', sample: 0, contactOfAdmin: true },
  { email: 'sasha@rapport.local', firstName: 'Sasha', lastName: 'Ivanova', sample: 5, contactOfAdmin: true },
  { email: 'noah@rapport.local', firstName: 'Noah', lastName: 'Bernard', sample: 6, contactOfAdmin: false },
] as const;

/** The sample profile whose answers the admin's result is made of. */
export const DEMO_ADMIN_SAMPLE = 2;

/** Whether this start should make the demo data: DEMO_DATA decides, else only a new embedded database. */
export async function demoDataWanted(db: Database, kind: DatabaseKind, demoData: Config['demoData']): Promise<boolean> {
  if (demoData !== undefined) return demoData;
  if (kind !== 'pglite') return false;
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  return anyUser.length === 0;
}

async function ensureUser(db: Database, login: Pick<DemoLogin, 'email' | 'password'>, names: { firstName: string; lastName: string }): Promise<number> {
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${login.email}`);
  if (existing) return existing.id;
  const [created] = await db
    .insert(users)
    .values({
      email: login.email,
      passwordHash: await hashPassword(login.password),
      referral: newCode(),
      language: 'en',
      firstName: names.firstName,
      lastName: names.lastName,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  const [raced] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${login.email}`);
  return raced.id;
}

/**
 * A finished result for the person unless they have one: the sample's answers and words go
 * through the same calls as a respondent's (saved answers, selection, submission). The report
 * files are made on their first download.
 */
async function ensureFinished(deps: ResultsDeps, person: { id: number; firstName: string; lastName: string }, sampleIndex: number): Promise<void> {
  const { db } = deps;
  const [type] = await db
    .select({ id: questionnaireTypes.id })
    .from(questionnaireTypes)
    .where(eq(questionnaireTypes.questionnaireType, DEFAULT_QUESTIONNAIRE));
  if (await deps.results.result(person.id, type.id)) return;
  const sample = loadContent().samples[sampleIndex];
  await saveProgress(deps, person.id, type.id, {
    question_answered: sample.answers.map((a) => a.question_id).join(','),
    first_answers: sample.answers.map((a) => a.first).join(','),
    second_answers: sample.answers.map((a) => a.second).join(','),
  });
  await saveSelection(deps, person.id, type.id, [...sample.words].sort().join(','));
  await submitResult(deps, person, type.id, sample.words.join(','), { reports: false });
}

/** Creates whatever part of the demo data is missing. */
export async function ensureDemoData(db: Database): Promise<void> {
  const deps: ResultsDeps = { db, results: createResultsRepository(db), content: createContentRepository(db) };
  await ensureUser(db, DEMO_LOGINS.individual, { firstName: 'Demo', lastName: 'User' });
  const admin = { id: 0, firstName: 'Alex', lastName: 'Admin' };
  admin.id = await ensureUser(db, DEMO_LOGINS.admin, admin);
  await db
    .insert(companies)
    .values({ name: DEMO_COMPANY, supportsBarometer: true, supportsAvatar: true, quotationAccess: true })
    .onConflictDoNothing();
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY));
  await db.insert(companyUsers).values({ companyId: company.id, userId: admin.id }).onConflictDoNothing();
  await ensureFinished(deps, admin, DEMO_ADMIN_SAMPLE);

  for (const person of DEMO_PEOPLE) {
    const id = await ensureUser(db, { email: person.email, password: DEMO_LOGINS.individual.password }, person);
    await ensureFinished(deps, { id, firstName: person.firstName, lastName: person.lastName }, person.sample);
    if (person.contactOfAdmin) {
      await db
        .insert(matchingContacts)
        .values([
          { userId: admin.id, contactUserId: id },
          { userId: id, contactUserId: admin.id },
        ])
        .onConflictDoNothing();
    }
  }
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
