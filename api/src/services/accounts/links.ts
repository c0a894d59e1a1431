import type { FastifyBaseLogger } from 'fastify';
import { CONTACT_EMAIL_MISMATCH, NO_COMPANY_LINK, OWN_REFERRAL, UNKNOWN_REFERRAL } from '@rapport/contracts/api/account';
import { errorText } from '@rapport/contracts/api/error-codes';
import type { Database } from '../../db/types';
import { HttpError } from '../../http-errors';
import type { CompaniesRepository, ContactRow } from '../../repositories/companies-and-contacts-repository';
import type { MissionsRepository } from '../../repositories/missions-repository';
import type { UserRepository } from '../../repositories/users-and-sessions-repository';

export const UNKNOWN_CONTACT = errorText('link.unknown_contact');
export const UNKNOWN_MISSION = errorText('link.unknown_mission');
export const NO_MATCHING_CONTACT = errorText('link.no_matching_contact');
export const CONTACT_TAKEN = errorText('link.contact_taken');

export interface LinkDeps {
  db: Database;
  users: UserRepository;
  companies: CompaniesRepository;
  missions: MissionsRepository;
}

interface Someone {
  id: number;
  email: string;
  referral: string;
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
  await deps.users.addMatchingPair(deps.db, user.id, owner.id);
}

/**
 * map_company_contact: ties the user's account to a company contact. The contact is the one
 * of the contact referral, else the contact with the user's e-mail among the contacts of the
 * mission's company, else of the company. Only when the contact's e-mail is the user's, and
 * not when another account holds it already.
 */
export async function linkCompanyContact(deps: LinkDeps, user: Someone, link: CompanyLink): Promise<void> {
  const { companies } = deps;
  let contact: ContactRow | undefined;
  if (link.contact) {
    contact = await companies.contactByReferral(link.contact);
    if (!contact) throw new HttpError(404, UNKNOWN_CONTACT);
  } else if (link.mission) {
    const mission = await deps.missions.missionByReferral(link.mission);
    if (!mission) throw new HttpError(404, UNKNOWN_MISSION);
    contact = await companies.contactByCompanyAndEmail(mission.companyId, user.email);
  } else if (link.company !== undefined) {
    // an unknown company answers like a company without this contact: ids are not probed
    contact = await companies.contactByCompanyAndEmail(link.company, user.email);
  } else {
    throw new HttpError(400, NO_COMPANY_LINK);
  }
  if (!contact) throw new HttpError(404, NO_MATCHING_CONTACT);
  if (contact.email.trim().toLowerCase() !== user.email.trim().toLowerCase()) throw new HttpError(403, CONTACT_EMAIL_MISMATCH);
  if (!(await companies.linkContact(contact.id, user.id))) throw new HttpError(409, CONTACT_TAKEN);
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
    await linkCompanyContact(deps, user, link).catch((error: unknown) => {
      deps.log.debug({ err: error }, 'company contact not linked at sign-in');
    });
  }
}
