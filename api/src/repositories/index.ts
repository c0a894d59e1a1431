import type { FastifyInstance } from 'fastify';
import { expose } from '../plugins/expose';
import { activityRepositoryPlugin } from './activity-repository';
import { accountDeletionRepositoryPlugin } from './account-deletion-repository';
import { accountExportQueryPlugin } from './account-export-query';
import { barometerRepositoryPlugin } from './barometer-repository';
import { companiesRepositoryPlugin } from './companies-repository';
import { companyContactsRepositoryPlugin } from './company-contacts-repository';
import { contactRepositoryPlugin } from './contact-repository';
import { contactsImportRepositoryPlugin } from './contacts-import-repository';
import { contentRepositoryPlugin } from './content-repository';
import { mailRepositoryPlugin } from './mail-repository';
import { matchingContactsRepositoryPlugin } from './matching-contacts-repository';
import { matchingReportsRepositoryPlugin } from './matching-reports-repository';
import { missionsRepositoryPlugin } from './missions-repository';
import { passwordResetsRepositoryPlugin } from './password-resets-repository';
import { remindersRepositoryPlugin } from './reminders-repository';
import { resultsRepositoryPlugin } from './results-repository';
import { sessionsRepositoryPlugin } from './sessions-repository';
import { socialAccountsRepositoryPlugin } from './social-accounts-repository';
import { userCodesRepositoryPlugin } from './user-codes-repository';
import { usersRepositoryPlugin } from './users-repository';

/**
 * Every repository, one per aggregate, each decorating the app (`app.usersRepository`, …);
 * routes hand them to the services by name (routes/service-deps.ts). Registered after the read
 * caches, which the repositories of users, sessions, matching contacts and results read through.
 */
export const repositoriesPlugin = expose('repositories', async (app: FastifyInstance) => {
  await app.register(contentRepositoryPlugin);
  await app.register(contactRepositoryPlugin);
  await app.register(mailRepositoryPlugin);
  await app.register(usersRepositoryPlugin);
  await app.register(sessionsRepositoryPlugin);
  await app.register(userCodesRepositoryPlugin);
  await app.register(passwordResetsRepositoryPlugin);
  await app.register(socialAccountsRepositoryPlugin);
  await app.register(matchingContactsRepositoryPlugin);
  await app.register(accountExportQueryPlugin);
  await app.register(accountDeletionRepositoryPlugin);
  await app.register(companiesRepositoryPlugin);
  await app.register(companyContactsRepositoryPlugin);
  await app.register(contactsImportRepositoryPlugin);
  await app.register(matchingReportsRepositoryPlugin);
  await app.register(missionsRepositoryPlugin);
  await app.register(resultsRepositoryPlugin);
  await app.register(barometerRepositoryPlugin);
  await app.register(activityRepositoryPlugin);
  await app.register(remindersRepositoryPlugin);
});
