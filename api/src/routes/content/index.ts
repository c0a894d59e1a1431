import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAnswers, getQuestionnaireTypes, getQuestions, getWords } from '@rapport/contracts/api/content';
import type { QuestionnaireType } from '@rapport/contracts/entities/questionnaire';
import { assertOwnCompany, TOKEN_SECURITY } from '../../plugins/auth';
import type { QuestionnaireTypeRow } from '../../repositories/content-repository';
import { errorResponses } from '../responses';
import { resolveQuestionnaireTypeId } from './resolve-questionnaire';

const toQuestionnaireType = ({ pk, questionnaire_type, default_companies }: QuestionnaireTypeRow): QuestionnaireType => ({
  pk,
  questionnaire_type,
  default_companies,
});

/** The questionnaire's texts. Categories, modes, stakes and families are never selected. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.contentRepository;

  app.route({
    method: getQuestions.method,
    url: getQuestions.path,
    config: { public: getQuestions.public },
    schema: {
      summary: getQuestions.summary,
      tags: ['questionnaire'],
      querystring: getQuestions.query,
      response: { 200: getQuestions.response, ...errorResponses },
    },
    handler: async (request) => repo.listQuestions(await resolveQuestionnaireTypeId(repo, request.query)),
  });

  app.route({
    method: getAnswers.method,
    url: getAnswers.path,
    config: { public: getAnswers.public },
    schema: {
      summary: getAnswers.summary,
      tags: ['questionnaire'],
      querystring: getAnswers.query,
      response: { 200: getAnswers.response, ...errorResponses },
    },
    handler: async (request) => repo.listAnswers(await resolveQuestionnaireTypeId(repo, request.query)),
  });

  app.route({
    method: getWords.method,
    url: getWords.path,
    config: { public: getWords.public },
    schema: {
      summary: getWords.summary,
      tags: ['questionnaire'],
      response: { 200: getWords.response, ...errorResponses },
    },
    handler: async () => repo.listWords(),
  });

  app.route({
    method: getQuestionnaireTypes.method,
    url: getQuestionnaireTypes.path,
    schema: {
      summary: getQuestionnaireTypes.summary,
      tags: ['company'],
      security: TOKEN_SECURITY,
      querystring: getQuestionnaireTypes.query,
      response: { 200: getQuestionnaireTypes.response, ...errorResponses },
    },
    handler: async (request) => {
      const types = await repo.listQuestionnaireTypes();
      const companyId = request.query.company_id;
      if (companyId === undefined) return types.map(toQuestionnaireType);
      // only the user's own companies: another one's (or an unknown id) is a 403
      await assertOwnCompany(app, request, companyId);
      const company = await repo.companyById(companyId);
      if (!company) throw new Error(`company ${companyId} has users but no row`);
      // a company chooses among every type, except the barometer, which only companies with
      // the barometer option run (and which needs its anonymous flow, not a contact invitation)
      return types.filter((type) => !type.isBarometer || company.supportsBarometer).map(toQuestionnaireType);
    },
  });
};
