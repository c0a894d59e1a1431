import { PASSWORD_MIN_LENGTH } from '@rapport/wire/api/auth';
import { EMAIL_PATTERN } from '@rapport/wire/api/common';
import { z } from 'zod';

/** i18n keys (namespace `session`) of the spec's validation messages (section 5). */
export const VALIDATION = {
  required: 'validation.required',
  email: 'validation.email',
  passwordRequired: 'validation.passwordRequired',
  passwordShort: 'validation.passwordShort',
  passwordDigit: 'validation.passwordDigit',
  passwordMatch: 'validation.passwordMatch',
} as const;

export const nameRule = z.string().trim().min(1, VALIDATION.required);

export const emailRule = z.string().trim().min(1, VALIDATION.required).regex(EMAIL_PATTERN, VALIDATION.email);

export const passwordRule = z
  .string()
  .min(1, VALIDATION.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordShort)
  .regex(/\d/, VALIDATION.passwordDigit);

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message each rule reports for its field (required before format), by field. */
export function checkFields<F extends string>(
  rules: Record<F, z.ZodType<string>>,
  values: Record<F, string>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const parsed = rules[field].safeParse(values[field]);
    if (!parsed.success) errors[field] = parsed.error.issues[0]?.message;
  }
  return errors;
}
