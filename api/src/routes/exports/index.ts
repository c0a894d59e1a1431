import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exportBarometerResults,
  exportCompanyActivity,
  exportCompanyContacts,
  exportMissionMembers,
  exportTeamMatchings,
  EXPORTS_PER_HOUR,
  type ExportFormat,
  type ExportLang,
} from '@rapport/wire/api/exports';
import { requestLanguage } from '../../auth/language';
import { currentUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/rate-limit';
import { activeCompany } from '../../services/company/company-contacts';
import { exportActivity } from '../../services/exports/activity-export';
import { exportBarometerResults as barometerFile } from '../../services/exports/barometer-export';
import { exportContacts } from '../../services/exports/contacts-export';
import type { ExportRequest } from '../../services/exports/export-file';
import { exportMissionMembers as membersFile } from '../../services/exports/mission-members-export';
import { exportTeamMatchings as pairsFile } from '../../services/exports/team-matchings-export';
import { actorOf } from '../actor';
import { contractRoute } from '../contract-route';
import { sendAttachment } from '../responses';
import { serviceDeps } from '../service-deps';

const userKey = (request: FastifyRequest): string | undefined => (request.user ? `user:${request.user.id}` : undefined);

/**
 * The company's exports (CSV or XLSX): its contacts, a mission's members, a team's pairs, a
 * barometer survey's released results, its activity trail. Each acts on the caller's active company only, through
 * the services of the pages it exports, and is recorded in the activity trail.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...serviceDeps(app), barometer: app.barometerRepository };
  const limit = perAccountLimit(app, { max: EXPORTS_PER_HOUR, timeWindow: '1 hour' }, userKey, 'exports');

  /** Who asks, for which company, and the file wanted: the language given, else the request's. */
  const exportRequest = async (request: FastifyRequest, query: { format: ExportFormat; lang?: ExportLang }): Promise<ExportRequest & { userId: number }> => {
    const userId = currentUser(request).id;
    return { company: await activeCompany(deps, userId), actor: actorOf(request), format: query.format, lang: requestLanguage(request, query.lang), userId };
  };

  contractRoute(app, exportCompanyContacts, {
    tags: ['exports'],
    preHandler: limit,
    handler: async (request, reply) => {
      const file = await exportContacts(deps, await exportRequest(request, request.query));
      return sendAttachment(reply, file, file.fileName);
    },
  });

  contractRoute(app, exportMissionMembers, {
    tags: ['exports'],
    preHandler: limit,
    handler: async (request, reply) => {
      const file = await membersFile(deps, await exportRequest(request, request.query), request.query);
      return sendAttachment(reply, file, file.fileName);
    },
  });

  contractRoute(app, exportTeamMatchings, {
    tags: ['exports'],
    preHandler: limit,
    handler: async (request, reply) => {
      const file = await pairsFile(deps, await exportRequest(request, request.query), request.query);
      return sendAttachment(reply, file, file.fileName);
    },
  });

  contractRoute(app, exportBarometerResults, {
    tags: ['exports'],
    preHandler: limit,
    handler: async (request, reply) => {
      const file = await barometerFile(deps, await exportRequest(request, request.query), request.query);
      return sendAttachment(reply, file, file.fileName);
    },
  });

  contractRoute(app, exportCompanyActivity, {
    tags: ['exports'],
    preHandler: limit,
    handler: async (request, reply) => {
      const { kind, person } = request.query;
      const file = await exportActivity(deps, await exportRequest(request, request.query), { kind, person });
      return sendAttachment(reply, file, file.fileName);
    },
  });
};
