import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addMatching, deleteMyAccount, exportMyData, getProfile, mapCompanyContact } from '@rapport/wire/api/account';
import { HttpError, notFound } from '../../http-errors';
import { assertOwnEmail, currentUser } from '../../plugins/auth';
import { createLoginGuard } from '../../auth/login-throttle';
import { mailSecretKey } from '../../mail/secret-box';
import { exportData, profile } from '../../services/accounts/account-data';
import { deleteAccount, reauthenticate } from '../../services/accounts/accounts-service';
import { addMatchingByReferral, claimCompanyContact } from '../../services/accounts/links';
import { contractRoute } from '../contract-route';
import { serviceDeps } from '../service-deps';

const ACCOUNT_GONE = 'This account no longer exists.';

/** The signed-in user's own account: every call needs a token; a body's e-mail must be the user's. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  // a password given to delete the account is throttled as a sign-in's is (same pairs)
  const guard = createLoginGuard(app.database.db, mailSecretKey(app.config));

  contractRoute(app, getProfile, {
    tags: ['accounts'],
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      const found = await profile(deps, user.id);
      if (!found) throw notFound(ACCOUNT_GONE);
      return found;
    },
  });

  contractRoute(app, addMatching, {
    tags: ['accounts'],
    handler: async (request) => {
      await addMatchingByReferral(deps, currentUser(request), request.body.referral);
      return { status: 1 as const };
    },
  });

  contractRoute(app, mapCompanyContact, {
    tags: ['accounts'],
    handler: async (request) => {
      // a claim waiting for the address to be proven mails a confirmation link carrying it
      await claimCompanyContact(deps, currentUser(request), request.body);
      return { status: 1 as const };
    },
  });

  contractRoute(app, exportMyData, {
    tags: ['accounts'],
    handler: async (request, reply) => {
      const data = await exportData(deps, currentUser(request).id);
      if (!data) throw notFound(ACCOUNT_GONE);
      // personal data: no cache keeps a copy
      reply.header('cache-control', 'no-store');
      return data;
    },
  });

  contractRoute(app, deleteMyAccount, {
    tags: ['accounts'],
    handler: async (request, reply) => {
      const user = currentUser(request);
      // a stolen session is not enough: the password, or a sign-in minutes ago
      await reauthenticate(deps, user, request.body.password, {
        enter: async (email) => {
          const pair = await guard.enter(email, request.ip, reply);
          return () => guard.succeeded(pair);
        },
      });
      if (!(await deleteAccount(deps, user.id))) throw new HttpError(404, ACCOUNT_GONE);
      return { status: 1 as const };
    },
  });
};
