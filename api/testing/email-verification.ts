import { asc, eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { mailOutbox, users } from '../src/db/schema';
import { openMail } from '../src/mail/outbox';

/** The queued mails to `to`, oldest first, as the outbox worker will send them (sealed links opened). */
export async function openedMailsTo(app: App, to: string) {
  const rows = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(asc(mailOutbox.id));
  return rows.map((row) => openMail(app.mailSecrets, { ...row, to: row.toAddress }));
}

/** The confirmation links mailed to `to`, oldest first. */
export async function verificationLinks(app: App, to: string): Promise<URL[]> {
  return (await openedMailsTo(app, to)).flatMap((mail) => {
    const found = /https?:\/\/\S+[?&]verify=[A-Za-z0-9_-]+\S*/.exec(mail.text)?.[0];
    return found ? [new URL(found)] : [];
  });
}

/** The latest confirmation link mailed to `to`; fails the test when there is none. */
export async function lastVerificationLink(app: App, to: string): Promise<URL> {
  const links = await verificationLinks(app, to);
  const link = links.at(-1);
  if (!link) throw new Error(`no confirmation link mailed to ${to}`);
  return link;
}

/** POST /auth/user/verify_email/'s body for a mailed link: its code and what it carries. */
export const verifyBody = (link: URL): Record<string, string> => {
  const { verify, ...rest } = Object.fromEntries(link.searchParams);
  return { code: verify, ...rest };
};

/** When the account's address was proven (null: not yet). */
export async function verifiedAt(app: App, email: string): Promise<Date | null> {
  const [row] = await app.database.db.select({ at: users.emailVerifiedAt }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  if (!row) throw new Error(`no account for ${email}`);
  return row.at;
}
