import { and, eq } from 'drizzle-orm';
import { companyActivity } from '../db/schema';
import type { Database } from '../db/types';
import { createActivityRepository } from '../repositories/activity-repository';
import { contactSubject, missionSubject, recordActivities, type ActivityInput, type AdminActor } from './activity/record';
import { DEMO_SURVEYS } from './barometer/demo-surveys';
import { demoCreationDate } from './demo-dates';

/**
 * The demo company's Activity trail: what its admins did before the demo was made, recorded as
 * the product records it, at the days the demo's own dates say. Each contact was added (and
 * invited, for those invited) a few days before the first mission that names them, each mission
 * and survey the day it was created, by its owner; a candidate made an employee, a contact
 * changed and one deleted, a recruitment and the running survey changed since. Made once: a
 * trail that already names the demo's first recruitment is left alone.
 */

interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  contact?: { type: string; invited?: boolean };
}

interface DemoMission {
  reference: string;
  name: string;
  type: string;
  owner: 'admin' | 'colleague';
  createdDaysAgo: number;
  manager: string | null;
  members: readonly string[];
  benchmarks?: readonly { email: string }[];
}

export interface DemoActivityPlan {
  companyId: number;
  actors: Record<'admin' | 'colleague', { userId: number; email: string }>;
  people: readonly DemoPerson[];
  missions: readonly DemoMission[];
}

/** Addresses of the documentation range (RFC 5737): the demo's admins "came from" there. */
const ADDRESSES = { admin: '192.0.2.10', colleague: '192.0.2.24' } as const;
const HOUR_MS = 60 * 60 * 1000;

/** `days` before the demo was made, `hours` later in that day (entries of one day keep an order). */
const at = (days: number, hours = 0): Date => new Date(demoCreationDate(days).getTime() + hours * HOUR_MS);

/** The person the demo converts from candidate to employee, and the one whose phone it changes. */
const CONVERTED = 'omar@rapport.local';
const CHANGED = 'nadia@rapport.local';
/** A contact added then deleted, so the trail shows a deletion (nobody of the demo). */
const DELETED = { firstName: 'Paul', lastName: 'Durand', email: 'paul.durand@example.org' };

function demoEntries(plan: DemoActivityPlan): ActivityInput[] {
  const actor = (who: 'admin' | 'colleague'): AdminActor => ({ ...plan.actors[who], ip: ADDRESSES[who] });
  const entry = (who: 'admin' | 'colleague', fields: Omit<ActivityInput, 'companyId' | 'actor'>): ActivityInput => ({
    companyId: plan.companyId,
    actor: actor(who),
    ...fields,
  });
  const entries: ActivityInput[] = [];
  /** how many days ago the first mission naming the address was created */
  const firstMission = (email: string): number | undefined => {
    const days = plan.missions
      .filter((mission) => mission.manager === email || mission.members.includes(email) || mission.benchmarks?.some((b) => b.email === email))
      .map((mission) => mission.createdDaysAgo);
    return days.length ? Math.max(...days) : undefined;
  };

  plan.people.forEach((person, index) => {
    if (!person.contact) return;
    const subject = contactSubject(person);
    const converted = person.email === CONVERTED;
    const added = (firstMission(person.email) ?? 12) + (converted ? 4 : 3);
    entries.push(entry('admin', { kind: 'contact.created', subject, detail: { contact_type: converted ? 'C' : person.contact.type, invited: false }, at: at(added, 9 + (index % 8)) }));
    if (person.contact.invited) entries.push(entry('admin', { kind: 'contact.invited', subject, detail: { again: false }, at: at(added - 1, 9 + (index % 8)) }));
    if (converted) entries.push(entry('admin', { kind: 'contact.converted', subject, detail: { from: 'C', to: person.contact.type }, at: at(added - 2, 15) }));
    if (person.email === CHANGED) entries.push(entry('admin', { kind: 'contact.updated', subject, detail: { fields: ['phone'] }, at: at(10, 11) }));
  });
  entries.push(entry('admin', { kind: 'contact.created', subject: contactSubject(DELETED), detail: { contact_type: 'C', invited: false }, at: at(30, 10) }));
  entries.push(entry('admin', { kind: 'contact.deleted', subject: contactSubject(DELETED), detail: { contact_type: 'C' }, at: at(12, 16) }));

  for (const mission of plan.missions) {
    const subject = missionSubject({ reference: mission.reference, missionName: mission.name });
    const people = (mission.manager === null ? 0 : 1) + mission.members.length + (mission.benchmarks?.length ?? 0);
    entries.push(entry(mission.owner, { kind: 'mission.created', subject, detail: { mission_type: mission.type, people }, at: at(mission.createdDaysAgo, 14) }));
  }
  const [recruitment] = plan.missions;
  if (recruitment) {
    const subject = missionSubject({ reference: recruitment.reference, missionName: recruitment.name });
    entries.push(entry(recruitment.owner, { kind: 'mission.updated', subject, detail: { fields: ['mission_member'] }, at: at(6, 10) }));
  }
  for (const survey of DEMO_SURVEYS) {
    const subject = missionSubject({ reference: survey.reference, missionName: survey.name });
    entries.push(entry('admin', { kind: 'survey.created', subject, detail: { mission_type: 'B', barometer_mode: 'public' }, at: at(survey.createdDaysAgo, 11) }));
  }
  const [running] = DEMO_SURVEYS;
  if (running) entries.push(entry('admin', { kind: 'survey.updated', subject: missionSubject({ reference: running.reference, missionName: running.name }), detail: { fields: ['mission_description'] }, at: at(5, 9) }));
  // recorded oldest first, as they happened
  return entries.sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0));
}

/** Records the demo's past activity unless its trail already holds it. */
export async function ensureDemoActivity(db: Database, plan: DemoActivityPlan): Promise<void> {
  const [recruitment] = plan.missions;
  if (!recruitment) return;
  const [made] = await db
    .select({ id: companyActivity.id })
    .from(companyActivity)
    .where(
      and(
        eq(companyActivity.companyId, plan.companyId),
        eq(companyActivity.kind, 'mission.created'),
        eq(companyActivity.subject, missionSubject({ reference: recruitment.reference, missionName: recruitment.name })),
      ),
    )
    .limit(1);
  if (made) return;
  const deps = { activity: createActivityRepository(db) };
  await db.transaction(async (tx) => recordActivities(deps, tx, demoEntries(plan)));
}
