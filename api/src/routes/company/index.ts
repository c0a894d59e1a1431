import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVITATION_SENT, reInvite } from '@rapport/wire/api/account';
import {
  COMPANY_MESSAGES as M,
  createCompanyContact,
  deleteCompanyContact,
  getContactReport,
  getContactResult,
  inviteContact,
  listCompanyContacts,
  updateCompanyContact,
} from '@rapport/wire/api/company';
import { requestLanguage } from '../../auth/language';
import { AUTH_LIMITS } from '../../auth/limits';
import { currentUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/rate-limit';
import { UNKNOWN_CONTACT } from '../../services/accounts/links';
import {
  activeCompany,
  addContact,
  contactReport,
  contactResult,
  deleteContact,
  inviteByEmail,
  inviteByReferral,
  listContacts,
  updateContact,
} from '../../services/company/company-contacts';
import { actorOf } from '../actor';
import { contractRoute } from '../contract-route';
import { activityRoutes } from './activity';
import { contactsImportRoutes } from './contacts-import';
import { sendAttachment } from '../responses';
import { serviceDeps } from '../service-deps';

const userKey = (request: FastifyRequest): string | undefined => (request.user ? `user:${request.user.id}` : undefined);

/**
 * The company area: the active company's contacts, their invitations and the company's view of
 * their results. Every call acts on the caller's first company (spec section 6).
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  /** the caller's active company; `named` is a company id the call carries */
  const company = (request: FastifyRequest, named?: number) => activeCompany(deps, currentUser(request).id, named);
  // resending invitations is limited per account (re-invite and invite_contact share it)
  const invitationLimit = perAccountLimit(app, AUTH_LIMITS.reInvite.account, userKey, 'invitations');

  await app.register(contactsImportRoutes);
  await app.register(activityRoutes);

  contractRoute(app, listCompanyContacts, {
    tags: ['company'],
    handler: async (request) => listContacts(deps, await company(request, request.query.company_id)),
  });

  contractRoute(app, createCompanyContact, {
    tags: ['company'],
    handler: async (request) => {
      const { company_id: named, lang, ...contact } = request.body;
      const active = await company(request, named);
      await addContact(deps, active, contact, {
        sendInvitation: request.query.send_invitation === '1',
        questionnaireTypeId: request.query.questionnaire_id,
        companyDefaultTypeId: await deps.content.companyDefaultQuestionnaireTypeId(active.id),
        lang: requestLanguage(request, lang),
        actor: actorOf(request),
      });
      return { message: M.contactAdded };
    },
  });

  contractRoute(app, updateCompanyContact, {
    tags: ['company'],
    handler: async (request) => {
      const { first_name, last_name, email, phone, contact_type, confidential } = request.body;
      await updateContact(deps, await company(request), request.params.id, {
        ...(first_name !== undefined && { firstName: first_name }),
        ...(last_name !== undefined && { lastName: last_name }),
        ...(email !== undefined && { email }),
        ...(phone !== undefined && { phone }),
        ...(contact_type !== undefined && { contactType: contact_type }),
        ...(confidential !== undefined && { confidential }),
      }, actorOf(request));
      return { message: M.statusModified };
    },
  });

  contractRoute(app, deleteCompanyContact, {
    tags: ['company'],
    handler: async (request) => {
      await deleteContact(deps, await company(request), request.params.id, actorOf(request));
      return { message: M.contactDeleted };
    },
  });

  contractRoute(app, inviteContact, {
    tags: ['company'],
    preHandler: invitationLimit,
    handler: async (request) => {
      await inviteByReferral(deps, await company(request), request.body.contact_referral, requestLanguage(request, request.body.lang), actorOf(request));
      return { message: M.invitationSent };
    },
  });

  contractRoute(app, reInvite, {
    tags: ['company'],
    preHandler: invitationLimit,
    handler: async (request) => {
      const { user_email: email, company_id: named, lang } = request.body;
      await inviteByEmail(deps, await company(request, named), email, requestLanguage(request, lang), UNKNOWN_CONTACT, actorOf(request));
      return { message: INVITATION_SENT };
    },
  });

  contractRoute(app, getContactResult, {
    tags: ['company'],
    handler: async (request) => contactResult(deps, await company(request), request.params.id),
  });

  contractRoute(app, getContactReport, {
    tags: ['company'],
    handler: async (request, reply) => {
      const file = await contactReport(deps, await company(request), request.params.id, request.params.lang);
      return sendAttachment(reply, file, file.fileName);
    },
  });
};
