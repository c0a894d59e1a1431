import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAnswers, getQuestionnaireTypes, getQuestions, getWords } from '@rapport/contracts/api/content';
import type { QuestionnaireType } from '@rapport/contracts/entities/questionnaire';
import { currentUser } from '../../plugins/auth';
import type { QuestionnaireTypeRow } from '../../repositories/content-repository';
import { activeCompany } from '../../services/company/company-contacts';
import { resolveQuestionnaireTypeId } from '../../services/content/resolve-questionnaire';
import { contractRoute } from '../contract-route';
import { serviceDeps } from '../service-deps';

const toQuestionnaireType = ({ pk, questionnaire_type, default_companies }: QuestionnaireTypeRow): QuestionnaireType => ({
  pk,
  questionnaire_type,
  default_companies,
});

/** The questionnaire's texts. Categories, modes, stakes and families are never selected. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  const repo = deps.content;

  contractRoute(app, getQuestions, {
    tags: ['questionnaire'],
    handler: async (request) => repo.listQuestions(await resolveQuestionnaireTypeId(deps, request.query)),
  });

  contractRoute(app, getAnswers, {
    tags: ['questionnaire'],
    handler: async (request) => repo.listAnswers(await resolveQuestionnaireTypeId(deps, request.query)),
  });

  contractRoute(app, getWords, {
    tags: ['questionnaire'],
    handler: async () => repo.listWords(),
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
