import { COMPANY_MESSAGES as M, contactReportPath, type CompanyContact, type CompanyResultResponse } from '@rapport/wire/api/company';
import type { ContactStatus } from '@rapport/wire/entities/contact';
import { RAW_SCORE_CATEGORIES } from '@rapport/wire/entities/result';
import { newCode } from '../../auth/secrets';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../db/pg-errors';
import type { MailLang } from '../../auth/language';
import type { Lang } from '../../content/types';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { placeholder } from '../../mail/outbox';
import { companyInvitationMail } from '../../mail/templates';
import type { ActivityRepository } from '../../repositories/activity-repository';
import type { MailRepository } from '../../repositories/mail-repository';
import type { RemindersRepository } from '../../repositories/reminders-repository';
import type { UserCodesRepository } from '../../repositories/user-codes-repository';
import type { UsersRepository } from '../../repositories/users-repository';
import { LOGIN_CODE_TTL_MINUTES, oneClickLink } from '../accounts/one-click';
import { contactSubject, recordActivity, type Actor } from '../activity/record';
import { contactChangeEntries } from './contact-activity';
import type { ActiveCompany, CompaniesRepository } from '../../repositories/companies-repository';
import type { CompanyContactsRepository, ContactChanges, ContactRecord, ContactRow, FoundContact, ListedContact } from '../../repositories/company-contacts-repository';
import type { ResultRow } from '../../repositories/results-repository';
import { reportFileName, type ReportFile } from '../results/reports';
import { reportFile } from '../results/report-files';
import type { ResultsDeps } from '../results/results-service';

/**
 * The company area (spec sections 3 to 8): a company's contacts, their invitations, statuses
 * and results. Every function acts on the caller's active company (their first, spec section 6),
 * which `activeCompany` resolves once per request; a contact of another company is looked up
 * with the active company's id and so is never found (404).
 */

export interface CompanyContactsDeps extends ResultsDeps {
  companies: CompaniesRepository;
  contacts: CompanyContactsRepository;
  mail: MailRepository;
  /** the company's trail: every change to a contact is recorded in its transaction */
  activity: ActivityRepository;
  /** the invitee's account, when their address has one: their link signs them in (one-click); a contact's account's name */
  users: Pick<UsersRepository, 'findByEmail' | 'person'>;
  userCodes: Pick<UserCodesRepository, 'issueCode'>;
  /** an invitation restarts the contact's reminder delay, in its language */
  reminders: Pick<RemindersRepository, 'invitationQueued'>;
  /** where invitation links point (SITE_ORIGIN) */
  siteOrigin: string;
}

/** The invitation link of a company contact: the site with the contact's referral. */
export const contactInvitationLink = (siteOrigin: string, contactReferral: string): string =>
  `${siteOrigin}/?contact=${encodeURIComponent(contactReferral)}`;

/** Spec section 4: a user and a completing result, a user alone, an invitation, nothing. */
export function contactStatus(contact: { userId: number | null; invitationSent: boolean }, finished: boolean): ContactStatus {
  if (contact.userId !== null) return finished ? 'completed' : 'in_progress';
  return contact.invitationSent ? 'invitation_sent' : 'not_invited';
}

export function companyContactResponse(contact: ListedContact): CompanyContact {
  const status = contactStatus(contact, contact.result !== null);
  const result = status === 'completed' ? contact.result : null;
  return {
    id: contact.id,
    pk: contact.id,
    user_id: contact.userId,
    company_id: contact.companyId,
    first_name: contact.firstName,
    last_name: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    contact_type: contact.contactType as CompanyContact['contact_type'],
    status,
    contact_referral: contact.contactReferral,
    invitation_sent: contact.invitationSent,
    confidential: contact.confidential,
    questionnaire_type: contact.questionnaireType,
    complete_profile:
      result && !contact.confidential ? { en: contactReportPath(contact.id, 'en'), fr: contactReportPath(contact.id, 'fr') } : null,
    result: result && { date: result.finishedAt.toISOString(), r_percent: result.rPercent, i_percent: result.iPercent, s_percent: result.sPercent },
    reminders_sent: contact.remindersSent,
    last_reminded_at: contact.lastRemindedAt?.toISOString() ?? null,
    reminders_opted_out: contact.remindersOptedOutAt !== null,
  };
}

/**
 * The company a call acts on: the user's first. 403 for a user without a company; 404 when
 * the call names another company (one of theirs that is not the active one, or anyone's).
 */
export async function activeCompany(deps: Pick<CompanyContactsDeps, 'companies'>, userId: number, named?: number): Promise<ActiveCompany> {
  const company = await deps.companies.activeCompany(userId);
  if (!company) throw new HttpError(403, M.notACompanyUser);
  if (named !== undefined && named !== company.id) throw notFound(M.unknownCompany);
  return company;
}

export async function listContacts(deps: CompanyContactsDeps, company: ActiveCompany): Promise<CompanyContact[]> {
  return (await deps.contacts.listContacts(company.id)).map(companyContactResponse);
}

/**
 * Mails the contact their invitation link. When the contact's address has an account, the
 * link is a one-click link for that account (a single-use login code mailed to the account's
 * own address, never to another: the account is looked up by the address the mail goes to),
 * sealed in the outbox until the mail is sent. A contacts import queues its invitations with it.
 */
export async function queueInvitation(deps: CompanyContactsDeps, tx: Parameters<MailRepository['enqueue']>[0], company: ActiveCompany, contact: ContactRow, lang: MailLang): Promise<void> {
  const invitation = contactInvitationLink(deps.siteOrigin, contact.contactReferral);
  const values = { firstName: contact.firstName, companyName: company.name };
  await deps.reminders.invitationQueued(tx, contact.id, lang);
  const account = await deps.users.findByEmail(contact.email, tx);
  if (!account) {
    await deps.mail.enqueue(tx, { to: contact.email, ...companyInvitationMail(lang, { ...values, link: invitation }) });
    return;
  }
  const link = await oneClickLink(tx, deps.userCodes, account, invitation);
  const mail = companyInvitationMail(lang, { ...values, link: placeholder('link'), signInHours: LOGIN_CODE_TTL_MINUTES / 60 });
  await deps.mail.enqueue(tx, { to: contact.email, ...mail }, { link });
}

/** The invitee's own language when they have an account, else the caller's. */
async function invitationLanguage(deps: CompanyContactsDeps, contact: Pick<ContactRow, 'userId' | 'email'>, callerLang: MailLang): Promise<MailLang> {
  const own = await deps.contacts.contactUserLanguage(contact);
  return own === 'en' || own === 'fr' ? own : callerLang;
}

export interface ContactInput {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  contact_type: string;
  confidential: boolean;
}

/**
 * Adds a contact; with an invitation, mails the contact link in the same transaction. The
 * questionnaire is the one chosen, else the company's preselected one, else none (standard).
 */
export async function addContact(
  deps: CompanyContactsDeps,
  company: ActiveCompany,
  input: ContactInput,
  options: { sendInvitation: boolean; questionnaireTypeId?: number; companyDefaultTypeId?: number; lang: MailLang; actor: Actor },
): Promise<void> {
  if (options.questionnaireTypeId !== undefined && !(await deps.content.invitableQuestionnaireType(options.questionnaireTypeId))) {
    throw badRequest(M.unknownQuestionnaire);
  }
  if (await deps.contacts.contactByCompanyAndEmail(company.id, input.email)) throw badRequest(M.duplicateEmail);
  // read before the transaction: PGlite has one connection, which the transaction holds
  const language = options.sendInvitation ? await invitationLanguage(deps, { userId: null, email: input.email }, options.lang) : options.lang;
  await deps.db.transaction(async (tx) => {
    let contact: ContactRecord | undefined;
    for (let attempt = 0; attempt < 5 && !contact; attempt += 1) {
      contact = await deps.contacts.insertContact(tx, {
        companyId: company.id,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone ?? null,
        contactType: input.contact_type,
        confidential: input.confidential,
        questionnaireTypeId: options.questionnaireTypeId ?? options.companyDefaultTypeId ?? null,
        invitationSent: options.sendInvitation,
        contactReferral: newCode(),
      });
      // a conflict on the e-mail (added meanwhile) rather than on the random referral
      if (!contact && (await deps.contacts.contactByCompanyAndEmail(company.id, input.email, tx))) throw badRequest(M.duplicateEmail);
    }
    if (!contact) throw new Error('could not find a free contact referral');
    const entry = { companyId: company.id, actor: options.actor, subject: contactSubject(contact) };
    await recordActivity(deps, tx, { ...entry, kind: 'contact.created', detail: { contact_type: contact.contactType, invited: options.sendInvitation } });
    if (options.sendInvitation) {
      await queueInvitation(deps, tx, company, contact, language);
      await recordActivity(deps, tx, { ...entry, kind: 'contact.invited', detail: { again: false } });
    }
  });
}

/**
 * Changes only the fields given; another contact's e-mail address is a 400. The trail records
 * the fields that changed (by name, never their values); a candidate made an employee is a
 * conversion of its own.
 */
export async function updateContact(deps: CompanyContactsDeps, company: ActiveCompany, id: number, changes: ContactChanges, actor: Actor): Promise<void> {
  if (changes.email !== undefined) {
    const holder = await deps.contacts.contactByCompanyAndEmail(company.id, changes.email);
    if (holder && holder.id !== id) throw badRequest(M.duplicateEmail);
  }
  try {
    await deps.db.transaction(async (tx) => {
      const before = await deps.contacts.contactForChange(tx, company.id, id);
      if (!before) throw notFound(M.unknownContact);
      await deps.contacts.updateContact(tx, company.id, id, changes);
      const entries = contactChangeEntries(before, changes);
      for (const { kind, detail } of entries) {
        await recordActivity(deps, tx, { companyId: company.id, actor, kind, subject: contactSubject({ ...before, ...changes }), detail });
      }
    });
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw badRequest(M.duplicateEmail);
    throw error;
  }
}

/** Removes the contact only: the person's account and result stay theirs. */
export async function deleteContact(deps: CompanyContactsDeps, company: ActiveCompany, id: number, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const removed = await deps.contacts.deleteContact(tx, company.id, id);
    if (!removed) throw notFound(M.unknownContact);
    await recordActivity(deps, tx, { companyId: company.id, actor, kind: 'contact.deleted', subject: contactSubject(removed), detail: { contact_type: removed.contactType } });
  });
}

/** Mails the contact its invitation (again when it was sent before), and records it. */
async function invite(deps: CompanyContactsDeps, company: ActiveCompany, contact: FoundContact | undefined, lang: MailLang, missing: string, actor: Actor): Promise<void> {
  if (!contact) throw notFound(missing);
  const language = await invitationLanguage(deps, contact, lang);
  await deps.db.transaction(async (tx) => {
    await queueInvitation(deps, tx, company, contact, language);
    await deps.contacts.markInvited(tx, contact.id);
    await recordActivity(deps, tx, { companyId: company.id, actor, kind: 'contact.invited', subject: contactSubject(contact), detail: { again: contact.invitationSent } });
  });
}

/** POST /company/invite_contact/: by the contact's referral (the status badge of a row). */
export async function inviteByReferral(deps: CompanyContactsDeps, company: ActiveCompany, referral: string, lang: MailLang, actor: Actor): Promise<void> {
  const contact = await deps.contacts.contactByReferral(referral);
  await invite(deps, company, contact?.companyId === company.id ? contact : undefined, lang, M.unknownContact, actor);
}

/** POST /auth/re-invite/: by the contact's e-mail address. */
export async function inviteByEmail(deps: CompanyContactsDeps, company: ActiveCompany, email: string, lang: MailLang, missing: string, actor: Actor): Promise<void> {
  await invite(deps, company, await deps.contacts.contactByCompanyAndEmail(company.id, email), lang, missing, actor);
}

async function findContact(deps: CompanyContactsDeps, company: ActiveCompany, id: number): Promise<ListedContact> {
  const contact = await deps.contacts.contact(company.id, id);
  if (!contact) throw notFound(M.unknownContact);
  return contact;
}

/** The contact's completing result (full row); never for a confidential contact. */
async function completingResult(deps: CompanyContactsDeps, contact: ListedContact): Promise<ResultRow> {
  if (contact.confidential) throw new HttpError(403, M.confidential);
  const row = contact.userId === null || contact.result === null ? undefined : await deps.results.result(contact.userId, contact.questionnaireTypeId);
  if (!row) throw notFound(M.noResult);
  return row;
}

/** The quotation table's data: needs the company's quotation access and a non-confidential contact. */
export async function contactResult(deps: CompanyContactsDeps, company: ActiveCompany, id: number): Promise<CompanyResultResponse> {
  const contact = await findContact(deps, company, id);
  if (!company.quotationAccess) throw new HttpError(403, M.noQuotationAccess);
  const row = await completingResult(deps, contact);
  // w1 -> w_1 for the axes; the raw scores keep their names (agp1, ade2...)
  const byMode = (names: readonly string[], key: (name: string, mode: 1 | 2) => string) =>
    Object.fromEntries(names.flatMap((name) => ([1, 2] as const).map((mode) => [key(name, mode), row[`${name}${mode}` as keyof ResultRow]])));
  return {
    ...byMode(['w', 'x', 'y', 'z'], (axis, mode) => `${axis}_${mode}`),
    ...byMode(RAW_SCORE_CATEGORIES, (category, mode) => `${category}${mode}`),
    r_percent: row.rPercent,
    i_percent: row.iPercent,
    s_percent: row.sPercent,
    date: row.finishedAt.toISOString(),
  } as CompanyResultResponse;
}

/** The contact's profile report (made on first download); never for a confidential contact. */
export async function contactReport(deps: CompanyContactsDeps, company: ActiveCompany, id: number, lang: Lang): Promise<ReportFile & { fileName: string }> {
  const contact = await findContact(deps, company, id);
  const row = await completingResult(deps, contact);
  const person = (contact.userId !== null && (await deps.users.person(contact.userId))) || { id: row.userId, firstName: contact.firstName, lastName: contact.lastName };
  const file = await reportFile(deps, person, row, 'profile-pdf', lang);
  return { ...file, fileName: reportFileName('profile-pdf', lang, person) };
}
