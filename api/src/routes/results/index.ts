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
import { assertOwnEmail, currentUser, TOKEN_SECURITY } from '../../plugins/auth';
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
import { errorResponses } from '../responses';
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

  app.route({
    method: getResponseProgress.method,
    url: getResponseProgress.path,
    schema: {
      summary: getResponseProgress.summary,
      tags: ['results'],
      security: TOKEN_SECURITY,
      querystring: getResponseProgress.query,
      body: getResponseProgress.body,
      response: { 200: getResponseProgress.response, ...errorResponses },
    },
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return readProgress(deps, user.id, await journeyTypeOf(request, user.id));
    },
  });

  app.route({
    method: saveResponseProgress.method,
    url: saveResponseProgress.path,
    schema: {
      summary: saveResponseProgress.summary,
      tags: ['results'],
      security: TOKEN_SECURITY,
      querystring: saveResponseProgress.query,
      body: saveResponseProgress.body,
      response: { 200: saveResponseProgress.response, ...errorResponses },
    },
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return saveProgress(deps, user.id, await journeyTypeOf(request, user.id), request.body);
    },
  });

  app.route({
    method: getSelectedWords.method,
    url: getSelectedWords.path,
    schema: {
      summary: getSelectedWords.summary,
      tags: ['results'],
      security: TOKEN_SECURITY,
      querystring: getSelectedWords.query,
      body: getSelectedWords.body,
      response: { 200: getSelectedWords.response, ...errorResponses },
    },
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return { result: await readSelection(deps, user.id, await journeyTypeOf(request, user.id)) };
    },
  });

  app.route({
    method: saveSelectedWords.method,
    url: saveSelectedWords.path,
    schema: {
      summary: saveSelectedWords.summary,
      tags: ['results'],
      security: TOKEN_SECURITY,
      querystring: saveSelectedWords.query,
      body: saveSelectedWords.body,
      response: { 200: saveSelectedWords.response, ...errorResponses },
    },
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return { result: await saveSelection(deps, user.id, await journeyTypeOf(request, user.id), request.body.result) };
    },
  });

  // ---- the result -----------------------------------------------------------------------------

  app.route({
    method: getIndividualResult.method,
    url: getIndividualResult.path,
    schema: {
      summary: getIndividualResult.summary,
      tags: ['results'],
      security: TOKEN_SECURITY,
      querystring: getIndividualResult.query,
      body: getIndividualResult.body,
      response: { 200: getIndividualResult.response, ...errorResponses },
    },
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return individualResultResponse(await resultOf(request, user.id));
    },
  });

  app.route({
    method: submitIndividualResult.method,
    url: submitIndividualResult.path,
    schema: {
      summary: submitIndividualResult.summary,
      tags: ['results'],
      security: TOKEN_SECURITY,
      querystring: submitIndividualResult.query,
      body: submitIndividualResult.body,
      response: { 200: submitIndividualResult.response, ...errorResponses },
    },
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return individualResultResponse(await submitResult(deps, user, await journeyTypeOf(request, user.id), request.body.result));
    },
  });

  // ---- matchings ------------------------------------------------------------------------------

  app.route({
    method: getMatchings.method,
    url: getMatchings.path,
    schema: {
      summary: getMatchings.summary,
      tags: ['results'],
      security: TOKEN_SECURITY,
      body: getMatchings.body,
      response: { 200: getMatchings.response, ...errorResponses },
    },
    handler: async (request) => matchingLists(deps, assertOwnEmail(request, request.body.email).id),
  });

  app.route({
    method: getMatchingDetail.method,
    url: getMatchingDetail.path,
    schema: {
      summary: getMatchingDetail.summary,
      tags: ['results'],
      security: TOKEN_SECURITY,
      body: getMatchingDetail.body,
      response: { 200: getMatchingDetail.response, ...errorResponses },
    },
    handler: async (request) => {
      const user = assertOwnEmail(request, request.body.email);
      return { result: await matchingDetail(deps, user.id, request.body.partner) };
    },
  });

  // ---- pictures and files ---------------------------------------------------------------------

  app.route({
    method: getFakeUserImage.method,
    url: getFakeUserImage.path,
    schema: {
      summary: getFakeUserImage.summary,
      tags: ['results'],
      security: TOKEN_SECURITY,
      querystring: getFakeUserImage.query,
      response: { 200: getFakeUserImage.response, ...errorResponses },
    },
    handler: async (request, reply) => {
      currentUser(request);
      const png = await morph(request.query.user_1, request.query.user_2);
      return reply.type('image/png').header('cache-control', 'private, max-age=86400').send(png);
    },
  });

  app.route({
    method: getSamplePicture.method,
    url: getSamplePicture.path,
    config: { public: getSamplePicture.public },
    schema: {
      summary: getSamplePicture.summary,
      tags: ['results'],
      params: getSamplePicture.params,
      response: { 200: getSamplePicture.response, ...errorResponses },
    },
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

  app.route({
    method: getReport.method,
    url: getReport.path,
    schema: {
      summary: getReport.summary,
      tags: ['results'],
      security: TOKEN_SECURITY,
      params: getReport.params,
      querystring: getReport.query,
      response: { 200: getReport.response, ...errorResponses },
    },
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
