import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getFakeUserImage,
  getIndividualResult,
  getMatchingDetail,
  getMatchings,
  getReport,
  getResponseProgress,
  getSamplePicture,
  getSelectedWords,
  RESULTS_MESSAGES as M,
  saveResponseProgress,
  saveSelectedWords,
  submitIndividualResult,
} from '@rapport/wire/api/results';
import type { RouteLimit } from '../../auth/limits';
import { notFound } from '../../http-errors';
import { assertOwnEmail, currentUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/rate-limit';
import { reportFileName } from '../../services/results/reports';
import { matchingDetail } from '../../services/results/matching-lists';
import { REPORTS_JOB, reportFile, runReportsJob } from '../../services/results/report-files';
import {
  chosenResult,
  individualResultResponse,
  journeyQuestionnaire,
  namesQuestionnaire,
  readProgress,
  readSelection,
  saveProgress,
  saveSelection,
  submitResult,
} from '../../services/results/results-service';
import { morphImage, MORPH_JOB, runMorphJob } from '../../services/results/morph';
import { createResultReads } from '../../services/results/result-reads';
import { createSamplePictures } from '../../services/results/sample-pictures';
import { resolveQuestionnaireTypeId } from '../../services/content/resolve-questionnaire';
import { contractRoute } from '../contract-route';
import { sendAttachment, sendJson } from '../responses';
import { serviceDeps } from '../service-deps';

/**
 * Submissions per signed-in user: the journey submits once per questionnaire (a retry after a
 * network error or a later change of ranking adds a few); a burst beyond this is a script.
 */
export const SUBMIT_LIMIT: RouteLimit = { max: 10, timeWindow: '1 hour' };

export interface ResultsRoutesOptions {
  /** the submission limit per user (SUBMIT_LIMIT unless a test or bench says otherwise) */
  submitLimit?: RouteLimit;
}

/** The individual journey (docs/results-wire.md). */
export const resultsRoutes: FastifyPluginAsyncZod<ResultsRoutesOptions> = async (app, options) => {
  // report files are drawn on the report thread, never holding up requests
  const deps = { ...serviceDeps(app), jobs: app.jobs, reports: app.reportRenderer };
  const samples = createSamplePictures(deps);
  const morphs = { ...deps, picture: samples.picture };
  // the result and the matching lists, from memory by user (services/results/result-reads.ts)
  const reads = createResultReads(deps, app.readCaches.results);

  // the nine report files of a submitted result, made by the job worker
  app.jobs.handle(REPORTS_JOB, (job) => runReportsJob(deps, job));
  // the morph of two samples, made by the job worker once first asked for
  app.jobs.handle(MORPH_JOB, (job) => runMorphJob(morphs, job));

  // ---- saved answers and words ----------------------------------------------------------------

  contractRoute(app, getResponseProgress, {
    tags: ['results'],
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return readProgress(deps, user.id, await journeyQuestionnaire(deps, request.query, user.id));
    },
  });

  contractRoute(app, saveResponseProgress, {
    tags: ['results'],
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return saveProgress(deps, user.id, await journeyQuestionnaire(deps, request.query, user.id), request.body);
    },
  });

  contractRoute(app, getSelectedWords, {
    tags: ['results'],
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return { result: await readSelection(deps, user.id, await journeyQuestionnaire(deps, request.query, user.id)) };
    },
  });

  contractRoute(app, saveSelectedWords, {
    tags: ['results'],
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return { result: await saveSelection(deps, user.id, await journeyQuestionnaire(deps, request.query, user.id), request.body.result) };
    },
  });

  // ---- the result -----------------------------------------------------------------------------

  // a kept answer is sent in the handler's own turn; anything else is read (result-reads.ts)
  contractRoute(app, getIndividualResult, {
    tags: ['results'],
    handler: (request, reply) => {
      const user = assertOwnEmail(request, request.body.email);
      const named = namesQuestionnaire(request.query);
      const kept = named ? undefined : reads.keptIndividualResult(user.id, null);
      if (kept) {
        sendJson(reply, kept);
        return;
      }
      return (async () => {
        const typeId = named ? await resolveQuestionnaireTypeId(deps, request.query) : null;
        sendJson(reply, await reads.individualResult(user.id, typeId));
      })();
    },
  });

  contractRoute(app, submitIndividualResult, {
    tags: ['results'],
    // per signed-in user (the token's, whatever e-mail the body names), after the per-IP limit
    preHandler: perAccountLimit(app, options.submitLimit ?? SUBMIT_LIMIT, (request) => (request.user ? `submit:${request.user.id}` : undefined), 'submissions'),
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      // the reports job was queued with the result: the files are being made
      return individualResultResponse(await submitResult(deps, user, await journeyQuestionnaire(deps, request.query, user.id), request.body.result), false);
    },
  });

  // ---- matchings ------------------------------------------------------------------------------

  contractRoute(app, getMatchings, {
    tags: ['results'],
    handler: (request, reply) => {
      const userId = assertOwnEmail(request, request.body.email).id;
      const kept = reads.keptMatchingLists(userId);
      if (kept) {
        sendJson(reply, kept);
        return;
      }
      return reads.matchingLists(userId).then((json) => {
        sendJson(reply, json);
      });
    },
  });

  contractRoute(app, getMatchingDetail, {
    tags: ['results'],
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return { result: await matchingDetail(deps, user.id, request.body.partner) };
    },
  });

  // ---- pictures and files ---------------------------------------------------------------------

  contractRoute(app, getFakeUserImage, {
    tags: ['results'],
    handler: async (request, reply) => {
      currentUser(request);
      const png = await morphImage(morphs, request.query.user_1, request.query.user_2);
      return reply.type('image/png').header('cache-control', 'private, max-age=86400').send(png);
    },
  });

  contractRoute(app, getSamplePicture, {
    tags: ['results'],
    handler: async (request, reply) => {
      const svg = await samples.picture(request.params.file);
      return (
        reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          // an SVG opened on its own runs nothing and loads nothing
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
          .send(svg)
      );
    },
  });

  contractRoute(app, getReport, {
    tags: ['results'],
    handler: async (request, reply) => {
      const user = currentUser(request);
      const row = await chosenResult(deps, request.query, user.id);
      if (!row) throw notFound(M.noResult);
      const { kind, lang } = request.params;
      const file = await reportFile(deps, user, row, kind, lang);
      return sendAttachment(reply, file, reportFileName(kind, lang, user));
    },
  });
};
