import { z } from 'zod';
import { checkFields, emailRule, nameRule, passwordRule, type FieldErrors } from '../../../utils/credential-rules';

export type SignInField = 'email' | 'password';
export type SignUpField = 'firstName' | 'lastName' | SignInField;

const signInRules: Record<SignInField, z.ZodType<string>> = { email: emailRule, password: passwordRule };
const signUpRules: Record<SignUpField, z.ZodType<string>> = { firstName: nameRule, lastName: nameRule, ...signInRules };

/** Spec section 5: sign in and sign up share the e-mail and password rules. */
export const signInErrors = (values: Record<SignInField, string>): FieldErrors<SignInField> =>
  checkFields(signInRules, values);

export const signUpErrors = (values: Record<SignUpField, string>): FieldErrors<SignUpField> =>
  checkFields(signUpRules, values);

export const forgotErrors = (values: Record<'email', string>): FieldErrors<'email'> => checkFields({ email: emailRule }, values);
