import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEAM_MESSAGES,
  getCompanyValues,
  getContactAvatarMatchings,
  teamMatches,
  teamScores,
  updateCompanyValues,
} from '@rapport/wire/api/teams';
import { currentUser } from '../../plugins/auth';
import { activeCompany } from '../../services/company/company-contacts';
import { contactAvatarMatchings, teamMatches as matchTeam, teamScoresOfMission } from '../../services/teams/teams-service';
import { getValues, updateValues } from '../../services/teams/values-service';
import { contractRoute } from '../contract-route';
import { serviceDeps } from '../service-deps';

/**
 * Team building and values (spec sections 2 to 4 and 7): every pair of a team, a
 * team building mission's CPI with its members' impacts and a what-if, the people of a values
 * mission against the company's avatar, and the values settings. Every call acts on the
 * caller's first company, like the other company calls.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);

  contractRoute(app, teamMatches, {
    tags: ['teams'],
    handler: async (request) => matchTeam(deps, currentUser(request).id, request.body),
  });

  contractRoute(app, teamScores, {
    tags: ['teams'],
    handler: async (request) => teamScoresOfMission(deps, currentUser(request).id, request.body),
  });

  contractRoute(app, getContactAvatarMatchings, {
    tags: ['teams'],
    handler: async (request) => contactAvatarMatchings(deps, currentUser(request).id, request.body),
  });

  contractRoute(app, getCompanyValues, {
    tags: ['teams'],
    handler: async (request) => getValues(deps, await activeCompany(deps, currentUser(request).id)),
  });

  contractRoute(app, updateCompanyValues, {
    tags: ['teams'],
    handler: async (request) => {
      const values = await updateValues(deps, await activeCompany(deps, currentUser(request).id), request.body);
      return { ...values, message: TEAM_MESSAGES.saved };
    },
  });
};
