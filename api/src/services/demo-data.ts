import { and, eq, isNull, sql } from 'drizzle-orm';
import { checkPassword, hashPassword } from '../auth/passwords';
import { newCode } from '../auth/secrets';
import type { Config } from '../config';
import { loadContent } from '../content/load';
import { DEFAULT_QUESTIONNAIRE } from '../content/types';
import { companies, companyContacts, companyUsers, matchingContacts, questionnaireTypes, users } from '../db/schema';
import type { Database } from '../db/types';
import { createContentRepository } from '../repositories/content-repository';
import { createResultsRepository } from '../repositories/results-repository';
import { ensureDemoSurveys } from './barometer/demo-surveys';
import { ensureDemoActivity } from './demo-activity';
import { DEMO_MISSIONS, ensureDemoMissions } from './demo-missions';
import { ensureDemoReminders } from './demo-reminders';
import { saveProgress, saveSelection, submitResult, type ResultsDeps } from './results/results-service';

/**
 * Demo data, so that a first `npm start` shows the product at once: an individual with a
 * finished profile and three scored matching contacts, and a company with every option, its
 * finished admin (two matching contacts) and 19 contacts in every status: finished (through
 * the real submission path, answering like api/content's sample profiles), in progress,
 * invited, not invited, some confidential, candidates, employees and managers; its avatar and
 * two values; its missions (a recruitment, a mobility, an onboarding, a team building and a
 * values mission of the admin, a recruitment of a colleague) hold finished people, so their
 * tables show scores; its barometer surveys (barometer/demo-surveys.ts) hold anonymous answers
 * on both sides of the threshold. Created only when asked for (DEMO_DATA=1, which `npm start`
 * and `npm run dev:api` set), never in production (idempotent: what exists is left alone). The
 * passwords are public: a new database, embedded or not, has no account until someone makes one.
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

type DemoContact = { type: 'C' | 'E' | 'M'; confidential?: boolean; invited?: boolean };

/**
 * Demo people (same password as the demo logins, not printed). `sample`: the sample profile
 * of api/content they answered like (finished); `answered`: how many questions they saved
 * (in progress, after following the company's invitation); neither: no account, only a
 * company contact. `contact`: their contact record in the demo company; `contactOf`: whose
 * matching contact they are.
 */
export const DEMO_PEOPLE: readonly {
  email: string;
  firstName: string;
  lastName: string;
  sample?: number;
  answered?: number;
  contact?: DemoContact;
  contactOf?: readonly ('admin' | 'individual')[];
}[] = [
  { email: 'camille@rapport.local', firstName: 'Camille', lastName: 'Martin', sample: 0, contact: { type: 'E', invited: true }, contactOf: ['admin', 'individual'] },
  { email: 'sasha@rapport.local', firstName: 'Sasha', lastName: 'Ivanova', sample: 5, contact: { type: 'E', invited: true }, contactOf: ['admin'] },
  { email: 'noah@rapport.local', firstName: 'Noah', lastName: 'Bernard', sample: 6, contact: { type: 'C', invited: true }, contactOf: ['individual'] },
  { email: 'lea@rapport.local', firstName: 'Léa', lastName: 'Dubois', sample: 1, contact: { type: 'C', invited: true }, contactOf: ['individual'] },
  { email: 'hugo@rapport.local', firstName: 'Hugo', lastName: 'Laurent', sample: 3, contact: { type: 'M', invited: true } },
  { email: 'amira@rapport.local', firstName: 'Amira', lastName: 'Benali', sample: 4, contact: { type: 'C', invited: true } },
  { email: 'jonas@rapport.local', firstName: 'Jonas', lastName: 'Weber', sample: 7, contact: { type: 'E', invited: true } },
  { email: 'chloe@rapport.local', firstName: 'Chloé', lastName: 'Petit', sample: 2, contact: { type: 'C', invited: true, confidential: true } },
  { email: 'mateo@rapport.local', firstName: 'Mateo', lastName: 'Rossi', sample: 6, contact: { type: 'C' } },
  { email: 'yuki@rapport.local', firstName: 'Yuki', lastName: 'Tanaka', answered: 9, contact: { type: 'C', invited: true } },
  { email: 'omar@rapport.local', firstName: 'Omar', lastName: 'Haddad', answered: 0, contact: { type: 'E', invited: true } },
  { email: 'elena@rapport.local', firstName: 'Elena', lastName: 'García', contact: { type: 'C', invited: true } },
  { email: 'tom@rapport.local', firstName: 'Tom', lastName: 'Becker', contact: { type: 'C', invited: true, confidential: true } },
  { email: 'nadia@rapport.local', firstName: 'Nadia', lastName: 'Rahman', contact: { type: 'E', invited: true } },
  { email: 'lucas@rapport.local', firstName: 'Lucas', lastName: 'Moreau', contact: { type: 'C' } },
  { email: 'ines@rapport.local', firstName: 'Inès', lastName: 'Fontaine', contact: { type: 'E' } },
  // the product squad's other members (team building)
  { email: 'maya@rapport.local', firstName: 'Maya', lastName: 'Lefèvre', sample: 1, contact: { type: 'E', invited: true } },
  { email: 'theo@rapport.local', firstName: 'Théo', lastName: 'Girard', sample: 2, contact: { type: 'E', invited: true } },
  { email: 'zoe@rapport.local', firstName: 'Zoé', lastName: 'Lambert', sample: 4, contact: { type: 'M', invited: true } },
];

/** A second user of the demo company (same password, not printed): the owner of the colleagues tab's mission. */
export const DEMO_COLLEAGUE = { email: 'colleague@rapport.local', firstName: 'Claire', lastName: 'Vidal' } as const;

/**
 * The demo company's avatar (12 ranked words) and its two values, each a set of words: chosen
 * so that the values mission's finished candidates show every colour (distances computed with
 * the model: Team spirit 0.31 / 0.42 / 0.36 / 0.42 and Boldness 0.32 / 0.19 / 0.10 / 0.32 for
 * Noah, Léa, Amira and Chloé).
 */
export const DEMO_VALUES = {
  words: ['w02', 'w42', 'w01', 'w32', 'w34', 'w23', 'w39', 'w11', 'w36', 'w26', 'w16', 'w12'],
  fields: [
    { field_name_in_api: 'team_spirit', field_name_for_user: 'Team spirit', word_ids: ['w34', 'w26', 'w02', 'w10'] },
    { field_name_in_api: 'boldness', field_name_for_user: 'Boldness', word_ids: ['w01', 'w32', 'w09', 'w35'] },
  ],
} as const;

/** The sample profile the demo individual's result is made of. */
export const DEMO_INDIVIDUAL_SAMPLE = 4;

/** The sample profile whose answers the admin's result is made of. */
export const DEMO_ADMIN_SAMPLE = 2;

/** Whether this start makes the demo data: only when asked for (DEMO_DATA=1), never in production. */
export function demoDataWanted(config: Pick<Config, 'env' | 'demoData'>): boolean {
  return config.demoData === true && config.env !== 'production';
}

async function ensureUser(db: Database, email: string, passwordHash: string, names: { firstName: string; lastName: string }): Promise<number> {
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (existing) return existing.id;
  const [created] = await db
    .insert(users)
    // the demo's addresses are ours: proven, so the demo people can be linked like real ones
    .values({
      email,
      passwordHash,
      referral: newCode(),
      language: 'en',
      firstName: names.firstName,
      lastName: names.lastName,
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  const [raced] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  return raced.id;
}

/**
 * A finished result for the person unless they have one: the sample's answers and words go
 * through the same calls as a respondent's (saved answers, selection, submission). The report
 * files are made on their first download.
 */
async function standardTypeId(db: Database): Promise<number> {
  const [type] = await db
    .select({ id: questionnaireTypes.id })
    .from(questionnaireTypes)
    .where(eq(questionnaireTypes.questionnaireType, DEFAULT_QUESTIONNAIRE));
  return type.id;
}

/** The first `count` answers of the sample, saved as a respondent's Next would. */
async function saveSampleAnswers(deps: ResultsDeps, userId: number, typeId: number, sampleIndex: number, count: number): Promise<void> {
  const answers = loadContent().samples[sampleIndex].answers.slice(0, count);
  if (answers.length === 0) return;
  await saveProgress(deps, userId, typeId, {
    question_answered: answers.map((a) => a.question_id).join(','),
    first_answers: answers.map((a) => a.first).join(','),
    second_answers: answers.map((a) => a.second).join(','),
  });
}

async function ensureFinished(deps: ResultsDeps, person: { id: number; firstName: string; lastName: string }, sampleIndex: number): Promise<void> {
  const typeId = await standardTypeId(deps.db);
  if (await deps.results.result(person.id, typeId)) return;
  const sample = loadContent().samples[sampleIndex];
  await saveSampleAnswers(deps, person.id, typeId, sampleIndex, sample.answers.length);
  await saveSelection(deps, person.id, typeId, [...sample.words].sort().join(','));
  await submitResult(deps, person, typeId, sample.words.join(','), { reports: false });
}

async function ensureMatchingPair(db: Database, a: number, b: number): Promise<void> {
  await db
    .insert(matchingContacts)
    .values([
      { userId: a, contactUserId: b },
      { userId: b, contactUserId: a },
    ])
    .onConflictDoNothing();
}

/** Creates whatever part of the demo data is missing. */
export async function ensureDemoData(db: Database): Promise<void> {
  const deps: ResultsDeps = { db, results: createResultsRepository(db), content: createContentRepository(db) };
  // one hash for every demo account (they share the password): argon2 is slow on purpose
  const passwordHash = await hashPassword(DEMO_LOGINS.individual.password);
  const individual = { id: 0, firstName: 'Demo', lastName: 'User' };
  individual.id = await ensureUser(db, DEMO_LOGINS.individual.email, passwordHash, individual);
  await ensureFinished(deps, individual, DEMO_INDIVIDUAL_SAMPLE);
  const admin = { id: 0, firstName: 'Alex', lastName: 'Admin' };
  admin.id = await ensureUser(db, DEMO_LOGINS.admin.email, passwordHash, admin);
  await db
    .insert(companies)
    .values({ name: DEMO_COMPANY, supportsBarometer: true, supportsAvatar: true, quotationAccess: true })
    .onConflictDoNothing();
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY));
  await db.insert(companyUsers).values({ companyId: company.id, userId: admin.id }).onConflictDoNothing();
  // the avatar and the values, unless the company has set its own
  await db
    .update(companies)
    .set({ avatar: { words: [...DEMO_VALUES.words] }, extraSupportedFields: DEMO_VALUES.fields.map((field) => ({ ...field, word_ids: [...field.word_ids] })) })
    .where(and(eq(companies.id, company.id), isNull(companies.avatar)));
  await ensureFinished(deps, admin, DEMO_ADMIN_SAMPLE);
  const typeId = await standardTypeId(db);

  for (const person of DEMO_PEOPLE) {
    let userId: number | null = null;
    if (person.sample !== undefined || person.answered !== undefined) {
      userId = await ensureUser(db, person.email, passwordHash, person);
      if (person.sample !== undefined) await ensureFinished(deps, { id: userId, firstName: person.firstName, lastName: person.lastName }, person.sample);
      else if (!(await deps.results.progress(userId, typeId))) await saveSampleAnswers(deps, userId, typeId, 0, person.answered ?? 0);
    }
    if (person.contact) {
      await db
        .insert(companyContacts)
        .values({
          companyId: company.id,
          userId,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          contactType: person.contact.type,
          contactReferral: newCode(),
          invitationSent: person.contact.invited ?? false,
          confidential: person.contact.confidential ?? false,
        })
        .onConflictDoNothing();
    }
    for (const whose of person.contactOf ?? []) {
      if (userId !== null) await ensureMatchingPair(db, whose === 'admin' ? admin.id : individual.id, userId);
    }
  }

  const colleague = await ensureUser(db, DEMO_COLLEAGUE.email, passwordHash, DEMO_COLLEAGUE);
  await db.insert(companyUsers).values({ companyId: company.id, userId: colleague }).onConflictDoNothing();
  await ensureDemoMissions(db, company.id, { admin: admin.id, colleague }, typeId);
  // the barometer: Climate 2026 with 42 anonymous answers, and Climate 2025, ended
  await ensureDemoSurveys(db, company.id, admin.id);
  await ensureDemoActivity(db, { companyId: company.id, actors: { admin: { userId: admin.id, email: DEMO_LOGINS.admin.email }, colleague: { userId: colleague, email: DEMO_COLLEAGUE.email } }, people: DEMO_PEOPLE, missions: DEMO_MISSIONS });
  await ensureDemoReminders(db, company.id, DEMO_PEOPLE);
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

/** At start: the demo data when wanted, then the logins to print (none without demo data). */
export async function prepareDemoData(db: Database, config: Pick<Config, 'env' | 'demoData'>): Promise<DemoLogin[]> {
  if (!demoDataWanted(config)) return [];
  await ensureDemoData(db);
  return workingDemoLogins(db);
}
