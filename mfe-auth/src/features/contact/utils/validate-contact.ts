import { INVALID_EMAIL, REQUIRED } from '@rapport/wire/api/common';
import { contactMessageBody } from '@rapport/wire/api/contact';
import type { ContactMessage } from '@rapport/wire/entities/message';

export type ContactField = keyof ContactMessage;

/** In the order the form shows them, so the first invalid one gets the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['sender_name', 'sender_email', 'subject', 'message'];

/** A translatable error: an i18n key under `auth` plus its values. */
export interface FieldError {
  key: string;
  values?: Record<string, number>;
}

export type ContactErrors = Partial<Record<ContactField, FieldError>>;

/** The most characters each field accepts, read from the same schema the API applies. */
export const CONTACT_MAX_LENGTH: Record<ContactField, number | undefined> = {
  sender_name: contactMessageBody.shape.sender_name.maxLength ?? undefined,
  sender_email: contactMessageBody.shape.sender_email.maxLength ?? undefined,
  subject: contactMessageBody.shape.subject.maxLength ?? undefined,
  message: contactMessageBody.shape.message.maxLength ?? undefined,
};

function toFieldError(issue: { code: string; message: string; maximum?: unknown }): FieldError {
  if (issue.message === INVALID_EMAIL) return { key: 'contact.errors.invalidEmail' };
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    return { key: 'contact.errors.tooLong', values: { max: issue.maximum } };
  }
  if (issue.message === REQUIRED) return { key: 'contact.errors.required' };
  return { key: 'contact.errors.invalid' };
}

/**
 * Validates with the contracts' schema of POST /send/contact, so the browser and the API agree
 * ("Required", "Invalid email address"). Returns the trimmed body when valid.
 */
export function validateContact(values: ContactMessage): { errors: ContactErrors; body: ContactMessage | null } {
  const parsed = contactMessageBody.safeParse(values);
  if (parsed.success) return { errors: {}, body: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    // one message per field: the first the schema reports (required before pattern)
    if (!errors[field]) errors[field] = toFieldError(issue as { code: string; message: string; maximum?: unknown });
  }
  return { errors, body: null };
}
