import { randomUUID } from 'crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import { newCode } from '../src/auth/secrets';
import {
  companies,
  companyContacts,
  companyUsers,
  individualResults,
  missions,
  questionnaireTypeDefaultCompanies,
  questionnaireTypes,
  users,
} from '../src/db/schema';
import type { Database } from '../src/db/types';
import { addDays, dayIn, type CalendarDay } from '@rapport/wire/entities/calendar-day';

/** Small builders of database rows for tests: only what a test names is set. */

const code = () => randomUUID().replace(/-/g, '').slice(0, 12);

/** The time zone of a company made without one: the column's default. */
export const COMPANY_TIME_ZONE = 'Europe/Paris';

/** A day `days` from today (before it when negative) in the calendar of a company made without a time zone. */
export const dayFromToday = (days: number, timeZone = COMPANY_TIME_ZONE): CalendarDay => addDays(dayIn(timeZone), days);

export async function questionnaireTypeId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: questionnaireTypes.id }).from(questionnaireTypes).where(eq(questionnaireTypes.questionnaireType, name));
  if (!row) throw new Error(`no questionnaire type ${name}`);
  return row.id;
}

export async function createCompany(
  db: Database,
  values: {
    name?: string;
    supportsBarometer?: boolean;
    supportsAvatar?: boolean;
    quotationAccess?: boolean;
    logo?: string;
    defaultQuestionnaireTypes?: string[];
  } = {},
): Promise<number> {
  const [company] = await db
    .insert(companies)
    .values({
      name: values.name ?? `Company ${code()}`,
      supportsBarometer: values.supportsBarometer ?? false,
      supportsAvatar: values.supportsAvatar ?? false,
      quotationAccess: values.quotationAccess ?? false,
      logo: values.logo ?? null,
    })
    .returning({ id: companies.id });
  for (const type of values.defaultQuestionnaireTypes ?? []) {
    await db
      .insert(questionnaireTypeDefaultCompanies)
      .values({ companyId: company.id, questionnaireTypeId: await questionnaireTypeId(db, type) });
  }
  return company.id;
}

export async function createMission(
  db: Database,
  companyId: number,
  values: { missionType?: 'R' | 'M' | 'O' | 'T' | 'V' | 'B'; questionnaireType?: string } = {},
): Promise<{ id: number; referral: string }> {
  const referral = `m${code()}`;
  const [mission] = await db
    .insert(missions)
    .values({
      companyId,
      missionType: values.missionType ?? 'R',
      type: values.missionType === 'B' ? null : (values.missionType ?? 'R'),
      missionName: 'A mission',
      reference: 'REF-1',
      endDate: dayFromToday(30),
      missionReferral: referral,
      defaultQuestionnaireTypeId: values.questionnaireType ? await questionnaireTypeId(db, values.questionnaireType) : null,
    })
    .returning({ id: missions.id });
  return { id: mission.id, referral };
}

export async function createContact(
  db: Database,
  companyId: number,
  values: { questionnaireType?: string; email?: string; firstName?: string; userId?: number; phone?: string } = {},
): Promise<{ id: number; referral: string }> {
  const referral = `c${code()}`;
  const [contact] = await db
    .insert(companyContacts)
    .values({
      companyId,
      firstName: values.firstName ?? 'Grace',
      lastName: 'Hopper',
      email: values.email ?? `grace.${code()}@example.org`,
      phone: values.phone ?? null,
      userId: values.userId ?? null,
      contactType: 'C',
      contactReferral: referral,
      questionnaireTypeId: values.questionnaireType ? await questionnaireTypeId(db, values.questionnaireType) : null,
    })
    .returning({ id: companyContacts.id });
  return { id: contact.id, referral };
}

export const TEST_PASSWORD = 'correct-horse-9';

export interface TestUser {
  id: number;
  email: string;
  referral: string;
  password: string;
}

/**
 * A user with a password (argon2id, as the API stores it). Its e-mail is not proven unless
 * `emailVerified` (the owner followed a confirmation link): such an account can claim no
 * company contact nor mission place by a mission link or a company id.
 */
export async function createUser(
  db: Database,
  values: {
    email?: string;
    password?: string | null;
    firstName?: string;
    lastName?: string;
    language?: 'en' | 'fr' | 'ru';
    emailVerified?: boolean;
  } = {},
): Promise<TestUser> {
  const password = values.password === undefined ? TEST_PASSWORD : values.password;
  const [user] = await db
    .insert(users)
    .values({
      email: values.email ?? `ada.${code()}@example.org`,
      passwordHash: password === null ? null : await hashPassword(password),
      firstName: values.firstName ?? 'Ada',
      lastName: values.lastName ?? 'Lovelace',
      language: values.language ?? 'en',
      referral: newCode(),
      emailVerifiedAt: values.emailVerified ? new Date() : null,
    })
    .returning({ id: users.id, email: users.email, referral: users.referral });
  return { ...user, password: password ?? '' };
}

/** A sign-in token for the user, as login would give. */
export async function tokenFor(app: App, userId: number): Promise<string> {
  return app.sessionsRepository.issueToken(app.database.db, userId, app.config.tokenTtlDays);
}

export const authHeader = (token: string): Record<string, string> => ({ authorization: `Token ${token}` });

export async function addCompanyUser(db: Database, companyId: number, userId: number): Promise<void> {
  await db.insert(companyUsers).values({ companyId, userId });
}

const localizedText = (what: string) => ({ en: `${what} (en)`, fr: `${what} (fr)`, ru: `${what} (ru)` });

/** A finished result of the user for a questionnaire type (values only a test reads). */
export async function createResult(
  db: Database,
  userId: number,
  values: { questionnaireType?: string; w1?: number; finishedAt?: Date } = {},
): Promise<number> {
  const points = Object.fromEntries(
    ['ade', 'fea', 'agv', 'agp', 'opa', 'opp', 'evi', 'fui', 'reg', 'tri'].flatMap((c) => [
      [`${c}1`, 2],
      [`${c}2`, 3],
    ]),
  ) as Record<`${string}${1 | 2}`, number>;
  const words = Array.from({ length: 12 }, (_, i) => `w${String(i + 1).padStart(2, '0')}`);
  const [row] = await db
    .insert(individualResults)
    .values({
      userId,
      questionnaireTypeId: await questionnaireTypeId(db, values.questionnaireType ?? 'standard'),
      w1: values.w1 ?? 0.5,
      x1: 0.1,
      y1: -0.2,
      z1: 0.3,
      w2: 0.4,
      x2: -0.1,
      y2: 0.2,
      z2: -0.3,
      ade1: points.ade1,
      fea1: points.fea1,
      agv1: points.agv1,
      agp1: points.agp1,
      opa1: points.opa1,
      opp1: points.opp1,
      evi1: points.evi1,
      fui1: points.fui1,
      reg1: points.reg1,
      tri1: points.tri1,
      ade2: points.ade2,
      fea2: points.fea2,
      agv2: points.agv2,
      agp2: points.agp2,
      opa2: points.opa2,
      opp2: points.opp2,
      evi2: points.evi2,
      fui2: points.fui2,
      reg2: points.reg2,
      tri2: points.tri2,
      rPercent: 40,
      iPercent: 35,
      sPercent: 25,
      wordsSelected: words,
      wordsSorted: [...words].reverse(),
      softSkills: localizedText('soft skills'),
      topPersonalDevelopment: localizedText('development'),
      wellbeingExpression: localizedText('wellbeing'),
      relationalCommunication: localizedText('communication'),
      approachToSituations: localizedText('approach'),
      visionOfTheWorld: localizedText('vision'),
      featureVector: { axes: [0.5] },
      ...(values.finishedAt && { finishedAt: values.finishedAt }),
    })
    .returning({ id: individualResults.id });
  return row.id;
}
