import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** null for accounts created by a social sign-in only */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    pictureUrl: text('picture_url'),
    /** the user's own invitation code (spec: referral) */
    referral: text('referral').notNull(),
    language: text('language').notNull().default('en'),
    /** when the person proved they own `email` (a link we mailed, a provider's verified address); null until then */
    emailVerifiedAt: instant('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // e-mail addresses are compared case-insensitively everywhere (sign-in, invitations)
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_key').on(t.referral),
    check('users_language_check', sql`${t.language} in ('en', 'fr', 'ru')`),
  ],
);

/** Opaque bearer tokens; only a hash is stored so a database leak does not leak sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** facebook, google or linkedin */
    provider: text('provider').notNull(),
    /** the provider's stable user id (never the e-mail, which can change) */
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_subject_key').on(t.provider, t.subject),
    index('social_accounts_user_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** Individual contacts: a user added another by referral (spec: /auth/user/add_matching). */
export const matchingContacts = pgTable(
  'matching_contacts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactUserId: integer('contact_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'matching_contacts_pkey', columns: [t.userId, t.contactUserId] }),
    index('matching_contacts_contact_user_idx').on(t.contactUserId),
    check('matching_contacts_not_self', sql`${t.userId} <> ${t.contactUserId}`),
  ],
);

/**
 * Single-use codes sent by mail or carried by a link: a one-click sign-in (`login`) or the proof
 * that a person owns an address (`verify_email`). Only a hash is stored; a code is used once and
 * expires within hours.
 */
export const userCodes = pgTable(
  'user_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the address the code was sent to (an e-mail verification proves this one) */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('user_codes_code_hash_key').on(t.codeHash),
    index('user_codes_user_idx').on(t.userId, t.purpose),
    check('user_codes_purpose_check', sql`${t.purpose} in ('login', 'verify_email')`),
  ],
);

/**
 * Failed sign-ins per (account, source) pair: each failure doubles the wait before the next
 * attempt from that source, so guessing is slow while the owner, from their own source, is
 * never locked out. `key` is a keyed hash of the e-mail and the source address.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    blockedUntil: instant('blocked_until').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('login_throttle_updated_idx').on(t.updatedAt)],
);
