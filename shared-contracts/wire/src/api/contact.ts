import { z } from './zod';
import type { ContactMessage, Invite } from '../entities/message';
import { accountEmail, mailLanguage } from './auth';
import { emailAddress, messageResponse, requestBody, requiredText, type EndpointContract } from './common';

/** The public contact form, and the invitations signed-in users send (POST /send/invite). */
export const contactMessageBody = requestBody({
  sender_email: emailAddress(),
  sender_name: requiredText(150),
  subject: requiredText(200),
  message: requiredText(5000, { multiline: true }),
}) satisfies z.ZodType<ContactMessage>;

export const CONTACT_SENT = 'message successfully sent';

export const sendContact = {
  method: 'POST',
  path: '/send/contact',
  public: true,
  operationId: 'sendContactMessage',
  summary: 'Send a message to the Rapport team',
  description: 'Rate-limited per IP and per sender address.',
  errors: { 429: 'per IP, or per sender address' },
  body: contactMessageBody,
  response: messageResponse,
} as const satisfies EndpointContract;

export const INVITE_SENT = 'Email sent successfully.';

export const inviteBody = requestBody({
  /** the invitee's address (the product's spelling) */
  recepter: accountEmail(),
  /** the invitee's name */
  name: requiredText(150),
  /**
   * the sender's own referral link, `<SITE_ORIGIN>/?ref=<their referral>`, and nothing else (no
   * other parameter, path or host): the server builds the mail's link itself from the sender's
   * code and refuses any other link (400 contact.invite_link_refused)
   */
  referral_link: requiredText(2048),
  /** the sender's interface language, the mail's language (else Accept-Language) */
  lang: mailLanguage(),
}) satisfies z.ZodType<Invite, unknown>;

export const sendInvite = {
  method: 'POST',
  path: '/send/invite',
  public: false,
  operationId: 'sendSiteInvitation',
  summary: "Mail an invitation to the site with the signed-in user's own referral link",
  description: "Rate-limited per IP and per user; 403 `contact.invite_email_unverified` until the user's address is confirmed.",
  errors: {
    400: "or referral_link is not the user's own link (contact.invite_link_refused)",
    403: "the user's address is not confirmed (contact.invite_email_unverified)",
    429: 'per IP, or per user',
  },
  body: inviteBody,
  response: messageResponse,
} as const satisfies EndpointContract;
