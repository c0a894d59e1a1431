import { and, eq } from 'drizzle-orm';
import { newCode } from '../auth/secrets';
import { companies, companyContacts, missions } from '../db/schema';
import type { Database } from '../db/types';
import { createMissionsRepository } from '../repositories/missions-repository';
import { demoCreationDate, demoEndDate } from './demo-dates';

/**
 * The demo company's missions, their people named by the e-mail of their contact. Each was
 * created days or weeks before the demo is made, and ends months after it, so the links stay
 * active for a while; one (MOB-000) was created three months before and ended a month before,
 * so a newcomer sees an ended mission and what its link says. The team building mission's team
 * (its manager and benchmarks) has finished, and finished candidates stay out of it (Noah, Léa,
 * Amira) for the team modal's what-if; the values mission's candidates are compared with the
 * company's avatar (DEMO_VALUES).
 */
export const DEMO_MISSIONS: readonly {
  reference: string;
  name: string;
  description: string;
  type: 'R' | 'M' | 'O' | 'T' | 'V';
  owner: 'admin' | 'colleague';
  /** when it was created (and so started), in days before the demo is made (demo-dates.ts) */
  createdDaysAgo: number;
  /** its end, in months from the day the demo is made (negative: it has ended) */
  months: number;
  /** none for a values mission */
  manager: string | null;
  members: readonly string[];
  benchmarks?: readonly { email: string; type: 'employee' | 'manager' }[];
}[] = [
  {
    reference: 'REC-001',
    name: 'Backend developer',
    description: 'A backend developer for the product team, compared with its manager and two of its developers.',
    type: 'R',
    owner: 'admin',
    createdDaysAgo: 24,
    months: 3,
    manager: 'camille@rapport.local',
    members: ['noah@rapport.local', 'lea@rapport.local', 'amira@rapport.local', 'mateo@rapport.local', 'yuki@rapport.local', 'elena@rapport.local'],
    benchmarks: [
      { email: 'sasha@rapport.local', type: 'employee' },
      { email: 'jonas@rapport.local', type: 'employee' },
    ],
  },
  {
    reference: 'MOB-001',
    name: 'Team lead, customer success',
    description: 'An internal move: which of our people would lead the customer success team best.',
    type: 'M',
    owner: 'admin',
    createdDaysAgo: 40,
    months: 4,
    manager: 'hugo@rapport.local',
    members: ['sasha@rapport.local', 'jonas@rapport.local', 'omar@rapport.local', 'nadia@rapport.local'],
    benchmarks: [{ email: 'camille@rapport.local', type: 'employee' }],
  },
  {
    reference: 'MOB-000',
    name: 'Office manager, Lyon',
    description: 'A move that ended last month: its link no longer accepts answers, so the list marks it Ended.',
    type: 'M',
    owner: 'admin',
    createdDaysAgo: 95,
    months: -1,
    manager: 'hugo@rapport.local',
    members: ['jonas@rapport.local', 'ines@rapport.local'],
  },
  {
    reference: 'ONB-001',
    name: 'Welcome to the product team',
    description: 'Which mentor will help our new product manager settle in.',
    type: 'O',
    owner: 'admin',
    createdDaysAgo: 9,
    months: 2,
    manager: 'sasha@rapport.local',
    members: ['camille@rapport.local', 'jonas@rapport.local', 'hugo@rapport.local'],
  },
  {
    reference: 'REC-002',
    name: 'Sales representative',
    description: 'A sales representative for the west region.',
    type: 'R',
    owner: 'colleague',
    createdDaysAgo: 17,
    months: 5,
    manager: 'hugo@rapport.local',
    members: ['lea@rapport.local', 'amira@rapport.local', 'chloe@rapport.local', 'tom@rapport.local', 'lucas@rapport.local'],
    benchmarks: [{ email: 'camille@rapport.local', type: 'employee' }],
  },
  {
    reference: 'TB-001',
    name: 'Product squad',
    description: 'The product team as a whole: who holds it together, where it is weakest, and who would strengthen it.',
    type: 'T',
    owner: 'admin',
    createdDaysAgo: 60,
    months: 6,
    manager: 'hugo@rapport.local',
    members: [],
    benchmarks: [
      { email: 'camille@rapport.local', type: 'employee' },
      { email: 'sasha@rapport.local', type: 'employee' },
      { email: 'jonas@rapport.local', type: 'employee' },
      { email: 'maya@rapport.local', type: 'employee' },
      { email: 'theo@rapport.local', type: 'employee' },
      { email: 'zoe@rapport.local', type: 'manager' },
    ],
  },
  {
    reference: 'VAL-001',
    name: 'Graduate intake',
    description: 'This year, our graduate candidates compared with the values of the company.',
    type: 'V',
    owner: 'admin',
    createdDaysAgo: 30,
    months: 3,
    manager: null,
    members: ['noah@rapport.local', 'lea@rapport.local', 'amira@rapport.local', 'chloe@rapport.local', 'yuki@rapport.local'],
  },
];

export /** The demo missions the company lacks (by reference), each with its people, in one transaction each. */
async function ensureDemoMissions(db: Database, companyId: number, owners: Record<'admin' | 'colleague', number>, questionnaireTypeId: number): Promise<void> {
  const repository = createMissionsRepository(db);
  const contacts = await db.select({ id: companyContacts.id, email: companyContacts.email }).from(companyContacts).where(eq(companyContacts.companyId, companyId));
  const contactId = (email: string): number => {
    const found = contacts.find((contact) => contact.email === email);
    if (!found) throw new Error(`demo data: no contact ${email}`);
    return found.id;
  };
  const [{ timeZone }] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  for (const mission of DEMO_MISSIONS) {
    const [existing] = await db
      .select({ id: missions.id })
      .from(missions)
      .where(and(eq(missions.companyId, companyId), eq(missions.reference, mission.reference)));
    if (existing) continue;
    const endDate = demoEndDate(mission.months, timeZone);
    await db.transaction(async (tx) => {
      const created = await repository.insertMission(tx, {
        companyId,
        missionType: mission.type,
        type: mission.type,
        missionName: mission.name,
        reference: mission.reference,
        description: mission.description,
        creationDate: demoCreationDate(mission.createdDaysAgo),
        endDate,
        missionReferral: newCode(),
        managerContactId: mission.manager === null ? null : contactId(mission.manager),
        ownerUserId: owners[mission.owner],
        defaultQuestionnaireTypeId: questionnaireTypeId,
      });
      if (!created) throw new Error('demo data: mission referral taken');
      await repository.replaceMissionContacts(tx, created.id, [
        ...mission.members.map((email) => ({ contactId: contactId(email), role: 'member' as const, benchmarkType: null })),
        ...(mission.benchmarks ?? []).map(({ email, type }) => ({ contactId: contactId(email), role: 'benchmark' as const, benchmarkType: type })),
      ]);
    });
  }
}
