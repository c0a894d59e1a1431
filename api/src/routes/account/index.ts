import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMatching,
  deleteMyAccount,
  exportMyData,
  getProfile,
  INVITATION_SENT,
  mapCompanyContact,
  reInvite,
} from '@rapport/contracts/api/account';
import { mailLang, requestLanguage } from '../../auth/language';
import { AUTH_LIMITS } from '../../auth/limits';
import { addMatchingByReferral, linkCompanyContact, UNKNOWN_CONTACT } from '../../auth/links';
import { HttpError, notFound } from '../../http-errors';
import { companyInvitationMail } from '../../mail/templates';
import { assertOwnCompany, assertOwnEmail, currentUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/rate-limit';
import { contractRoute } from '../contract-route';

const ACCOUNT_GONE = 'This account no longer exists.';

/** The invitation link of a company contact: the site with the contact's referral. */
export const contactInvitationLink = (siteOrigin: string, contactReferral: string): string =>
  `${siteOrigin}/?contact=${encodeURIComponent(contactReferral)}`;

const userKey = (request: FastifyRequest): string | undefined => (request.user ? `user:${request.user.id}` : undefined);

/** The signed-in user's own account: every call needs a token; a body's e-mail must be the user's. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.accountRepository;

  contractRoute(app, getProfile, {
    tags: ['accounts'],
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      const profile = await accounts.profile(user.id);
      if (!profile) throw notFound(ACCOUNT_GONE);
      return profile;
    },
  });

  contractRoute(app, addMatching, {
    tags: ['accounts'],
    handler: async (request) => {
      await addMatchingByReferral(app, currentUser(request), request.body.referral);
      return { status: 1 as const };
    },
  });

  contractRoute(app, mapCompanyContact, {
    tags: ['accounts'],
    handler: async (request) => {
      await linkCompanyContact(app, currentUser(request), request.body);
      return { status: 1 as const };
    },
  });

  contractRoute(app, reInvite, {
    tags: ['company'],
    preHandler: perAccountLimit(app, AUTH_LIMITS.reInvite.account, userKey, 'invitations'),
    handler: async (request) => {
      const { user_email: email, company_id: companyId, lang } = request.body;
      await assertOwnCompany(app, request, companyId);
      const contact = await accounts.contactByCompanyAndEmail(companyId, email);
      if (!contact) throw notFound(UNKNOWN_CONTACT);
      const companyName = (await accounts.companyName(companyId)) ?? '';
      // the invitee's own language when they have an account, else the sender's current one
      const language = mailLang((await accounts.contactUserLanguage(contact)) ?? requestLanguage(request, lang));
      const mail = companyInvitationMail(language, {
        firstName: contact.firstName,
        companyName,
        link: contactInvitationLink(app.config.siteOrigin, contact.contactReferral),
      });
      await app.database.db.transaction(async (tx) => {
        await app.mailRepository.enqueue(tx, { to: contact.email, ...mail });
        await accounts.markInvited(tx, contact.id);
      });
      return { message: INVITATION_SENT };
    },
  });

  contractRoute(app, exportMyData, {
    tags: ['accounts'],
    handler: async (request, reply) => {
      const data = await accounts.exportData(currentUser(request).id);
      if (!data) throw notFound(ACCOUNT_GONE);
      // personal data: no cache keeps a copy
      reply.header('cache-control', 'no-store');
      return data;
    },
  });

  contractRoute(app, deleteMyAccount, {
    tags: ['accounts'],
    handler: async (request) => {
      if (!(await accounts.deleteUser(currentUser(request).id))) throw new HttpError(404, ACCOUNT_GONE);
      return { status: 1 as const };
    },
  });
};
