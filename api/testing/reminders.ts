import { asc, eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { companyActivity, companyContacts, mailOutbox } from '../src/db/schema';
import { openMail } from '../src/mail/outbox';
import { serviceDeps } from '../src/routes/service-deps';
import { sweepReminders, type RemindersDeps } from '../src/services/reminders/reminders-service';
import type { SignedIn } from './company';
import { createContact } from './fixtures';
import type { api } from './http';

/** The reminders' tests: the sweep's dependencies as the app gives them, invited contacts, the mails as sent. */

export const DAY_MS = 24 * 60 * 60 * 1000;

export const reminderDeps = (app: App, config: Partial<RemindersDeps['config']> = {}): RemindersDeps => ({
  ...serviceDeps(app),
  tokens: app.mailSecrets,
  config: { ...app.config, ...config },
});

/** One sweep at `now` (the service's own clock: no waiting). */
export const sweepAt = (app: App, now: Date, config: Partial<RemindersDeps['config']> = {}): Promise<number> => sweepReminders(reminderDeps(app, config), now);

/** A contact of the company invited by its admin through the API (its invitation queued now, in `lang`); answers its row. */
export async function invitedContact(app: App, http: ReturnType<typeof api>, admin: SignedIn, companyId: number, values: { lang?: 'en' | 'fr'; email?: string; userId?: number; firstName?: string } = {}) {
  const contact = await createContact(app.database.db, companyId, { email: values.email, userId: values.userId, firstName: values.firstName });
  const res = await http.post('/company/invite_contact/', { contact_referral: contact.referral, lang: values.lang ?? 'en' }, { token: admin.token });
  if (res.statusCode !== 200) throw new Error(`invitation refused: ${res.body}`);
  return contactState(app, contact.id);
}

export async function contactState(app: App, id: number) {
  const [row] = await app.database.db.select().from(companyContacts).where(eq(companyContacts.id, id));
  return row;
}

/** The mails to `to` as they will be sent (secrets put in), oldest first. */
export async function mailsAsSent(app: App, to: string) {
  const rows = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(asc(mailOutbox.id));
  return rows.map((row) => openMail(app.mailSecrets, { to: row.toAddress, subject: row.subject, text: row.text, html: row.html, headers: row.headers, secrets: row.secrets }));
}

/** The reminder mails among them. */
export const remindersTo = async (app: App, to: string) => (await mailsAsSent(app, to)).filter((mail) => /^(Reminder|Rappel)/.test(mail.subject));

/** The opt-out token a reminder's text carries. */
export function optOutTokenIn(text: string): string {
  const match = /\/reminders\/stop\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no opt-out link in:\n${text}`);
  return match[1];
}

export const activityOf = (app: App, companyId: number) =>
  app.database.db.select().from(companyActivity).where(eq(companyActivity.companyId, companyId)).orderBy(asc(companyActivity.id));

/** `at` plus `days` days. */
export const daysAfter = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);
