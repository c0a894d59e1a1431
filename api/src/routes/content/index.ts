import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAnswers, getQuestionnaireTypes, getQuestions, getWords, type QuestionnaireSelector } from '@rapport/contracts/api/content';
import type { QuestionnaireType } from '@rapport/contracts/entities/questionnaire';
import { currentUser } from '../../plugins/auth';
import type { QuestionnaireTypeRow } from '../../repositories/content-repository';
import { activeCompany } from '../../services/company/company-contacts';
import { createContentCache } from '../../services/content/content-cache';
import { resolveQuestionnaireTypeId } from '../../services/content/resolve-questionnaire';
import { contractRoute } from '../contract-route';
import { serviceDeps } from '../service-deps';

const toQuestionnaireType = ({ pk, questionnaire_type, default_companies }: QuestionnaireTypeRow): QuestionnaireType => ({
  pk,
  questionnaire_type,
  default_companies,
});

/** Sends JSON already serialized and encoded (Fastify sends a Buffer as it is). */
const sendJson = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json);

/**
 * The questionnaire's texts. Categories, modes, stakes and families are never selected.
 * The questions, answers and words are served from memory (services/content/content-cache.ts):
 * the same bytes the route's serializer writes, read again at most every few seconds.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  const repo = deps.content;
  const cache = createContentCache();

  /**
   * The cache key of a questionnaire: a type named, or none named (standard), is content alone
   * and is kept without any read; a mission, contact or company link is resolved on every call
   * (those rows change with other writes), and its type's texts are then served from memory.
   * Keys are only known types (an unknown name fails and is not kept): their number is bounded.
   */
  const questionnaireKey = async (selector: QuestionnaireSelector): Promise<{ key: string; typeId: () => Promise<number> }> => {
    if (selector.questionnaire_type !== undefined) {
      return { key: `name:${selector.questionnaire_type}`, typeId: () => resolveQuestionnaireTypeId(deps, selector) };
    }
    if (selector.mission === undefined && selector.contact === undefined && selector.company === undefined) {
      return { key: 'default', typeId: () => resolveQuestionnaireTypeId(deps, selector) };
    }
    const typeId = await resolveQuestionnaireTypeId(deps, selector);
    return { key: `type:${typeId}`, typeId: async () => typeId };
  };

  contractRoute(app, getQuestions, {
    tags: ['questionnaire'],
    handler: async (request, reply) => {
      const { key, typeId } = await questionnaireKey(request.query);
      const json = await cache.json(getQuestions, key, async () => repo.listQuestions(await typeId()));
      return sendJson(reply, json);
    },
  });

  contractRoute(app, getAnswers, {
    tags: ['questionnaire'],
    handler: async (request, reply) => {
      const { key, typeId } = await questionnaireKey(request.query);
      const json = await cache.json(getAnswers, key, async () => repo.listAnswers(await typeId()));
      return sendJson(reply, json);
    },
  });

  contractRoute(app, getWords, {
    tags: ['questionnaire'],
    handler: async (_request, reply) => sendJson(reply, await cache.json(getWords, 'all', () => repo.listWords())),
  });

  contractRoute(app, getQuestionnaireTypes, {
    tags: ['company'],
    handler: async (request) => {
      const types = await repo.listQuestionnaireTypes();
      const companyId = request.query.company_id;
      if (companyId === undefined) return types.map(toQuestionnaireType);
      // a company call: the caller's active company only (403 without one, 404 for another id)
      const company = await activeCompany(deps, currentUser(request).id, companyId);
      // a company chooses among every type, except the barometer, which only companies with
      // the barometer option run (and which needs its anonymous flow, not a contact invitation)
      return types.filter((type) => !type.isBarometer || company.supportsBarometer).map(toQuestionnaireType);
    },
  });
};
