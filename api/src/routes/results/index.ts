import * as fs from 'fs/promises';
import * as path from 'path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QuestionnaireSelector } from '@rapport/contracts/api/content';
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
} from '@rapport/contracts/api/results';
import { CONTENT_DIR } from '../../content/load';
import { notFound } from '../../http-errors';
import { assertOwnEmail, currentUser } from '../../plugins/auth';
import { createMorphCache } from '../../results/morph';
import { reportFileName } from '../../results/reports';
import {
  individualResultResponse,
  matchingDetail,
  matchingLists,
  namesQuestionnaire,
  readProgress,
  readSelection,
  reportFile,
  saveProgress,
  saveSelection,
  submitResult,
  type ResultsDeps,
} from '../../results/service';
import { contractRoute } from '../contract-route';
import { resolveQuestionnaireTypeId } from '../content/resolve-questionnaire';

/** The sample pictures live beside the content (api/content/avatars). */
export const AVATARS_DIR = path.join(CONTENT_DIR, 'avatars');

/** The individual journey (docs/results-wire.md). */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ResultsDeps = { db: app.database.db, results: app.resultsRepository, log: app.log };
  const typeOf = (request: { query: QuestionnaireSelector }): Promise<number> =>
    resolveQuestionnaireTypeId(app.contentRepository, request.query);
  /**
   * The questionnaire of a progress, selection or submission call: the one the query names,
   * else the user's current one (the type of their most recently updated progress), else
   * `standard`. Every step of one journey lands on one type, whichever calls keep the query.
   */
  const journeyTypeOf = async (request: { query: QuestionnaireSelector }, userId: number): Promise<number> => {
    if (namesQuestionnaire(request.query)) return typeOf(request);
    return (await app.resultsRepository.currentQuestionnaireTypeId(userId)) ?? typeOf(request);
  };
  /** the named questionnaire's result, else the primary one (standard, else the latest) */
  const resultOf = async (request: { query: QuestionnaireSelector }, userId: number) =>
    app.resultsRepository.result(userId, namesQuestionnaire(request.query) ? await typeOf(request) : null);

  // sample pictures: read once (content only changes with a restart)
  const pictures = new Map<string, Promise<Buffer>>();
  const samplePicture = async (uuid: string): Promise<Buffer> => {
    const sample = (await app.resultsRepository.samples()).find((s) => s.uuid === uuid);
    if (!sample) throw notFound(M.unknownSample);
    let picture = pictures.get(sample.picture);
    if (!picture) {
      picture = fs.readFile(path.join(AVATARS_DIR, path.basename(sample.picture)));
      picture.catch(() => pictures.delete(sample.picture));
      pictures.set(sample.picture, picture);
    }
    return picture;
  };
  const morph = createMorphCache(samplePicture);

  // ---- saved answers and words ----------------------------------------------------------------

  contractRoute(app, getResponseProgress, {
    tags: ['results'],
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return readProgress(deps, user.id, await journeyTypeOf(request, user.id));
    },
  });

  contractRoute(app, saveResponseProgress, {
    tags: ['results'],
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return saveProgress(deps, user.id, await journeyTypeOf(request, user.id), request.body);
    },
  });

  contractRoute(app, getSelectedWords, {
    tags: ['results'],
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return { result: await readSelection(deps, user.id, await journeyTypeOf(request, user.id)) };
    },
  });

  contractRoute(app, saveSelectedWords, {
    tags: ['results'],
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return { result: await saveSelection(deps, user.id, await journeyTypeOf(request, user.id), request.body.result) };
    },
  });

  // ---- the result -----------------------------------------------------------------------------

  contractRoute(app, getIndividualResult, {
    tags: ['results'],
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return individualResultResponse(await resultOf(request, user.id));
    },
  });

  contractRoute(app, submitIndividualResult, {
    tags: ['results'],
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return individualResultResponse(await submitResult(deps, user, await journeyTypeOf(request, user.id), request.body.result));
    },
  });

  // ---- matchings ------------------------------------------------------------------------------

  contractRoute(app, getMatchings, {
    tags: ['results'],
    handler: async (request) => matchingLists(deps, assertOwnEmail(request, request.body.email).id),
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
      const png = await morph(request.query.user_1, request.query.user_2);
      return reply.type('image/png').header('cache-control', 'private, max-age=86400').send(png);
    },
  });

  contractRoute(app, getSamplePicture, {
    tags: ['results'],
        handler: async (request, reply) => {
      const svg = await samplePicture(request.params.file);
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
      const row = await resultOf(request, user.id);
      if (!row) throw notFound(M.noResult);
      const { kind, lang } = request.params;
      const file = await reportFile(deps, user, row, kind, lang);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${reportFileName(kind, lang, user)}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
};
