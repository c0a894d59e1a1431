import { VALIDATION, checkFields, passwordRule, type FieldErrors } from '../../../utils/credential-rules';

export type ResetField = 'password' | 'confirmation';

/** Spec section 5: both fields follow the password rules, and they must match. */
export function resetErrors(values: Record<ResetField, string>): FieldErrors<ResetField> {
  const errors = checkFields({ password: passwordRule, confirmation: passwordRule }, values);
  if (!errors.confirmation && values.confirmation !== values.password) errors.confirmation = VALIDATION.passwordMatch;
  return errors;
}
