import { eq, sql } from 'drizzle-orm';
import { appForSuite, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { activityRows, insertEntries } from '@rapport/api/testing/activity';
import { companyWithAdmin } from '@rapport/api/testing/company';
import { DAY_MS } from '@rapport/api/testing/reminders';
import { companyContacts } from '../db/schema';
import { DEMO_OPTED_OUT, ensureDemoReminders } from './demo-reminders';

/** The demo's unfinished invited contacts, invited some days before the demo was made. */
const PEOPLE = [
  { email: 'elena@rapport.local', firstName: 'Elena', lastName: 'García', contact: { invited: true }, invitedDaysAgo: 15 },
  { email: DEMO_OPTED_OUT, firstName: 'Nadia', lastName: 'Rahman', contact: { invited: true }, invitedDaysAgo: 16 },
  { email: 'tom@rapport.local', firstName: 'Tom', lastName: 'Becker', contact: { invited: true }, invitedDaysAgo: 3 },
  { email: 'old@rapport.local', firstName: 'Olga', lastName: 'Old', contact: { invited: true }, invitedDaysAgo: 60 },
  // finished, or never invited: no reminder
  { email: 'done@rapport.local', firstName: 'Dora', lastName: 'Done', sample: 1, contact: { invited: true }, invitedDaysAgo: 20 },
  { email: 'quiet@rapport.local', firstName: 'Quentin', lastName: 'Quiet', contact: {}, invitedDaysAgo: 20 },
];

describe(`the demo's reminders (${testDatabaseKind})`, () => {
  const suite = appForSuite();

  it('each unfinished invited contact got the reminders due since the invitation the trail dates, at most three, each in the trail; one stopped them', async () => {
    const { app } = suite;
    const db = app.database.db;
    const now = new Date();
    const { companyId } = await companyWithAdmin(app);
    for (const person of PEOPLE) {
      await db.insert(companyContacts).values({
        companyId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        contactType: 'C',
        contactReferral: `demo-${person.firstName}-${companyId}`,
        invitationSent: person.contact.invited ?? false,
      });
      if (person.contact.invited) {
        await insertEntries(app, [
          { companyId, kind: 'contact.invited', subject: `${person.firstName} ${person.lastName} <${person.email}>`, createdAt: new Date(now.getTime() - person.invitedDaysAgo * DAY_MS) },
        ]);
      }
    }
    await ensureDemoReminders(db, companyId, PEOPLE, now);
    const state = async (email: string) => {
      const [row] = await db.select().from(companyContacts).where(sql`${companyContacts.email} = ${email}`);
      return row;
    };
    const invited = (days: number) => new Date(now.getTime() - days * DAY_MS);

    // 15 days at 7 a reminder: two, a week apart, the next due a week after the last
    expect(await state('elena@rapport.local')).toMatchObject({
      invitedAt: invited(15),
      invitationLang: 'en',
      remindersSent: 2,
      lastRemindedAt: new Date(invited(15).getTime() + 14 * DAY_MS),
      reminderDueFrom: new Date(invited(15).getTime() + 14 * DAY_MS),
      remindersOptedOutAt: null,
    });
    expect(await state(DEMO_OPTED_OUT)).toMatchObject({ remindersSent: 1, reminderDueFrom: null, lastRemindedAt: new Date(invited(16).getTime() + 7 * DAY_MS) });
    expect((await state(DEMO_OPTED_OUT)).remindersOptedOutAt?.getTime()).toBeGreaterThan(invited(9).getTime());
    expect(await state('tom@rapport.local')).toMatchObject({ remindersSent: 0, lastRemindedAt: null, reminderDueFrom: invited(3) });
    expect(await state('old@rapport.local')).toMatchObject({ remindersSent: 3, reminderDueFrom: null });
    expect(await state('done@rapport.local')).toMatchObject({ invitedAt: null, remindersSent: 0 });
    expect(await state('quiet@rapport.local')).toMatchObject({ invitedAt: null, remindersSent: 0 });

    const reminded = (await activityRows(app, companyId)).filter((row) => row.kind === 'contact.reminded');
    expect(reminded.map((row) => [row.subject.split(' ')[0], row.detail, row.actorEmail])).toEqual(
      expect.arrayContaining([
        ['Elena', { reminder: 1, of: 3 }, null],
        ['Elena', { reminder: 2, of: 3 }, null],
        ['Nadia', { reminder: 1, of: 3 }, null],
        ['Olga', { reminder: 3, of: 3 }, null],
      ]),
    );
    expect(reminded).toHaveLength(2 + 1 + 3);
    expect(Math.max(...reminded.map((row) => row.createdAt.getTime()))).toBeLessThanOrEqual(now.getTime());

    // made once
    await ensureDemoReminders(db, companyId, PEOPLE, new Date(now.getTime() + 30 * DAY_MS));
    expect((await activityRows(app, companyId)).filter((row) => row.kind === 'contact.reminded')).toHaveLength(6);
    expect((await state('tom@rapport.local')).remindersSent).toBe(0);
    await db.delete(companyContacts).where(eq(companyContacts.companyId, companyId));
  });
});
