import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExportResponse, ProfileResponse } from '@rapport/wire/api/account';
import { hashSecret, newCode, newSecret } from '../auth/secrets';
import {
  authTokens,
  companies,
  companyContacts,
  companyUsers,
  contactMessages,
  individualResults,
  mailOutbox,
  matchingContacts,
  passwordResetTokens,
  questionnaireTypes,
  responseProgress,
  socialAccounts,
  userCodes,
  users,
} from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';
import { contactsNaming } from './companies-and-contacts-repository';
import type { ReadCaches } from './read-caches';

/** Password reset links live one hour. */
export const RESET_TOKEN_TTL_MINUTES = 60;

/** What a single-use code is for (user_codes.purpose). */
export type UserCodePurpose = 'login' | 'verify_email';

export interface UserRow {
  id: number;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  referral: string;
  language: string;
  pictureUrl: string | null;
  /** when the person proved they own `email`; null until then */
  emailVerifiedAt: Date | null;
}

/** The user a request's token belongs to (`request.user`). */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  referral: string;
  language: string;
  /** the auth_tokens row of this request's token (logout revokes it) */
  tokenId: number;
}

/** A user row locked for the rest of a transaction (lockUser). */
export interface LockedUser {
  id: number;
  email: string;
  /** the address is proven (email_verified_at is set) */
  emailVerified: boolean;
  hasPassword: boolean;
}

export type TokenLookup = { user: AuthUser } | { problem: 'unknown' | 'revoked' | 'expired' };

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  language: string;
  pictureUrl?: string | null;
}

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  referral: users.referral,
  language: users.language,
  pictureUrl: users.pictureUrl,
  emailVerifiedAt: users.emailVerifiedAt,
};

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

const iso = (date: Date): string => date.toISOString();

/** `rPercent` -> `r_percent`, `w1` -> `w_1`: the export speaks the API's field names. */
const snake = (key: string): string =>
  /^[wxyz][12]$/.test(key) ? `${key[0]}_${key[1]}` : key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);


/**
 * Accounts, sessions (auth_tokens), reset tokens, social accounts, matching links, and the
 * account's own data (profile, export, deletion). Tokens and reset tokens are stored as
 * SHA-256 hashes only; every time comparison uses the database's clock, the one clock every
 * replica shares.
 */
export function createUserRepository(db: Database, caches?: Pick<ReadCaches, 'sessions' | 'forgetUser'>) {
  const forget = (userId: number): void => caches?.forgetUser(userId);

  const lookupTokenHash = async (hash: string): Promise<TokenLookup> => {
    if (!caches) return (await readToken(hash)).lookup;
    return caches.sessions.get(hash, async () => {
      const { lookup, msLeft } = await readToken(hash);
      if (!('user' in lookup)) return { value: lookup, keep: false, users: [] };
      return { value: lookup, keep: true, users: [lookup.user.id], keepForMs: msLeft };
    });
  };

  const readToken = async (hash: string): Promise<{ lookup: TokenLookup; msLeft: number }> => {
    const [row] = await db
      .select({
        tokenId: authTokens.id,
        revoked: sql<boolean>`${authTokens.revokedAt} is not null`,
        msLeft: sql<number>`(extract(epoch from ${authTokens.expiresAt} - now()) * 1000)::float8`,
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        referral: users.referral,
        language: users.language,
      })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(eq(authTokens.tokenHash, hash));
    if (!row) return { lookup: { problem: 'unknown' }, msLeft: 0 };
    const msLeft = Number(row.msLeft);
    if (row.revoked) return { lookup: { problem: 'revoked' }, msLeft };
    if (!(msLeft > 0)) return { lookup: { problem: 'expired' }, msLeft };
    const { revoked: _revoked, msLeft: _msLeft, ...user } = row;
    // shared by the requests answered from memory: nobody may change it
    return { lookup: { user: Object.freeze(user) }, msLeft };
  };

  const findByEmail = async (email: string, tx: Executor = db): Promise<UserRow | undefined> => {
    const [row] = await tx.select(userColumns).from(users).where(sameEmail(email));
    return row;
  };

  const socialAccountUser = async (provider: string, subject: string, tx: Executor = db): Promise<number | undefined> => {
    const [row] = await tx
      .select({ userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)));
    return row?.userId;
  };

  return {
    findByEmail,

    async findById(id: number, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select(userColumns).from(users).where(eq(users.id, id));
      return row;
    },

    async findByReferral(referral: string): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.referral, referral));
      return row;
    },

    /** A new user with a fresh referral code; undefined when the e-mail already has an account. */
    async create(tx: Executor, user: NewUser): Promise<UserRow | undefined> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const [row] = await tx
          .insert(users)
          .values({
            email: user.email,
            passwordHash: user.passwordHash,
            firstName: user.firstName,
            lastName: user.lastName,
            language: user.language,
            pictureUrl: user.pictureUrl ?? null,
            referral: newCode(),
          })
          .onConflictDoNothing()
          .returning(userColumns);
        if (row) return row;
        // the e-mail exists, or (once in 2^72) the referral code: try another code
        if (await findByEmail(user.email, tx)) return undefined;
      }
      throw new Error('could not find a free referral code');
    },

    async setLanguage(userId: number, language: string): Promise<void> {
      await db.update(users).set({ language }).where(and(eq(users.id, userId), sql`${users.language} <> ${language}`));
      // the session's user carries the language
      forget(userId);
    },

    async setPictureIfMissing(tx: Executor, userId: number, pictureUrl: string): Promise<void> {
      // matching lists show the picture
      forget(userId);
      await tx.update(users).set({ pictureUrl }).where(and(eq(users.id, userId), isNull(users.pictureUrl)));
    },

    // ---- sessions ----------------------------------------------------------------------------

    /** A new sign-in token valid `ttlDays`; the user's dead tokens are swept on the way. */
    async issueToken(tx: Executor, userId: number, ttlDays: number): Promise<string> {
      await tx
        .delete(authTokens)
        .where(
          and(
            eq(authTokens.userId, userId),
            or(lte(authTokens.expiresAt, sql`now()`), lte(authTokens.revokedAt, sql`now() - interval '30 days'`)),
          ),
        );
      const token = newSecret();
      await tx.insert(authTokens).values({
        tokenHash: hashSecret(token),
        userId,
        expiresAt: sql`now() + make_interval(days => ${ttlDays})`,
      });
      return token;
    },

    /**
     * The token's user, or why it is refused. Valid tokens are answered from memory for a few
     * seconds (read-caches.ts: SESSION_CACHE_TTL_MS, never past the token's expiry); refusals
     * are always read, so guessing costs a query each time, as before.
     */
    lookupToken(token: string): Promise<TokenLookup> {
      return lookupTokenHash(hashSecret(token));
    },

    /** lookupToken of a token already hashed (hashSecret). */
    lookupTokenHash,

    /**
     * What lookupTokenHash would answer from memory, at once (no read, no promise): a valid
     * token's user while its session is kept, else undefined (then lookupTokenHash reads it).
     */
    cachedToken(hash: string): TokenLookup | undefined {
      return caches?.sessions.peek(hash);
    },

    async revokeToken(tokenId: number): Promise<void> {
      const [row] = await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
        .returning({ userId: authTokens.userId });
      // committed (no transaction): refused from the next request on
      if (row) forget(row.userId);
    },

    /** Whether the token was issued (its sign-in happened) within the last `minutes`. */
    async tokenIssuedWithin(tokenId: number, minutes: number): Promise<boolean> {
      const [row] = await db
        .select({ recent: sql<boolean>`${authTokens.createdAt} > now() - make_interval(mins => ${minutes})` })
        .from(authTokens)
        .where(eq(authTokens.id, tokenId));
      return row?.recent === true;
    },

    /** How many live sessions it ended. In a transaction, call forgetCached(userId) again once it committed. */
    async revokeAllTokens(tx: Executor, userId: number): Promise<number> {
      forget(userId);
      const ended = await tx
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
        .returning({ live: sql<boolean>`${authTokens.expiresAt} > now()` });
      forget(userId);
      return ended.filter((token) => token.live).length;
    },

    /** Drops what this process keeps in memory about the user (after a transaction that changed it committed). */
    forgetCached: forget,

    /** The person proved they own `email` (still the account's address): marked once, never unmarked by a later proof. */
    async markEmailVerified(tx: Executor, userId: number, email: string): Promise<void> {
      await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.id, userId), sameEmail(email)));
    },

    // ---- single-use codes (one-click sign-in, e-mail verification) ---------------------------

    /** A new single-use code for `purpose`, sent to `email`, valid `ttlMinutes`; only its hash is kept. */
    async issueCode(tx: Executor, userId: number, purpose: UserCodePurpose, email: string, ttlMinutes: number): Promise<string> {
      const code = newSecret();
      await tx.insert(userCodes).values({
        codeHash: hashSecret(code),
        purpose,
        userId,
        email,
        expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})`,
      });
      return code;
    },

    /**
     * Spends a code: one UPDATE that succeeds only while it is unused, unexpired and of this
     * purpose, so a code works once even when two requests race. Its user and e-mail, or nothing.
     */
    async consumeCode(tx: Executor, code: string, purpose: UserCodePurpose): Promise<{ userId: number; email: string } | undefined> {
      const [row] = await tx
        .update(userCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(userCodes.codeHash, hashSecret(code)),
            eq(userCodes.purpose, purpose),
            isNull(userCodes.usedAt),
            gt(userCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: userCodes.userId, email: userCodes.email });
      return row;
    },

    /** How many codes of `purpose` the user was issued in the last `minutes` (mails sent of that kind). */
    async codesIssuedSince(userId: number, purpose: UserCodePurpose, minutes: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(userCodes)
        .where(
          and(
            eq(userCodes.userId, userId),
            eq(userCodes.purpose, purpose),
            gt(userCodes.createdAt, sql`now() - make_interval(mins => ${minutes})`),
          ),
        );
      return row?.count ?? 0;
    },

    // ---- password reset ----------------------------------------------------------------------

    async createResetToken(tx: Executor, userId: number): Promise<string> {
      const token = newSecret();
      await tx.insert(passwordResetTokens).values({
        tokenHash: hashSecret(token),
        userId,
        expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`,
      });
      return token;
    },

    /** The user of an unused, unexpired reset token. */
    async resetTokenUser(token: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashSecret(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        );
      return row?.userId;
    },

    /**
     * Spends a reset token: one UPDATE that only succeeds while the token is unused and
     * unexpired, so two concurrent confirmations cannot both pass. Every other outstanding
     * reset token of the user is spent too.
     */
    async consumeResetToken(tx: Executor, token: string): Promise<number | undefined> {
      const [row] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashSecret(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!row) return undefined;
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
      return row.userId;
    },

    /** null: the account has no password (it signs in another way) */
    async setPasswordHash(tx: Executor, userId: number, passwordHash: string | null): Promise<void> {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    // ---- social accounts ---------------------------------------------------------------------

    socialAccountUser,

    /** Links (provider, subject) to the user; the user it already belongs to when it was linked meanwhile. */
    async linkSocialAccount(tx: Executor, provider: string, subject: string, userId: number): Promise<number> {
      await tx.insert(socialAccounts).values({ provider, subject, userId }).onConflictDoNothing();
      return (await socialAccountUser(provider, subject, tx)) ?? userId;
    },

    // ---- matching contacts -------------------------------------------------------------------

    /** Both users see each other as matching contacts; adding twice changes nothing. */
    async addMatchingPair(tx: Executor, a: number, b: number): Promise<void> {
      forget(a);
      forget(b);
      await tx
        .insert(matchingContacts)
        .values([
          { userId: a, contactUserId: b },
          { userId: b, contactUserId: a },
        ])
        .onConflictDoNothing();
    },

    // ---- the account's own data ---------------------------------------------------------------

    async profile(userId: number): Promise<ProfileResponse | undefined> {
      const [user] = await db
        .select({
          first_name: users.firstName,
          last_name: users.lastName,
          email: users.email,
          picture_url: users.pictureUrl,
          referral: users.referral,
          has_password: sql<boolean>`${users.passwordHash} is not null`,
          email_verified: sql`${users.emailVerifiedAt} is not null`.mapWith(Boolean),
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
          fields: companies.extraSupportedFields,
        })
        .from(companyUsers)
        .innerJoin(companies, eq(companies.id, companyUsers.companyId))
        .where(eq(companyUsers.userId, userId))
        .orderBy(asc(companyUsers.createdAt), asc(companies.id));
      return {
        ...user,
        companies: rows.map(({ fields, ...company }) => ({
          company: {
            ...company,
            extra_supported_fields: fields.map((field) => ({ field_name_in_api: field.field_name_in_api, field_name_for_user: field.field_name_for_user })),
          },
        })),
      };
    },

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
        .where(contactsNaming(userId, user.email, user.emailVerifiedAt !== null))
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
     * Locks the user's row until the transaction ends (an account being deleted, an address
     * being proven): its address, whether it is proven and whether it has a password.
     */
    async lockUser(tx: Executor, userId: number): Promise<LockedUser | undefined> {
      const [user] = await tx
        .select({
          id: users.id,
          email: users.email,
          emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
          hasPassword: sql<boolean>`${users.passwordHash} is not null`,
        })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return user;
    },

    /**
     * Deletes the user and what is theirs alone: answers, results, progress, sessions, reset
     * tokens, social accounts, matching links, unsent and sent mails to the address.
     */
    async deleteUser(tx: Executor, user: { id: number; email: string }): Promise<void> {
      const userId = user.id;
      forget(userId);
      await tx.delete(responseProgress).where(eq(responseProgress.userId, userId));
      await tx.delete(individualResults).where(eq(individualResults.userId, userId));
      await tx.delete(authTokens).where(eq(authTokens.userId, userId));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
      await tx.delete(matchingContacts).where(or(eq(matchingContacts.userId, userId), eq(matchingContacts.contactUserId, userId)));
      // the outbox keeps mail bodies (reset links, names): none stays for a deleted address
      await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${user.email})`);
      await tx.delete(users).where(eq(users.id, userId));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    userRepository: UserRepository;
  }
}

export const userRepositoryPlugin = expose('user-repository', async (app: FastifyInstance) => {
  app.decorate('userRepository', createUserRepository(app.database.db, app.readCaches));
});
