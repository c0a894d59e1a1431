import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMatchingReport, matchContacts, matchingResultPdf } from '@rapport/wire/api/missions';
import { currentUser } from '../../plugins/auth';
import {
  MATCHING_REPORT_JOB,
  matchContacts as matchPeople,
  matchingReport,
  matchingReportLinks,
  runMatchingReportJob,
} from '../../services/matchings/matchings-service';
import { contractRoute } from '../contract-route';
import { sendAttachment } from '../responses';
import { serviceDeps } from '../service-deps';

/**
 * The company matchings (spec section 7): a person against others of the active company, and
 * the matching report of two contacts (its links, which queue the job drawing it, then the PDF).
 */
export const matchingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // the reports are drawn on the report thread, never holding up requests
  const deps = { ...serviceDeps(app), jobs: app.jobs, reports: app.reportRenderer };

  // the matching report of a pair in en and fr, made by the job worker once its links are asked for
  app.jobs.handle(MATCHING_REPORT_JOB, (job) => runMatchingReportJob(deps, job));

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
