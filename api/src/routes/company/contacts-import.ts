import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importContacts, MAX_FILE_BASE64, previewContactsImport } from '@rapport/wire/api/contacts-import';
import type { RouteLimit } from '../../auth/limits';
import { requestLanguage } from '../../auth/language';
import { currentUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/rate-limit';
import { activeCompany } from '../../services/company/company-contacts';
import { importFile, previewImport } from '../../services/contacts-import/contacts-import';
import { actorOf } from '../actor';
import { contractRoute } from '../contract-route';
import { serviceDeps } from '../service-deps';

/**
 * Per account: a preview for each file chosen and each change of columns; imports fewer, each
 * of up to 10,000 contacts (and as many invitations, which the outbox sends at its pace).
 */
export const CONTACTS_IMPORT_RATE: Record<'preview' | 'import', RouteLimit> = {
  preview: { max: 60, timeWindow: '1 hour' },
  import: { max: 20, timeWindow: '1 hour' },
};

/** The file in base64 and the call's few other fields. */
const BODY_LIMIT = MAX_FILE_BASE64 + 64 * 1024;

const userKey = (request: FastifyRequest): string | undefined => (request.user ? `user:${request.user.id}` : undefined);

/** Importing contacts from a CSV or XLSX file into the caller's active company: the preview, then the import. */
export const contactsImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app);
  const company = (request: FastifyRequest) => activeCompany(deps, currentUser(request).id);

  contractRoute(app, previewContactsImport, {
    tags: ['company'],
    bodyLimit: BODY_LIMIT,
    preHandler: perAccountLimit(app, CONTACTS_IMPORT_RATE.preview, userKey, 'import previews'),
    handler: async (request) => previewImport(deps, await company(request), request.body),
  });

  contractRoute(app, importContacts, {
    tags: ['company'],
    bodyLimit: BODY_LIMIT,
    preHandler: perAccountLimit(app, CONTACTS_IMPORT_RATE.import, userKey, 'imports'),
    handler: async (request) => {
      const { send_invitation: sendInvitation, lang, ...file } = request.body;
      const active = await company(request);
      return importFile(deps, active, file, {
        sendInvitation,
        questionnaireTypeId: (await deps.content.companyDefaultQuestionnaireTypeId(active.id)) ?? null,
        lang: requestLanguage(request, lang),
        actor: actorOf(request),
      });
    },
  });
};
