import type { FastifyInstance } from 'fastify';

/**
 * What the services are given: the database, every repository, the settings they read, and
 * the app's logger. Routes pass it on (with the request's logger where a service logs).
 */
export function serviceDeps(app: FastifyInstance) {
  return {
    db: app.database.db,
    users: app.usersRepository,
    sessions: app.sessionsRepository,
    userCodes: app.userCodesRepository,
    passwordResets: app.passwordResetsRepository,
    socialAccounts: app.socialAccountsRepository,
    matchingContacts: app.matchingContactsRepository,
    accountExport: app.accountExportQuery,
    accountDeletion: app.accountDeletionRepository,
    content: app.contentRepository,
    results: app.resultsRepository,
    companies: app.companiesRepository,
    contacts: app.companyContactsRepository,
    contactsImport: app.contactsImportRepository,
    matchingReports: app.matchingReportsRepository,
    missions: app.missionsRepository,
    mail: app.mailRepository,
    activity: app.activityRepository,
    reminders: app.remindersRepository,
    messages: app.contactRepository,
    config: app.config,
    siteOrigin: app.config.siteOrigin,
    log: app.log,
  };
}

export type ServiceDeps = ReturnType<typeof serviceDeps>;
