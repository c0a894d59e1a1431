import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMatchingReport, matchContacts, matchingResultPdf } from '@rapport/contracts/api/missions';
import { currentUser } from '../../plugins/auth';
import { matchContacts as matchPeople, matchingReport, matchingReportLinks } from '../../services/matchings/matchings-service';
import { contractRoute } from '../contract-route';
import { sendAttachment } from '../responses';
import { serviceDeps } from '../service-deps';

/**
 * The company matchings (spec section 7): a person against others of the active company, and
 * the matching report of two contacts (its links, then the PDF made on request).
 */
export const matchingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);

  contractRoute(app, matchContacts, {
    tags: ['missions'],
    handler: async (request) => matchPeople(deps, currentUser(request).id, request.body),
  });

  contractRoute(app, matchingResultPdf, {
    tags: ['missions'],
    handler: async (request) => matchingReportLinks(deps, currentUser(request).id, request.body),
  });

  contractRoute(app, getMatchingReport, {
    tags: ['missions'],
    handler: async (request, reply) => {
      const file = await matchingReport(deps, currentUser(request).id, request.params);
      return sendAttachment(reply, file, file.fileName);
    },
  });
};
