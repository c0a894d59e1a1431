// One-click sign-in links as the product mails them: a company invites a contact whose address
// has an account, and the invitation's link carries a single-use code (token), the e-mail and
// the account's referral (docs/auth-wire.md).
import { DEMO_ADMIN, DEMO_PASSWORD, waitForMail, type MailboxAccess } from './accounts';

async function post(apiBase: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${apiBase}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Token ${token}` }) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * The demo company's admin adds `email` (an account's address) as a candidate with an
 * invitation; the link of the mail it receives is returned, as the person would click it.
 */
export async function oneClickLinkByInvitation(site: MailboxAccess, email: string): Promise<string> {
  const { apiBase } = site;
  const { token } = (await post(apiBase, '/auth/user/login', { email: DEMO_ADMIN, password: DEMO_PASSWORD })) as { token: string };
  await post(apiBase, '/company/company_contact/?send_invitation=1', { first_name: 'Grace', last_name: 'Hopper', email, contact_type: 'C', lang: 'en' }, token);
  const mail = await waitForMail(site, email, /invites you to take the Rapport questionnaire/);
  const link = mail.text.match(/https?:\/\/\S+\?contact=\S+/)?.[0];
  if (!link || !new URL(link).searchParams.has('token')) throw new Error(`no one-click link in the invitation: ${mail.text}`);
  return link;
}
