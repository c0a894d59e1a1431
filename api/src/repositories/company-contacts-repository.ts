import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_QUESTIONNAIRE } from '../content/types';
import { companyContacts, individualResults, questionnaireTypes, users } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { isProfileVector, type ProfileVector } from '../model';
import { expose } from '../plugins/expose';

export interface ContactRow {
  id: number;
  companyId: number;
  userId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  contactReferral: string;
  /** the questionnaire the contact is invited to; the company's default when null */
  questionnaireTypeId: number | null;
}

/** A contact found by its referral or address: with whether an invitation was mailed before. */
export type FoundContact = ContactRow & { invitationSent: boolean };

const contactColumns = {
  id: companyContacts.id,
  companyId: companyContacts.companyId,
  userId: companyContacts.userId,
  email: companyContacts.email,
  firstName: companyContacts.firstName,
  lastName: companyContacts.lastName,
  contactReferral: companyContacts.contactReferral,
  invitationSent: companyContacts.invitationSent,
  questionnaireTypeId: companyContacts.questionnaireTypeId,
};

export type ContactRecord = typeof companyContacts.$inferSelect;

/** A contact with its questionnaire's name and the summary of the result that completes it. */
export interface ListedContact extends ContactRecord {
  questionnaireType: string | null;
  result: { id: number; finishedAt: Date; rPercent: number; iPercent: number; sPercent: number } | null;
}

/** A contact as the matching calls need it: the vector of its completing result, null while unfinished. */
export interface MatchingContact {
  id: number;
  userId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  confidential: boolean;
  questionnaireTypeId: number | null;
  vector: ProfileVector | null;
}

export interface NewContact {
  companyId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  contactType: string;
  confidential: boolean;
  questionnaireTypeId: number | null;
  invitationSent: boolean;
  contactReferral: string;
}

export type ContactChanges = Partial<Pick<ContactRecord, 'firstName' | 'lastName' | 'email' | 'phone' | 'contactType' | 'confidential'>>;

/**
 * The result that completes a contact (spec section 4): the user's result of the contact's
 * questionnaire type, or, for a contact without a type, the user's primary result (standard,
 * else the latest). A lateral subquery per contact on the (user, type) index: the whole list
 * is one query.
 */
function completingResult(db: Executor) {
  return db
    .select({
      id: individualResults.id,
      finishedAt: individualResults.finishedAt,
      rPercent: individualResults.rPercent,
      iPercent: individualResults.iPercent,
      sPercent: individualResults.sPercent,
    })
    .from(individualResults)
    .innerJoin(questionnaireTypes, eq(questionnaireTypes.id, individualResults.questionnaireTypeId))
    .where(
      and(
        eq(individualResults.userId, companyContacts.userId),
        or(isNull(companyContacts.questionnaireTypeId), eq(individualResults.questionnaireTypeId, companyContacts.questionnaireTypeId)),
      ),
    )
    .orderBy(desc(sql`${questionnaireTypes.questionnaireType} = ${DEFAULT_QUESTIONNAIRE}`), desc(individualResults.finishedAt), desc(individualResults.id))
    .limit(1)
    .as('completing_result');
}

/**
 * The company contact records about a person: linked to the account, or carrying its e-mail
 * once the account has proven that address. An unproven account may have been opened by
 * anyone with someone else's address: the companies' records of that address are not its to
 * read or erase.
 */
export const contactsNaming = (userId: number, email: string, addressProven: boolean) =>
  addressProven ? or(eq(companyContacts.userId, userId), sql`lower(${companyContacts.email}) = lower(${email})`) : eq(companyContacts.userId, userId);

/** A company's contacts (company_contacts): the company area's list, the links that name them, the matching calls' reads. */
export function createCompanyContactsRepository(db: Database) {
  const listed = (executor: Executor = db) => {
    const result = completingResult(executor);
    const contactType = db
      .select({ id: questionnaireTypes.id, name: questionnaireTypes.questionnaireType })
      .from(questionnaireTypes)
      .as('contact_questionnaire_type');
    return executor
      .select({
        contact: companyContacts,
        questionnaireType: contactType.name,
        resultId: result.id,
        finishedAt: result.finishedAt,
        rPercent: result.rPercent,
        iPercent: result.iPercent,
        sPercent: result.sPercent,
      })
      .from(companyContacts)
      .leftJoin(contactType, eq(contactType.id, companyContacts.questionnaireTypeId))
      .leftJoinLateral(result, sql`true`);
  };

  type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];
  const toListed = (row: ListedRow): ListedContact => ({
    ...row.contact,
    questionnaireType: row.questionnaireType,
    result:
      row.resultId === null || row.finishedAt === null
        ? null
        : { id: row.resultId, finishedAt: row.finishedAt, rPercent: row.rPercent ?? 0, iPercent: row.iPercent ?? 0, sPercent: row.sPercent ?? 0 },
  });

  return {
    async contactByReferral(referral: string): Promise<FoundContact | undefined> {
      const [row] = await db.select(contactColumns).from(companyContacts).where(eq(companyContacts.contactReferral, referral));
      return row;
    },

    async contactByCompanyAndEmail(companyId: number, email: string, executor: Executor = db): Promise<FoundContact | undefined> {
      const [row] = await executor
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
    async contactUserLanguage(contact: Pick<ContactRow, 'userId' | 'email'>): Promise<string | undefined> {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(contact.userId !== null ? eq(users.id, contact.userId) : sql`lower(${users.email}) = lower(${contact.email})`);
      return row?.language;
    },

    /** Every contact of the company, with status inputs, in one query. */
    async listContacts(companyId: number): Promise<ListedContact[]> {
      const rows = await listed().where(eq(companyContacts.companyId, companyId)).orderBy(asc(companyContacts.id));
      return rows.map(toListed);
    },

    /**
     * Contacts of the company named by e-mail (any case), by id or by the id of their user, each
     * with the vector of the result that completes it (the list's rule): one query for all of
     * them, ordered by contact id. Ids travel as one array parameter, whatever their number.
     */
    async contactsForMatching(companyId: number, by: { emails: string[] } | { ids: readonly number[] } | { userIds: readonly number[] }): Promise<MatchingContact[]> {
      const result = completingResult(db);
      const named =
        'emails' in by
          ? inArray(sql`lower(${companyContacts.email})`, by.emails.map((email) => email.toLowerCase()))
          : 'ids' in by
            ? sql`${companyContacts.id} = any(${sql.param([...by.ids])}::int[])`
            : sql`${companyContacts.userId} = any(${sql.param([...by.userIds])}::int[])`;
      const rows = await db
        .select({
          id: companyContacts.id,
          userId: companyContacts.userId,
          email: companyContacts.email,
          firstName: companyContacts.firstName,
          lastName: companyContacts.lastName,
          confidential: companyContacts.confidential,
          questionnaireTypeId: companyContacts.questionnaireTypeId,
          vector: individualResults.featureVector,
        })
        .from(companyContacts)
        .leftJoinLateral(result, sql`true`)
        .leftJoin(individualResults, eq(individualResults.id, result.id))
        .where(and(eq(companyContacts.companyId, companyId), named))
        .orderBy(asc(companyContacts.id));
      return rows.map((row) => ({ ...row, vector: isProfileVector(row.vector) ? row.vector : null }));
    },

    /** The company's contacts among these ids, as the list gives them; the ids travel as one array parameter. */
    async contactsByIds(companyId: number, ids: readonly number[]): Promise<ListedContact[]> {
      if (ids.length === 0) return [];
      const rows = await listed().where(and(eq(companyContacts.companyId, companyId), sql`${companyContacts.id} = any(${sql.param([...ids])}::int[])`));
      return rows.map(toListed);
    },

    async contact(companyId: number, id: number): Promise<ListedContact | undefined> {
      const [row] = await listed().where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.id, id)));
      return row && toListed(row);
    },

    /** The new contact, or undefined when a unique key (the company's e-mail, the referral) is taken. */
    async insertContact(tx: Executor, values: NewContact): Promise<ContactRecord | undefined> {
      const [row] = await tx.insert(companyContacts).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** The contact as stored, held until the transaction ends (a change compares with it). */
    async contactForChange(tx: Executor, companyId: number, id: number): Promise<ContactRecord | undefined> {
      const [row] = await tx
        .select()
        .from(companyContacts)
        .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.id, id)))
        .for('update');
      return row;
    },

    async updateContact(tx: Executor, companyId: number, id: number, changes: ContactChanges): Promise<boolean> {
      if (Object.keys(changes).length === 0) {
        return (await tx.select({ id: companyContacts.id }).from(companyContacts).where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.id, id)))).length > 0;
      }
      const rows = await tx
        .update(companyContacts)
        .set(changes)
        .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.id, id)))
        .returning({ id: companyContacts.id });
      return rows.length > 0;
    },

    /** The contact removed, or undefined when the company has none of this id. */
    async deleteContact(tx: Executor, companyId: number, id: number): Promise<ContactRecord | undefined> {
      const [row] = await tx
        .delete(companyContacts)
        .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.id, id)))
        .returning();
      return row;
    },
  };
}

export type CompanyContactsRepository = ReturnType<typeof createCompanyContactsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    companyContactsRepository: CompanyContactsRepository;
  }
}

export const companyContactsRepositoryPlugin = expose('company-contacts-repository', async (app: FastifyInstance) => {
  app.decorate('companyContactsRepository', createCompanyContactsRepository(app.database.db));
});
