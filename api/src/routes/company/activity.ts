import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCompanyActivity } from '@rapport/wire/api/activity';
import { currentUser } from '../../plugins/auth';
import { activityPeople, listActivity } from '../../services/activity/activity-list';
import { ACTIVITY_RETENTION_EVERY_MS, ACTIVITY_RETENTION_JOB, removeExpiredActivity } from '../../services/activity/retention';
import { activeCompany } from '../../services/company/company-contacts';
import { contractRoute } from '../contract-route';
import { serviceDeps } from '../service-deps';

/**
 * The active company's activity trail for its admins, and the daily job that removes entries
 * past their 13 months (it runs wherever jobs are worked: `npm start`'s process, or the
 * production worker; once across them all).
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);

  contractRoute(app, listCompanyActivity, {
    tags: ['company'],
    handler: async (request) => {
      const company = await activeCompany(deps, currentUser(request).id);
      const { kind, person, cursor, limit } = request.query;
      const page = await listActivity(deps, company.id, { kind, person, cursor, limit });
      return { ...page, people: await activityPeople(deps, company.id) };
    },
  });

  app.jobs.every(ACTIVITY_RETENTION_JOB, ACTIVITY_RETENTION_EVERY_MS, async () => {
    const removed = await removeExpiredActivity(deps);
    if (removed > 0) app.log.info({ removed }, 'activity: entries past their retention removed');
  });
};
