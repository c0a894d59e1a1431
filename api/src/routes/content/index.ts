import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAnswers, getQuestionnaireTypes, getQuestions, getWords } from '@rapport/contracts/api/content';
import type { QuestionnaireType } from '@rapport/contracts/entities/questionnaire';
import { assertOwnCompany } from '../../plugins/auth';
import type { QuestionnaireTypeRow } from '../../repositories/content-repository';
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
      // only the user's own companies: another one's (or an unknown id) is a 403
      await assertOwnCompany(app, request, companyId);
      const company = await deps.companies.companyById(companyId);
      if (!company) throw new Error(`company ${companyId} has users but no row`);
      // a company chooses among every type, except the barometer, which only companies with
      // the barometer option run (and which needs its anonymous flow, not a contact invitation)
      return types.filter((type) => !type.isBarometer || company.supportsBarometer).map(toQuestionnaireType);
    },
  });
};
