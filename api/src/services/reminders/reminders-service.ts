import { REMINDER_LIMITS, REMINDER_MESSAGES, REMINDERS_OPT_OUT_PAGE, type CompanyReminders, type RemindersOptOut } from '@rapport/wire/api/contact-reminders';
import { mailLang, type MailLang } from '../../auth/language';
import { hashSecret } from '../../auth/secrets';
import { DEFAULT_REMINDERS, type Config } from '../../config';
import type { Database, Executor } from '../../db/types';
import { httpError } from '../../http-errors';
import { placeholder } from '../../mail/outbox';
import { contactReminderMail } from '../../mail/reminder-mail';
import type { SecretBox } from '../../mail/secret-box';
import type { ActivityRepository } from '../../repositories/activity-repository';
import type { ActiveCompany } from '../../repositories/companies-repository';
import type { MailRepository } from '../../repositories/mail-repository';
import type { RemindedContact, RemindersRepository } from '../../repositories/reminders-repository';
import type { UserCodesRepository } from '../../repositories/user-codes-repository';
import type { UsersRepository } from '../../repositories/users-repository';
import { LOGIN_CODE_TTL_MINUTES, oneClickLink } from '../accounts/one-click';
import { contactSubject, recordActivity } from '../activity/record';
import { contactInvitationLink } from '../company/company-contacts';

/**
 * Reminders to invited contacts who have not finished the questionnaire (docs/decisions.md,
 * "Contact reminders"): the company's delay, the periodic sweep that sends them through the
 * mail outbox, and the opt-out their link leads to.
 */

export interface RemindersDeps {
  db: Database;
  reminders: RemindersRepository;
  mail: MailRepository;
  users: Pick<UsersRepository, 'findByEmail'>;
  userCodes: Pick<UserCodesRepository, 'issueCode'>;
  activity: ActivityRepository;
  /** makes the opt-out links' tokens (the mail secret box: its key, a purpose of its own) */
  tokens: Pick<SecretBox, 'token'>;
  /** where the links point (SITE_ORIGIN) */
  siteOrigin: string;
  config: Pick<Config, 'reminders' | 'apiPublicUrl'>;
}

/** The job kind of the periodic sweep. */
export const REMINDERS_SWEEP_JOB = 'contact-reminders-sweep';

/** Contacts reminded per transaction: PGlite's one connection is free between batches. */
const SWEEP_BATCH = 50;

const TOKEN_PURPOSE = 'reminder-opt-out';

/** The token of the contact's opt-out link: the same in each of its reminders, made again rather than stored. */
export const optOutToken = (deps: Pick<RemindersDeps, 'tokens'>, contactId: number): string => deps.tokens.token(TOKEN_PURPOSE, `contact:${contactId}`);

export const optOutLink = (siteOrigin: string, token: string): string => `${siteOrigin}${REMINDERS_OPT_OUT_PAGE}?token=${encodeURIComponent(token)}`;

export async function reminderSettings(deps: Pick<RemindersDeps, 'reminders'>, company: ActiveCompany): Promise<CompanyReminders> {
  const days = (await deps.reminders.reminderDays(company.id)) ?? REMINDER_LIMITS.defaultDays;
  return { reminder_days: days, max_reminders: REMINDER_LIMITS.maxReminders };
}

/** The new delay applies to every reminder still to come: each is due that many days after the contact's latest invitation or reminder. */
export async function changeReminderDays(deps: Pick<RemindersDeps, 'reminders' | 'db'>, company: ActiveCompany, days: number): Promise<CompanyReminders> {
  await deps.reminders.setReminderDays(deps.db, company.id, days);
  return reminderSettings(deps, company);
}

/**
 * Queues one reminder in the sweep's transaction: the invitation's link again (a one-click link
 * when the address has an account, as the invitation was), in the contact's language (their
 * account's, else the invitation's), with the opt-out link in the text and in the
 * List-Unsubscribe header, and its entry in the company's activity trail.
 */
async function queueReminder(deps: RemindersDeps, tx: Executor, contact: RemindedContact): Promise<void> {
  const account = await deps.users.findByEmail(contact.email, tx);
  const lang: MailLang = mailLang(account?.language ?? contact.invitationLang);
  const token = optOutToken(deps, contact.id);
  await deps.reminders.setOptOutHash(tx, contact.id, hashSecret(token));
  const invitation = contactInvitationLink(deps.siteOrigin, contact.contactReferral);
  const secrets: Record<string, string> = { optOut: optOutLink(deps.siteOrigin, token) };
  if (account) secrets.link = await oneClickLink(tx, deps.userCodes, account, invitation);
  // RFC 8058: a mail reader posts to the API itself, when its public address is known; else the header opens the page
  const oneClick = deps.config.apiPublicUrl && `${deps.config.apiPublicUrl}/reminders/unsubscribe/?token=${encodeURIComponent(token)}`;
  if (oneClick) secrets.unsubscribe = oneClick;
  const mail = contactReminderMail(lang, {
    firstName: contact.firstName,
    companyName: contact.companyName,
    link: account ? placeholder('link') : invitation,
    optOutLink: placeholder('optOut'),
    reminder: contact.remindersSent,
    maxReminders: REMINDER_LIMITS.maxReminders,
    signInHours: account ? LOGIN_CODE_TTL_MINUTES / 60 : undefined,
  });
  const headers: Record<string, string> = oneClick
    ? { 'List-Unsubscribe': `<${placeholder('unsubscribe')}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : { 'List-Unsubscribe': `<${placeholder('optOut')}>` };
  await deps.mail.enqueue(tx, { to: contact.email, ...mail, headers }, secrets);
  await recordActivity(deps, tx, {
    companyId: contact.companyId,
    actor: 'system',
    kind: 'contact.reminded',
    subject: contactSubject(contact),
    detail: { reminder: contact.remindersSent, of: REMINDER_LIMITS.maxReminders },
  });
}

/**
 * The periodic sweep: every contact due at `now` gets its reminder, a batch per transaction.
 * Taking a batch records the reminders (repository takeDueReminders), so a mail, its activity
 * entry and the count it shows land together or not at all, and no contact gets two reminders
 * for one step whatever sweeps run at once. Answers how many reminders were queued.
 */
export async function sweepReminders(deps: RemindersDeps, now: Date, between: () => Promise<void> = async () => undefined): Promise<number> {
  const dayMs = (deps.config.reminders ?? DEFAULT_REMINDERS).dayMs;
  let queued = 0;
  for (;;) {
    const due = await deps.db.transaction(async (tx) => {
      const taken = await deps.reminders.takeDueReminders(tx, now, dayMs, SWEEP_BATCH);
      for (const contact of taken) if (contact.reminded) await queueReminder(deps, tx, contact);
      return taken;
    });
    queued += due.filter((contact) => contact.reminded).length;
    if (due.length < SWEEP_BATCH) return queued;
    // requests go first between batches
    await between();
  }
}

/**
 * Stops the reminders of the contact the token names (a reminder's opt-out link, without
 * sign-in). Following it again answers the same and changes nothing; a token naming nobody is a
 * 404 that says nothing of any contact.
 */
export async function optOutOfReminders(deps: Pick<RemindersDeps, 'reminders' | 'users'>, token: string, now: Date): Promise<RemindersOptOut> {
  const contact = await deps.reminders.optOut(hashSecret(token), now);
  if (!contact) throw httpError(404, 'reminders.unknown_link');
  const account = await deps.users.findByEmail(contact.email);
  return { message: REMINDER_MESSAGES.optedOut, lang: mailLang(account?.language ?? contact.invitationLang), company_name: contact.companyName };
}
