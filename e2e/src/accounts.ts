// Helpers for the e2e tests that act as a person: the login modal, the mailbox, the API.
import type { Page } from 'playwright-core';

export const PASSWORD = 'correct horse 42';

let counter = 0;
/** A unique e-mail per call, so tests never share accounts. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

export async function signUpThroughModal(page: Page, email: string, password = PASSWORD) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
}

export async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog').getByRole('form').waitFor();
}

export async function signInThroughModal(page: Page, email: string, password = PASSWORD) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The demo company's admin (`npm start`'s demo data). */
export const DEMO_ADMIN = 'admin@rapport.local';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'rapport-demo-1';

/** The demo individual (`npm start`'s demo data): a finished questionnaire and contacts. */
export const DEMO_INDIVIDUAL = 'demo@rapport.local';

/** Signs a demo account in from the landing page: the admin lands on their recruitments, the individual on their results. */
export async function signInAsDemo(page: Page, origin: string, who: 'admin' | 'individual') {
  await page.goto(origin + '/');
  await openSignIn(page);
  await signInThroughModal(page, who === 'admin' ? DEMO_ADMIN : DEMO_INDIVIDUAL, DEMO_PASSWORD);
  await page.waitForURL(origin + (who === 'admin' ? '/recruitments' : '/results'));
}

/** Signs the demo admin in from the landing page; they land on their recruitments. */
export async function signInAsDemoAdmin(page: Page, origin: string) {
  await signInAsDemo(page, origin, 'admin');
}

export async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** extra header fields (a reminder's List-Unsubscribe) */
  headers?: Record<string, string> | null;
}

/** An API and the key of its development mailbox (the harness is one). */
export interface MailboxAccess {
  apiBase: string;
  mailboxKey: string;
}

/** The development mailbox's mails, newest first: it answers only with the key of this API's start. */
export async function readMailbox({ apiBase, mailboxKey }: MailboxAccess): Promise<Mail[]> {
  const response = await fetch(`${apiBase}/dev/mailbox`, { headers: { 'x-mailbox-key': mailboxKey } });
  if (!response.ok) throw new Error(`the development mailbox answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** Waits for a mail to `to` in the development mailbox and returns it. */
export async function waitForMail(site: MailboxAccess, to: string, subject: RegExp, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await readMailbox(site);
    const mail = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

export async function registerThroughApi(apiBase: string, email: string, password = PASSWORD) {
  const response = await fetch(`${apiBase}/auth/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Grace', last_name: 'Hopper', email, password }),
  });
  if (!response.ok) throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { email: string; referral: string; token: string };
}

/** The e-mail confirmation link mailed to `to` (at sign-up, or when a claim waits for it): the latest one. */
export async function verificationLink(site: MailboxAccess, to: string): Promise<string> {
  const mail = await waitForMail(site, to, /^Confirm/);
  const link = /https?:\/\/\S+[?&]verify=[A-Za-z0-9_-]+\S*/.exec(mail.text)?.[0];
  if (!link) throw new Error(`the mail to ${to} carries no confirmation link`);
  return link;
}
