import type { FastifyRequest } from 'fastify';
import { resendVerification, verifyEmail } from '@rapport/wire/api/auth';
import { currentUser, optionalSession } from '../../plugins/auth';
import { perAccountLimit, perIpLimit } from '../../plugins/rate-limit';
import { confirmEmail, pendingClaimOf, requestVerificationMail, VERIFICATION_LIMITS } from '../../services/accounts/email-verification';
import { carryLink } from '../../services/accounts/links';
import { contractRoute, type ZodApp } from '../contract-route';
import { serviceDeps } from '../service-deps';

/** The resend counter of an account (its own key: the counters' store is shared by every limit). */
const resendKey = (request: FastifyRequest): string | undefined => (request.user ? `verify-resend:user:${request.user.id}` : undefined);

/**
 * E-mail ownership (services/accounts/email-verification.ts): confirming an address with the
 * mailed link's code, and mailing a new link. Registered by the auth routes.
 */
export function emailVerificationRoutes(app: ZodApp): void {
  const deps = serviceDeps(app);

  contractRoute(app, verifyEmail, {
    tags: ['accounts'],
    config: { rateLimit: perIpLimit(VERIFICATION_LIMITS.verify.ip, 'verify-email', 'attempts') },
    handler: async (request) => {
      const { code, ...claim } = request.body;
      // a session of the same account in the request keeps what its holder set (address-proof.ts)
      const { user, previousAccessRemoved } = await confirmEmail(deps, code, await optionalSession(app, request));
      // the claim the link carried, made now that the address is proven (best effort, as at sign-in)
      await carryLink({ ...deps, log: request.log }, user, pendingClaimOf(claim));
      return { status: 1 as const, email: user.email, previous_access_removed: previousAccessRemoved };
    },
  });

  contractRoute(app, resendVerification, {
    tags: ['accounts'],
    config: { rateLimit: perIpLimit(VERIFICATION_LIMITS.resend.ip, 'verify-email-resend', 'confirmation mails') },
    preHandler: perAccountLimit(app, VERIFICATION_LIMITS.resend.account, resendKey, 'confirmation mails'),
    handler: async (request) => {
      const { lang, ...claim } = request.body;
      const outcome = await requestVerificationMail(deps, currentUser(request), pendingClaimOf(claim), { automatic: false, lang });
      return { status: 1 as const, sent: outcome === 'sent' };
    },
  });
}
