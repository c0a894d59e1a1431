import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MISSION_MESSAGES as M,
  createMission,
  deleteMission,
  getMission,
  isMissionActive,
  listMissions,
  updateMission,
} from '@rapport/wire/api/missions';
import { currentUser } from '../../plugins/auth';
import { activeCompany } from '../../services/company/company-contacts';
import * as missions from '../../services/missions/missions-service';
import { actorOf } from '../actor';
import { contractRoute } from '../contract-route';
import { serviceDeps } from '../service-deps';

/**
 * The company's missions (spec section 7: mission, mission_update) and the public check of a
 * mission link. Every company call acts on the caller's first company, like the contacts.
 */
export const missionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  /** the caller's active company; `named` is a company id the call carries */
  const company = (request: FastifyRequest, named?: number) => activeCompany(deps, currentUser(request).id, named);

  contractRoute(app, listMissions, {
    tags: ['missions'],
    handler: async (request) =>
      missions.listMissions(deps, await company(request), currentUser(request).id, request.query.mission_type, request.query.colleagues === 'true'),
  });

  contractRoute(app, createMission, {
    tags: ['missions'],
    handler: async (request) => missions.createMission(deps, await company(request, request.body.company), actorOf(request), request.body),
  });

  contractRoute(app, getMission, {
    tags: ['missions'],
    handler: async (request) => missions.getMission(deps, await company(request), request.query.pk),
  });

  contractRoute(app, updateMission, {
    tags: ['missions'],
    handler: async (request) => {
      const { body } = request;
      // without a body (the lists' archive action), the mission is archived
      if (body === undefined || body === null) {
        await missions.archiveMission(deps, await company(request), request.query.pk, actorOf(request));
        return { message: M.archived };
      }
      await missions.updateMission(deps, await company(request, body.company), request.query.pk, body, actorOf(request));
      return { message: M.updated };
    },
  });

  contractRoute(app, deleteMission, {
    tags: ['missions'],
    handler: async (request) => {
      await missions.deleteMission(deps, await company(request), request.query.pk, actorOf(request));
      return { message: M.removed };
    },
  });

  contractRoute(app, isMissionActive, {
    tags: ['missions'],
    handler: async (request) => ({ is_active: await missions.isMissionActive(deps, request.query.mission_referral) }),
  });
};
