import { eq, sql } from 'drizzle-orm';
import { newCode } from '../src/auth/secrets';
import { companyContacts, missions } from '../src/db/schema';
import { appForSuite, type SuiteApp } from './build-test-app';
import { companyWithAdmin, signedIn, type SignedIn } from './company';
import { addCompanyUser, createResult, createUser, dayFromToday, questionnaireTypeId } from './fixtures';

/** The missions tests' world: a company, its admin and a colleague, contacts by role, and the mission form's calls. */

export const MISSIONS = '/company/mission/';
export const missionPath = (pk: number | string) => `/company/mission_update/?pk=${pk}`;
/** An end date as the mission form sends it: the day `days` from today in the company's calendar (YYYY-MM-DD). */
export const inDays = (days: number) => dayFromToday(days);

/** Contacts of the company by role in the tests. */
export interface MissionPeople {
  manager: number;
  boss: number;
  employee: number;
  employee2: number;
  candidates: number[];
  candidateUser: number;
}

/** What the world holds once built, before the tests of the describe that made it. */
export interface MissionsWorld extends SuiteApp {
  companyId: number;
  admin: SignedIn;
  colleague: SignedIn;
  /** the standard questionnaire's type id */
  standard: number;
  people: MissionPeople;
}

/**
 * Builds the world before the tests of the enclosing describe (its app closed after them). Its
 * values (app, admin, people...) are read inside a test, once built; its calls can be taken at once.
 */
export function missionsWorld() {
  const world = appForSuite() as MissionsWorld;

  /** A contact of the company with a type, straight into the table. */
  const contact = async (company: number, contactType: 'C' | 'E' | 'M', firstName: string, userId: number | null = null): Promise<number> => {
    const [row] = await world.app.database.db
      .insert(companyContacts)
      .values({
        companyId: company,
        firstName,
        lastName: 'Tester',
        email: `${firstName.toLowerCase()}.${newCode().toLowerCase().replace(/[^a-z0-9]/g, '')}@example.org`,
        contactType,
        contactReferral: newCode(),
        userId,
      })
      .returning({ id: companyContacts.id });
    return row.id;
  };

  beforeAll(async () => {
    const { app } = world;
    const db = app.database.db;
    const { companyId, admin } = await companyWithAdmin(app, { name: `Missions ${Date.now()}` });
    Object.assign(world, { companyId, admin });
    world.colleague = await signedIn(app, { firstName: 'Colin', lastName: 'Colleague' });
    await addCompanyUser(db, companyId, world.colleague.id);
    world.standard = await questionnaireTypeId(db, 'standard');
    const finished = await createUser(db);
    await createResult(db, finished.id);
    world.people = {
      manager: await contact(companyId, 'E', 'Mia'),
      boss: await contact(companyId, 'M', 'Bruno'),
      employee: await contact(companyId, 'E', 'Eva'),
      employee2: await contact(companyId, 'E', 'Elio'),
      candidates: [await contact(companyId, 'C', 'Cara'), await contact(companyId, 'C', 'Cyril'), await contact(companyId, 'C', 'Celia')],
      candidateUser: await contact(companyId, 'C', 'Finn', finished.id),
    };
  });

  /** A valid recruitment form: a manager, two team members, two candidates. */
  const recruitment = (values: Record<string, unknown> = {}) => ({
    mission_name: 'Backend developer',
    reference: 'REC-1',
    mission_description: 'We hire a backend developer.',
    mission_end_date: inDays(60),
    type: 'R',
    default_questionnaire_type: world.standard,
    mission_manager: world.people.manager,
    mission_member: [world.people.candidates[0], world.people.candidateUser],
    mission_benchmarks: [
      { id: world.people.boss, benchmark_type: 'manager' },
      { id: world.people.employee, benchmark_type: 'employee' },
    ],
    ...values,
  });

  const missionCount = async () => {
    const [row] = await world.app.database.db.select({ n: sql<number>`count(*)::int` }).from(missions).where(eq(missions.companyId, world.companyId));
    return row.n;
  };

  const create = async (body: Record<string, unknown>, caller: SignedIn = world.admin) => {
    const res = await world.http.post(MISSIONS, body, { token: caller.token });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: expect.objectContaining({ pk: expect.any(Number) }) });
    return res.json();
  };

  const ids = (list: { pk: number }[]) => list.map((m) => m.pk);
  const list = async (query: string, caller: SignedIn = world.admin) => {
    const res = await world.http.get(`${MISSIONS}?${query}`, { token: caller.token });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  return Object.assign(world, { contact, recruitment, missionCount, create, ids, list });
}
