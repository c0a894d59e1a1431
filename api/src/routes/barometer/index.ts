import { createHmac, randomBytes } from 'crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BAROMETER_MESSAGES, BAROMETER_PUBLIC_SUBMIT_LIMIT, getBarometerResults, getCompanyFromMission, getDemographicAnswersCount, getDemographicQuestions, submitBarometerResponse } from '@rapport/wire/api/barometer';
import { getBarometerSurvey, sendBarometerInvitations, getBarometerSettings, updateBarometerSettings, getBarometerTexts, updateBarometerTexts } from '@rapport/wire/api/barometer-admin';
import { requestLanguage } from '../../auth/language';
import type { RouteLimit } from '../../auth/limits';
import { currentUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import * as barometer from '../../services/barometer/barometer-service';
import { sendInvitations } from '../../services/barometer/survey-invitations';
import { activeCompany } from '../../services/company/company-contacts';
import { actorOf } from '../actor';
import { contractRoute } from '../contract-route';
import { serviceDeps } from '../service-deps';

/**
 * Per visitor (address) and survey: a person answers a survey once; a few more let a family
 * or a small office behind one address answer, while stuffing a survey shows up as refused
 * requests, counted on the survey for the company to see. Invited surveys need a personal link
 * per answer anyway.
 */
export const DEFAULT_SUBMIT_LIMIT: RouteLimit = { ...BAROMETER_PUBLIC_SUBMIT_LIMIT };

export interface BarometerRoutesOptions {
  /** the submit's limit per address (the bench raises it: one address sends 500) */
  submitLimit?: RouteLimit;
  /** the public reads' limit per address and minute (the app's global limit) */
  readMax: number;
}

/** What a public barometer request leaves in the log: its method and route, no address, no query. */
const anonymousRequest = (request: FastifyRequest) => ({ method: request.method, route: request.routeOptions.url });

/**
 * The barometer (spec sections 2 to 9; docs/barometer-anonymity.md): the public
 * survey behind a mission link (no token, no cookie) and the company's results behind the
 * threshold. The public calls are counted per address for their rate limits, but the counters'
 * keys are a keyed hash whose key lives only in this process: even the shared database store
 * never holds an address. Their log lines carry no address and no query either.
 */
export const barometerRoutes: FastifyPluginAsyncZod<BarometerRoutesOptions> = async (app, options) => {
  const deps = { ...serviceDeps(app), barometer: app.barometerRepository };
  const company = async (request: FastifyRequest, named?: number) => activeCompany(deps, currentUser(request).id, named);

  const addressKey = randomBytes(32);
  const anonymousLimit = (limit: RouteLimit, groupId: string, what: string, perSurvey = false) => ({
    ...perIpLimit(limit, groupId, what),
    keyGenerator: (request: FastifyRequest) => {
      const hmac = createHmac('sha256', addressKey).update(request.ip);
      // a personal link is a bucket of its own: an office answering an invited survey from one
      // address is not held back; a public survey refuses a link, so it cannot be used to dodge
      if (perSurvey) hmac.update('\0').update(surveyCode(request)).update('\0').update(queryText(request, 'invitation'));
      return hmac.digest('base64url');
    },
  });
  const queryText = (request: FastifyRequest, name: string): string => {
    const value = (request.query as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const surveyCode = (request: FastifyRequest): string => queryText(request, 'mission');
  const readLimit = anonymousLimit({ max: options.readMax, timeWindow: '1 minute' }, 'barometer-read', 'requests');

  app.addHook('onRoute', (route) => {
    if (route.config?.public) route.logSerializers = { ...route.logSerializers, req: anonymousRequest };
  });

  contractRoute(app, getCompanyFromMission, {
    tags: ['barometer'],
    config: { rateLimit: readLimit },
    handler: async (request) => barometer.companyFromMission(deps, request.query.mission_referral),
  });

  contractRoute(app, getDemographicQuestions, {
    tags: ['barometer'],
    config: { rateLimit: readLimit },
    handler: async (request) => barometer.demographicQuestions(deps, request.query.mission),
  });

  contractRoute(app, submitBarometerResponse, {
    tags: ['barometer'],
    config: {
      rateLimit: {
        ...anonymousLimit(options.submitLimit ?? DEFAULT_SUBMIT_LIMIT, 'barometer-submit', 'answers', true),
        // the limit's hook cannot wait: the count is written on the side, a failure only logged
        onExceeded: (request: FastifyRequest) => {
          const code = surveyCode(request);
          if (code) barometer.countRefusedSubmit(deps, code).catch((error: unknown) => request.log.error({ err: error }, 'barometer: refused submit not counted'));
        },
      },
    },
    handler: async (request) => {
      await barometer.submitResponse(deps, request.query.mission, request.body, request.query.invitation);
      return { message: BAROMETER_MESSAGES.saved };
    },
  });

  contractRoute(app, getBarometerResults, {
    tags: ['barometer'],
    handler: async (request) => barometer.barometerResults(deps, await company(request), request.query),
  });

  contractRoute(app, getDemographicAnswersCount, {
    tags: ['barometer'],
    handler: async (request) => barometer.demographicAnswersCount(deps, await company(request, request.query.company), request.query.mission),
  });

  contractRoute(app, getBarometerSurvey, {
    tags: ['barometer'],
    handler: async (request) => barometer.barometerSurvey(deps, await company(request), request.query.mission),
  });

  contractRoute(app, sendBarometerInvitations, {
    tags: ['barometer'],
    handler: async (request) =>
      sendInvitations(deps, await company(request), request.query.mission, request.body.contacts, requestLanguage(request), actorOf(request)),
  });

  contractRoute(app, getBarometerSettings, {
    tags: ['barometer'],
    handler: async (request) => barometer.barometerSettings(deps, await company(request)),
  });

  contractRoute(app, updateBarometerSettings, {
    tags: ['barometer'],
    handler: async (request) => barometer.updateBarometerSettings(deps, await company(request), request.body.barometer_threshold),
  });

  contractRoute(app, getBarometerTexts, {
    tags: ['barometer'],
    handler: async (request) => barometer.barometerTexts(deps, await company(request)),
  });

  contractRoute(app, updateBarometerTexts, {
    tags: ['barometer'],
    handler: async (request) => barometer.updateBarometerTexts(deps, await company(request), request.body),
  });
};
