import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyContacts, users } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';
import type { ContactRow, NewContact } from './company-contacts-repository';

/** A contact an import wrote: what its invitation and its activity entry need. */
export type ImportedContact = ContactRow & { lastName: string };

/** Rows per insert: 11 columns a row stay far below PostgreSQL's 65,535 parameters a statement. */
export const IMPORT_CHUNK = 500;

/** What a contacts import reads and writes of company_contacts, in bulk. */
export function createContactsImportRepository(db: Database) {
  return {
    /** Which of these addresses (lowercased) a contact of the company already has; they travel as one array parameter. */
    async takenEmails(companyId: number, emails: readonly string[], executor: Executor = db): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await executor
        .select({ email: sql<string>`lower(${companyContacts.email})` })
        .from(companyContacts)
        .where(and(eq(companyContacts.companyId, companyId), sql`lower(${companyContacts.email}) = any(${sql.param([...emails])}::text[])`));
      return new Set(rows.map((row) => row.email));
    },

    /** The language of the accounts of these addresses (lowercased), for their invitations. */
    async accountLanguages(emails: readonly string[]): Promise<Map<string, string>> {
      if (emails.length === 0) return new Map();
      const rows = await db
        .select({ email: sql<string>`lower(${users.email})`, language: users.language })
        .from(users)
        .where(sql`lower(${users.email}) = any(${sql.param([...emails])}::text[])`);
      return new Map(rows.flatMap((row) => (row.language ? [[row.email, row.language] as const] : [])));
    },

    /**
     * Inserts the contacts in chunks, in the caller's transaction; a contact whose address (or,
     * by a chance of 2^-72, referral) is taken meanwhile is skipped. Answers the rows written.
     */
    async insertContacts(tx: Executor, contacts: readonly NewContact[]): Promise<ImportedContact[]> {
      const written: ImportedContact[] = [];
      for (let start = 0; start < contacts.length; start += IMPORT_CHUNK) {
        const rows = await tx
          .insert(companyContacts)
          .values(contacts.slice(start, start + IMPORT_CHUNK))
          .onConflictDoNothing()
          .returning({
            id: companyContacts.id,
            companyId: companyContacts.companyId,
            userId: companyContacts.userId,
            email: companyContacts.email,
            firstName: companyContacts.firstName,
            lastName: companyContacts.lastName,
            contactReferral: companyContacts.contactReferral,
            questionnaireTypeId: companyContacts.questionnaireTypeId,
          });
        written.push(...rows);
      }
      return written;
    },
  };
}

export type ContactsImportRepository = ReturnType<typeof createContactsImportRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contactsImportRepository: ContactsImportRepository;
  }
}

export const contactsImportRepositoryPlugin = expose('contacts-import-repository', async (app: FastifyInstance) => {
  app.decorate('contactsImportRepository', createContactsImportRepository(app.database.db));
});
