import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTACT_EMAIL_MISMATCH, NO_COMPANY_LINK, OWN_REFERRAL, UNKNOWN_REFERRAL } from '@rapport/contracts/api/account';
import { HttpError } from '../http-errors';
import type { ContactRow } from '../repositories/account-repository';

export const UNKNOWN_CONTACT = 'Unknown contact';
export const UNKNOWN_MISSION = 'Unknown mission';
export const NO_MATCHING_CONTACT = 'No contact of this company has your e-mail address.';
export const CONTACT_TAKEN = 'This contact is already linked to another account.';

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
export async function addMatchingByReferral(app: FastifyInstance, user: Someone, referral: string): Promise<void> {
  const owner = await app.userRepository.findByReferral(referral);
  if (!owner) throw new HttpError(404, UNKNOWN_REFERRAL);
  if (owner.id === user.id) throw new HttpError(400, OWN_REFERRAL);
  await app.userRepository.addMatchingPair(app.database.db, user.id, owner.id);
}

/**
 * map_company_contact: ties the user's account to a company contact. The contact is the one
 * of the contact referral, else the contact with the user's e-mail among the contacts of the
 * mission's company, else of the company. Only when the contact's e-mail is the user's, and
 * not when another account holds it already.
 */
export async function linkCompanyContact(app: FastifyInstance, user: Someone, link: CompanyLink): Promise<void> {
  const repo = app.accountRepository;
  let contact: ContactRow | undefined;
  if (link.contact) {
    contact = await repo.contactByReferral(link.contact);
    if (!contact) throw new HttpError(404, UNKNOWN_CONTACT);
  } else if (link.mission) {
    const companyId = await repo.missionCompanyId(link.mission);
    if (companyId === undefined) throw new HttpError(404, UNKNOWN_MISSION);
    contact = await repo.contactByCompanyAndEmail(companyId, user.email);
  } else if (link.company !== undefined) {
    // an unknown company answers like a company without this contact: ids are not probed
    contact = await repo.contactByCompanyAndEmail(link.company, user.email);
  } else {
    throw new HttpError(400, NO_COMPANY_LINK);
  }
  if (!contact) throw new HttpError(404, NO_MATCHING_CONTACT);
  if (contact.email.trim().toLowerCase() !== user.email.trim().toLowerCase()) throw new HttpError(403, CONTACT_EMAIL_MISMATCH);
  if (!(await repo.linkContact(contact.id, user.id))) throw new HttpError(409, CONTACT_TAKEN);
}

/**
 * What a sign-in link carried (ref, mission, contact, company), applied on the way in: best
 * effort, a link that does not apply never fails the sign-in. The front end calls
 * add_matching and map_company_contact afterwards too; both are idempotent.
 */
export async function carryLink(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Someone,
  link: CompanyLink & { referral?: string },
): Promise<void> {
  if (link.referral && link.referral !== user.referral) {
    await addMatchingByReferral(app, user, link.referral).catch((error: unknown) => {
      request.log.debug({ err: error }, 'referral not applied at sign-in');
    });
  }
  if (link.contact || link.mission || link.company !== undefined) {
    await linkCompanyContact(app, user, link).catch((error: unknown) => {
      request.log.debug({ err: error }, 'company contact not linked at sign-in');
    });
  }
}
