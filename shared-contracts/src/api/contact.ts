import { z } from 'zod';
import type { ContactMessage } from '../entities/message';
import { emailAddress, messageResponse, requestBody, requiredText, type EndpointContract } from './common';

/** The public contact form. Later here: POST /send/invite (signed-in users). */
export const contactMessageBody = requestBody({
  sender_email: emailAddress(),
  sender_name: requiredText(150),
  subject: requiredText(200),
  message: requiredText(5000),
}) satisfies z.ZodType<ContactMessage>;

export const CONTACT_SENT = 'message successfully sent';

export const sendContact = {
  method: 'POST',
  path: '/send/contact',
  public: true,
  summary: 'Send a message to the Rapport team (rate-limited per IP)',
  body: contactMessageBody,
  response: messageResponse,
} as const satisfies EndpointContract;
