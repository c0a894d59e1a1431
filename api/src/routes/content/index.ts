import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAnswers, getQuestionnaireTypes, getQuestions, getWords, type QuestionnaireSelector } from '@rapport/wire/api/content';
import type { EndpointContract } from '@rapport/wire/api/common';
import type { QuestionnaireType } from '@rapport/wire/entities/questionnaire';
import { currentUser } from '../../plugins/auth';
import type { QuestionnaireTypeRow } from '../../repositories/content-repository';
import { activeCompany } from '../../services/company/company-contacts';
import { createContentCache } from '../../services/content/content-cache';
import { resolveQuestionnaireTypeId } from '../../services/content/resolve-questionnaire';
import { contractRoute } from '../contract-route';
import { sendKeptJson } from '../compressed-json';
import { serviceDeps } from '../service-deps';

const toQuestionnaireType = ({ pk, questionnaire_type, default_companies }: QuestionnaireTypeRow): QuestionnaireType => ({
  pk,
  questionnaire_type,
  default_companies,
});

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
   * The cache key of a questionnaire that is content alone: a type named, or none named
   * (standard); kept without any read. A mission, contact or company link has none here: it is
   * resolved on every call (those rows change with other writes), and its type's texts are then
   * served from memory under `type:<id>`. Keys are only known types (an unknown name fails and
   * is not kept): their number is bounded.
   */
  const contentKey = (selector: QuestionnaireSelector): string | undefined => {
    if (selector.questionnaire_type !== undefined) return `name:${selector.questionnaire_type}`;
    if (selector.mission === undefined && selector.contact === undefined && selector.company === undefined) return 'default';
    return undefined;
  };

  /** The answer of a questionnaire's texts when not already kept: the link resolved, then the texts from memory or read once. */
  async function texts(contract: EndpointContract, selector: QuestionnaireSelector, list: (typeId: number) => Promise<unknown>): Promise<Buffer> {
    const key = contentKey(selector);
    if (key !== undefined) return cache.json(contract, key, async () => list(await resolveQuestionnaireTypeId(deps, selector)));
    const typeId = await resolveQuestionnaireTypeId(deps, selector);
    return cache.json(contract, `type:${typeId}`, () => list(typeId));
  }

  // a kept answer is sent in the handler's own turn, without a promise; anything else is read first
  contractRoute(app, getQuestions, {
    tags: ['questionnaire'],
    handler: (request, reply) => {
      const key = contentKey(request.query);
      const kept = key === undefined ? undefined : cache.kept(getQuestions, key);
      if (kept) {
        sendKeptJson(reply, kept);
        return;
      }
      return texts(getQuestions, request.query, (typeId) => repo.listQuestions(typeId)).then((json) => {
        sendKeptJson(reply, json);
      });
    },
  });

  contractRoute(app, getAnswers, {
    tags: ['questionnaire'],
    handler: (request, reply) => {
      const key = contentKey(request.query);
      const kept = key === undefined ? undefined : cache.kept(getAnswers, key);
      if (kept) {
        sendKeptJson(reply, kept);
        return;
      }
      return texts(getAnswers, request.query, (typeId) => repo.listAnswers(typeId)).then((json) => {
        sendKeptJson(reply, json);
      });
    },
  });

  contractRoute(app, getWords, {
    tags: ['questionnaire'],
    handler: (_request, reply) => {
      const kept = cache.kept(getWords, 'all');
      if (kept) {
        sendKeptJson(reply, kept);
        return;
      }
      return cache.json(getWords, 'all', () => repo.listWords()).then((json) => {
        sendKeptJson(reply, json);
      });
    },
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
