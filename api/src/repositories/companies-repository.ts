import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, companyUsers, type AvatarDefinition, type ExtraSupportedFieldDefinition } from '../db/schema';
import type { Database } from '../db/types';
import { expose } from '../plugins/expose';

/** The company as the company calls need it. */
export interface ActiveCompany {
  id: number;
  name: string;
  quotationAccess: boolean;
  supportsBarometer: boolean;
  /** its calendar (IANA): a mission's end date is a day of it */
  timeZone: string;
}

/** A company's avatar option, avatar and values (extra supported fields with their words). */
export interface CompanyValuesRow {
  supportsAvatar: boolean;
  avatar: AvatarDefinition | null;
  extraSupportedFields: ExtraSupportedFieldDefinition[];
}

/** A company the user is a member of, as the account's profile lists it. */
export interface MembershipRow {
  id: number;
  name: string;
  logo: string | null;
  supportsBarometer: boolean;
  supportsAvatar: boolean;
  quotationAccess: boolean;
  timeZone: string;
  extraSupportedFields: ExtraSupportedFieldDefinition[];
}

/** Companies, their settings and their members (company_users). Their contacts: company-contacts-repository.ts. */
export function createCompaniesRepository(db: Database) {
  return {
    async companyById(id: number): Promise<{ id: number; name: string; supportsBarometer: boolean } | undefined> {
      const [row] = await db
        .select({ id: companies.id, name: companies.name, supportsBarometer: companies.supportsBarometer })
        .from(companies)
        .where(eq(companies.id, id));
      return row;
    },

    /** The user's companies, the first joined first (the active one). */
    async companyIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ companyId: companyUsers.companyId })
        .from(companyUsers)
        .where(eq(companyUsers.userId, userId))
        .orderBy(asc(companyUsers.createdAt), asc(companyUsers.companyId));
      return rows.map((row) => row.companyId);
    },

    /** The user's first company (oldest membership): the one every company call acts on. */
    async activeCompany(userId: number): Promise<ActiveCompany | undefined> {
      const [row] = await db
        .select({
          id: companies.id,
          name: companies.name,
          quotationAccess: companies.quotationAccess,
          supportsBarometer: companies.supportsBarometer,
          timeZone: companies.timeZone,
        })
        .from(companyUsers)
        .innerJoin(companies, eq(companies.id, companyUsers.companyId))
        .where(eq(companyUsers.userId, userId))
        .orderBy(asc(companyUsers.createdAt), asc(companyUsers.companyId))
        .limit(1);
      return row;
    },

    /** The user's companies as the profile lists them, the first joined first. */
    async memberships(userId: number): Promise<MembershipRow[]> {
      return db
        .select({
          id: companies.id,
          name: companies.name,
          logo: companies.logo,
          supportsBarometer: companies.supportsBarometer,
          supportsAvatar: companies.supportsAvatar,
          quotationAccess: companies.quotationAccess,
          timeZone: companies.timeZone,
          extraSupportedFields: companies.extraSupportedFields,
        })
        .from(companyUsers)
        .innerJoin(companies, eq(companies.id, companyUsers.companyId))
        .where(eq(companyUsers.userId, userId))
        .orderBy(asc(companyUsers.createdAt), asc(companies.id));
    },

    /** The company's avatar (its ideal profile), when it has one and the avatar option is on. */
    async companyAvatar(companyId: number): Promise<AvatarDefinition | null> {
      const [row] = await db.select({ on: companies.supportsAvatar, avatar: companies.avatar }).from(companies).where(eq(companies.id, companyId));
      return row?.on ? row.avatar : null;
    },

    /** The company's values settings: whether the avatar option is on, its avatar and its values (extra supported fields). */
    async companyValues(companyId: number): Promise<CompanyValuesRow | undefined> {
      const [row] = await db
        .select({ supportsAvatar: companies.supportsAvatar, avatar: companies.avatar, extraSupportedFields: companies.extraSupportedFields })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row;
    },

    /** Replaces the company's avatar and values. */
    async saveCompanyValues(companyId: number, values: Pick<CompanyValuesRow, 'avatar' | 'extraSupportedFields'>): Promise<void> {
      await db.update(companies).set({ avatar: values.avatar, extraSupportedFields: values.extraSupportedFields }).where(eq(companies.id, companyId));
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    companiesRepository: CompaniesRepository;
  }
}

export const companiesRepositoryPlugin = expose('companies-repository', async (app: FastifyInstance) => {
  app.decorate('companiesRepository', createCompaniesRepository(app.database.db));
});
