import { asc, eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { companyContacts, individualResults, mailOutbox, missionContacts, missions, users } from '../src/db/schema';
import { addCompanyUser, createCompany, createUser, dayFromToday, questionnaireTypeId, tokenFor, type TestUser } from './fixtures';

/** Builders and row readers for the company area's tests. */

/** A failure answer with this message (whatever else it carries, such as its code). */
export const refusal = (message: string) => expect.objectContaining({ status: 0, message });

export type SignedIn = TestUser & { token: string };

export async function signedIn(app: App, values: Parameters<typeof createUser>[1] = {}): Promise<SignedIn> {
  const user = await createUser(app.database.db, values);
  return { ...user, token: await tokenFor(app, user.id) };
}

/** A company and a signed-in admin whose first (active) company it is. */
export async function companyWithAdmin(
  app: App,
  values: Parameters<typeof createCompany>[1] = {},
): Promise<{ companyId: number; admin: SignedIn }> {
  const companyId = await createCompany(app.database.db, values);
  const admin = await signedIn(app, { firstName: 'Alex', lastName: 'Admin' });
  await addCompanyUser(app.database.db, companyId, admin.id);
  return { companyId, admin };
}

/** Every contact row of the company, in id order: to compare before and after an attempt. */
export function contactRows(app: App, companyId: number) {
  return app.database.db.select().from(companyContacts).where(eq(companyContacts.companyId, companyId)).orderBy(asc(companyContacts.id));
}

export async function contactRow(app: App, id: number) {
  const [row] = await app.database.db.select().from(companyContacts).where(eq(companyContacts.id, id));
  return row;
}

export async function contactByEmail(app: App, email: string) {
  const [row] = await app.database.db.select().from(companyContacts).where(sql`lower(${companyContacts.email}) = lower(${email})`);
  return row;
}

export function mailsTo(app: App, to: string) {
  return app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(asc(mailOutbox.id));
}

export async function mailCount(app: App): Promise<number> {
  const [row] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
  return row.n;
}

/** The user's account and results, to show that a company call left them alone. */
export async function personRows(app: App, userId: number) {
  const db = app.database.db;
  return {
    user: await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)),
    results: await db.select({ id: individualResults.id, finishedAt: individualResults.finishedAt }).from(individualResults).where(eq(individualResults.userId, userId)),
  };
}

/**
 * The company's missions at scale: 50 recruitments of one owner and one manager, each with 200 of
 * the company's 1,000 candidates as members (the missions list's test and bench:missions).
 */
export async function recruitmentsAtScale(app: App, companyId: number, ownerUserId: number): Promise<{ manager: number }> {
  const db = app.database.db;
  const crowd = (n: number | string) => ({ companyId, lastName: 'Crowd', email: `crowd.${n}.${companyId}@example.org`, contactReferral: `crowd-${companyId}-${n}` });
  const candidates = await db
    .insert(companyContacts)
    .values(Array.from({ length: 1000 }, (_, n) => ({ ...crowd(n), firstName: `C${n}`, contactType: 'C' })))
    .returning({ id: companyContacts.id });
  const [{ id: manager }] = await db
    .insert(companyContacts)
    .values({ ...crowd('manager'), firstName: 'Manon', contactType: 'E' })
    .returning({ id: companyContacts.id });
  const standard = await questionnaireTypeId(db, 'standard');
  const created = await db
    .insert(missions)
    .values(
      Array.from({ length: 50 }, (_, n) => ({
        companyId,
        missionType: 'R',
        type: 'R',
        missionName: `Mission ${n}`,
        reference: `BIG-${n}`,
        endDate: dayFromToday(30),
        missionReferral: `big-${companyId}-${n}`,
        managerContactId: manager,
        ownerUserId,
        defaultQuestionnaireTypeId: standard,
      })),
    )
    .returning({ id: missions.id });
  const rows = created.flatMap(({ id }, n) => Array.from({ length: 200 }, (_, k) => ({ missionId: id, contactId: candidates[(n * 20 + k) % 1000].id, role: 'member' })));
  for (let start = 0; start < rows.length; start += 1000) await db.insert(missionContacts).values(rows.slice(start, start + 1000));
  return { manager };
}
