import type { FastifyInstance } from 'fastify';

/**
 * What the services are given: the database, every repository, the settings they read, and
 * the app's logger. Routes pass it on (with the request's logger where a service logs).
 */
export function serviceDeps(app: FastifyInstance) {
  return {
    db: app.database.db,
    users: app.userRepository,
    content: app.contentRepository,
    results: app.resultsRepository,
    companies: app.companiesRepository,
    missions: app.missionsRepository,
    mail: app.mailRepository,
    messages: app.contactRepository,
    config: app.config,
    siteOrigin: app.config.siteOrigin,
    log: app.log,
  };
}

export type ServiceDeps = ReturnType<typeof serviceDeps>;
