/**
 * The whole database schema (drizzle-kit reads this file to generate api/drizzle/*.sql).
 * Tables live in ./schema/<domain>.ts; this file only gathers them.
 */
export * from './schema/users';
export * from './schema/content';
export * from './schema/companies';
export * from './schema/results';
export * from './schema/missions';
export * from './schema/barometer';
export * from './schema/mail';
export * from './schema/activity';
