import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REMINDER_LIMITS } from '@rapport/wire/api/contact-reminders';
import { companies, companyContacts, individualResults } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';

/** A contact the sweep has just reminded (or found finished), with what its mail needs. */
export interface RemindedContact {
  id: number;
  companyId: number;
  companyName: string;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  contactReferral: string;
  invitationLang: string | null;
  /** this reminder's number, from 1 */
  remindersSent: number;
  /** false: the contact had finished, and leaves the schedule without a reminder */
  reminded: boolean;
}

/** The contact whose reminders an opt-out link stopped. */
export interface OptedOutContact {
  id: number;
  email: string;
  userId: number | null;
  invitationLang: string | null;
  companyName: string;
}

/**
 * Whether the contact has the result that completes it (the company list's rule,
 * company-contacts-repository's completingResult): a result of its questionnaire type, or any
 * result when it has none. Written against the contact row of the statement it sits in.
 */
const finished = sql<boolean>`exists (select 1 from ${individualResults} where ${individualResults.userId} = ${companyContacts.userId} and (${companyContacts.questionnaireTypeId} is null or ${individualResults.questionnaireTypeId} = ${companyContacts.questionnaireTypeId}))`;

/** The company's delay as an interval, a "day" lasting `dayMs`. */
const delay = (dayMs: number) => sql`(${companies.reminderDays} * ${dayMs / 1000}::double precision) * interval '1 second'`;

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The reminders' reads and writes on companies and company_contacts. */
export function createRemindersRepository(db: Database) {
  return {
    async reminderDays(companyId: number): Promise<number | undefined> {
      const [row] = await db.select({ days: companies.reminderDays }).from(companies).where(eq(companies.id, companyId));
      return row?.days;
    },

    async setReminderDays(tx: Executor, companyId: number, days: number): Promise<void> {
      await tx.update(companies).set({ reminderDays: days }).where(eq(companies.id, companyId));
    },

    /**
     * An invitation was queued for the contact (in `tx`, the invitation's transaction): when and
     * in which language; the next reminder's delay counts from now, unless none is to come (the
     * contact opted out, or had every reminder). Reminders already sent still count.
     */
    async invitationQueued(tx: Executor, contactId: number, lang: string): Promise<void> {
      await tx
        .update(companyContacts)
        .set({
          invitationSent: true,
          // to the millisecond, as the API reads an instant (a JavaScript Date): a moment kept to the
          // microsecond (PostgreSQL's now()) would fall after the same moment read back and compared
          invitedAt: sql`date_trunc('milliseconds', now())`,
          invitationLang: lang,
          reminderDueFrom: sql`case when ${companyContacts.remindersOptedOutAt} is null and ${companyContacts.remindersSent} < ${REMINDER_LIMITS.maxReminders} then date_trunc('milliseconds', now()) else null end`,
        })
        .where(eq(companyContacts.id, contactId));
    },

    /**
     * Takes up to `limit` contacts whose reminder is due at `now` and records it, in one UPDATE
     * ... RETURNING in the caller's transaction (the one that queues their mails): a contact is
     * due when its company's delay has passed since its latest invitation or reminder. The due
     * rows are locked FOR UPDATE SKIP LOCKED and the update checks again that each is due, so two
     * sweeps at once never take one contact for the same step: the second skips the rows the
     * first holds and, once the first commits, finds them no longer due. A contact found
     * finished leaves the schedule without a reminder (`reminded` false); the last reminder
     * leaves it too.
     */
    async takeDueReminders(tx: Executor, now: Date, dayMs: number, limit: number): Promise<RemindedContact[]> {
      const isDue = and(
        sql`${companyContacts.reminderDueFrom} <= ${instant(now)} - ${delay(dayMs)}`,
        isNull(companyContacts.remindersOptedOutAt),
      );
      const due = tx
        .select({ id: companyContacts.id })
        .from(companyContacts)
        .innerJoin(companies, eq(companies.id, companyContacts.companyId))
        // the index's range (the shortest delay, a day), then each company's own delay
        .where(and(lte(companyContacts.reminderDueFrom, new Date(now.getTime() - dayMs)), isDue))
        .orderBy(asc(companyContacts.reminderDueFrom))
        .limit(limit)
        .for('update', { of: companyContacts, skipLocked: true });
      const at = instant(now);
      return tx
        .update(companyContacts)
        .set({
          remindersSent: sql`case when ${finished} then ${companyContacts.remindersSent} else ${companyContacts.remindersSent} + 1 end`,
          lastRemindedAt: sql`case when ${finished} then ${companyContacts.lastRemindedAt} else ${at} end`,
          reminderDueFrom: sql`case when ${finished} or ${companyContacts.remindersSent} + 1 >= ${REMINDER_LIMITS.maxReminders} then null else ${at} end`,
        })
        .from(companies)
        .where(and(eq(companies.id, companyContacts.companyId), inArray(companyContacts.id, due), isDue))
        .returning({
          id: companyContacts.id,
          companyId: companyContacts.companyId,
          companyName: companies.name,
          userId: companyContacts.userId,
          firstName: companyContacts.firstName,
          lastName: companyContacts.lastName,
          email: companyContacts.email,
          contactReferral: companyContacts.contactReferral,
          invitationLang: companyContacts.invitationLang,
          remindersSent: companyContacts.remindersSent,
          reminded: sql<boolean>`not ${finished}`,
        });
    },

    /** Keeps the hash of the token the contact's reminders carry (the same for every reminder unless the key changed). */
    async setOptOutHash(tx: Executor, contactId: number, hash: string): Promise<void> {
      await tx
        .update(companyContacts)
        .set({ reminderOptOutHash: hash })
        .where(and(eq(companyContacts.id, contactId), sql`${companyContacts.reminderOptOutHash} is distinct from ${hash}`));
    },

    /**
     * Stops the reminders of the contact whose opt-out token has this hash; the first opt-out's
     * instant is kept. Undefined when no contact has it.
     */
    async optOut(hash: string, now: Date): Promise<OptedOutContact | undefined> {
      const [row] = await db
        .update(companyContacts)
        .set({ remindersOptedOutAt: sql`coalesce(${companyContacts.remindersOptedOutAt}, ${instant(now)})`, reminderDueFrom: null })
        .from(companies)
        .where(and(eq(companies.id, companyContacts.companyId), eq(companyContacts.reminderOptOutHash, hash)))
        .returning({
          id: companyContacts.id,
          email: companyContacts.email,
          userId: companyContacts.userId,
          invitationLang: companyContacts.invitationLang,
          companyName: companies.name,
        });
      return row;
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    remindersRepository: RemindersRepository;
  }
}

export const remindersRepositoryPlugin = expose('reminders-repository', async (app: FastifyInstance) => {
  app.decorate('remindersRepository', createRemindersRepository(app.database.db));
});
