import { BAROMETER_MESSAGES, BAROMETER_PAGE } from '@rapport/wire/api/barometer';
import { type SendBarometerInvitationsResponse } from '@rapport/wire/api/barometer-admin';
import { shuffle } from '@rapport/wire/api/barometer-randomized-response';
import { errorText } from '@rapport/wire/api/error-codes';
import type { MailLang } from '../../auth/language';
import { hashSecret, newSecret } from '../../auth/secrets';
import { HttpError, httpError } from '../../http-errors';
import { placeholder } from '../../mail/outbox';
import { barometerInvitationMail } from '../../mail/templates';
import type { ActivityRepository } from '../../repositories/activity-repository';
import type { ActiveCompany } from '../../repositories/companies-repository';
import type { CompanyContactsRepository } from '../../repositories/company-contacts-repository';
import type { MailRepository } from '../../repositories/mail-repository';
import { missionIsActive } from '../../repositories/missions-repository';
import { contactSubject, recordActivities, type Actor } from '../activity/record';
import { companySurvey, thresholdInForce, thresholdOf, type BarometerDeps } from './barometer-service';

/** A survey of personal invitations: each invited contact mailed a link of their own. */

export interface InvitationDeps extends BarometerDeps {
  contacts: CompanyContactsRepository;
  mail: MailRepository;
  /** the company's trail: each contact invited is recorded in the invitations' transaction */
  activity: ActivityRepository;
  siteOrigin: string;
}

/** A personal link: the survey's own page with the survey's code and the person's. */
const personalLink = (siteOrigin: string, companyName: string, referral: string, code: string): string =>
  `${siteOrigin}${BAROMETER_PAGE}/${encodeURIComponent(companyName)}/?mission=${encodeURIComponent(referral)}&invitation=${encodeURIComponent(code)}`;

/**
 * POST /company/barometer_invitations/: one personal link per contact not yet invited, mailed
 * in the transaction that stores it (sealed in the outbox: the table never holds it in plain).
 * What is stored joins no link to a contact: the invitees on one side, the links' hashes,
 * shuffled, on the other.
 */
export async function sendInvitations(deps: InvitationDeps, company: ActiveCompany, missionId: number, contactIds: readonly number[], callerLang: MailLang, actor: Actor): Promise<SendBarometerInvitationsResponse> {
  const survey = await companySurvey(deps, company, missionId);
  const linked = await deps.barometer.surveyByReferral(survey.referral);
  if (!linked) throw httpError(404, 'mission.unknown');
  const contacts = new Map((await deps.contacts.listContacts(company.id)).map((contact) => [contact.id, contact]));
  const wanted = [...new Set(contactIds)];
  for (const id of wanted) {
    const contact = contacts.get(id);
    if (!contact) throw new HttpError(400, errorText('barometer.unknown_contact', { id: String(id) }), { code: 'barometer.unknown_contact', params: { id: String(id) }, field: 'contacts' });
    if (!contact.email) throw new HttpError(400, errorText('barometer.no_contacts'), { code: 'barometer.no_contacts', field: 'contacts' });
  }
  const companyThreshold = await thresholdOf(deps, company);
  // read before the transaction: PGlite has one connection, which the transaction holds
  const languages = new Map<number, MailLang>();
  for (const id of wanted) {
    const contact = contacts.get(id);
    const own = contact ? await deps.contacts.contactUserLanguage(contact) : undefined;
    languages.set(id, own === 'en' || own === 'fr' ? own : callerLang);
  }
  const result = await deps.db.transaction(async (tx) => {
    await deps.barometer.ensureSurvey(tx, survey.id);
    const settings = await deps.barometer.surveySettings(tx, survey.id, true);
    if (settings.mode !== 'invited') throw new HttpError(400, errorText('barometer.not_invited'), { code: 'barometer.not_invited' });
    if (!missionIsActive(linked)) throw new HttpError(400, errorText('barometer.invitations_ended'), { code: 'barometer.invitations_ended' });
    const already = new Set(await deps.barometer.invitees(survey.id, tx));
    const fresh = wanted.filter((id) => !already.has(id));
    const codes = fresh.map(() => newSecret());
    await deps.barometer.addInvitations(tx, survey.id, fresh, shuffle(codes.map(hashSecret)));
    const threshold = thresholdInForce(settings, companyThreshold);
    for (const [i, id] of fresh.entries()) {
      const contact = contacts.get(id);
      if (!contact) continue;
      const mail = barometerInvitationMail(languages.get(id) ?? callerLang, { firstName: contact.firstName, companyName: company.name, surveyName: linked.missionName, link: placeholder('link'), threshold });
      await deps.mail.enqueue(tx, { to: contact.email, ...mail }, { link: personalLink(deps.siteOrigin, company.name, survey.referral, codes[i]) });
    }
    // who was invited to which survey, never which link is whose
    const invited = fresh.flatMap((id) => {
      const contact = contacts.get(id);
      return contact ? [{ companyId: company.id, actor, kind: 'contact.invited' as const, subject: contactSubject(contact), detail: { survey: linked.missionName } }] : [];
    });
    await recordActivities(deps, tx, invited);
    return { sent: fresh.length, already: wanted.length - fresh.length };
  });
  return { message: BAROMETER_MESSAGES.invitationsSent(result.sent), sent: result.sent, already_invited: result.already };
}
