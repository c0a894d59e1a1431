import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { hashSecret, newCode, newSecret } from '../auth/secrets';
import { authTokens, companies, companyUsers, passwordResetTokens, socialAccounts, users } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { enqueueMail, placeholder } from '../mail/outbox';
import type { SecretBox } from '../mail/secret-box';
import { companyAdminInvitationMail } from '../mail/templates';
import { AdminInputError } from './errors';
import { describeLogo, logoValue } from './logo';
import type { AdminCommand, CompanyFlags, CompanyRef, NewAdmin } from './parse-args';

/**
 * What the operator's commands do to the database. Each command is one transaction: a
 * company is never left half made, and a set-password mail is queued (mail outbox) only with
 * the account it is for; `npm start`'s outbox worker sends it, or shows it in the dev mailbox.
 */

/** A set-password link for an admin without a password lives a week (a reset link an hour). */
export const SET_PASSWORD_TTL_DAYS = 7;

export interface AdminContext {
  db: Database;
  /** where links point (SITE_ORIGIN) */
  siteOrigin: string;
  /** the operator's working directory: logo paths are relative to it */
  cwd: string;
  /** seals the set-password link of a queued mail (the API's key: MAIL_SECRET_KEY or the data folder's) */
  mailSecrets: SecretBox;
}

type CompanyRow = typeof companies.$inferSelect;

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

const flagColumns = (flags: CompanyFlags) => ({
  ...(flags.barometer !== undefined && { supportsBarometer: flags.barometer }),
  ...(flags.avatar !== undefined && { supportsAvatar: flags.avatar }),
  ...(flags.quotation !== undefined && { quotationAccess: flags.quotation }),
});

const describeRef = (ref: CompanyRef): string => ('id' in ref ? `id ${ref.id}` : `"${ref.name}"`);

async function findCompany(tx: Executor, ref: CompanyRef): Promise<CompanyRow> {
  if ('id' in ref) {
    const [row] = await tx.select().from(companies).where(eq(companies.id, ref.id));
    if (row) return row;
  } else {
    const [exact] = await tx.select().from(companies).where(eq(companies.name, ref.name));
    if (exact) return exact;
    const loose = await tx.select().from(companies).where(sql`lower(${companies.name}) = lower(${ref.name})`);
    if (loose.length === 1) return loose[0];
    if (loose.length > 1) throw new AdminInputError(`Several companies are named like "${ref.name}": name it by id (see \`list\`).`);
  }
  throw new AdminInputError(`No company with ${describeRef(ref)} (see \`list\`).`);
}

async function nameTaken(tx: Executor, name: string, except?: number): Promise<void> {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (row && row.id !== except) throw new AdminInputError(`A company named "${name}" already exists (id ${row.id}).`);
}

const yesNo = (on: boolean): string => (on ? 'on' : 'off');
const flagsLine = (c: CompanyRow): string =>
  `barometer ${yesNo(c.supportsBarometer)}, avatar ${yesNo(c.supportsAvatar)}, quotation ${yesNo(c.quotationAccess)}`;

interface AdminAccount {
  id: number;
  email: string;
  firstName: string;
  language: string;
  created: boolean;
  needsPassword: boolean;
  /** the account's address was never proven: the password and sessions it had were removed */
  unprovenCleared: boolean;
}

/**
 * The account's e-mail, made if missing (no password); whether it must still choose a password.
 * An account whose address was never proven may have been opened by anyone who knew the
 * address (squatting): before it becomes an admin, its password and sessions are removed, so
 * only whoever reads the mailbox gets in, through the set-password link mailed to it.
 */
async function ensureAccount(tx: Executor, person: NewAdmin): Promise<AdminAccount> {
  const [found] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      passwordHash: users.passwordHash,
      proven: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(sameEmail(person.email))
    .for('update');
  if (found && !found.proven) {
    await tx.update(users).set({ passwordHash: null }).where(eq(users.id, found.id));
    const ended = await tx
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(authTokens.userId, found.id), isNull(authTokens.revokedAt), sql`${authTokens.expiresAt} > now()`))
      .returning({ id: authTokens.id });
    const { passwordHash, proven: _proven, ...account } = found;
    return { ...account, created: false, needsPassword: true, unprovenCleared: passwordHash !== null || ended.length > 0 };
  }
  if (found) {
    const [social] = await tx.select({ id: socialAccounts.id }).from(socialAccounts).where(eq(socialAccounts.userId, found.id)).limit(1);
    const { passwordHash, proven: _proven, ...account } = found;
    return { ...account, created: false, needsPassword: passwordHash === null && !social, unprovenCleared: false };
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [created] = await tx
      .insert(users)
      .values({ email: person.email, passwordHash: null, firstName: person.firstName, lastName: person.lastName, language: person.lang, referral: newCode() })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, firstName: users.firstName, language: users.language });
    if (created) return { ...created, created: true, needsPassword: true, unprovenCleared: false };
  }
  throw new Error('could not find a free referral code');
}

/** The user's active company: their oldest membership (spec section 6). */
async function activeCompany(tx: Executor, userId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(eq(companyUsers.userId, userId))
    .orderBy(asc(companyUsers.createdAt), asc(companyUsers.companyId))
    .limit(1);
  return row;
}

/** Through the password reset machinery: the link opens the reset page, valid a week and once. */
async function mailSetPasswordLink(tx: Executor, context: AdminContext, user: { id: number; email: string; firstName: string; language: string }, company: CompanyRow): Promise<void> {
  const token = newSecret();
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashSecret(token),
    userId: user.id,
    expiresAt: sql`now() + make_interval(days => ${SET_PASSWORD_TTL_DAYS})`,
  });
  const link = `${context.siteOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  // the outbox keeps the link encrypted and puts it in only when it sends the mail
  const mail = companyAdminInvitationMail(user.language === 'fr' ? 'fr' : 'en', {
    firstName: user.firstName,
    companyName: company.name,
    link: placeholder('link'),
    validDays: SET_PASSWORD_TTL_DAYS,
  });
  await enqueueMail(tx, { to: user.email, ...mail }, { secrets: { link }, box: context.mailSecrets });
}

async function addAdmins(tx: Executor, context: AdminContext, company: CompanyRow, people: NewAdmin[]): Promise<string[]> {
  const lines: string[] = [];
  for (const person of people) {
    const user = await ensureAccount(tx, person);
    const [added] = await tx
      .insert(companyUsers)
      .values({ companyId: company.id, userId: user.id })
      .onConflictDoNothing()
      .returning({ userId: companyUsers.userId });
    let line = added ? `${user.email} is now an admin of ${company.name}` : `${user.email} was already an admin of ${company.name}`;
    if (user.created) line += '; they had no account: one was made without a password';
    if (user.unprovenCleared) line += '; its address was never confirmed, so the password and sessions it had were removed (anyone could have opened it)';
    if (user.needsPassword) {
      await mailSetPasswordLink(tx, context, user, company);
      line += `; a set-password link (valid ${SET_PASSWORD_TTL_DAYS} days) is queued in the mail outbox`;
    }
    const active = await activeCompany(tx, user.id);
    if (active && active.id !== company.id) line += ` (note: they act for ${active.name}, their first company)`;
    lines.push(`${line}.`);
  }
  return lines;
}

async function listCompanies(db: Database): Promise<string[]> {
  const rows = await db
    .select({
      company: companies,
      admins: sql<string[]>`coalesce(array_agg(${users.email} order by ${companyUsers.createdAt}, ${users.id}) filter (where ${users.id} is not null), '{}')`,
    })
    .from(companies)
    .leftJoin(companyUsers, eq(companyUsers.companyId, companies.id))
    .leftJoin(users, eq(users.id, companyUsers.userId))
    .groupBy(companies.id)
    .orderBy(asc(companies.id));
  if (rows.length === 0) return ['No companies yet: `npm run admin -- create <name>` makes one.'];
  return rows.flatMap(({ company, admins }) => [
    `${company.id}  ${company.name}`,
    `    ${flagsLine(company)}`,
    `    logo: ${describeLogo(company.logo)}`,
    `    admins: ${admins.length > 0 ? admins.join(', ') : 'none'}`,
    `    time zone: ${company.timeZone}`,
  ]);
}

/** Runs one command; what it prints, line by line. AdminInputError: nothing was changed. */
export async function executeAdminCommand(context: AdminContext, command: Exclude<AdminCommand, { kind: 'help' }>): Promise<string[]> {
  const { db } = context;
  switch (command.kind) {
    case 'list':
      return listCompanies(db);

    case 'create': {
      // read before the transaction: a bad file changes nothing
      const logo = command.logo ? await logoValue(command.logo, context.cwd) : null;
      return db.transaction(async (tx) => {
        await nameTaken(tx, command.name);
        const [company] = await tx
          .insert(companies)
          .values({
            name: command.name,
            logo,
            supportsBarometer: false,
            supportsAvatar: false,
            quotationAccess: false,
            ...flagColumns(command.flags),
            ...(command.timeZone !== undefined && { timeZone: command.timeZone }),
          })
          .returning();
        return [
          `Company ${company.id} "${company.name}" created: ${flagsLine(company)}, logo ${describeLogo(company.logo)}. Time zone: ${company.timeZone}.`,
          ...(await addAdmins(tx, context, company, command.admins)),
        ];
      });
    }

    case 'set': {
      const logo = command.logo ? await logoValue(command.logo, context.cwd) : command.logo;
      return db.transaction(async (tx) => {
        const company = await findCompany(tx, command.company);
        if (command.name !== undefined) await nameTaken(tx, command.name, company.id);
        const [changed] = await tx
          .update(companies)
          .set({
            ...flagColumns(command.flags),
            ...(logo !== undefined && { logo }),
            ...(command.name !== undefined && { name: command.name }),
            ...(command.timeZone !== undefined && { timeZone: command.timeZone }),
          })
          .where(eq(companies.id, company.id))
          .returning();
        const zone = command.timeZone === undefined ? '' : ` Time zone: ${changed.timeZone} (the missions keep their end dates, days of this calendar now).`;
        return [`Company ${changed.id} "${changed.name}": ${flagsLine(changed)}, logo ${describeLogo(changed.logo)}.${zone}`];
      });
    }

    case 'add-admin':
      return db.transaction(async (tx) => addAdmins(tx, context, await findCompany(tx, command.company), command.admins));

    case 'remove-admin':
      return db.transaction(async (tx) => {
        const company = await findCompany(tx, command.company);
        const lines: string[] = [];
        for (const email of command.emails) {
          const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(sameEmail(email));
          const [removed] = user
            ? await tx
                .delete(companyUsers)
                .where(and(eq(companyUsers.companyId, company.id), eq(companyUsers.userId, user.id)))
                .returning({ userId: companyUsers.userId })
            : [];
          if (!removed) throw new AdminInputError(`${email} is not an admin of ${company.name}; nothing was changed.`);
          lines.push(`${user.email} is no longer an admin of ${company.name} (the account stays).`);
        }
        return lines;
      });
  }
}
