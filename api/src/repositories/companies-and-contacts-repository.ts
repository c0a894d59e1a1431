import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newCode } from '../auth/secrets';
import { companies, companyContacts, companyUsers, users } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';

/** Name given to the company contact records of a deleted account. */
export const DELETED_NAME = 'Deleted';
/** `.invalid` (RFC 2606) never routes: an anonymised contact can never be mailed. */
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid';

export interface ContactRow {
  id: number;
  companyId: number;
  userId: number | null;
  email: string;
  firstName: string;
  contactReferral: string;
  /** the questionnaire the contact is invited to; the company's default when null */
  questionnaireTypeId: number | null;
}

const contactColumns = {
  id: companyContacts.id,
  companyId: companyContacts.companyId,
  userId: companyContacts.userId,
  email: companyContacts.email,
  firstName: companyContacts.firstName,
  contactReferral: companyContacts.contactReferral,
  questionnaireTypeId: companyContacts.questionnaireTypeId,
};

/** The company contact records about a person: linked to the account, or carrying its e-mail. */
export const contactsNaming = (userId: number, email: string) =>
  or(eq(companyContacts.userId, userId), sql`lower(${companyContacts.email}) = lower(${email})`);

/** Companies, their members (company_users) and their contacts (company_contacts). */
export function createCompaniesRepository(db: Database) {
  return {
    // ---- companies and members ---------------------------------------------------------------

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

    async isCompanyMember(userId: number, companyId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(companyUsers)
        .where(and(eq(companyUsers.userId, userId), eq(companyUsers.companyId, companyId)));
      return row !== undefined;
    },

    // ---- contacts ----------------------------------------------------------------------------

    async contactByReferral(referral: string): Promise<ContactRow | undefined> {
      const [row] = await db.select(contactColumns).from(companyContacts).where(eq(companyContacts.contactReferral, referral));
      return row;
    },

    async contactByCompanyAndEmail(companyId: number, email: string): Promise<ContactRow | undefined> {
      const [row] = await db
        .select(contactColumns)
        .from(companyContacts)
        .where(and(eq(companyContacts.companyId, companyId), sql`lower(${companyContacts.email}) = lower(${email})`));
      return row;
    },

    /** Ties the contact to the user unless another account holds it; true when it is the user's. */
    async linkContact(contactId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .update(companyContacts)
        .set({ userId })
        .where(
          and(
            eq(companyContacts.id, contactId),
            or(sql`${companyContacts.userId} is null`, eq(companyContacts.userId, userId)),
          ),
        )
        .returning({ id: companyContacts.id });
      return row !== undefined;
    },

    async markInvited(tx: Executor, contactId: number): Promise<void> {
      await tx.update(companyContacts).set({ invitationSent: true }).where(eq(companyContacts.id, contactId));
    },

    /** The language of the account linked to a contact, if any. */
    async contactUserLanguage(contact: ContactRow): Promise<string | undefined> {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(contact.userId !== null ? eq(users.id, contact.userId) : sql`lower(${users.email}) = lower(${contact.email})`);
      return row?.language;
    },

    /** A deleted account's contact records stay for their companies, without a name, an address or a link. */
    async anonymiseContactsOf(tx: Executor, userId: number, email: string): Promise<void> {
      const records = await tx.select({ id: companyContacts.id }).from(companyContacts).where(contactsNaming(userId, email));
      for (const record of records) {
        await tx
          .update(companyContacts)
          .set({
            firstName: DELETED_NAME,
            lastName: DELETED_NAME,
            email: `deleted-${record.id}-${newCode().toLowerCase().replace(/[^a-z0-9]/g, '')}@${DELETED_EMAIL_DOMAIN}`,
            phone: null,
            userId: null,
          })
          .where(eq(companyContacts.id, record.id));
      }
    },

    /** Ends every membership of a user (an account being deleted). */
    async leaveAllCompanies(tx: Executor, userId: number): Promise<void> {
      await tx.delete(companyUsers).where(eq(companyUsers.userId, userId));
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
