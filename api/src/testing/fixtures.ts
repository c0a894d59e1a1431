import { randomUUID } from 'crypto';
import { eq } from 'drizzle-orm';
import { companies, companyContacts, missions, questionnaireTypeDefaultCompanies, questionnaireTypes } from '../db/schema';
import type { Database } from '../db/types';

/** Small builders of database rows for tests: only what a test names is set. */

const code = () => randomUUID().replace(/-/g, '').slice(0, 12);

export async function questionnaireTypeId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: questionnaireTypes.id }).from(questionnaireTypes).where(eq(questionnaireTypes.questionnaireType, name));
  if (!row) throw new Error(`no questionnaire type ${name}`);
  return row.id;
}

export async function createCompany(
  db: Database,
  values: { name?: string; supportsBarometer?: boolean; defaultQuestionnaireTypes?: string[] } = {},
): Promise<number> {
  const [company] = await db
    .insert(companies)
    .values({ name: values.name ?? `Company ${code()}`, supportsBarometer: values.supportsBarometer ?? false })
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
      endDate: new Date(Date.now() + 30 * 86_400_000),
      missionReferral: referral,
      defaultQuestionnaireTypeId: values.questionnaireType ? await questionnaireTypeId(db, values.questionnaireType) : null,
    })
    .returning({ id: missions.id });
  return { id: mission.id, referral };
}

export async function createContact(
  db: Database,
  companyId: number,
  values: { questionnaireType?: string; email?: string } = {},
): Promise<{ id: number; referral: string }> {
  const referral = `c${code()}`;
  const [contact] = await db
    .insert(companyContacts)
    .values({
      companyId,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: values.email ?? `grace.${code()}@example.org`,
      contactType: 'C',
      contactReferral: referral,
      questionnaireTypeId: values.questionnaireType ? await questionnaireTypeId(db, values.questionnaireType) : null,
    })
    .returning({ id: companyContacts.id });
  return { id: contact.id, referral };
}
