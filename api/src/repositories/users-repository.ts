import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newCode } from '../auth/secrets';
import { users } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';
import type { ReadCaches } from './read-caches';

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

/** A user row locked for the rest of a transaction (lockUser). */
export interface LockedUser {
  id: number;
  email: string;
  /** the address is proven (email_verified_at is set) */
  emailVerified: boolean;
  hasPassword: boolean;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  language: string;
  pictureUrl?: string | null;
}

/** What the account's profile shows of the user: never the password hash, only whether there is one. */
export interface ProfileRow {
  firstName: string;
  lastName: string;
  email: string;
  pictureUrl: string | null;
  referral: string;
  hasPassword: boolean;
  emailVerified: boolean;
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

/**
 * Accounts (the users table): finding, creating and changing a user, locking one for a
 * transaction, and the profile's reads. Every write that changes what the read caches keep
 * about a user (name, language, picture) makes this process forget it.
 */
export function createUsersRepository(db: Database, caches?: Pick<ReadCaches, 'forgetUser'>) {
  const forget = (userId: number): void => caches?.forgetUser(userId);

  const findByEmail = async (email: string, tx: Executor = db): Promise<UserRow | undefined> => {
    const [row] = await tx.select(userColumns).from(users).where(sameEmail(email));
    return row;
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

    /** A person's id and name (a company contact's account). */
    async person(userId: number): Promise<{ id: number; firstName: string; lastName: string } | undefined> {
      const [row] = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
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

    /** The person proved they own `email` (still the account's address): marked once, never unmarked by a later proof. */
    async markEmailVerified(tx: Executor, userId: number, email: string): Promise<void> {
      await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.id, userId), sameEmail(email)));
    },

    /** null: the account has no password (it signs in another way) */
    async setPasswordHash(tx: Executor, userId: number, passwordHash: string | null): Promise<void> {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
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

    /** Drops what this process keeps in memory about the user (after a transaction that changed it committed). */
    forgetCached: forget,

    async profile(userId: number): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          pictureUrl: users.pictureUrl,
          referral: users.referral,
          hasPassword: sql<boolean>`${users.passwordHash} is not null`,
          emailVerified: sql`${users.emailVerifiedAt} is not null`.mapWith(Boolean),
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export const usersRepositoryPlugin = expose('users-repository', async (app: FastifyInstance) => {
  app.decorate('usersRepository', createUsersRepository(app.database.db, app.readCaches));
});
