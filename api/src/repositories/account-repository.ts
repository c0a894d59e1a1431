import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExportResponse, ProfileResponse } from '@rapport/contracts/api/account';
import { newCode } from '../auth/secrets';
import {
  authTokens,
  companies,
  companyContacts,
  companyUsers,
  contactMessages,
  individualResults,
  mailOutbox,
  matchingContacts,
  missions,
  passwordResetTokens,
  questionnaireTypes,
  responseProgress,
  socialAccounts,
  users,
} from '../db/schema';
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
}

const contactColumns = {
  id: companyContacts.id,
  companyId: companyContacts.companyId,
  userId: companyContacts.userId,
  email: companyContacts.email,
  firstName: companyContacts.firstName,
  contactReferral: companyContacts.contactReferral,
};

const iso = (date: Date): string => date.toISOString();

/** `rPercent` -> `r_percent`, `w1` -> `w_1`: the export speaks the API's field names. */
const snake = (key: string): string =>
  /^[wxyz][12]$/.test(key) ? `${key[0]}_${key[1]}` : key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The company contact records about a person: linked to the account, or carrying its e-mail. */
const namingUser = (userId: number, email: string) =>
  or(eq(companyContacts.userId, userId), sql`lower(${companyContacts.email}) = lower(${email})`);

/** The signed-in user's own data: profile, company contact links, export and deletion (results: results-repository). */
export function createAccountRepository(db: Database) {
  return {
    async profile(userId: number): Promise<ProfileResponse | undefined> {
      const [user] = await db
        .select({
          first_name: users.firstName,
          last_name: users.lastName,
          email: users.email,
          picture_url: users.pictureUrl,
          referral: users.referral,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return undefined;
      const rows = await db
        .select({
          pk: companies.id,
          name: companies.name,
          company_logo: companies.logo,
          supports_barometer: companies.supportsBarometer,
          supports_avatar: companies.supportsAvatar,
          quotation_access: companies.quotationAccess,
        })
        .from(companyUsers)
        .innerJoin(companies, eq(companies.id, companyUsers.companyId))
        .where(eq(companyUsers.userId, userId))
        .orderBy(asc(companyUsers.createdAt), asc(companies.id));
      return { ...user, companies: rows.map((company) => ({ company })) };
    },

    // ---- company contacts --------------------------------------------------------------------

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

    async missionCompanyId(missionReferral: string): Promise<number | undefined> {
      const [row] = await db.select({ companyId: missions.companyId }).from(missions).where(eq(missions.missionReferral, missionReferral));
      return row?.companyId;
    },

    async companyName(companyId: number): Promise<string | undefined> {
      const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
      return row?.name;
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

    // ---- my data -----------------------------------------------------------------------------

    /** Everything held about the user. Never a password hash, token hash or another user's id. */
    async exportData(userId: number): Promise<ExportResponse | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return undefined;

      const memberships = await db
        .select({ pk: companies.id, name: companies.name, since: companyUsers.createdAt })
        .from(companyUsers)
        .innerJoin(companies, eq(companies.id, companyUsers.companyId))
        .where(eq(companyUsers.userId, userId))
        .orderBy(asc(companyUsers.createdAt));
      const social = await db
        .select({ provider: socialAccounts.provider, subject: socialAccounts.subject, createdAt: socialAccounts.createdAt })
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, userId))
        .orderBy(asc(socialAccounts.createdAt));
      const sessions = await db
        .select({ createdAt: authTokens.createdAt, expiresAt: authTokens.expiresAt, revokedAt: authTokens.revokedAt })
        .from(authTokens)
        .where(eq(authTokens.userId, userId))
        .orderBy(asc(authTokens.createdAt));
      const resets = await db
        .select({
          createdAt: passwordResetTokens.createdAt,
          expiresAt: passwordResetTokens.expiresAt,
          usedAt: passwordResetTokens.usedAt,
        })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, userId))
        .orderBy(asc(passwordResetTokens.createdAt));
      const results = await db
        .select({ result: individualResults, type: questionnaireTypes.questionnaireType })
        .from(individualResults)
        .innerJoin(questionnaireTypes, eq(questionnaireTypes.id, individualResults.questionnaireTypeId))
        .where(eq(individualResults.userId, userId))
        .orderBy(asc(individualResults.finishedAt));
      const progress = await db
        .select({ progress: responseProgress, type: questionnaireTypes.questionnaireType })
        .from(responseProgress)
        .innerJoin(questionnaireTypes, eq(questionnaireTypes.id, responseProgress.questionnaireTypeId))
        .where(eq(responseProgress.userId, userId));
      const contacts = await db
        .select({
          first_name: users.firstName,
          last_name: users.lastName,
          email: users.email,
          since: matchingContacts.createdAt,
        })
        .from(matchingContacts)
        .innerJoin(users, eq(users.id, matchingContacts.contactUserId))
        .where(eq(matchingContacts.userId, userId))
        .orderBy(asc(matchingContacts.createdAt));
      const records = await db
        .select({ contact: companyContacts, company: companies.name })
        .from(companyContacts)
        .innerJoin(companies, eq(companies.id, companyContacts.companyId))
        .where(namingUser(userId, user.email))
        .orderBy(asc(companyContacts.createdAt));
      const messages = await db
        .select({ subject: contactMessages.subject, message: contactMessages.message, createdAt: contactMessages.createdAt })
        .from(contactMessages)
        .where(sql`lower(${contactMessages.senderEmail}) = lower(${user.email})`)
        .orderBy(asc(contactMessages.createdAt));

      return {
        exported_at: new Date().toISOString(),
        user: {
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          picture_url: user.pictureUrl,
          referral: user.referral,
          language: user.language,
          has_password: user.passwordHash !== null,
          created_at: iso(user.createdAt),
          updated_at: iso(user.updatedAt),
        },
        companies: memberships.map((m) => ({ pk: m.pk, name: m.name, member_since: iso(m.since) })),
        social_accounts: social.map((s) => ({ provider: s.provider, subject: s.subject, created_at: iso(s.createdAt) })),
        sessions: sessions.map((s) => ({
          created_at: iso(s.createdAt),
          expires_at: iso(s.expiresAt),
          revoked_at: isoOrNull(s.revokedAt),
        })),
        password_resets: resets.map((r) => ({
          created_at: iso(r.createdAt),
          expires_at: iso(r.expiresAt),
          used_at: isoOrNull(r.usedAt),
        })),
        results: results.map(({ result, type }) => {
          const { id: _id, userId: _userId, questionnaireTypeId: _typeId, finishedAt, createdAt, ...values } = result;
          return {
            questionnaire_type: type,
            ...Object.fromEntries(Object.entries(values).map(([key, value]) => [snake(key), value])),
            finished_at: iso(finishedAt),
            created_at: iso(createdAt),
          };
        }),
        progress: progress.map(({ progress: p, type }) => ({
          questionnaire_type: type,
          question_answered: p.questionAnswered,
          first_answers: p.firstAnswers,
          second_answers: p.secondAnswers,
          selected_words: p.selectedWords,
          updated_at: iso(p.updatedAt),
        })),
        matching_contacts: contacts.map((c) => ({ ...c, since: iso(c.since) })),
        company_contact_records: records.map(({ contact, company }) => ({
          company,
          first_name: contact.firstName,
          last_name: contact.lastName,
          email: contact.email,
          phone: contact.phone,
          contact_type: contact.contactType,
          invitation_sent: contact.invitationSent,
          confidential: contact.confidential,
          linked_to_account: contact.userId === userId,
          created_at: iso(contact.createdAt),
        })),
        contact_messages: messages.map((m) => ({ subject: m.subject, message: m.message, created_at: iso(m.createdAt) })),
      };
    },

    /**
     * Deletes the account in one transaction: answers, results, progress, sessions, reset
     * tokens, social accounts, matching links, unsent and sent mails to the address, then the
     * user. Company contact records naming the user stay for the company, anonymised.
     */
    async deleteUser(userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user) return false;

        const records = await tx.select({ id: companyContacts.id }).from(companyContacts).where(namingUser(userId, user.email));
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

        await tx.delete(responseProgress).where(eq(responseProgress.userId, userId));
        await tx.delete(individualResults).where(eq(individualResults.userId, userId));
        await tx.delete(authTokens).where(eq(authTokens.userId, userId));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
        await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
        await tx
          .delete(matchingContacts)
          .where(or(eq(matchingContacts.userId, userId), eq(matchingContacts.contactUserId, userId)));
        await tx.delete(companyUsers).where(eq(companyUsers.userId, userId));
        // the outbox keeps mail bodies (reset links, names): none stays for a deleted address
        await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${user.email})`);
        await tx.delete(users).where(eq(users.id, userId));
        return true;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    accountRepository: AccountRepository;
  }
}

export const accountRepositoryPlugin = expose('account-repository', async (app: FastifyInstance) => {
  app.decorate('accountRepository', createAccountRepository(app.database.db));
});
