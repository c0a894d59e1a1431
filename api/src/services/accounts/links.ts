import type { FastifyBaseLogger } from 'fastify';
import { CONTACT_EMAIL_MISMATCH, NO_COMPANY_LINK, OWN_REFERRAL, UNKNOWN_REFERRAL } from '@rapport/wire/api/account';
import { errorText } from '@rapport/wire/api/error-codes';
import { isCandidateType, takesCandidateMembers } from '@rapport/wire/api/mission-rules';
import { MISSION_KINDS } from '@rapport/wire/entities/mission';
import { newCode } from '../../auth/secrets';
import type { Database } from '../../db/types';
import { HttpError, httpError } from '../../http-errors';
import type { CompanyContactsRepository, ContactRow } from '../../repositories/company-contacts-repository';
import type { MatchingContactsRepository } from '../../repositories/matching-contacts-repository';
import { missionIsActive, type MissionRow, type MissionsRepository } from '../../repositories/missions-repository';
import type { UsersRepository } from '../../repositories/users-repository';
import { emailVerified, pendingClaimOf, requestVerificationMail, type VerificationDeps } from './email-verification';

export const UNKNOWN_CONTACT = errorText('link.unknown_contact');
export const UNKNOWN_MISSION = errorText('link.unknown_mission');
export const NO_MATCHING_CONTACT = errorText('link.no_matching_contact');
export const CONTACT_TAKEN = errorText('link.contact_taken');

export interface LinkDeps extends VerificationDeps {
  db: Database;
  users: UsersRepository;
  contacts: CompanyContactsRepository;
  matchingContacts: Pick<MatchingContactsRepository, 'addMatchingPair'>;
  missions: MissionsRepository;
}

interface Someone {
  id: number;
  email: string;
  referral: string;
  firstName: string;
  lastName: string;
  language: string;
}

export interface CompanyLink {
  mission?: string;
  contact?: string;
  company?: number;
}

/** add_matching: the referral code's owner and the user become matching contacts, both ways. */
export async function addMatchingByReferral(deps: LinkDeps, user: Someone, referral: string): Promise<void> {
  const owner = await deps.users.findByReferral(referral);
  if (!owner) throw new HttpError(404, UNKNOWN_REFERRAL);
  if (owner.id === user.id) throw new HttpError(400, OWN_REFERRAL);
  await deps.matchingContacts.addMatchingPair(deps.db, user.id, owner.id);
}

/**
 * The contact a person following a mission link becomes: a candidate of a recruitment or values
 * mission (whose members are candidates), an employee of a mobility, onboarding or team-building
 * one (whose members are internal people). Barometer surveys are anonymous: none.
 */
const missionContactType = (missionType: string): 'C' | 'E' | undefined =>
  !MISSION_KINDS.some((kind) => kind === missionType) ? undefined : takesCandidateMembers(missionType) ? 'C' : 'E';

/**
 * A claim of the company's contact with the user's e-mail (found by a mission link or a
 * company id, which anyone can have) needs the address proven, unless the contact is already
 * the user's (nothing new is claimed). Asked before the answer says whether such a contact
 * exists, so an unproven account learns nothing about a company's contacts.
 */
async function requireProvenAddress(deps: LinkDeps, user: Someone, found: ContactRow | undefined): Promise<void> {
  if (found?.userId === user.id) return;
  if (!(await emailVerified(deps, user.id))) throw httpError(403, 'link.email_unverified');
}

/**
 * The company contact with the user's e-mail, created from the account when the company has
 * none (not invited: the person came by the mission's link); a concurrent sign-in creating it
 * too is found again by the company's e-mail key.
 */
async function missionContact(
  deps: LinkDeps,
  user: Someone,
  mission: MissionRow,
  contactType: 'C' | 'E',
  existing: ContactRow | undefined,
): Promise<ContactRow | undefined> {
  const { contacts } = deps;
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const created = await contacts.insertContact(deps.db, {
      companyId: mission.companyId,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: null,
      contactType,
      confidential: false,
      questionnaireTypeId: mission.questionnaireTypeId,
      invitationSent: false,
      contactReferral: newCode(),
    });
    if (created) return created;
    const raced = await contacts.contactByCompanyAndEmail(mission.companyId, user.email);
    if (raced) return raced;
  }
  return undefined;
}

/**
 * map_company_contact: ties the user's account to a company contact. The contact is the one
 * of the contact referral, else the contact with the user's e-mail among the contacts of the
 * mission's company, else of the company. Only when the contact's e-mail is the user's, and
 * not when another account holds it already.
 *
 * E-mail ownership: the contact referral is the contact's own invitation link, mailed to the
 * contact's address, so following it with an account of that address is proof enough for
 * that contact. A mission link or a company id is no proof (anyone may have them): the
 * account's address must be verified first (403 link.email_unverified), or the contact be the
 * user's already.
 *
 * A mission link (but a barometer survey's) does more while the mission is active: the
 * company's contact with the user's e-mail is created when missing, and becomes a member of
 * the mission unless it holds a role there already (or is an employee following a recruitment
 * or values link, whose members are candidates). An ended or archived mission is a 410.
 */
export async function linkCompanyContact(deps: LinkDeps, user: Someone, link: CompanyLink): Promise<void> {
  const { contacts } = deps;
  let contact: ContactRow | undefined;
  let joining: MissionRow | undefined;
  if (link.contact) {
    contact = await contacts.contactByReferral(link.contact);
    if (!contact) throw new HttpError(404, UNKNOWN_CONTACT);
  } else if (link.mission) {
    const mission = await deps.missions.missionByReferral(link.mission);
    if (!mission) throw new HttpError(404, UNKNOWN_MISSION);
    const contactType = missionContactType(mission.missionType);
    if (contactType !== undefined && !missionIsActive(mission)) throw httpError(410, 'mission.ended');
    const existing = await contacts.contactByCompanyAndEmail(mission.companyId, user.email);
    await requireProvenAddress(deps, user, existing);
    if (contactType === undefined) {
      contact = existing;
    } else {
      contact = await missionContact(deps, user, mission, contactType, existing);
      joining = mission;
    }
  } else if (link.company !== undefined) {
    // an unknown company answers like a company without this contact: ids are not probed
    contact = await contacts.contactByCompanyAndEmail(link.company, user.email);
    await requireProvenAddress(deps, user, contact);
  } else {
    throw new HttpError(400, NO_COMPANY_LINK);
  }
  if (!contact) throw new HttpError(404, NO_MATCHING_CONTACT);
  if (contact.email.trim().toLowerCase() !== user.email.trim().toLowerCase()) throw new HttpError(403, CONTACT_EMAIL_MISMATCH);
  if (!(await contacts.linkContact(contact.id, user.id))) throw new HttpError(409, CONTACT_TAKEN);
  if (joining) {
    const contactType = (await deps.missions.contactTypes(joining.companyId, [contact.id])).get(contact.id);
    // the mission form's rule: a recruitment's or values mission's members are candidates
    if (isCandidateType(contactType) || !takesCandidateMembers(joining.missionType)) await deps.missions.addMember(deps.db, joining.id, contact.id);
  }
}

/**
 * linkCompanyContact for a request of the person: a claim refused for want of a proven address
 * mails a confirmation link carrying it (unless one went out minutes ago), so that following
 * it confirms the address and makes the claim; the refusal still answers.
 */
export async function claimCompanyContact(deps: LinkDeps, user: Someone, link: CompanyLink): Promise<void> {
  try {
    await linkCompanyContact(deps, user, link);
  } catch (error) {
    if (error instanceof HttpError && error.code === 'link.email_unverified') {
      await requestVerificationMail(deps, user, pendingClaimOf(link), { automatic: true });
    }
    throw error;
  }
}

/**
 * What a sign-in link carried (ref, mission, contact, company), applied on the way in: best
 * effort, a link that does not apply never fails the sign-in. The front end calls
 * add_matching and map_company_contact afterwards too; both are idempotent.
 */
export async function carryLink(
  deps: LinkDeps & { log: Pick<FastifyBaseLogger, 'debug'> },
  user: Someone,
  link: CompanyLink & { referral?: string },
): Promise<void> {
  if (link.referral && link.referral !== user.referral) {
    await addMatchingByReferral(deps, user, link.referral).catch((error: unknown) => {
      deps.log.debug({ err: error }, 'referral not applied at sign-in');
    });
  }
  if (link.contact || link.mission || link.company !== undefined) {
    await claimCompanyContact(deps, user, link).catch((error: unknown) => {
      deps.log.debug({ err: error }, 'company contact not linked at sign-in');
    });
  }
}
