import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { REMINDER_LIMITS } from '@rapport/wire/api/contact-reminders';
import { companies, companyActivity, companyContacts } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { createActivityRepository } from '../repositories/activity-repository';
import { contactSubject, recordActivities, type ActivityInput } from './activity/record';

/**
 * The demo company's reminders: each invited contact who has not finished got the reminders the
 * company's delay has called for since their invitation (the day the demo's Activity trail says
 * they were invited), at most three, each in the trail too; one of them then stopped the
 * reminders with the link. From there the sweep goes on as for any company. Made once: a contact
 * whose invitation is dated is left alone.
 */

interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  /** finished (a sample result) or under way (answers saved): only those without a sample are unfinished */
  sample?: number;
  contact?: { invited?: boolean };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The contact who stopped the reminders, a day after the first. */
export const DEMO_OPTED_OUT = 'nadia@rapport.local';

/** When the trail says the contact was last invited, else when it was added. */
async function invitedAt(db: Executor, companyId: number, person: DemoPerson, added: Date): Promise<Date> {
  const [entry] = await db
    .select({ at: companyActivity.createdAt })
    .from(companyActivity)
    .where(and(eq(companyActivity.companyId, companyId), eq(companyActivity.kind, 'contact.invited'), eq(companyActivity.subject, contactSubject(person))))
    .orderBy(desc(companyActivity.createdAt))
    .limit(1);
  return entry?.at ?? added;
}

export async function ensureDemoReminders(db: Database, companyId: number, people: readonly DemoPerson[], now = new Date()): Promise<void> {
  const [company] = await db.select({ days: companies.reminderDays }).from(companies).where(eq(companies.id, companyId));
  if (!company) return;
  const delayMs = company.days * DAY_MS;
  const entries: ActivityInput[] = [];
  await db.transaction(async (tx) => {
    for (const person of people) {
      if (!person.contact?.invited || person.sample !== undefined) continue;
      const [contact] = await tx
        .select({ id: companyContacts.id, createdAt: companyContacts.createdAt })
        .from(companyContacts)
        .where(and(eq(companyContacts.companyId, companyId), sql`lower(${companyContacts.email}) = ${person.email}`, isNull(companyContacts.invitedAt)));
      if (!contact) continue;
      const invited = await invitedAt(tx, companyId, person, contact.createdAt);
      const due = Math.min(REMINDER_LIMITS.maxReminders, Math.floor((now.getTime() - invited.getTime()) / delayMs));
      const sent = Array.from({ length: Math.max(0, due) }, (_, k) => new Date(invited.getTime() + (k + 1) * delayMs));
      const last = sent.at(-1);
      const optedOut = person.email === DEMO_OPTED_OUT && sent.length > 0 ? new Date(sent[0].getTime() + DAY_MS + 3 * HOUR_MS) : null;
      const stopped = optedOut !== null && optedOut < now;
      await tx
        .update(companyContacts)
        .set({
          invitedAt: invited,
          invitationLang: 'en',
          remindersSent: stopped ? 1 : sent.length,
          lastRemindedAt: stopped ? sent[0] : (last ?? null),
          remindersOptedOutAt: stopped ? optedOut : null,
          reminderDueFrom: stopped || sent.length >= REMINDER_LIMITS.maxReminders ? null : (last ?? invited),
        })
        .where(eq(companyContacts.id, contact.id));
      for (const [k, at] of (stopped ? sent.slice(0, 1) : sent).entries()) {
        entries.push({ companyId, actor: 'system', kind: 'contact.reminded', subject: contactSubject(person), detail: { reminder: k + 1, of: REMINDER_LIMITS.maxReminders }, at });
      }
    }
    entries.sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0));
    await recordActivities({ activity: createActivityRepository(db) }, tx, entries);
  });
}
